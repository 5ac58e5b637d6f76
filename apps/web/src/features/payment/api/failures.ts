import { depositOrder, Errors } from '@courtside/contract';
import { isApiError } from '../../../api/errors';
import type { DepositOrder } from './deposit';

/** The envelope code of a refused call, or null when it failed below the envelope. */
export const codeOf = (error: unknown): number | null => (isApiError(error) ? error.code : null);

/** 10630 carries the unfinished order; anything else (or a malformed payload) gives null. */
export function unfinishedOrderOf(error: unknown): DepositOrder | null {
  if (codeOf(error) !== Errors.depositPending.code || !isApiError(error)) return null;
  const parsed = depositOrder.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** The binding a deposit gate asks for first: 10632 real name, 10633 phone. */
export function depositGateOf(error: unknown): 'realName' | 'phone' | null {
  const code = codeOf(error);
  if (code === Errors.depositNeedsRealName.code) return 'realName';
  if (code === Errors.depositNeedsPhone.code) return 'phone';
  return null;
}
