// Violates packages-import-no-app, and closes a circle with cycle.ts (no-circular).
import { client } from '../../../apps/web/src/api/client';
import { cycle } from './cycle';

export const rule = (): string => client + cycle();
