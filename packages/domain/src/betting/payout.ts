import type { SettledLeg } from './leg';
import { parlayReturn } from './parlay';
import { type SystemType, systemReturn } from './system';
import { assertMoney } from './units';

function allWin(odds: readonly number[]): SettledLeg[] {
  return odds.map((price) => ({ odds: price, result: 'win' }));
}

/**
 * The return shown at placement if every leg wins: stake x the product of the odds, rounded down to
 * the cent. One price is a single; several are a parlay.
 */
export function potentialReturn(stake: bigint, odds: readonly number[]): bigint {
  return parlayReturn(stake, allWin(odds));
}

/** The return of a system bet if every selection wins: every sub-bet wins, each rounded on its own. */
export function systemPotentialReturn(stakePerCombination: bigint, odds: readonly number[], type: SystemType): bigint {
  return systemReturn(stakePerCombination, allWin(odds), type);
}

/** A payout after the per-bet payout limit, and whether the limit cut it. */
export interface CappedPayout {
  readonly payout: bigint;
  readonly capped: boolean;
}

/**
 * Applies the per-bet payout limit: min(amount, limit), with `capped` true when the limit was lower.
 * The limit bounds the whole return (stake included), which is how the payout limit is published.
 */
export function capPayout(amount: bigint, limit: bigint): CappedPayout {
  assertMoney(amount);
  assertMoney(limit, 'Payout limit');
  return amount > limit ? { payout: limit, capped: true } : { payout: amount, capped: false };
}
