export const alphaRows = (): string[] => [];
