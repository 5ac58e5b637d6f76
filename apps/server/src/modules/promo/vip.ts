import type { GrantView, VipInfo, VipLadderSaveRequest, VipLadderView } from '@courtside/contract';
import {
  businessDate,
  businessDayStart,
  formatPercentBp,
  fromMinorUnits,
  parsePercentBp,
  toMinorUnits,
} from '@courtside/domain';
import {
  isoWeekKey,
  ladderProblem,
  monthKey,
  PERIOD_DAYS,
  PRODUCT_KINDS,
  type ProductKind,
  type VipLevel,
  vipStep,
} from '@courtside/domain/promotions';
import { insertAudit } from '../../platform/audit';
import type { AuthContext, OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { AccountService } from '../account';
import type { PromoService } from './service';
import * as store from './store';

const DAY_MS = 24 * 60 * 60_000;
const money = (minor: bigint): string => fromMinorUnits(minor);

/** The business day `days` before `day`. */
export const dayBefore = (day: string, days: number): string => businessDate(businessDayStart(day) - days * DAY_MS);

/** The promotions the ladder's gifts are given from (seeded with the ladder). */
export const VIP_PROMOTIONS = { upgrade: 'vip-upgrade', weekly: 'vip-weekly', monthly: 'vip-monthly' } as const;

const ladderOf = (rows: Awaited<ReturnType<typeof store.ladderOf>>): VipLevel[] =>
  rows.map((r) => ({
    level: r.level,
    name: r.name,
    minDeposit: r.minDeposit,
    minTurnover: r.minTurnover,
    retainTurnover: r.retainTurnover,
    upgradeGift: r.upgradeGift,
    weeklyPacket: r.weeklyPacket,
    monthlyPacket: r.monthlyPacket,
    birthdayGift: r.birthdayGift,
    rebateBp: Object.fromEntries(
      PRODUCT_KINDS.map((p) => [p, Number((r.rebateBp as Record<string, number>)[p] ?? 0)]),
    ) as Record<ProductKind, number>,
    rebateCap: r.rebateCap,
  }));

const percentOf = (have: bigint, need: bigint): string =>
  need <= 0n || have >= need ? '100.00' : formatPercentBp(Number((have * 10_000n) / need));

/**
 * The VIP ladder (issue 28): levels from credited deposits and the last 60 business days' valid
 * turnover, an upgrade gift per level paid once, weekly and monthly red packets, and a retention
 * rule. Upgrades happen when a deposit is credited and at the daily evaluation; demotions only at
 * the daily evaluation, one level, after a whole period at the level below its retention line.
 * Turnover of a bet whose settlement was rolled back is gone from the counts, so it moves no level.
 */
export class VipService {
  constructor(private readonly deps: { db: Db; clock: Clock; account: AccountService; promo: PromoService }) {}

  async ladder(db: Executor, siteId: number): Promise<VipLevel[]> {
    return ladderOf(await store.ladderOf(db, siteId));
  }

  /**
   * Evaluates a member, inside the caller's transaction: the member's VIP row is locked first, so two
   * evaluations of one member run one after the other. With `retention`, this is the daily
   * evaluation of `day`, done once per member and day.
   */
  async evaluate(tx: Executor, siteId: number, memberId: number, opts: { day: string; retention: boolean }) {
    const ladder = ladderOf(await store.ladderShared(tx, siteId));
    if (ladder.length === 0) return null;
    const now = this.deps.clock.now();
    const state = await store.lockVip(tx, siteId, memberId, now);
    if (opts.retention && state.evaluatedDay !== null && state.evaluatedDay >= opts.day) return null;
    const [deposits, period] = await Promise.all([
      store.depositTotalOf(tx, memberId),
      store.turnoverBetween(tx, memberId, dayBefore(opts.day, PERIOD_DAYS - 1), opts.day),
    ]);
    const daysAtLevel = Math.floor((businessDayStart(opts.day) + DAY_MS - state.levelSince.getTime()) / DAY_MS);
    const step = vipStep(ladder, state.level, deposits, period, opts.retention ? daysAtLevel : 0);
    if (step.level !== state.level) {
      await store.updateVip(tx, memberId, { level: step.level, levelSince: now });
      await this.deps.account.setVipLevel(tx, memberId, step.level);
      await store.insertVipHistory(tx, {
        siteId,
        memberId,
        fromLevel: state.level,
        toLevel: step.level,
        move: step.move === 'upgrade' ? 'upgrade' : 'demote',
        day: opts.day,
        at: now,
      });
      // Each level passed pays its gift, once per member and level, ever (a re-promotion pays nothing).
      for (let level = state.level + 1; level <= step.level; level++) {
        await this.deps.promo.giveByRule(tx, {
          siteId,
          memberId,
          code: VIP_PROMOTIONS.upgrade,
          source: 'vipUpgrade',
          reference: `level:${level}`,
          amount: ladder[level]!.upgradeGift,
        });
      }
    }
    if (opts.retention) await store.updateVip(tx, memberId, { evaluatedDay: opts.day });
    return step;
  }

  /**
   * The daily evaluation of the last completed business day, on every site with a ladder: each
   * member in their own transaction (once per member and day), the day marked done at the end; run
   * twice, late or on two nodes, every member is evaluated once.
   */
  async runDay(): Promise<number> {
    const { db } = this.deps;
    const day = dayBefore(businessDate(this.deps.clock.now().getTime()), 1);
    let evaluated = 0;
    for (const siteId of await store.ladderSites(db)) {
      if (await store.dayRunDone(db, 'vip', siteId, day)) continue;
      const members = await store.vipCandidates(db, siteId, dayBefore(day, PERIOD_DAYS - 1), day);
      for (const memberId of members) {
        const step = await db.transaction((tx) => this.evaluate(tx, siteId, memberId, { day, retention: true }));
        if (step) evaluated += 1;
      }
      await store.markDayRun(db, { job: 'vip', siteId, day, members: members.length, at: this.deps.clock.now() });
    }
    return evaluated;
  }

  /** The operator's view of the ladder: every level as stored, and how many members hold it. */
  async adminLadder(siteId: number, db: Executor = this.deps.db): Promise<VipLadderView> {
    const [ladder, holders] = await Promise.all([this.ladder(db, siteId), store.vipHolders(db, siteId)]);
    return {
      levels: ladder.map((l) => ({
        level: l.level,
        name: l.name,
        minDeposit: money(l.minDeposit),
        minTurnover: money(l.minTurnover),
        retainTurnover: money(l.retainTurnover),
        upgradeGift: money(l.upgradeGift),
        weeklyPacket: money(l.weeklyPacket),
        monthlyPacket: money(l.monthlyPacket),
        birthdayGift: l.birthdayGift === null || l.birthdayGift === undefined ? null : money(l.birthdayGift),
        rebate: Object.fromEntries(PRODUCT_KINDS.map((p) => [p, formatPercentBp(l.rebateBp[p])])) as Record<
          ProductKind,
          string
        >,
        rebateCap: money(l.rebateCap),
        members: holders.get(l.level) ?? 0,
      })),
      highestHeld: Math.max(0, ...[...holders].filter(([, n]) => n > 0).map(([level]) => level)),
    };
  }

  /**
   * Replaces the site's ladder in one transaction, audited with before and after. Nobody's level
   * moves here: a member whose lines now fall short keeps the level until the retention rule says
   * otherwise, and one whose lines now reach higher rises at their next evaluation. Upgrade gifts
   * are claims keyed by level, so a changed gift is paid only to members who reach that level from
   * now on. Every reader of the ladder reads the table (there is no copy to drop).
   */
  async saveLadder(actor: OperatorActor, siteId: number, input: VipLadderSaveRequest): Promise<VipLadderView> {
    const ladder: VipLevel[] = input.levels.map((l) => ({
      level: l.level,
      name: l.name,
      minDeposit: toMinorUnits(l.minDeposit),
      minTurnover: toMinorUnits(l.minTurnover),
      retainTurnover: toMinorUnits(l.retainTurnover),
      upgradeGift: toMinorUnits(l.upgradeGift),
      weeklyPacket: toMinorUnits(l.weeklyPacket),
      monthlyPacket: toMinorUnits(l.monthlyPacket),
      birthdayGift: toMinorUnits(l.birthdayGift),
      // The contract's schema admits only valid percents.
      rebateBp: Object.fromEntries(PRODUCT_KINDS.map((p) => [p, parsePercentBp(l.rebate[p]) ?? 0])) as Record<
        ProductKind,
        number
      >,
      rebateCap: toMinorUnits(l.rebateCap),
    }));
    const problem = ladderProblem(ladder);
    if (problem) throw new DomainError('vipLadderInvalid', { msg: problem });
    return this.deps.db.transaction(async (tx) => {
      await store.lockLadderSave(tx, siteId);
      const before = await this.adminLadder(siteId, tx);
      await store.replaceLadder(
        tx,
        siteId,
        ladder.map((l) => ({ siteId, ...l, birthdayGift: l.birthdayGift ?? null })),
      );
      // Read after the rows are written: an evaluation that lifted a member on the old ladder has committed.
      const after = await this.adminLadder(siteId, tx);
      if (after.highestHeld >= ladder.length) {
        throw new DomainError('vipLadderLevelHeld', {
          msg: `已有会员达到VIP${after.highestHeld}，等级须保留到VIP${after.highestHeld}`,
        });
      }
      await insertAudit(tx, { actor: actor.name, action: 'promo.vipLadder', detail: { siteId, before, after } });
      return after;
    });
  }

  async info(auth: AuthContext): Promise<VipInfo> {
    const { db } = this.deps;
    const ladder = await this.ladder(db, auth.siteId);
    if (ladder.length === 0) throw new DomainError('promoNotFound');
    const today = businessDate(this.deps.clock.now().getTime());
    const [state, deposits, period, claimed] = await Promise.all([
      store.findVip(db, auth.memberId),
      store.depositTotalOf(db, auth.memberId),
      store.turnoverBetween(db, auth.memberId, dayBefore(today, PERIOD_DAYS - 1), today),
      store.claimRefs(db, auth.memberId, ['vipUpgrade', 'vipWeekly', 'vipMonthly']),
    ]);
    const level = state?.level ?? 0;
    const current = ladder[Math.min(level, ladder.length - 1)]!;
    const next = ladder[level + 1];
    const since = state?.levelSince ?? this.deps.clock.now();
    const packets = [
      {
        kind: 'weekly' as const,
        period: isoWeekKey(today),
        amount: current.weeklyPacket,
        source: 'vipWeekly',
        prefix: 'week',
      },
      {
        kind: 'monthly' as const,
        period: monthKey(today),
        amount: current.monthlyPacket,
        source: 'vipMonthly',
        prefix: 'month',
      },
    ];
    return {
      level,
      name: current.name,
      levelSince: since.toISOString(),
      deposits: money(deposits),
      periodTurnover: money(period),
      periodDays: PERIOD_DAYS,
      next: next
        ? {
            level: next.level,
            name: next.name,
            needDeposit: money(next.minDeposit),
            needTurnover: money(next.minTurnover),
            depositPercent: percentOf(deposits, next.minDeposit),
            turnoverPercent: percentOf(period, next.minTurnover),
          }
        : null,
      retention: {
        line: money(current.retainTurnover),
        met: period >= current.retainTurnover,
        appliesFrom: new Date(since.getTime() + PERIOD_DAYS * DAY_MS).toISOString(),
      },
      levels: ladder.map((l) => ({
        level: l.level,
        name: l.name,
        minDeposit: money(l.minDeposit),
        minTurnover: money(l.minTurnover),
        retainTurnover: money(l.retainTurnover),
        upgradeGift: money(l.upgradeGift),
        weeklyPacket: money(l.weeklyPacket),
        monthlyPacket: money(l.monthlyPacket),
        rebate: Object.fromEntries(PRODUCT_KINDS.map((p) => [p, formatPercentBp(l.rebateBp[p])])),
        rebateCap: money(l.rebateCap),
      })),
      upgradeGifts: ladder
        .filter((l) => l.level > 0 && l.upgradeGift > 0n)
        .map((l) => ({
          level: l.level,
          amount: money(l.upgradeGift),
          state: claimed.has(`vipUpgrade:level:${l.level}`) ? ('paid' as const) : ('locked' as const),
        })),
      packets: packets.map((p) => ({
        kind: p.kind,
        period: p.period,
        amount: money(p.amount),
        state: claimed.has(`${p.source}:${p.prefix}:${p.period}`)
          ? ('claimed' as const)
          : level >= 1 && p.amount > 0n
            ? ('claimable' as const)
            : ('unavailable' as const),
      })),
    };
  }

  /** A weekly or monthly red packet of the member's level, once per week or month; VIP0 has none. */
  async claimPacket(auth: AuthContext, kind: 'weekly' | 'monthly'): Promise<GrantView> {
    const { db } = this.deps;
    const today = businessDate(this.deps.clock.now().getTime());
    const source = kind === 'weekly' ? 'vipWeekly' : 'vipMonthly';
    const reference = kind === 'weekly' ? `week:${isoWeekKey(today)}` : `month:${monthKey(today)}`;
    const grant = await db.transaction(async (tx) => {
      const state = await store.lockVip(tx, auth.siteId, auth.memberId, this.deps.clock.now());
      const earlier = await store.findClaim(tx, auth.memberId, source, reference);
      if (earlier?.grantId) return (await store.findGrantById(tx, earlier.grantId))!;
      if (state.level < 1) throw new DomainError('promoNoVipLevel');
      if (await store.isBlacklisted(tx, auth.siteId, auth.memberId)) throw new DomainError('promoNoAccess');
      const ladder = await this.ladder(tx, auth.siteId);
      const level = ladder[Math.min(state.level, ladder.length - 1)]!;
      const amount = kind === 'weekly' ? level.weeklyPacket : level.monthlyPacket;
      const given = await this.deps.promo.giveByRule(tx, {
        siteId: auth.siteId,
        memberId: auth.memberId,
        code: kind === 'weekly' ? VIP_PROMOTIONS.weekly : VIP_PROMOTIONS.monthly,
        source,
        reference,
        amount,
      });
      if (!given) throw new DomainError('promoNotEligible');
      return given;
    });
    return this.deps.promo.grantView(grant);
  }
}
