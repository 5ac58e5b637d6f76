/**
 * The sponsor setting (spec §5: "Sponsor setting allows at most three values below 3").
 *
 * The spec states only that rule; the product reads it as follows (README "Sponsors"): each of the
 * operator's sponsorships (赞助) carries a tier value from 1 (区域支持) to 5 (全球合作伙伴), and the
 * "sponsor setting" is the list of those values over the site's sponsors. Low tiers are cheap to hand
 * out, so the rule caps them: at most three sponsors may hold a value below 3. Hidden sponsors count
 * too — hiding one is not a way round the cap, since showing it again must not break the rule.
 */

export const SPONSOR_TIER_MIN = 1;
export const SPONSOR_TIER_MAX = 5;
/** Values strictly below this are the "low" tiers the spec caps. */
export const SPONSOR_LOW_TIER_BELOW = 3;
/** How many sponsors may hold a low tier at once. */
export const SPONSOR_LOW_TIERS_MAX = 3;

export type SponsorSettingProblem =
  /** A value that is not a whole number from 1 to 5. */
  | { kind: 'tierInvalid'; index: number }
  /** More than three values below 3. */
  | { kind: 'tooManyLow'; low: number };

/** Whether a value is a tier at all: an integer from 1 to 5. */
export const isSponsorTier = (value: number): boolean =>
  Number.isInteger(value) && value >= SPONSOR_TIER_MIN && value <= SPONSOR_TIER_MAX;

/** How many values of the setting are below 3. */
export const lowTierCount = (tiers: readonly number[]): number =>
  tiers.filter((tier) => tier < SPONSOR_LOW_TIER_BELOW).length;

/**
 * What is wrong with a sponsor setting (every sponsor's tier value), or null when it may be saved.
 * The first invalid value is named before the count is checked, so the form can point at it.
 */
export const sponsorSettingProblem = (tiers: readonly number[]): SponsorSettingProblem | null => {
  const index = tiers.findIndex((tier) => !isSponsorTier(tier));
  if (index >= 0) return { kind: 'tierInvalid', index };
  const low = lowTierCount(tiers);
  return low > SPONSOR_LOW_TIERS_MAX ? { kind: 'tooManyLow', low } : null;
};

/**
 * The setting after one sponsor's value is set (`id` null: a new sponsor joins), checked. Both the
 * console form and the server ask this with the site's current values, so they refuse alike.
 */
export const sponsorChangeProblem = (
  current: readonly { id: number; tier: number }[],
  change: { id: number | null; tier: number },
): SponsorSettingProblem | null => {
  const others = current.filter((s) => s.id !== change.id).map((s) => s.tier);
  if (!isSponsorTier(change.tier)) return { kind: 'tierInvalid', index: others.length };
  return sponsorSettingProblem([...others, change.tier]);
};
