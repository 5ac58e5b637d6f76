/**
 * 冠军投票 (issue 31, the spec's european vote): one free vote per member for the team they think
 * wins a competition; the page shows each team's share of the votes.
 */

/**
 * Each count's share of the total as whole percents that add up to exactly 100 (largest remainder:
 * every share is floored, and the points left go to the largest remainders, ties to the earlier
 * team), so a page of sixteen teams never reads 99 % or 101 %. All zeros when nobody voted.
 */
export function voteShares(counts: readonly number[]): number[] {
  if (counts.some((n) => !Number.isSafeInteger(n) || n < 0)) throw new RangeError('counts must be integers >= 0');
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return counts.map(() => 0);
  const floors = counts.map((n) => Math.floor((n * 100) / total));
  const left = 100 - floors.reduce((sum, p) => sum + p, 0);
  const byRemainder = counts
    .map((n, index) => ({ index, remainder: (n * 100) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) floors[index]! += 1;
  return floors;
}
