// Violates module-through-index: reaches into alpha's store instead of its index.
import { alphaRows } from '../alpha/store';

export const beta = (): string[] => alphaRows();
