import { fromMinorUnits, toMinorUnits } from '@courtside/domain';
import { insertAudit } from '../../platform/audit';
import type { OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { AccountService } from '../account';
import type { FeedService } from '../feed';
import type { Ledger } from '../wallet';
import type { BookLiability } from './liability';
import type { BetReader } from './reader';
import { FACTOR_ONE_BP, memberLimits, memberWallet } from './rules';
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
      clock: Clock;
      ledger: Ledger;
      feed: FeedService;
      settlement: Settlement;
      reader: BetReader;
      liability: BookLiability;
      account: AccountService;
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

  /** A match's markets with their prices and states for the desk; an unknown match is refused. */
  async markets(input: {
    matchId: number;
    state?: 'open' | 'suspended' | 'liability' | 'feedSuspended' | 'closed' | undefined;
    page: number;
    pageSize: number;
  }) {
    const found = await this.deps.feed.deskMarkets(input);
    if (!found) throw new DomainError('notFound', { msg: '赛事不存在' });
    return found;
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

  /**
   * The market's settlement undone and done again with the results the trader gives, which must name
   * every outcome its bets took: a rollback opens every bet of the market, and one whose outcome had
   * no result would go back to open with its stake held again. The market takes no bet after it
   * (one never settled would otherwise stay open with its result known).
   */
  async resettle(actor: OperatorActor, input: { marketId: number; results: Record<string, string>; reason: string }) {
    await this.known(input.marketId);
    await this.assertEveryOutcomeNamed(this.deps.db, input);
    await this.deps.feed.setTraderStatus(input.marketId, 'suspended');
    const bets = await this.deps.db.transaction(async (tx) => {
      // Again inside: a bet priced before the suspension may have been written since.
      await this.assertEveryOutcomeNamed(tx, input);
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
      cap: fromMinorUnits(this.deps.liability.cap),
      outcomes: rows.map((r) => ({ outcome: r.outcome, liability: fromMinorUnits(r.liability) })),
    };
  }

  /** The site's bets not settled yet, per currency (the dashboard's 未结注单). */
  async openBets(siteId: number) {
    const rows = await store.openBetTotals(this.deps.db, siteId);
    return rows.map((r) => ({ ...r, stake: fromMinorUnits(r.stake) }));
  }

  /**
   * The outcomes with the largest liability, from the same per-outcome figure the cap and `liability`
   * read (book-wide, like the cap: markets are the feed's, shared by the sites).
   */
  async topLiabilities(limit: number) {
    const rows = await store.topLiabilities(this.deps.db, limit);
    return {
      cap: fromMinorUnits(this.deps.liability.cap),
      items: rows.map((r) => ({
        marketId: r.marketId,
        outcome: r.outcome,
        matchId: r.matchId,
        match: `${r.home} v ${r.away}`,
        league: r.leagueName,
        marketName: r.marketName,
        outcomeName: r.outcomeName,
        liability: fromMinorUnits(r.liability),
      })),
    };
  }

  /** The members whose limits the trader scaled, with their limits as placement applies them. */
  async memberLimits(siteId: number, input: { memberId?: number | undefined; page: number; pageSize: number }) {
    const { rows, total } = await store.memberFactors(
      this.deps.db,
      { siteId, memberId: input.memberId },
      { offset: (input.page - 1) * input.pageSize, limit: input.pageSize },
    );
    const names = await this.deps.account.memberNames(rows.map((r) => r.memberId));
    return { list: rows.map((row) => limitView(row, names.get(row.memberId) ?? '')), total };
  }

  /** Sets a member's limit factor (1 puts them back on the book's limits); audited with its before and after. */
  async setMemberLimit(
    actor: OperatorActor,
    siteId: number,
    input: { memberId: number; factor: string; reason: string },
  ) {
    const member = await this.deps.account.member(input.memberId).catch(() => null);
    if (member?.siteId !== siteId) throw new DomainError('notFound', { msg: '会员不存在' });
    const factorBp = Number(toMinorUnits(input.factor) * 100n);
    const row = await this.deps.db.transaction(async (tx) => {
      const before = await store.memberFactor(tx, siteId, input.memberId);
      const saved = await store.setMemberFactor(tx, {
        siteId,
        memberId: input.memberId,
        factorBp,
        reason: input.reason,
        updatedBy: actor.name,
        updatedAt: this.deps.clock.now(),
      });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'sportsbook.memberLimit',
        detail: { ...input, before: factorText(before ?? Number(FACTOR_ONE_BP)), after: factorText(factorBp) },
      });
      return saved;
    });
    return limitView(row, member.name);
  }

  private async assertEveryOutcomeNamed(db: Executor, input: { marketId: number; results: Record<string, string> }) {
    const missing = (await store.outcomesTaken(db, input.marketId)).filter(
      (outcome) => !Object.hasOwn(input.results, outcome),
    );
    if (missing.length > 0) {
      throw new DomainError('resettleIncomplete', {
        msg: `以下选项未填写赛果：${missing.join('、')}`,
        data: { missing },
      });
    }
  }

  private async known(marketId: number): Promise<void> {
    const found = await this.deps.feed.bettable([marketId]);
    if (!found.has(marketId)) throw new DomainError('notFound', { msg: '盘口不存在' });
  }
}

const factorText = (bp: number) => fromMinorUnits(BigInt(bp / 100));

const limitView = (row: store.MemberLimitRow, memberName: string) => {
  const limits = memberLimits(row.factorBp);
  return {
    memberId: row.memberId,
    memberName,
    factor: factorText(row.factorBp),
    maxStake: fromMinorUnits(limits.maxStake),
    maxPayout: fromMinorUnits(limits.maxPayout),
    maxMatchPayout: fromMinorUnits(limits.maxMatchPayout),
    reason: row.reason,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
};
