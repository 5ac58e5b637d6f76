// Violates outside-modules-through-index.
import { alphaRows } from '../modules/alpha/store';

export const sandboxThing = String(alphaRows().length);
