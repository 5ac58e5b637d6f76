// Violates feature-through-index.
import { internal } from '../one/internal';

export const page = internal;
