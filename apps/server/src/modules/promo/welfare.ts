import type { GrantView, TaskTerms, WelfareInfo } from '@courtside/contract';
import { businessDate, formatPercentBp, fromMinorUnits, toMinorUnits } from '@courtside/domain';
import { type TaskFacts, type TaskRule, taskPeriodKey, taskProgress } from '@courtside/domain/promotions';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { PromoService } from './service';
import * as store from './store';
import { termsOf } from './terms';

/** The promotion the welfare tasks and their rewards are given from. */
export const WELFARE_CODE = 'welfare';

/** How many payout accounts (bank cards, USDT addresses) a member has bound; the payment modules answer it. */
export type PayoutAccounts = (memberId: number) => Promise<number>;

const TASK_LINKS: Record<TaskTerms['kind'], string> = {
  firstDeposit: '/app/deposit',
  bindCard: '/app/cards',
  betCount: '/app/sports',
  dailyTurnover: '/app/sports',
};

const ruleOf = (t: TaskTerms): TaskRule => ({
  kind: t.kind,
  target: t.kind === 'dailyTurnover' ? toMinorUnits(t.amount ?? '0') : t.kind === 'betCount' ? BigInt(t.count) : 1n,
});

/**
 * 福利中心 (issue 28): tasks of the `welfare` promotion, each measured over its period from the member's
 * facts (deposits, bound payout accounts, the settled bets' turnover rows) and paid once per period as
 * a 1x grant. The outbox subscribers (deposit credited, bet settled or rolled back, game record
 * stored) write each task's progress recomputed from the facts, so an event delivered twice writes
 * the same row; the claim computes it again in its own transaction and pays only what is reached.
 */
export class WelfareService {
  private payoutAccounts: PayoutAccounts = async () => 0;

  constructor(private readonly deps: { db: Db; clock: Clock; promo: PromoService }) {}

  /** The payment modules are built after this one: app.ts hands their count over here. */
  usePayoutAccounts(count: PayoutAccounts): void {
    this.payoutAccounts = count;
  }

  private async offer(db: Executor, siteId: number) {
    const promotion = await store.findPromotionByCode(db, siteId, WELFARE_CODE);
    if (promotion?.state !== 'active') return null;
    const terms = termsOf(promotion.terms);
    return { promotion, terms, tasks: terms.tasks ?? [] };
  }

  private today(): string {
    return businessDate(this.deps.clock.now().getTime());
  }

  private async facts(db: Executor, memberId: number, period: string, payoutAccounts: number): Promise<TaskFacts> {
    const [deposits, bets] = await Promise.all([
      store.depositsOf(db, memberId),
      period === 'once' ? store.betFacts(db, memberId, '', '9999') : store.betFacts(db, memberId, period, period),
    ]);
    return { deposits, payoutAccounts, ...bets };
  }

  /**
   * Writes the member's progress on every task for the current periods, inside the caller's
   * transaction (an outbox subscriber's). Bound payout accounts are not read here (they belong to
   * another module and its own connection); their task is measured when the member looks or claims.
   */
  async refresh(tx: Executor, siteId: number, memberId: number): Promise<void> {
    const offer = await this.offer(tx, siteId);
    if (!offer) return;
    const today = this.today();
    const now = this.deps.clock.now();
    const byPeriod = new Map<string, TaskFacts>();
    const rows = [];
    for (const task of offer.tasks) {
      if (task.kind === 'bindCard') continue;
      const period = taskPeriodKey(task.period, today);
      const facts = byPeriod.get(period) ?? (await this.facts(tx, memberId, period, 0));
      byPeriod.set(period, facts);
      const rule = ruleOf(task);
      rows.push({
        memberId,
        siteId,
        task: task.code,
        period,
        progress: taskProgress(rule, facts),
        target: rule.target,
        updatedAt: now,
      });
    }
    await store.upsertTaskProgress(tx, rows);
  }

