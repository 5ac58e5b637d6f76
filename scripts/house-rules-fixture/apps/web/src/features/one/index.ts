import { shell } from '../../app/shell';

export const one = (): string => shell;
