import type { BetPush } from '@courtside/contract';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n';
import { notify } from '../ui/toast';

/**
 * The root of every sportsbook query key (the slip's limits, my bets, cash-out offers). It lives here
 * so the app's live socket can refresh them on a bet push without loading the sports pages' code.
 */
export const BETS_ROOT = 'sportsbook';

const TOAST_GAP_MS = 5_000;
let lastToastAt = 0;

/**
 * One of the member's bets changed (accepted, rejected, settled, cashed out): whatever shows bets reads
 * again, and a settled or refused bet is told in a toast wherever the member is.
 */
export function applyBetPush(client: QueryClient, push: BetPush): void {
  void client.invalidateQueries({ queryKey: [BETS_ROOT] });
  const toast = push.state === 'settled' ? 'live.betSettled' : push.state === 'rejected' ? 'live.betRejected' : null;
  // Many bets settle together when a match ends: one toast says it for all of them.
  if (!toast || Date.now() - lastToastAt < TOAST_GAP_MS) return;
  lastToastAt = Date.now();
  notify(i18n.t(toast));
}
