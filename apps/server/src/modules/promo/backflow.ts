import type { BackflowInfo } from '@courtside/contract';
import { businessDate, toMinorUnits } from '@courtside/domain';
import { bonusAmount, daysAway, isReturn, laterDay } from '@courtside/domain/promotions';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import type { DepositCredited } from '../payment';
import type { PromoService } from './service';
import * as store from './store';
import { bonusRuleOf, termsOf } from './terms';

/** The promotion comeback bonuses are given from. */
export const BACKFLOW_CODE = 'backflow';
const DEFAULT_AWAY_DAYS = 30;

/** The business day a member was last active: their last deposit or the last day a bet of theirs settled. */
export type LastActive = string | null;

/**
 * 回归礼金 (issue 28): a deposit from a member who had neither deposited nor had a bet settle for the
 * terms' days away pays the promotion's bonus on it. The deposit subscriber reads the member's last
 * activity before the deposit is counted, then gives the bonus keyed by the deposit's order, so a
 * replayed event pays nothing twice; the deposit becomes the last activity, so one return pays once.
 * The comeback goes first: a deposit that brings it joins no deposit promotion (one per deposit).
 */
export class BackflowService {
  constructor(private readonly deps: { db: Db; clock: Clock; promo: PromoService }) {}

  private async offer(db: Executor, siteId: number) {
    const promotion = await store.findPromotionByCode(db, siteId, BACKFLOW_CODE);
    if (promotion?.state !== 'active') return null;
    const terms = termsOf(promotion.terms);
    return { promotion, terms, awayDays: terms.awayDays ?? DEFAULT_AWAY_DAYS };
  }

  /** The member's last active day, read before the deposit being handled is counted. */
  async lastActive(db: Executor, memberId: number): Promise<LastActive> {
    const { lastDepositAt, lastBetDay } = await store.lastActivity(db, memberId);
    return laterDay(lastDepositAt ? businessDate(lastDepositAt.getTime()) : null, lastBetDay);
  }

  /** Inside the deposit subscriber's transaction, before the deposit promotions have their turn. */
  async onDeposit(tx: Executor, event: DepositCredited, before: LastActive): Promise<void> {
    const now = this.deps.clock.now();
    await store.setLastDeposit(tx, event.siteId, event.memberId, now);
    const offer = await this.offer(tx, event.siteId);
    if (!offer || !isReturn(before, businessDate(now.getTime()), offer.awayDays)) return;
    const amount = BigInt(event.creditedMinor);
    const min = offer.terms.eligibility.minDeposit;
    if (min !== null && amount < toMinorUnits(min)) return;
    await this.deps.promo.giveByRule(tx, {
      siteId: event.siteId,
      memberId: event.memberId,
      code: BACKFLOW_CODE,
      source: 'backflow',
      reference: event.orderNo,
      amount: bonusAmount(bonusRuleOf(offer.terms), amount),
      currency: event.currency === 'USDT' ? 'USDT' : 'RMB',
    });
  }

  async info(siteId: number, auth: AuthContext | null): Promise<BackflowInfo> {
    const { db } = this.deps;
    const today = businessDate(this.deps.clock.now().getTime());
    const [offer, last, blacklisted, rows] = await Promise.all([
      this.offer(db, siteId),
      auth ? this.lastActive(db, auth.memberId) : null,
      auth ? store.isBlacklisted(db, siteId, auth.memberId) : false,
      auth ? store.grantsBySource(db, auth.memberId, 'backflow', 10) : [],
    ]);
    const awayDays = offer?.awayDays ?? DEFAULT_AWAY_DAYS;
    const reason = !offer ? 'noOffer' : !auth ? 'notLoggedIn' : blacklisted ? 'blacklisted' : null;
    return {
      awayDays,
      lastActiveDay: last,
      daysAway: daysAway(last, today),
      qualifies: reason === null && isReturn(last, today, awayDays),
      reason,
      grants: await Promise.all(rows.map((g) => this.deps.promo.grantView(g))),
      terms: offer?.terms ?? null,
    };
  }
}
