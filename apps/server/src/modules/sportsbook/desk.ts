import { fromMinorUnits } from '@courtside/domain';
import { insertAudit } from '../../platform/audit';
import type { OperatorActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { FeedService } from '../feed';
import type { Ledger } from '../wallet';
import type { BetReader } from './reader';
import { LIMITS, memberWallet } from './rules';
import type { Settlement } from './settlement';
import * as store from './store';

/**
 * The trader's desk (back office): suspend and reopen markets over the feed, void a market or a bet,
 * settle a market again by hand, see the liability per outcome. Every action is audited in its own
 * transaction and moves money only through settlement's keyed movements.
 */
export class TraderDesk {
  constructor(
    private readonly deps: {
      db: Db;
      ledger: Ledger;
      feed: FeedService;
      settlement: Settlement;
      reader: BetReader;
    },
  ) {}

  async bets(
    siteId: number,
    input: {
      matchId?: number | undefined;
      memberId?: number | undefined;
      state?: string | undefined;
      page: number;
      pageSize: number;
    },
  ) {
    const { rows, total } = await store.deskBets(
      this.deps.db,
      { siteId, ...input },
      {
        offset: (input.page - 1) * input.pageSize,
        limit: input.pageSize,
      },
    );
    const views = await this.deps.reader.views(rows);
    return { list: views.map((view, i) => ({ ...view, memberId: rows[i]!.memberId })), total };
  }

  async marketStatus(actor: OperatorActor, input: { marketId: number; status: 'open' | 'suspended'; reason: string }) {
    await this.known(input.marketId);
    await this.deps.feed.setTraderStatus(input.marketId, input.status);
    await insertAudit(this.deps.db, { actor: actor.name, action: 'sportsbook.marketStatus', detail: input });
    return { marketId: input.marketId, status: input.status };
  }

  /** Every bet on the market voided: a settled market is first undone, then the legs are void. */
  async voidMarket(actor: OperatorActor, input: { marketId: number; reason: string }) {
    await this.known(input.marketId);
    const bets = await this.deps.db.transaction(async (tx) => {
      await this.deps.settlement.marketRolledBack(tx, { matchId: 0, marketId: input.marketId, undone: 'settlement' });
      const voided = await this.deps.settlement.marketCancelled(tx, {
        matchId: 0,
        marketId: input.marketId,
        type: '',
        specifier: '',
        from: null,
        to: null,
      });
      await insertAudit(tx, { actor: actor.name, action: 'sportsbook.voidMarket', detail: { ...input, bets: voided } });
      return voided;
    });
    await this.deps.feed.setTraderStatus(input.marketId, 'suspended');
    return { bets };
  }

  async voidBet(actor: OperatorActor, siteId: number, input: { betId: number; reason: string }) {
    const bet = await store.findBet(this.deps.db, input.betId);
    if (!bet || bet.siteId !== siteId) throw new DomainError('notFound', { msg: '注单不存在' });
    const row = await this.deps.db.transaction(async (tx) => {
      const after = await this.deps.settlement.voidBet(tx, input.betId, input.reason);
      await insertAudit(tx, {
        actor: actor.name,
        action: 'sportsbook.voidBet',
        detail: { ...input, from: bet.state, to: after?.state ?? null },
      });
      return after!;
    });
    this.deps.ledger.announce([memberWallet(row.siteId, row.memberId, row.currency as 'RMB' | 'USDT')]);
    const [view] = await this.deps.reader.views([row]);
    return { ...view!, memberId: row.memberId };
  }

  /** The market's settlement undone and done again with the results the trader gives. */
  async resettle(actor: OperatorActor, input: { marketId: number; results: Record<string, string>; reason: string }) {
    await this.known(input.marketId);
    const bets = await this.deps.db.transaction(async (tx) => {
      await this.deps.settlement.marketRolledBack(tx, { matchId: 0, marketId: input.marketId, undone: 'settlement' });
      const settled = await this.deps.settlement.marketSettled(tx, {
        matchId: 0,
        marketId: input.marketId,
        type: '',
        specifier: '',
        results: input.results,
      });
      await insertAudit(tx, { actor: actor.name, action: 'sportsbook.resettle', detail: { ...input, bets: settled } });
      return settled;
    });
    return { bets };
  }

  async liability(marketId: number) {
    const rows = await store.liabilitiesOf(this.deps.db, [marketId]);
    return {
      marketId,
      cap: fromMinorUnits(LIMITS.maxLiability),
      outcomes: rows.map((r) => ({ outcome: r.outcome, liability: fromMinorUnits(r.liability) })),
    };
  }

  private async known(marketId: number): Promise<void> {
    const found = await this.deps.feed.bettable([marketId]);
    if (!found.has(marketId)) throw new DomainError('notFound', { msg: '盘口不存在' });
  }
}
