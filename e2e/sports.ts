import { endOfBusinessDay } from '@courtside/domain';

const HOUR_MS = 3_600_000;

/**
 * The sports list's tab of matches yet to start, for a spec that bets before kickoff. 今日 ends with the
 * site's business day (midnight in Asia/Shanghai); in its last hour the few matches left of it kick
 * off while a spec is on them, so the spec takes 早盘, the next day's, which the demo feed already lists.
 */
export const preMatchFilter = (now = Date.now()): 'today' | 'early' =>
  endOfBusinessDay(now) - now < HOUR_MS ? 'early' : 'today';
