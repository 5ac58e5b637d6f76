import type { BetsResponse, BetView, MatchView } from '@courtside/contract';
import { businessDayStart, fromMinorUnits } from '@courtside/domain';
import type { AuthContext } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { FeedService } from '../feed';
import * as store from './store';
import { betViewOf } from './views';

const DAY_MS = 24 * 60 * 60_000;

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
