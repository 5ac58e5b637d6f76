import type { BetPush } from '@courtside/contract';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The root of every sportsbook query key (the slip's limits, my bets, cash-out offers). It lives here
 * so the app's live socket can refresh them on a bet push without loading the sports pages' code.
 */
export const BETS_ROOT = 'sportsbook';

/** One of the member's bets changed (accepted, rejected, settled, cashed out): whatever shows bets reads again. */
export function applyBetPush(client: QueryClient, _push: BetPush): void {
  void client.invalidateQueries({ queryKey: [BETS_ROOT] });
}
