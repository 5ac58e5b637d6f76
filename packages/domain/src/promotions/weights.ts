/**
 * Contribution weights: how much of a bet's or round's valid turnover counts toward a bonus's
 * wagering requirement. A weight is basis points of the turnover, 0 (excluded) to 10,000 (all of
 * it); a weight above 100 % would release a bonus early, which cannot be undone, so none is allowed.
 */

/** 100 % in basis points. */
export const WEIGHT_FULL_BP = 10_000;

/** The products a weight can name; the house sportsbook is `sports`. */
export const PRODUCT_KINDS = ['sports', 'esports', 'live', 'egame'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Betting products against casino products: an incentive may span only one of them where the UK rules apply. */
export const PRODUCT_FAMILY: Record<ProductKind, 'betting' | 'casino'> = {
  sports: 'betting',
  esports: 'betting',
  live: 'casino',
  egame: 'casino',
};

/**
 * A grant's weights, snapshotted on it when it is given: the most specific entry that names the
 * play wins (a game, else a market type, else its product kind, else the default).
 */
export interface ContributionWeights {
  readonly defaultBp: number;
  readonly products: Readonly<Partial<Record<ProductKind, number>>>;
  /** By game code (casino rounds). */
  readonly games: Readonly<Record<string, number>>;
  /** By market type (sports bets), e.g. `fb.1x2`. */
  readonly markets: Readonly<Record<string, number>>;
}

/** Odds are decimal odds x 1000; the usual minimum for a bet to count is 1.50. */
export const DEFAULT_MIN_ODDS = 1_500;

const isWeight = (bp: number): boolean => Number.isInteger(bp) && bp >= 0 && bp <= WEIGHT_FULL_BP;

/** Every weight in the profile, for the bounds check. */
const allWeights = (w: ContributionWeights): number[] => [
  w.defaultBp,
  ...Object.values(w.products),
  ...Object.values(w.games),
  ...Object.values(w.markets),
];

/** True when every weight of the profile is a whole number of basis points within 0..10,000. */
export function weightsInBounds(weights: ContributionWeights): boolean {
  return allWeights(weights).every((bp) => bp !== undefined && isWeight(bp));
}

/** The weight of one casino round: its game's, else its product's, else the default. */
export function gameWeightBp(weights: ContributionWeights, product: ProductKind, gameCode: string): number {
  return weights.games[gameCode] ?? weights.products[product] ?? weights.defaultBp;
}

/** One leg of a sports bet as the weight needs it. */
export interface WeightedLeg {
  /** Decimal odds x 1000. */
  readonly odds: number;
  readonly marketType: string;
}

/**
 * The weight of a sports bet. Every leg must be priced at `minOdds` or more (inclusive), or the whole
 * bet counts zero: a parlay of short prices is no harder to win than its legs. Otherwise the lowest
 * weight of its legs (market type, else the product, else the default), so a parlay cannot lift an
 * excluded market by pairing it with a counted one.
 */
export function sportsBetWeightBp(
  weights: ContributionWeights,
  product: ProductKind,
  legs: readonly WeightedLeg[],
  minOdds: number,
): number {
  if (legs.length === 0 || legs.some((leg) => leg.odds < minOdds)) return 0;
  let lowest = WEIGHT_FULL_BP;
  for (const leg of legs) {
    const bp = weights.markets[leg.marketType] ?? weights.products[product] ?? weights.defaultBp;
    if (bp < lowest) lowest = bp;
  }
  return lowest;
}

/** The weighted contribution of a valid turnover, rounded down (never in the member's favour). */
export function contribution(validTurnover: bigint, weightBp: number): bigint {
  if (validTurnover <= 0n) return 0n;
  if (!isWeight(weightBp)) throw new RangeError(`Not a weight: ${weightBp}`);
  return (validTurnover * BigInt(weightBp)) / BigInt(WEIGHT_FULL_BP);
}

/**
 * The product families a profile lets count: a family counts when any weight that can apply to one
 * of its products is above zero (the default applies to every product no entry names).
 */
export function familiesCounted(weights: ContributionWeights): Set<'betting' | 'casino'> {
  const families = new Set<'betting' | 'casino'>();
  for (const product of PRODUCT_KINDS) {
    const named = weights.products[product];
    if ((named ?? weights.defaultBp) > 0) families.add(PRODUCT_FAMILY[product]);
  }
  // Game weights are casino rounds; market weights are sports bets.
  if (Object.values(weights.games).some((bp) => bp > 0)) families.add('casino');
  if (Object.values(weights.markets).some((bp) => bp > 0)) families.add('betting');
  return families;
}
