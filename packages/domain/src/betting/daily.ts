import { businessDate } from '../time';

/** A settled bet as the daily summary needs it; amounts in minor units. */
export interface SettledBetRecord {
  readonly stake: bigint;
  /** What was paid back to the member, stake included (0 on a loss). */
  readonly returned: bigint;
  readonly validTurnover: bigint;
  /** When the bet was settled, epoch ms: a bet belongs to the business day its result was known. */
  readonly settledAtMs: number;
}

/** The totals of one Asia/Shanghai business day. */
export interface DailyBetTotals {
  /** 'YYYY-MM-DD' in Asia/Shanghai. */
  readonly date: string;
  readonly bets: number;
  readonly stake: bigint;
  readonly returned: bigint;
  /** The member's win/loss: returned - stake (positive when the member won). */
  readonly winLoss: bigint;
  readonly validTurnover: bigint;
}

/**
 * Sums settled bets per Asia/Shanghai business day of settlement, oldest day first. Days without
 * bets are left out; every total is an exact sum, so the days add up to the whole.
 */
export function dailySummary(bets: readonly SettledBetRecord[]): DailyBetTotals[] {
  const days = new Map<string, DailyBetTotals>();
  for (const bet of bets) {
    const date = businessDate(bet.settledAtMs);
    const day = days.get(date) ?? { date, bets: 0, stake: 0n, returned: 0n, winLoss: 0n, validTurnover: 0n };
    days.set(date, {
      date,
      bets: day.bets + 1,
      stake: day.stake + bet.stake,
      returned: day.returned + bet.returned,
      winLoss: day.winLoss + bet.returned - bet.stake,
      validTurnover: day.validTurnover + bet.validTurnover,
    });
  }
  // 'YYYY-MM-DD' sorts chronologically as text.
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
