import { MULTIPLIER_MAX, UK_MULTIPLIER_MAX } from './wagering';
import { type ContributionWeights, familiesCounted, weightsInBounds } from './weights';

/**
 * The site's jurisdiction flag: `uk` applies the UK Gambling Commission's bonus rules (a wagering
 * multiple of at most 10 and no incentive spanning betting and casino, LCCP SR 5.1.1 3a and 3b, in
 * force 19 January 2026); `none` applies only the engine's own bounds.
 */
export const JURISDICTIONS = ['none', 'uk'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

/** What a grant carries of its promotion's terms, snapshotted when it is given. */
export interface GrantTerms {
  /** Wagering multiple of the credited bonus, a whole number 0..40. */
  readonly multiplier: number;
  readonly weights: ContributionWeights;
  /** Sports bets priced below this (decimal odds x 1000) count zero. */
  readonly minOdds: number;
  /** The most one bet may stake while the grant is active; null for no limit of its own. */
  readonly maxBet: bigint | null;
  /** Conversion pays at most granted x this; null for no cap. */
  readonly maxWinMultiplier: number | null;
  /** Days from the grant until it expires unconverted. */
  readonly validDays: number;
}

export const VALID_DAYS_MAX = 90;
export const MAX_WIN_MULTIPLIER_MAX = 100;

/**
 * The first problem with a promotion's terms, in Chinese for the operator, or null when they may be
 * published on a site of this jurisdiction.
 */
export function termsProblem(terms: GrantTerms, jurisdiction: Jurisdiction): string | null {
  const { multiplier, maxWinMultiplier, validDays, minOdds, maxBet } = terms;
  if (!Number.isInteger(multiplier) || multiplier < 0 || multiplier > MULTIPLIER_MAX) {
    return `流水倍数须为0-${MULTIPLIER_MAX}的整数`;
  }
  if (jurisdiction === 'uk' && multiplier > UK_MULTIPLIER_MAX) {
    return `本站适用英国规则，流水倍数最高为${UK_MULTIPLIER_MAX}倍`;
  }
  if (!weightsInBounds(terms.weights)) return '流水贡献比例须为0-100%';
  if (jurisdiction === 'uk' && familiesCounted(terms.weights).size > 1) {
    return '本站适用英国规则，同一优惠不能同时计入体育与娱乐场流水';
  }
  if (!Number.isInteger(minOdds) || minOdds < 1_000 || minOdds > 100_000) return '最低赔率须在1.00到100.00之间';
  if (maxBet !== null && maxBet <= 0n) return '单注上限须大于0';
  if (
    maxWinMultiplier !== null &&
    (!Number.isInteger(maxWinMultiplier) || maxWinMultiplier < 1 || maxWinMultiplier > MAX_WIN_MULTIPLIER_MAX)
  ) {
    return `最高转出倍数须为1-${MAX_WIN_MULTIPLIER_MAX}的整数`;
  }
  if (!Number.isInteger(validDays) || validDays < 1 || validDays > VALID_DAYS_MAX) {
    return `有效天数须为1-${VALID_DAYS_MAX}天`;
  }
  return null;
}
