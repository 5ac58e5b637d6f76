import {
  type BetsResponse,
  type BetView,
  type DaySummary,
  type MatchView,
  SUMMARY_DAYS_MAX,
} from '@courtside/contract';
import { businessDate, businessDayStart, fromMinorUnits } from '@courtside/domain';
import { dailySummary, hedgedTurnover, type MarketStake } from '@courtside/domain/betting';
import { freeBetReturn } from '@courtside/domain/promotions';
import type { AuthContext } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { FeedService } from '../feed';
import * as store from './store';
import { betViewOf } from './views';

const DAY_MS = 24 * 60 * 60_000;
/** A month of a member's bets is far below this; the bound keeps one call's work bounded. */
const SUMMARY_BETS_MAX = 10_000;

/** A member's bets as they read them (注单): with their legs and each leg's match as it stands now. */
export class BetReader {
  constructor(private readonly deps: { db: Db; feed: FeedService }) {}

  async views(bets: readonly store.BetRow[]): Promise<BetView[]> {
    const legs = await store.legsOf(
      this.deps.db,
      bets.map((b) => b.id),
    );
    const matchIds = [...legs.values()].flatMap((list) => list.map((leg) => leg.matchId));
    const matches = new Map<number, MatchView>((await this.deps.feed.summaries(matchIds)).map((m) => [m.id, m]));
    return bets.map((bet) => betViewOf(bet, legs.get(bet.id) ?? [], matches));
  }

  async view(bet: store.BetRow): Promise<BetView> {
    const [view] = await this.views([bet]);
    return view!;
  }

  /** One of the member's own bets; another member's bet is "not found", never shown. */
  async own(auth: AuthContext, betId: number): Promise<store.BetRow> {
    const bet = await store.findBet(this.deps.db, betId);
    if (!bet || bet.memberId !== auth.memberId || bet.siteId !== auth.siteId) {
      throw new DomainError('notFound', { msg: '注单不存在' });
    }
    return bet;
  }

  /**
   * Totals per Beijing business day of settlement. Valid turnover follows the house rules: a single's
   * stake hedged by the member's other singles on the same market that day counts zero, as do pushes.
   */
  async summary(auth: AuthContext, input: { from: string; to: string }): Promise<{ days: DaySummary[] }> {
    const from = businessDayStart(input.from);
    const to = businessDayStart(input.to) + DAY_MS;
    if (from >= to) throw new DomainError('invalidParameter', { msg: '开始日期不能晚于结束日期' });
    if (to - from > SUMMARY_DAYS_MAX * DAY_MS) {
      throw new DomainError('invalidParameter', { msg: `最多查询${SUMMARY_DAYS_MAX}天` });
    }
    const rows = await store.settledBetween(
      this.deps.db,
      auth.siteId,
      auth.memberId,
      new Date(from),
      new Date(to),
      SUMMARY_BETS_MAX,
    );
    const days = dailySummary(
      rows.map((r) => ({
        // The house staked a free bet: the member put nothing in and gets the return above the stake.
        stake: r.freeBetId === null ? r.placedStake : 0n,
        returned:
          r.freeBetId === null
            ? (r.settledReturn ?? 0n) + r.cashedOut
            : freeBetReturn(r.settledReturn ?? 0n, r.placedStake).member,
        validTurnover: r.kind === 'single' ? 0n : r.validTurnover,
        settledAtMs: r.settledAt!.getTime(),
      })),
    );
    // Singles count through the hedging rule, per market and day.
    const hedged = new Map<string, MarketStake[]>();
    for (const r of rows.filter((r) => r.kind === 'single')) {
      const key = `${businessDate(r.settledAt!.getTime())}|${r.marketId}`;
      const stake = r.validTurnover < r.placedStake ? r.validTurnover : r.placedStake;
      hedged.set(key, [...(hedged.get(key) ?? []), { outcome: r.outcome, stake }]);
    }
    const singles = new Map<string, bigint>();
    for (const [key, stakes] of hedged) {
      const date = key.split('|')[0]!;
      singles.set(date, (singles.get(date) ?? 0n) + hedgedTurnover(stakes));
    }
    return {
      days: days.map((d) => ({
        date: d.date,
        bets: d.bets,
        stake: fromMinorUnits(d.stake),
        returned: fromMinorUnits(d.returned),
        winLoss: d.winLoss < 0n ? `-${fromMinorUnits(-d.winLoss)}` : fromMinorUnits(d.winLoss),
        validTurnover: fromMinorUnits(d.validTurnover + (singles.get(d.date) ?? 0n)),
      })),
    };
  }

  async list(
    auth: AuthContext,
    input: {
      tab: 'open' | 'settled';
      from?: string | undefined;
      to?: string | undefined;
      pageNum: number;
      pageSize: number;
    },
  ): Promise<BetsResponse> {
    const from = input.from ? new Date(businessDayStart(input.from)) : undefined;
    const to = input.to ? new Date(businessDayStart(input.to) + DAY_MS) : undefined;
    if (from && to && from >= to) throw new DomainError('invalidParameter', { msg: '开始日期不能晚于结束日期' });
    const { rows, totals } = await store.listBets(
      this.deps.db,
      {
        siteId: auth.siteId,
        memberId: auth.memberId,
        states: input.tab === 'open' ? store.OPEN_STATES : store.CLOSED_STATES,
        from,
        to,
      },
      { offset: (input.pageNum - 1) * input.pageSize, limit: input.pageSize },
    );
    return {
      list: await this.views(rows),
      total: totals.count,
      totals: {
        stake: fromMinorUnits(BigInt(totals.stake)),
        returned: fromMinorUnits(BigInt(totals.returned)),
        validTurnover: fromMinorUnits(BigInt(totals.validTurnover)),
      },
    };
  }
}
