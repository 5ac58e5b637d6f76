import {
  addFractions,
  divideFractions,
  type Fraction,
  fraction,
  multiplyFractions,
  subtractFractions,
} from '../fraction';
import { compileSlot } from './compile';
import { spinMoments } from './moments';
import type { SlotDefinition } from './types';

/** The exact return of a game, per unit of total bet, for one paid round. */
export interface SlotRtp {
  /** Expected return of a round (the paid spin plus every free spin it leads to) / total bet. */
  readonly rtp: Fraction;
  /** The base spin's own part of rtp. */
  readonly baseRtp: Fraction;
  /** The free spins' part of rtp. */
  readonly freeSpinsRtp: Fraction;
  /** Variance of a round's return / total bet (so the standard error of N rounds is sqrt(v/N)). */
  readonly variance: Fraction;
  /** Chance that a paid spin awards free spins. */
  readonly triggerChance: Fraction;
  /** Expected number of free spins per paid round, retriggers included. */
  readonly freeSpinsPerRound: Fraction;
}

const ONE = fraction(1n);

// A catalogue page asks for the same games again and again; definitions are immutable data.
const cache = new WeakMap<SlotDefinition, SlotRtp>();

/**
 * Exact RTP and variance of a round. A round R is the paid spin's win X plus, for each of the A
 * free spins it awards, that free spin's total G. The spins are independent and identically
 * distributed, so with the moments of (X, A) over one spin:
 *
 * - no retrigger: G = m X (m the free-spin multiplier; a free spin's scatters still pay);
 * - retrigger: G = m X + (sum of G over the A spins it awards); E[A] < 1 is required, and then
 *   E[G] = m E[X] / (1 - E[A]) (the geometric series of retriggers) and
 *   E[G^2] = (m^2 E[X^2] + 2 m E[G] E[XA] + E[A(A-1)] E[G]^2) / (1 - E[A]);
 * - E[R] = E[X] + E[A] E[G] (Wald), E[R^2] = E[X^2] + 2 E[XA] E[G] + E[A] E[G^2] + E[A(A-1)] E[G]^2.
 *
 * Every value is an exact bigint fraction; dividing by betUnits turns bet units into bet multiples.
 * Throws a RangeError when a retriggering game awards on average one free spin or more per spin
 * (its free spins would never end on average).
 */
export function exactRtp(def: SlotDefinition): SlotRtp {
  let result = cache.get(def);
  if (!result) {
    result = computeRtp(def);
    cache.set(def, result);
  }
  return result;
}

function computeRtp(def: SlotDefinition): SlotRtp {
  const slot = compileSlot(def);
  const moments = spinMoments(def);
  const n = moments.combinations;
  const ex = fraction(moments.sumWin, n);
  const ex2 = fraction(moments.sumWinSquared, n);
  const ea = fraction(moments.sumAward, n);
  const eaa1 = fraction(moments.sumAwardSquared - moments.sumAward, n);
  const exa = fraction(moments.sumWinTimesAward, n);
  const m = fraction(slot.multiplier);

  let eg: Fraction;
  let eg2: Fraction;
  let spinsPerRound: Fraction;
  if (slot.retrigger) {
    const survive = subtractFractions(ONE, ea);
    if (survive.num <= 0n) throw new RangeError(`slot ${def.id}: retriggers award >= 1 free spin per spin on average`);
    eg = divideFractions(multiplyFractions(m, ex), survive);
    const top = [
      multiplyFractions(multiplyFractions(m, m), ex2),
      multiplyFractions(fraction(2n), multiplyFractions(multiplyFractions(m, eg), exa)),
      multiplyFractions(eaa1, multiplyFractions(eg, eg)),
    ].reduce(addFractions);
    eg2 = divideFractions(top, survive);
    spinsPerRound = divideFractions(ea, survive);
  } else {
    eg = multiplyFractions(m, ex);
    eg2 = multiplyFractions(multiplyFractions(m, m), ex2);
    spinsPerRound = ea;
  }
  const freeMean = multiplyFractions(ea, eg);
  const mean = addFractions(ex, freeMean);
  const meanSquare = [
    ex2,
    multiplyFractions(fraction(2n), multiplyFractions(exa, eg)),
    multiplyFractions(ea, eg2),
    multiplyFractions(eaa1, multiplyFractions(eg, eg)),
  ].reduce(addFractions);
  const units = fraction(slot.betUnits);
  const variance = subtractFractions(meanSquare, multiplyFractions(mean, mean));
  return {
    rtp: divideFractions(mean, units),
    baseRtp: divideFractions(ex, units),
    freeSpinsRtp: divideFractions(freeMean, units),
    variance: divideFractions(variance, multiplyFractions(units, units)),
    triggerChance: fraction(moments.triggeringSpins, n),
    freeSpinsPerRound: spinsPerRound,
  };
}
