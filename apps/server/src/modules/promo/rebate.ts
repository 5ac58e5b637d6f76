import type { RebateInfo, RebateRecord } from '@courtside/contract';
import { businessDate, businessDayStart, formatPercentBp, fromMinorUnits } from '@courtside/domain';
import { hedgedTurnover } from '@courtside/domain/betting';
import { PRODUCT_KINDS, type ProductKind, type RebatePart, rebate, type VipLevel } from '@courtside/domain/promotions';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { RgService } from '../rg';
import type { SiteService } from '../site';
import type { Ledger, MoveRequest } from '../wallet';
import { promoEvents } from './events';
import { promoAccount } from './promo-account';
import * as store from './store';
import { dayBefore, type VipService } from './vip';

/** The site parameter naming the Asia/Shanghai hour at which yesterday's rebate is paid (0-23). */
export const REBATE_HOUR_PARAM = 'rebate_pay_hour';
const DEFAULT_PAY_HOUR = 12;
const HOUR_MS = 3_600_000;
/** The job pays every completed day of the last week not yet paid. */
const CATCH_UP_DAYS = 7;
/** Members paid per transaction. */
const CHUNK = 500;

type Currency = 'RMB' | 'USDT';
type Sides = Awaited<ReturnType<typeof store.turnoverSides>>;

const money = (minor: bigint): string => fromMinorUnits(minor);

/**
 * A member's valid turnover per product on a day: a single's stake on one market counts only as far
 * as it is not hedged by stake on other outcomes of that market (the domain's rule), and ties and
 * voids were left out when the bets settled.
 */
const byProduct = (rows: Sides): Map<number, Partial<Record<ProductKind, bigint>>> => {
  const markets = new Map<
    string,
    { memberId: number; product: ProductKind; sides: { outcome: string; stake: bigint }[] }
  >();
  const totals = new Map<number, Partial<Record<ProductKind, bigint>>>();
  const add = (memberId: number, product: ProductKind, amount: bigint) => {
    const member = totals.get(memberId) ?? {};
    member[product] = (member[product] ?? 0n) + amount;
    totals.set(memberId, member);
  };
  for (const row of rows) {
    const product = row.product as ProductKind;
    if (row.market === '') {
      add(row.memberId, product, BigInt(row.amount));
      continue;
    }
    const key = `${row.memberId}:${row.market}`;
    const market = markets.get(key) ?? { memberId: row.memberId, product, sides: [] };
    market.sides.push({ outcome: row.side, stake: BigInt(row.amount) });
    markets.set(key, market);
  }
  for (const m of markets.values()) add(m.memberId, m.product, hedgedTurnover(m.sides));
  return totals;
};

const partsView = (parts: readonly RebatePart[]) =>
  parts.map((p) => ({
    product: p.product,
    turnover: money(p.turnover),
    rate: formatPercentBp(p.bp),
    amount: money(p.amount),
  }));

/**
 * 返水 (issue 28): a share of each business day's valid turnover, per product at the member's VIP
 * rate, capped per level, paid straight into the centre wallet (no wagering) at the site's pay hour
 * on the next business day (the grace lets late settlements and rollbacks land first). Each member's
 * day is a `promo_rebate` row written with its ledger credit, so a run twice, late or on two nodes
 * pays once. The level is the one the member holds when the day is paid. A rollback after payment
 * does not claw the rebate back.
 */
