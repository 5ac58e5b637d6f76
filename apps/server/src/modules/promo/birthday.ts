import type { BirthdayInfo, GrantView } from '@courtside/contract';
import { businessDate, fromMinorUnits } from '@courtside/domain';
import { birthdayWindow, nextBirthday } from '@courtside/domain/promotions';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { PromoService } from './service';
import * as store from './store';
import { termsOf } from './terms';

/** The promotion the birthday gifts are given from (seeded with the ladder). */
export const BIRTHDAY_CODE = 'birthday';

/** The member's birthday as their profile holds it ('YYYY-MM-DD'), or null; the member module answers it. */
export type BirthdayOf = (memberId: number) => Promise<string | null>;

/**
 * 生日礼金 (issue 28): the gift of the member's VIP level, once per birthday, claimed on the birthday's
 * Asia/Shanghai business day or within the days after it the terms name. The claim is keyed by the
 * birthday's year (`year:2026`), so editing the birthday in the profile gets no second gift that year.
 */
export class BirthdayService {
  constructor(private readonly deps: { db: Db; clock: Clock; promo: PromoService; birthdayOf: BirthdayOf }) {}

  private async offer(siteId: number) {
    const promotion = await store.findPromotionByCode(this.deps.db, siteId, BIRTHDAY_CODE);
    if (promotion?.state !== 'active') return null;
    return { promotion, terms: termsOf(promotion.terms) };
  }

  private async ladder(siteId: number) {
    return (await store.ladderOf(this.deps.db, siteId)).map((r) => ({
      level: r.level,
      name: r.name,
      amount: r.birthdayGift ?? 0n,
    }));
  }

  async info(siteId: number, auth: AuthContext | null): Promise<BirthdayInfo> {
    const { db } = this.deps;
    const today = businessDate(this.deps.clock.now().getTime());
    const [offer, ladder, birthday, vip, blacklisted] = await Promise.all([
      this.offer(siteId),
      this.ladder(siteId),
      auth ? this.deps.birthdayOf(auth.memberId) : null,
      auth ? store.findVip(db, auth.memberId) : null,
      auth ? store.isBlacklisted(db, siteId, auth.memberId) : false,
    ]);
    const windowDays = offer?.terms.claimWindowDays ?? 0;
    const level = vip?.level ?? 0;
    const step = ladder[Math.min(level, ladder.length - 1)];
    const amount = step?.amount ?? 0n;
    const window = birthdayWindow(birthday, today, windowDays);
    const claim = auth && window ? await store.findClaim(db, auth.memberId, 'birthday', `year:${window.year}`) : null;
    const upcoming = birthday ? birthdayWindow(birthday, nextBirthday(birthday, today), windowDays) : null;
    const state: BirthdayInfo['state'] = !offer
      ? 'noOffer'
      : !auth
        ? 'notLoggedIn'
        : claim?.grantId
          ? 'claimed'
          : blacklisted
            ? 'blacklisted'
            : !birthday
              ? 'noBirthday'
              : level < 1 || amount <= 0n
                ? 'noVipLevel'
                : !window
                  ? 'notInWindow'
                  : 'claimable';
    return {
      birthday,
      level,
      levelName: step?.name ?? '',
      amount: fromMinorUnits(amount),
      window: (window ?? upcoming) ? { from: (window ?? upcoming)!.from, to: (window ?? upcoming)!.to } : null,
      state,
      grantId: claim?.grantId ?? null,
      levels: ladder.map((l) => ({ level: l.level, name: l.name, amount: fromMinorUnits(l.amount) })),
      terms: offer?.terms ?? null,
    };
  }

  /** Claims this birthday's gift; the member's VIP row is locked first, so fifty taps make one grant. */
  async claim(auth: AuthContext): Promise<GrantView> {
    const { db } = this.deps;
    const offer = await this.offer(auth.siteId);
    if (!offer) throw new DomainError('promoNotFound');
    const birthday = await this.deps.birthdayOf(auth.memberId);
    if (!birthday) throw new DomainError('birthdayNoProfile');
    const now = this.deps.clock.now();
    const window = birthdayWindow(birthday, businessDate(now.getTime()), offer.terms.claimWindowDays ?? 0);
    if (!window) throw new DomainError('birthdayNotInWindow');
    const reference = `year:${window.year}`;
    const currency = await this.deps.promo.currencyOf(auth.siteId);
    const grant = await db.transaction(async (tx) => {
      const vip = await store.lockVip(tx, auth.siteId, auth.memberId, now);
      const earlier = await store.findClaim(tx, auth.memberId, 'birthday', reference);
      if (earlier?.grantId) return (await store.findGrantById(tx, earlier.grantId))!;
      if (await store.isBlacklisted(tx, auth.siteId, auth.memberId)) throw new DomainError('promoNoAccess');
      const ladder = await store.ladderOf(tx, auth.siteId);
      const amount = ladder[Math.min(vip.level, ladder.length - 1)]?.birthdayGift ?? 0n;
      if (vip.level < 1 || amount <= 0n) throw new DomainError('promoNoVipLevel');
      const given = await this.deps.promo.giveByRule(tx, {
        siteId: auth.siteId,
        memberId: auth.memberId,
        code: BIRTHDAY_CODE,
        source: 'birthday',
        reference,
        amount,
        currency,
      });
      if (!given) throw new DomainError('promoFull');
      return given;
    });
    return this.deps.promo.grantView(grant);
  }
}
