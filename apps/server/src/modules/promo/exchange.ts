import type {
  ExchangeCatalogue,
  ExchangeItemAdminView,
  ExchangeItemKind,
  ExchangeResult,
  ExchangeView,
} from '@courtside/contract';
import { fromMinorUnits, toMinorUnits } from '@courtside/domain';
import { insertAudit } from '../../platform/audit';
import type { AuthContext, OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { AccountService } from '../account';
import { giftAccounts } from '../gift';
import type { RgService } from '../rg';
import { LIMITS } from '../sportsbook';
import type { Ledger } from '../wallet';
import * as exchangeStore from './exchange-store';
import type { FreeBets } from './free-bet';
import type { PromoService } from './service';
import * as store from './store';

/** The promotion a bonus bought with points is a grant of (its wagering and validity). */
export const EXCHANGE_CODE = 'points-exchange';

type ItemKind = ExchangeItemKind;

/** A bonus and a free bet are minor units, shown in yuan; coins are a count, shown as a whole number. */
const amountText = (kind: string, amount: bigint): string =>
  kind === 'coins' ? amount.toString() : fromMinorUnits(amount);
const amountOf = (kind: ItemKind, text: string): bigint => (kind === 'coins' ? BigInt(text) : toMinorUnits(text));

const exchangeViewOf = (row: exchangeStore.ExchangeRow): ExchangeView => ({
  id: row.id,
  itemId: row.itemId,
  title: row.title,
  kind: row.kind as ItemKind,
  amount: amountText(row.kind, row.amount),
  points: Number(row.points),
  grantId: row.grantId,
  freeBetId: row.freeBetId,
  at: row.at.toISOString(),
});

const adminViewOf = (row: exchangeStore.ExchangeItemRow): ExchangeItemAdminView => ({
  id: row.id,
  title: row.title,
  kind: row.kind as ItemKind,
  amount: amountText(row.kind, row.amount),
  points: Number(row.points),
  stock: row.stock,
  taken: row.taken,
  perMemberLimit: row.perMemberLimit,
  state: row.state as ExchangeItemAdminView['state'],
  sort: row.sort,
});

export interface ExchangeItemSeed {
  title: string;
  kind: ItemKind;
  /** Yuan for a bonus, a count for coins. */
  amount: string;
  points: number;
  stock: number | null;
  perMemberLimit: number | null;
  sort: number;
}

/**
 * 积分兑换 (issue 31, the spec's top gift exchange): points buy a bonus grant or gold coins. The
 * member's points row is the lock: under it an exchange finds its requestId (a repeat answers the
 * same), checks the balance and the member's limit, takes one from stock by a conditional update,
 * spends the points as a ledger entry and gives the item, all in one transaction.
 */
export class ExchangeService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      promo: PromoService;
      rg: RgService;
      ledger: Ledger;
      account: AccountService;
      freeBets: FreeBets;
    },
  ) {}

  async catalogue(siteId: number, auth: AuthContext | null): Promise<ExchangeCatalogue> {
    const { db } = this.deps;
    const [items, points, taken] = await Promise.all([
      exchangeStore.listItems(db, siteId, true),
      auth ? store.pointsOf(db, auth.memberId) : null,
      auth ? exchangeStore.takenBy(db, auth.memberId) : new Map<number, number>(),
    ]);
    const balance = points?.balance ?? 0n;
    return {
      balance: Number(balance),
      items: items.map((item) => {
        const mine = taken.get(item.id) ?? 0;
        const soldOut = item.stock !== null && item.taken >= item.stock;
        const reason = !auth
          ? ('notLoggedIn' as const)
          : soldOut
            ? ('soldOut' as const)
            : item.perMemberLimit !== null && mine >= item.perMemberLimit
              ? ('limitReached' as const)
              : balance < item.points
                ? ('notEnoughPoints' as const)
                : null;
        return {
          id: item.id,
          title: item.title,
          kind: item.kind as ItemKind,
          amount: amountText(item.kind, item.amount),
          points: Number(item.points),
          stockLeft: item.stock === null ? null : item.stock - item.taken,
          perMemberLimit: item.perMemberLimit,
          taken: mine,
          reason,
        };
      }),
    };
  }

  async exchange(auth: AuthContext, input: { itemId: number; requestId: string }): Promise<ExchangeResult> {
    const { siteId, memberId } = auth;
    // Read before the transaction, as the grants' own currency is: a free bet stakes in the site's.
    const currency = await this.deps.promo.currencyOf(siteId);
    return this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const points = await store.lockPoints(tx, siteId, memberId, now);
      const earlier = await exchangeStore.findExchangeByRequest(tx, memberId, input.requestId);
      if (earlier) {
        if (earlier.itemId !== input.itemId) throw new DomainError('idempotencyConflict');
        return { exchange: exchangeViewOf(earlier), balance: Number(points.balance) };
      }
      const item = await exchangeStore.findItem(tx, siteId, input.itemId);
      if (item?.state !== 'active') throw new DomainError('exchangeItemNotFound');
      if (await store.isBlacklisted(tx, siteId, memberId)) throw new DomainError('promoNoAccess');
      if ((await this.deps.rg.promoState(memberId, tx)) !== 'none') throw new DomainError('promoRgBlocked');
      if (points.balance < item.points) throw new DomainError('exchangeNotEnoughPoints');
      if (item.perMemberLimit !== null && (await exchangeStore.takenOf(tx, memberId, item.id)) >= item.perMemberLimit)
        throw new DomainError('exchangeLimitReached');
      if (!(await exchangeStore.takeOne(tx, item.id))) throw new DomainError('exchangeSoldOut');
      const row = await exchangeStore.insertExchange(tx, {
        siteId,
        memberId,
        itemId: item.id,
        requestId: input.requestId,
        title: item.title,
        kind: item.kind,
        amount: item.amount,
        points: item.points,
        at: now,
      });
      const balance = points.balance - item.points;
      await store.addPointEntry(tx, {
        siteId,
        memberId,
        source: 'exchange',
        reference: String(row.id),
        kind: 'spend',
        points: -item.points,
        turnover: 0n,
        balanceAfter: balance,
        at: now,
      });
      let grantId: number | null = null;
      let freeBetId: number | null = null;
      if (item.kind === 'freeBet') {
        const token = await this.deps.freeBets.give(tx, {
          siteId,
          memberId,
          currency,
          amount: item.amount,
          source: 'exchange',
          sourceRef: String(row.id),
        });
        freeBetId = token.id;
        await exchangeStore.setExchangeFreeBet(tx, row.id, token.id);
      } else if (item.kind === 'bonus') {
        const grant = await this.deps.promo.giveByRule(tx, {
          siteId,
          memberId,
          code: EXCHANGE_CODE,
          source: 'exchange',
          reference: String(row.id),
          amount: item.amount,
        });
        // The exchange promotion is paused, ended or out of budget: nothing is spent.
        if (!grant) throw new DomainError('promoFull');
        grantId = grant.id;
        await exchangeStore.setExchangeGrant(tx, row.id, grant.id);
      } else {
        await this.deps.ledger.moveManyWithin(tx, [
          {
            debit: giftAccounts.house(siteId, 'coinIssue', memberId, 'COIN'),
            credit: giftAccounts.coins(siteId, memberId),
            amount: item.amount,
            kind: 'pointsExchange',
            reference: `exchange:${row.id}`,
            idempotencyKey: `member:${memberId}:exchange:${row.id}`,
            memberId,
          },
        ]);
      }
      return { exchange: exchangeViewOf({ ...row, grantId, freeBetId }), balance: Number(balance) };
    });
  }

  async history(auth: AuthContext, query: { page: number; pageSize: number }) {
    const { rows, total } = await exchangeStore.memberExchanges(this.deps.db, auth.memberId, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: rows.map(exchangeViewOf), total, page: query.page, pageSize: query.pageSize };
  }

  async adminItems(siteId: number): Promise<ExchangeItemAdminView[]> {
    return (await exchangeStore.listItems(this.deps.db, siteId, false)).map(adminViewOf);
  }

  /** Creates or edits an item, audited with before and after; exchanges already made keep what they gave. */
  async save(
    actor: OperatorActor,
    siteId: number,
    input: Omit<ExchangeItemSeed, 'sort'> & { id?: number | undefined; state: 'active' | 'paused'; sort: number },
  ): Promise<ExchangeItemAdminView> {
    if (input.kind === 'freeBet') freeBetAmountCheck(toMinorUnits(input.amount));
    const values = {
      title: input.title,
      kind: input.kind,
      amount: amountOf(input.kind, input.amount),
      points: BigInt(input.points),
      stock: input.stock,
      perMemberLimit: input.perMemberLimit,
      state: input.state,
      sort: input.sort,
      updatedAt: this.deps.clock.now(),
    };
    return this.deps.db.transaction(async (tx) => {
      let before: exchangeStore.ExchangeItemRow | null = null;
      let after: exchangeStore.ExchangeItemRow;
      if (input.id === undefined) {
        after = await exchangeStore.insertItem(tx, { siteId, ...values, createdAt: values.updatedAt });
      } else {
        before = await exchangeStore.findItem(tx, siteId, input.id);
        if (!before) throw new DomainError('exchangeItemNotFound');
        const updated = await exchangeStore.updateItem(tx, siteId, input.id, values);
        if (!updated) throw new DomainError('exchangeStockBelowTaken');
        after = updated;
      }
      await insertAudit(tx, {
        actor: actor.name,
        action: 'promo.exchangeItem',
        detail: { siteId, before: before && adminViewOf(before), after: adminViewOf(after) },
      });
      return adminViewOf(after);
    });
  }

  async log(
    siteId: number,
    query: { page: number; pageSize: number; memberId?: number | undefined; itemId?: number | undefined },
  ) {
    const filter = {
      ...(query.memberId === undefined ? {} : { memberId: query.memberId }),
      ...(query.itemId === undefined ? {} : { itemId: query.itemId }),
    };
    const { rows, total } = await exchangeStore.siteExchanges(this.deps.db, siteId, filter, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const names = await this.deps.account.memberNames(rows.map((r) => r.memberId));
    return {
      items: rows.map((r) => ({ ...exchangeViewOf(r), memberId: r.memberId, memberName: names.get(r.memberId) ?? '' })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}

/** A free bet must be a stake the book takes from anyone: within its smallest and largest single. */
const freeBetAmountCheck = (amount: bigint) => {
  if (amount < LIMITS.minStake || amount > LIMITS.maxStake) {
    throw new DomainError('invalidParameter', {
      msg: `免费投注券面额须在 ${fromMinorUnits(LIMITS.minStake)} 至 ${fromMinorUnits(LIMITS.maxStake)} 之间`,
    });
  }
};

/** A site's demo catalogue, when it has none yet. */
export const seedExchangeItems = async (db: Executor, siteId: number, rows: readonly ExchangeItemSeed[], at: Date) => {
  if ((await exchangeStore.listItems(db, siteId, false)).length > 0 || rows.length === 0) return;
  for (const r of rows)
    await exchangeStore.insertItem(db, {
      siteId,
      title: r.title,
      kind: r.kind,
      amount: amountOf(r.kind, r.amount),
      points: BigInt(r.points),
      stock: r.stock,
      perMemberLimit: r.perMemberLimit,
      state: 'active',
      sort: r.sort,
      createdAt: at,
      updatedAt: at,
    });
};
