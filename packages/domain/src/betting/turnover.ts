import type { LegResult } from './leg';
import { assertLegCount } from './parlay';
import { type SystemType, systemSubLegs } from './system';
import { assertMoney } from './units';

// How much of the stake of one leg is settled as a push (given back) rather than decided: all of it on
// a push or void, half on a half result (the other half won or lost), none on a win or lose.
function pushedHalves(result: LegResult): 0 | 1 | 2 {
  if (result === 'push' || result === 'void') return 2;
  if (result === 'half-win' || result === 'half-lose') return 1;
  return 0;
}

/**
 * The valid turnover (有效投注) of a settled single or parlay: the part of the stake whose outcome was
 * actually decided. Split each half-result leg into two half-stake worlds (one decided, one pushed);
 * only the worlds in which every leg pushed or was void give the stake back undecided, so
 *
 *   valid = stake x (1 - product over legs of pushed share), pushed share: win/lose 0, half 1/2, push/void 1.
 *
 * A single: win/lose count the stake, half-win/half-lose half of it, push/void nothing. A parlay whose
 * legs are all void or push counts nothing; one with any decided leg counts the whole stake. Rounded
 * DOWN to the cent, because rebates and rollover are paid on it.
 */
export function validTurnover(stake: bigint, results: readonly LegResult[]): bigint {
  assertMoney(stake, 'Stake');
  assertLegCount(results.length);
  if (results.some((result) => pushedHalves(result) === 0)) return stake;
  if (results.every((result) => pushedHalves(result) === 2)) return 0n;
  // Only push/void (share 1) and half results (share 1/2) remain: the pushed share is 1 / 2^halves.
  const halves = BigInt(results.filter((result) => pushedHalves(result) === 1).length);
  const pushedDenominator = 1n << halves;
  return (stake * (pushedDenominator - 1n)) / pushedDenominator;
}

/** The valid turnover of a system bet: the sum of its sub-bets' valid turnover, each rounded on its own. */
export function systemTurnover(stakePerCombination: bigint, results: readonly LegResult[], type: SystemType): bigint {
  assertMoney(stakePerCombination, 'Stake per combination');
  return systemSubLegs(results, type).reduce((sum, sub) => sum + validTurnover(stakePerCombination, sub), 0n);
}
