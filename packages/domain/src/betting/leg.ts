import { type Ratio, ratio } from './ratio';
import { assertOdds, ODDS_SCALE } from './units';

/**
 * How one selection settled. `push` gives the stake back (a whole-line draw); `void` cancels the leg
 * (abandoned match, withdrawn market); both enter a parlay as the factor 1. The half results come from
 * Asian quarter lines, where the stake is split over two neighbouring lines.
 */
export type LegResult = 'win' | 'lose' | 'half-win' | 'half-lose' | 'push' | 'void';

/** Every leg result, for validation and tests. */
export const LEG_RESULTS: readonly LegResult[] = ['win', 'lose', 'half-win', 'half-lose', 'push', 'void'];

/** A settled selection: the odds taken (decimal x 1000) and how it settled. */
export interface SettledLeg {
  readonly odds: number;
  readonly result: LegResult;
}

// Every factor is a whole number of 2000ths (odds are 1000ths, halves add the 2), so the table
// below is exact and needs no rounding.
const HALF_SCALE = BigInt(2 * ODDS_SCALE);

/**
 * The exact return factor of one leg: win = odds; half-win = (1 + odds) / 2 (half the stake wins,
 * half comes back); half-lose = 1/2 (half lost, half back); push = void = 1; lose = 0.
 */
export function legFactor(odds: number, result: LegResult): Ratio {
  assertOdds(odds);
  const scaledOdds = BigInt(odds);
  const scale = BigInt(ODDS_SCALE);
  switch (result) {
    case 'win':
      return ratio(2n * scaledOdds, HALF_SCALE);
    case 'half-win':
      return ratio(scale + scaledOdds, HALF_SCALE);
    case 'half-lose':
      return ratio(scale, HALF_SCALE);
    case 'push':
    case 'void':
      return ratio(HALF_SCALE, HALF_SCALE);
    case 'lose':
      return ratio(0n, HALF_SCALE);
  }
}