  async info(siteId: number, auth: AuthContext | null): Promise<WelfareInfo> {
    const { db } = this.deps;
    const today = this.today();
    const offer = await this.offer(db, siteId);
    const tasks = offer?.tasks ?? [];
    const [rows, blacklisted, payout] = await Promise.all([
      auth ? store.taskProgressOf(db, auth.memberId, ['once', today]) : [],
      auth ? store.isBlacklisted(db, siteId, auth.memberId) : false,
      auth && tasks.some((t) => t.kind === 'bindCard') ? this.payoutAccounts(auth.memberId) : 0,
    ]);
    const saved = new Map(rows.map((r) => [`${r.task}:${r.period}`, r]));
    return {
      day: today,
      reason: !offer ? 'noOffer' : !auth ? 'notLoggedIn' : blacklisted ? 'blacklisted' : null,
      tasks: tasks.map((task) => {
        const rule = ruleOf(task);
        const periodKey = taskPeriodKey(task.period, today);
        const row = saved.get(`${task.code}:${periodKey}`);
        const progress =
          row?.grantId != null
            ? row.target
            : task.kind === 'bindCard'
              ? taskProgress(rule, { deposits: 0, payoutAccounts: payout, bets: 0, turnover: 0n })
              : (row?.progress ?? 0n);
        const figure = (v: bigint) => (task.kind === 'dailyTurnover' ? fromMinorUnits(v) : String(v));
        return {
          code: task.code,
          kind: task.kind,
          title: task.title,
          period: task.period,
          periodKey,
          progress: figure(progress),
          target: figure(rule.target),
          percent: formatPercentBp(Number((progress * 10_000n) / rule.target)),
          reward: task.reward,
          state: row?.grantId != null ? 'claimed' : progress >= rule.target ? 'claimable' : 'todo',
          grantId: row?.grantId ?? null,
          link: TASK_LINKS[task.kind],
        };
      }),
      terms: offer?.terms ?? null,
    };
  }

  /**
   * Pays a reached task's reward once per period: its progress row is locked, the progress computed
   * again from the facts in this transaction, and the grant keyed by task and period, so fifty taps
   * make one grant and a task undone by a rollback pays nothing.
   */
  async claim(auth: AuthContext, taskCode: string): Promise<GrantView> {
    const { db } = this.deps;
    const offer = await this.offer(db, auth.siteId);
    if (!offer) throw new DomainError('promoNotFound');
    const task = offer.tasks.find((t) => t.code === taskCode);
    if (!task) throw new DomainError('taskNotFound');
    const period = taskPeriodKey(task.period, this.today());
    const rule = ruleOf(task);
    // Read outside the transaction: another module's count on its own connection.
    const [payout, currency] = await Promise.all([
      task.kind === 'bindCard' ? this.payoutAccounts(auth.memberId) : 0,
      this.deps.promo.currencyOf(auth.siteId),
    ]);
    const grant = await db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      await store.ensureTaskProgress(tx, {
        memberId: auth.memberId,
        siteId: auth.siteId,
        task: task.code,
        period,
        progress: 0n,
        target: rule.target,
        updatedAt: now,
      });
      const row = await store.lockTaskProgress(tx, auth.memberId, task.code, period);
      if (row?.grantId) return (await store.findGrantById(tx, row.grantId))!;
      if (await store.isBlacklisted(tx, auth.siteId, auth.memberId)) throw new DomainError('promoNoAccess');
      const progress = taskProgress(rule, await this.facts(tx, auth.memberId, period, payout));
      await store.upsertTaskProgress(tx, [
        {
          memberId: auth.memberId,
          siteId: auth.siteId,
          task: task.code,
          period,
          progress,
          target: rule.target,
          updatedAt: now,
        },
      ]);
      if (progress < rule.target) throw new DomainError('taskNotDone');
      const given = await this.deps.promo.giveByRule(tx, {
        siteId: auth.siteId,
        memberId: auth.memberId,
        code: WELFARE_CODE,
        source: 'task',
        reference: `${task.code}:${period}`,
        amount: toMinorUnits(task.reward),
        currency,
      });
      if (!given) throw new DomainError('promoFull');
      await store.setTaskGrant(tx, auth.memberId, task.code, period, given.id);
      return given;
    });
    return this.deps.promo.grantView(grant);
  }
}
