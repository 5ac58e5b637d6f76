import { type accountRoutes, Errors, type RequestOf } from '@courtside/contract';
import { api } from '../../../api/client';
import { isApiError } from '../../../api/errors';

export type SendCodeInput = RequestOf<typeof accountRoutes.sendCode>;
export type SendCodeResult = Awaited<ReturnType<typeof api.account.sendCode>>;

export const sendCode = (body: SendCodeInput): Promise<SendCodeResult> => api.account.sendCode(body);

/**
 * Seconds the server asks to wait after a refused send (code 10604 carries `retryAfter`), so the
 * button counts down instead of inviting another refused press; null for any other failure.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.code !== Errors.codeCooldown.code) return null;
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('retryAfter' in data)) return null;
  const seconds = Number(data.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}
