// Violates ui-imports-no-feature.
import { one } from '../features/one/index';

export const Button = (): string => one();
