// Violates shared-layers-not-up.
import { page } from '../features/two/page';

export const client = page;
