import type { BarrierClaimResult, BarrierInfo, BarrierTerms } from '@courtside/contract';
import { businessDate, fromMinorUnits, toMinorUnits } from '@courtside/domain';
import { type BarrierStage, barrierStates, barrierToNext } from '@courtside/domain/promotions';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { RgService } from '../rg';
import * as barriers from './barrier-store';
import { runningPromotion } from './running';
import type { PromoService } from './service';
import * as store from './store';

/** The promotion 闯关's stage bonuses are given from. */
export const BARRIER_CODE = 'daily-barrier';
/** Claims are the engine's: once per member, source and reference (`<day>:<stage>`). */
const SOURCE = 'barrier';

interface Ladder {
  promotion: store.PromotionRow;
  barrier: BarrierTerms;
  stages: BarrierStage[];
  multiplier: number;
  validDays: number;
}

/**
 * 闯关: the day's valid turnover clears stages of a stated ladder, and each cleared stage is claimed
 * for its bonus once a day. The claim is the engine's claim row, so a repeat (a retry, a second tab,
 * a concurrent request) answers the grant the first made and never pays twice.
 */
export class BarrierService {
  constructor(private readonly deps: { db: Db; clock: Clock; promo: PromoService; rg: RgService }) {}

  private async ladder(db: Executor, siteId: number): Promise<Ladder | null> {
    const running = await runningPromotion(db, siteId, BARRIER_CODE, 'barrier');
    if (!running) return null;
    const { promotion, terms } = running;
    if (!terms.barrier) return null;
    return {
      promotion,
      barrier: terms.barrier,
      stages: terms.barrier.stages.map((s) => ({ turnover: toMinorUnits(s.turnover), amount: toMinorUnits(s.amount) })),
      multiplier: terms.multiplier,
      validDays: terms.validDays,
    };
  }

  private async view(
    db: Executor,
    ladder: Ladder,
    day: string,
    memberId: number | null,
    reason: BarrierInfo['reason'],
  ): Promise<BarrierInfo> {
    const [turnover, claimed] =
      memberId === null
        ? [0n, new Map<number, number | null>()]
        : await Promise.all([
            store.turnoverBetween(db, memberId, day, day),
            barriers.claimsOn(db, memberId, SOURCE, day),
          ]);
    const states = barrierStates(ladder.stages, turnover, new Set(claimed.keys()));
    const toNext = barrierToNext(ladder.stages, turnover);
    return {
      reason,
      title: ladder.promotion.title,
      summary: ladder.promotion.summary,
      rules: { multiplier: ladder.multiplier, validDays: ladder.validDays },
      day,
      turnover: fromMinorUnits(turnover),
      toNext: toNext === null ? null : fromMinorUnits(toNext),
      stages: ladder.barrier.stages.map((s, index) => ({
        index,
        turnover: s.turnover,
        amount: s.amount,
        state: states[index]!,
        grantId: claimed.get(index) ?? null,
      })),
    };
  }

  async info(siteId: number, auth: AuthContext | null): Promise<BarrierInfo> {
    const { db } = this.deps;
    const day = businessDate(this.deps.clock.now().getTime());
    const ladder = await this.ladder(db, siteId);
    if (!ladder) {
      return {
        reason: 'noOffer',
        title: null,
        summary: null,
        rules: null,
        day,
        turnover: '0.00',
        toNext: null,
        stages: [],
      };
    }
    if (!auth) return this.view(db, ladder, day, null, 'notLoggedIn');
    const [blacklisted, rg] = await Promise.all([
      store.isBlacklisted(db, siteId, auth.memberId),
      this.deps.rg.promoState(auth.memberId),
    ]);
    return this.view(db, ladder, day, auth.memberId, blacklisted ? 'blacklisted' : rg !== 'none' ? 'rgBlocked' : null);
  }

  /** Claims a cleared stage of today's ladder; a stage claimed before answers its grant again. */
  async claim(auth: AuthContext, stage: number): Promise<BarrierClaimResult> {
    const { db } = this.deps;
    return db.transaction(async (tx) => {
      const ladder = await this.ladder(tx, auth.siteId);
      if (!ladder) throw new DomainError('promoNotFound');
      const target = ladder.stages[stage];
      if (!target) throw new DomainError('barrierStageNotFound');
      const day = businessDate(this.deps.clock.now().getTime());
      const reference = `${day}:${stage}`;
      const before = await store.findClaim(tx, auth.memberId, SOURCE, reference);
      if (before?.grantId)
        return { grantId: before.grantId, info: await this.view(tx, ladder, day, auth.memberId, null) };
      if (await store.isBlacklisted(tx, auth.siteId, auth.memberId)) throw new DomainError('promoNoAccess');
      if ((await this.deps.rg.promoState(auth.memberId, tx)) !== 'none') throw new DomainError('promoRgBlocked');
      if ((await store.turnoverBetween(tx, auth.memberId, day, day)) < target.turnover) {
        throw new DomainError('barrierNotCleared');
      }
      const grant = await this.deps.promo.giveByRule(tx, {
        siteId: auth.siteId,
        memberId: auth.memberId,
        code: BARRIER_CODE,
        source: SOURCE,
        reference,
        amount: target.amount,
      });
      // Null: a concurrent twin committed the claim first (its grant is the answer), or the budget is spent.
      const grantId = grant?.id ?? (await store.findClaim(tx, auth.memberId, SOURCE, reference))?.grantId;
      if (!grantId) throw new DomainError('barrierBudgetSpent');
      return { grantId, info: await this.view(tx, ladder, day, auth.memberId, null) };
    });
  }
}
