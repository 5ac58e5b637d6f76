import { rule } from './rule';

export const cycle = (): string => typeof rule;