export class RebateService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      ledger: Ledger;
      site: SiteService;
      vip: VipService;
      outbox: Outbox;
      rg: Pick<RgService, 'blockedAmong'>;
    },
  ) {}

  private async payHour(siteId: number): Promise<number> {
    const value = Number((await this.deps.site.paramValues(siteId, [REBATE_HOUR_PARAM]))[REBATE_HOUR_PARAM]);
    return Number.isInteger(value) && value >= 0 && value <= 23 ? value : DEFAULT_PAY_HOUR;
  }

  private async currency(siteId: number): Promise<Currency> {
    return (await this.deps.site.info(siteId)).settlementUnit === 'usdt' ? 'USDT' : 'RMB';
  }

  /** When a day's rebate is due: the next business day at the pay hour. */
  private dueAt(day: string, hour: number): number {
    return businessDayStart(dayBefore(day, -1)) + hour * HOUR_MS;
  }

  /** Pays every day of the last week that is due and not yet paid, on every site with a ladder. */
  async runDue(): Promise<{ days: number; members: number; paid: bigint }> {
    const { db } = this.deps;
    const now = this.deps.clock.now().getTime();
    const today = businessDate(now);
    const outcome = { days: 0, members: 0, paid: 0n };
    for (const siteId of await store.ladderSites(db)) {
      const hour = await this.payHour(siteId);
      for (let back = CATCH_UP_DAYS; back >= 1; back--) {
        const day = dayBefore(today, back);
        if (now < this.dueAt(day, hour) || (await store.dayRunDone(db, 'rebate', siteId, day))) continue;
        const run = await this.payDay(siteId, day);
        await store.markDayRun(db, {
          job: 'rebate',
          siteId,
          day,
          members: run.members,
          paid: run.paid,
          at: new Date(now),
        });
        outcome.days += 1;
        outcome.members += run.members;
        outcome.paid += run.paid;
      }
    }
    return outcome;
  }

  /** One site's day, a chunk of members per transaction. */
  async payDay(siteId: number, day: string): Promise<{ members: number; paid: bigint }> {
    const { db } = this.deps;
    const [ladder, currency, members] = await Promise.all([
      this.deps.vip.ladder(db, siteId),
      this.currency(siteId),
      store.membersWithTurnover(db, siteId, day),
    ]);
    let paidMembers = 0;
    let paid = 0n;
    for (let i = 0; i < members.length; i += CHUNK) {
      const chunk = members.slice(i, i + CHUNK);
      const run = await db.transaction((tx) => this.payChunk(tx, { siteId, day, currency, ladder, memberIds: chunk }));
      paidMembers += run.members;
      paid += run.paid;
    }
    return { members: paidMembers, paid };
  }

  private async payChunk(
    tx: Executor,
    p: { siteId: number; day: string; currency: Currency; ladder: VipLevel[]; memberIds: number[] },
  ) {
    // One after another: a transaction is one connection, which runs one statement at a time anyway
    // (node-postgres queues the rest, and pg 9 will refuse a query sent while one is running).
    const sides = await store.turnoverSides(tx, p.memberIds, p.day);
    const levels = await store.levelsOf(tx, p.memberIds);
    const blacklisted = await store.blacklistedOf(tx, p.siteId, p.memberIds);
    const excluded = await this.deps.rg.blockedAmong(p.memberIds, tx);
    const turnover = byProduct(sides);
    const now = this.deps.clock.now();
    const rows = p.memberIds.map((memberId) => {
      const level = Math.min(levels.get(memberId) ?? 0, p.ladder.length - 1);
      const t = turnover.get(memberId) ?? {};
      const r = rebate(t, p.ladder[level]!);
      // A blacklisted member's day is settled at nothing, and so is the day of a member in a time-out
      // or self-exclusion when it is paid (no incentive reaches them): neither is held for later.
      const amount = blacklisted.has(memberId) || excluded.has(memberId) ? 0n : r.amount;
      return {
        siteId: p.siteId,
        memberId,
        day: p.day,
        level,
        currency: p.currency,
        turnover: Object.values(t).reduce((a, b) => a + (b ?? 0n), 0n),
        amount,
        capped: r.capped ? 1 : 0,
        parts: partsView(r.parts),
        at: now,
      };
    });
    const taken = await store.insertRebates(tx, rows);
    const moves: MoveRequest[] = rows
      .filter((r) => taken.has(r.memberId) && r.amount > 0n)
      .map((r) => ({
        debit: promoAccount(p.siteId, r.memberId, p.currency),
        credit: { siteId: p.siteId, memberId: r.memberId, kind: 'centre', venueCode: '', currency: p.currency },
        amount: r.amount,
        kind: 'rebate',
        reference: `rebate:${p.day}`,
        idempotencyKey: `promo:rebate:${r.memberId}:${p.day}`,
        memberId: r.memberId,
        detail: { day: p.day, level: r.level },
      }));
    if (moves.length > 0) {
      await this.deps.ledger.moveManyWithin(tx, moves);
      // One event for the chunk: its members' sockets each hear of their own rebate after the commit.
      await this.deps.outbox.add(tx, promoEvents.rebatesPaid, {
        siteId: p.siteId,
        day: p.day,
        currency: p.currency,
        paid: moves.map((m) => ({ memberId: m.memberId!, amount: m.amount.toString() })),
      });
    }
    return { members: moves.length, paid: moves.reduce((a, m) => a + m.amount, 0n) };
  }

  async info(auth: AuthContext): Promise<RebateInfo> {
    const { db } = this.deps;
    const ladder = await this.deps.vip.ladder(db, auth.siteId);
    if (ladder.length === 0) throw new DomainError('promoNotFound');
    const now = this.deps.clock.now().getTime();
    const today = businessDate(now);
    const [levels, sides, hour] = await Promise.all([
      store.levelsOf(db, [auth.memberId]),
      store.turnoverSides(db, [auth.memberId], today),
      this.payHour(auth.siteId),
    ]);
    const level = ladder[Math.min(levels.get(auth.memberId) ?? 0, ladder.length - 1)]!;
    const turnover = byProduct(sides).get(auth.memberId) ?? {};
    const r = rebate(turnover, level);
    return {
      level: level.level,
      levelName: level.name,
      rates: Object.fromEntries(PRODUCT_KINDS.map((p) => [p, formatPercentBp(level.rebateBp[p])])),
      cap: money(level.rebateCap),
      today: {
        day: today,
        turnover: money(Object.values(turnover).reduce((a, b) => a + (b ?? 0n), 0n)),
        estimate: money(r.amount),
        parts: partsView(r.parts),
      },
      payAt: new Date(this.dueAt(today, hour)).toISOString(),
    };
  }

  async records(auth: AuthContext, query: { page: number; pageSize: number }) {
    const { rows, total } = await store.rebateRecords(this.deps.db, auth.memberId, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: rows.map(
        (r): RebateRecord => ({
          day: r.day,
          level: r.level,
          turnover: money(r.turnover),
          amount: money(r.amount),
          capped: r.capped === 1,
          parts: r.parts as RebateRecord['parts'],
          paidAt: r.at.toISOString(),
        }),
      ),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
