/**
 * 足球彩票 (issue 31, the spec's soccer lottery): a card (期) of N football matches from the feed, each
 * picked home, draw or away, free, once per member before the card's first kickoff. When every match
 * is decided the entry is scored: all N right pays the first prize, N-1 the second. A match the feed
 * cancels or postpones counts as right for every entry, as in the pools members know, so one lost
 * match does not void a card the others played out.
 */
export const LOTTERY_PICKS = ['home', 'draw', 'away'] as const;
export type LotteryPick = (typeof LOTTERY_PICKS)[number];
/** A match's result for the card: its 1X2 outcome, or void when it was not played. */
export type LotteryResult = LotteryPick | 'void';

export const LOTTERY_MATCHES_MIN = 3;
export const LOTTERY_MATCHES_MAX = 10;

/** How many of the picks are right; a void match is right for everyone. */
export function lotteryRight(
  picks: Readonly<Record<string, string>>,
  results: Readonly<Record<string, LotteryResult>>,
): number {
  return Object.entries(results).filter(([matchId, result]) => result === 'void' || picks[matchId] === result).length;
}

/** The prize for `right` of `matches` (minor units): all right the first, one wrong the second, else nothing. */
export function lotteryPrize(right: number, matches: number, prizes: { first: bigint; second: bigint }): bigint {
  if (right >= matches) return prizes.first;
  if (right === matches - 1) return prizes.second;
  return 0n;
}

/** What is wrong with a member's picks for a card of these matches: each exactly once, one of the three. */
export function lotteryPicksProblem(
  matchIds: readonly number[],
  picks: readonly { matchId: number; pick: string }[],
): string | null {
  const wanted = new Set(matchIds);
  const seen = new Set<number>();
  for (const p of picks) {
    if (!wanted.has(p.matchId)) return '所选比赛不在本期';
    if (seen.has(p.matchId)) return '每场比赛只能选一个结果';
    if (!(LOTTERY_PICKS as readonly string[]).includes(p.pick)) return '请选择主胜、平局或客胜';
    seen.add(p.matchId);
  }
  return seen.size === wanted.size ? null : `请为本期全部${wanted.size}场比赛选择结果`;
}
