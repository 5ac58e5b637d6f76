export const HAPROXY: string;
export function ensureHaproxy(): boolean;
