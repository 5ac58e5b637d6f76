// Violates platform-knows-no-module.
import { beta } from '../modules/beta/service';

export const kit = (): string[] => beta();
