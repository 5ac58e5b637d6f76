import { sandboxThing } from '../../sandbox/thing';

export const alpha = (): string => sandboxThing;
