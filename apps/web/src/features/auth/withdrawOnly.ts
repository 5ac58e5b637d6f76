import type { RgLoginRefusal } from '@courtside/contract';
import { session } from '../../api/client';
import { useSession } from '../../shared/sessionStore';

/** Session storage key of the withdraw-only mode: the block it is for, tied to its token. */
const WITHDRAW_ONLY_KEY = 'cs-withdraw-only';

export interface WithdrawOnlyBlock {
  kind: RgLoginRefusal['kind'];
  endsAt: string;
}

/**
 * Opens the withdraw-only session a refused login carries (issue 29): kept as a login's session is,
 * with the block it is for beside it. The mode is tied to that token, so a later full login in this
 * tab never shows it.
 */
export function startWithdrawOnly(refusal: RgLoginRefusal): void {
  useSession.getState().signIn({ token: refusal.withdrawToken, member: refusal.member });
  sessionStorage.setItem(
    WITHDRAW_ONLY_KEY,
    JSON.stringify({ token: refusal.withdrawToken, kind: refusal.kind, endsAt: refusal.endsAt }),
  );
}

/** The block of this tab's withdraw-only session, or null when the session is not one. */
export function readWithdrawOnly(): WithdrawOnlyBlock | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(WITHDRAW_ONLY_KEY) ?? 'null') as
      | (WithdrawOnlyBlock & { token: string })
      | null;
    if (!stored || stored.token !== session.getToken()) return null;
    return { kind: stored.kind, endsAt: stored.endsAt };
  } catch {
    return null;
  }
}
