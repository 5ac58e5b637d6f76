import { type LegResult, legFactor } from './leg';
import { assertLegCount } from './parlay';
import { expectedLegFactor, type OutcomeProbabilities } from './probability';
import { floorTimes, multiply, ONE, type Ratio, ratio } from './ratio';
import { assertMoney } from './units';

/** A leg of a bet offered for cash-out: already settled, or still open with its current fair probabilities. */
export type CashOutLeg =
  | { readonly state: 'settled'; readonly odds: number; readonly result: LegResult }
  | { readonly state: 'open'; readonly odds: number; readonly probabilities: OutcomeProbabilities };

/** Basis points in 100 %. */
const BP_SCALE = 10_000;

/** Throws a RangeError unless the margin is an integer from 0 to 10,000 basis points. */
function assertMarginBp(marginBp: number): void {
  if (!Number.isSafeInteger(marginBp) || marginBp < 0 || marginBp > BP_SCALE) {
    throw new RangeError(`Cash-out margin must be an integer 0..${BP_SCALE} basis points: ${marginBp}`);
  }
}

/**
 * The fair value factor of the bet now, per unit of stake: the product over legs of the settled leg's
 * fixed factor or the open leg's probability-weighted factor. Legs are independent events, so the
 * expectation of the product is the product of the expectations.
 */
export function cashOutFactor(legs: readonly CashOutLeg[]): Ratio {
  assertLegCount(legs.length);
  return legs.reduce<Ratio>((product, leg) => {
    const factor =
      leg.state === 'settled' ? legFactor(leg.odds, leg.result) : expectedLegFactor(leg.odds, leg.probabilities);
    return multiply(product, factor);
  }, ONE);
}

/**
 * The cash-out offer for a bet of `stake` minor units: stake x fair value factor x (1 - margin),
 * computed exactly and rounded DOWN to the cent. It is 0 when a settled leg lost and never above the
 * potential return, because no expected factor exceeds the leg's odds.
 */
export function cashOutOffer(stake: bigint, legs: readonly CashOutLeg[], marginBp: number): bigint {
  assertMoney(stake, 'Stake');
  assertMarginBp(marginBp);
  const afterMargin = ratio(BigInt(BP_SCALE - marginBp), BigInt(BP_SCALE));
  return floorTimes(stake, multiply(cashOutFactor(legs), afterMargin));
}

/** A partial cash-out: what is paid now, and the stake that stays on the same legs. */
export interface PartialCashOut {
  /** Paid now for the cashed stake, in minor units. */
  readonly cashOutAmount: bigint;
  /** The stake of the bet that remains open on the same legs. */
  readonly remainingStake: bigint;
}

/**
 * Cashes out `cashedStake` of a bet of `stake` (0 < cashedStake <= stake). The cashed part is valued
 * exactly like a bet of `cashedStake` (the offer is proportional to the stake) and rounded down on its
 * own, so the cashed amount plus the remaining bet's offer is within one cent below the full offer,
 * never above it: splitting a bet never creates money.
 */
export function partialCashOut(
  stake: bigint,
  cashedStake: bigint,
  legs: readonly CashOutLeg[],
  marginBp: number,
): PartialCashOut {
  assertMoney(stake, 'Stake');
  if (cashedStake <= 0n || cashedStake > stake) {
    throw new RangeError(`Cashed stake must be above 0 and at most the stake ${stake}: ${cashedStake}`);
  }
  return { cashOutAmount: cashOutOffer(cashedStake, legs, marginBp), remainingStake: stake - cashedStake };
}
