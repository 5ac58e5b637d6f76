import { percentOfMinor } from './percent';

/**
 * The fee on a withdrawal: free for the first `freeTimes` of the business day, then `feeBp` basis
 * points of the amount, rounded down. `usedToday` counts the day's earlier withdrawals that were not
 * cancelled, as the daily limit does.
 */
export function withdrawalFeeMinor(
  amountMinor: bigint,
  day: { usedToday: number; freeTimes: number; feeBp: number },
): bigint {
  return day.usedToday >= day.freeTimes ? percentOfMinor(amountMinor, day.feeBp) : 0n;
}
