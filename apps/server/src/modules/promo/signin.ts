import type { SignInfo, SignResult } from '@courtside/contract';
import { businessDate, fromMinorUnits, toMinorUnits } from '@courtside/domain';
import { nextStreak, SIGNIN_CYCLE, standingStreak } from '@courtside/domain/promotions';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { PromoService } from './service';
import * as store from './store';
import { termsOf } from './terms';

/** The promotion the sign-in rewards are given from. */
export const SIGNIN_CODE = 'sign-in';

/**
 * 每日签到 (issue 28): one sign-in per Asia/Shanghai business day, seven days in a row, each day's
 * reward from the promotion's schedule as a bonus grant. A gap starts again at day 1. Signing in
 * needs one credited deposit first, so a farm of fresh accounts signs in for nothing.
 */
export class SigninService {
  constructor(private readonly deps: { db: Db; clock: Clock; promo: PromoService }) {}

  private async offer(siteId: number) {
    const promotion = await store.findPromotionByCode(this.deps.db, siteId, SIGNIN_CODE);
    if (promotion?.state !== 'active') return null;
    const terms = termsOf(promotion.terms);
    return terms.schedule ? { promotion, terms, schedule: terms.schedule.map(toMinorUnits) } : null;
  }

  /** The calendar for a member, or for a visitor the rewards alone (nothing signed, login first). */
  async info(siteId: number, auth: AuthContext | null): Promise<SignInfo> {
    const { db } = this.deps;
    const today = businessDate(this.deps.clock.now().getTime());
    const [offer, last, deposits, blacklisted] = await Promise.all([
      this.offer(siteId),
      auth ? store.lastSignIn(db, auth.memberId) : null,
      auth ? store.depositsOf(db, auth.memberId) : 0,
      auth ? store.isBlacklisted(db, siteId, auth.memberId) : false,
    ]);
    const signedToday = last?.day === today;
    const streak = standingStreak(last, today);
    // The cycle on screen: the days done in it, then today (when not signed yet), then what is ahead.
    const done = signedToday ? streak : streak % SIGNIN_CYCLE;
    const reason = !offer
      ? 'noOffer'
      : !auth
        ? 'notLoggedIn'
        : blacklisted
          ? 'blacklisted'
          : deposits < 1
            ? 'noDeposit'
            : null;
    return {
      streak,
      signedToday,
      eligible: reason === null && !signedToday,
      reason,
      days: Array.from({ length: SIGNIN_CYCLE }, (_, i) => ({
        index: i + 1,
        amount: fromMinorUnits(offer?.schedule[Math.min(i, (offer?.schedule.length ?? 1) - 1)] ?? 0n),
        state: i < done ? ('signed' as const) : i === done && !signedToday ? ('today' as const) : ('upcoming' as const),
      })),
      terms: offer?.terms ?? null,
    };
  }

  /** Signs today in: the day's row and its reward in one transaction; a repeat answers the same. */
  async sign(auth: AuthContext): Promise<SignResult> {
    const { db } = this.deps;
    const offer = await this.offer(auth.siteId);
    if (!offer) throw new DomainError('promoNotFound');
    const today = businessDate(this.deps.clock.now().getTime());
    const grant = await db.transaction(async (tx) => {
      const earlier = await store.findSignIn(tx, auth.memberId, today);
      if (earlier?.grantId) return { streak: earlier.streak, grant: (await store.findGrantById(tx, earlier.grantId))! };
      if (await store.isBlacklisted(tx, auth.siteId, auth.memberId)) throw new DomainError('promoNoAccess');
      if ((await store.depositsOf(tx, auth.memberId)) < 1) throw new DomainError('signNeedsDeposit');
      const streak = nextStreak(await store.lastSignIn(tx, auth.memberId), today) ?? 1;
      const row = await store.insertSignIn(tx, {
        memberId: auth.memberId,
        siteId: auth.siteId,
        day: today,
        streak,
        at: this.deps.clock.now(),
      });
      if (!row) {
        // A twin sign-in took the day first: its answer is this one's.
        const twin = (await store.findSignIn(tx, auth.memberId, today))!;
        return { streak: twin.streak, grant: (await store.findGrantById(tx, twin.grantId!))! };
      }
      const given = await this.deps.promo.giveByRule(tx, {
        siteId: auth.siteId,
        memberId: auth.memberId,
        code: SIGNIN_CODE,
        source: 'signin',
        reference: today,
        amount: offer.schedule[Math.min(streak, offer.schedule.length) - 1]!,
      });
      if (!given) throw new DomainError('promoFull');
      await store.setSignInGrant(tx, auth.memberId, today, given.id);
      return { streak, grant: given };
    });
    return { streak: grant.streak, grant: await this.deps.promo.grantView(grant.grant) };
  }
}
