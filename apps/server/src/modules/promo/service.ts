import type {
  ConvertResult,
  GrantDetail,
  GrantView,
  OfferView,
  PromotionAdminView,
  PromotionKind,
  PromotionTerms,
} from '@courtside/contract';
import { fromMinorUnits, toMinorUnits } from '@courtside/domain';
import {
  bonusAmount,
  conversion,
  type DepositFacts,
  type Ineligibility,
  ineligibility,
  isLive,
  type Jurisdiction,
  type MemberFacts,
  termsProblem,
  wageringRequirement,
} from '@courtside/domain/promotions';
import { JURISDICTION_PARAM } from '@courtside/domain/rg';
import { insertAudit } from '../../platform/audit';
import type { AuthContext, OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { type Db, type Executor, pgErrorCode } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { AccountService } from '../account';
import type { DepositCredited } from '../payment';
import type { RgService } from '../rg';
import type { SiteService } from '../site';
import type { Ledger } from '../wallet';
import { promoEvents } from './events';
import { promoAccount } from './promo-account';
import * as store from './store';
import { bonusRuleOf, grantTermsOf, offerRulesOf, termsOf } from './terms';
import { entryViewOf, grantViewOf, offerBase, promotionAdminViewOf } from './views';
import type { Wagering } from './wagering';

const DAY_MS = 24 * 60 * 60_000;
const EXPIRY_BATCH = 200;

type Currency = 'RMB' | 'USDT';

/** What refusing an offer tells the member, by the first rule it failed. */
const refusal = (reason: Ineligibility): DomainError => {
  switch (reason) {
    case 'blacklisted':
      return new DomainError('promoNoAccess');
    case 'rgBlocked':
      return new DomainError('promoRgBlocked');
    case 'paused':
      return new DomainError('promoPaused');
    case 'ended':
    case 'notStarted':
      return new DomainError('promoNotOpen');
    case 'noVipLevel':
    case 'vipLevelTooLow':
      return new DomainError('promoNoVipLevel');
    case 'otherSite':
      return new DomainError('promoNotFound');
    default:
      return new DomainError('promoNotEligible');
  }
};

/** A twin claim committed first: its grant is the answer. */
class ClaimedBefore extends Error {}
/** Another account holding one of this member's identities took the gift at the same moment. */
class IdentityRace extends Error {}

interface Giving {
  promotion: store.PromotionRow;
  terms: PromotionTerms;
  siteId: number;
  memberId: number;
  currency: Currency;
  source: string;
  reference: string;
  amount: bigint;
  /** Identities to record as having taken the gift (once per person). */
  identities: { kind: string; value: string }[];
  note?: string;
}

/**
 * Promotions: offers and claims, bonus grants with their wagering, conversion into wallet money
 * through the ledger, expiry, and the operator's controls. A bonus stays on its grant until it
 * converts, once; the rules are those of `@courtside/domain/promotions`.
 */
export class PromoService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      ledger: Ledger;
      site: SiteService;
      account: AccountService;
      wagering: Wagering;
      /** Safer gambling: a timed-out or self-excluded member is offered and paid nothing. */
      rg: RgService;
      outbox: Outbox;
    },
  ) {}

  /**
   * A time-out or self-exclusion began: the member's active grants are forfeited with the reason the
   * block gives (`cooling_off`, `self_exclusion`), in the subscriber's transaction, so once.
   */
  async forfeitForBlock(tx: Executor, memberId: number, kind: 'timeOut' | 'selfExclusion'): Promise<number> {
    const live = await store.lockActiveGrants(tx, memberId);
    const reason = kind === 'selfExclusion' ? 'self_exclusion' : 'cooling_off';
    for (const grant of live)
      await store.closeGrant(tx, grant, { status: 'forfeited', reason, kind: 'forfeit', at: this.deps.clock.now() });
    return live.length;
  }

  private async currency(siteId: number): Promise<Currency> {
    return (await this.deps.site.info(siteId)).settlementUnit === 'usdt' ? 'USDT' : 'RMB';
  }

  /**
   * The site's currency, for a caller to read before its transaction: the site service reads through
   * its cache with its own connection, which on a one-connection database (PGlite) waits for the
   * caller's open transaction for ever when the cache is cold.
   */
  currencyOf(siteId: number): Promise<Currency> {
    return this.currency(siteId);
  }

  async jurisdiction(siteId: number): Promise<Jurisdiction> {
    const params = await this.deps.site.paramValues(siteId, [JURISDICTION_PARAM]);
    return params[JURISDICTION_PARAM] === 'uk' ? 'uk' : 'none';
  }

  /** The member's identities that a promotion checks, as recorded with a gift. */
  private async identitiesFor(db: Executor, memberId: number, terms: PromotionTerms) {
    const member = await this.deps.account.member(memberId, db);
    const values: Record<string, string | null> = {
      device: member.registerDevice || null,
      ip: member.registerIp || null,
      phone: member.phone,
    };
    return terms.eligibility.identityChecks.flatMap((kind) => {
      const value = values[kind];
      return value ? [{ kind, value }] : [];
    });
  }

  /** The facts the eligibility predicate reads about a member, for one promotion. */
  private async memberFacts(
    db: Executor,
    siteId: number,
    memberId: number,
    promotion: store.PromotionRow,
    identities: readonly { kind: string; value: string }[],
  ): Promise<MemberFacts & { sharedWith: number | null }> {
    const [member, blacklisted, shared] = await Promise.all([
      this.deps.account.member(memberId, db),
      store.isBlacklisted(db, siteId, memberId),
      store.identityTaken(db, siteId, promotion.id, memberId, identities),
    ]);
    return {
      siteId: member.siteId,
      vipLevel: member.vipLevel,
      blacklisted,
      rgState: await this.deps.rg.promoState(memberId, db),
      registeredAtMs: member.createdAt.getTime(),
      sharedIdentity: shared !== null,
      sharedWith: shared?.memberId ?? null,
    };
  }

  private flag(db: Executor, siteId: number, memberId: number, promotionId: number, sharedWith: number | null) {
    return store.insertFlag(db, {
      siteId,
      memberId,
      promotionId,
      reason: 'sharedIdentity',
      detail: { sharedWith },
      at: this.deps.clock.now(),
    });
  }

  /**
   * Gives a grant inside the caller's transaction: the claim row first (a twin waits on its unique
   * key and then finds it taken), the budget and receiver counters by a conditional update, the
   * identities (a concurrent second account trips their key), then the grant and its first entry.
   * Null when the promotion's budget or receivers are used up.
   */
  private async give(tx: Executor, g: Giving): Promise<store.GrantRow | null> {
    const now = this.deps.clock.now();
    const claim = await store.insertClaim(tx, {
      siteId: g.siteId,
      memberId: g.memberId,
      source: g.source,
      reference: g.reference,
      promotionId: g.promotion.id,
      outcome: 'granted',
      at: now,
    });
    if (!claim) throw new ClaimedBefore();
    if (!(await store.takeBudget(tx, g.promotion.id, g.amount))) return null;
    try {
      await store.insertIdentities(
        tx,
        g.identities.map((i) => ({ siteId: g.siteId, promotionId: g.promotion.id, memberId: g.memberId, ...i })),
      );
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new IdentityRace();
      throw error;
    }
    const terms = grantTermsOf(g.terms);
    const requirement = wageringRequirement(g.amount, terms.multiplier);
    const grant = await store.insertGrant(tx, {
      siteId: g.siteId,
      memberId: g.memberId,
      promotionId: g.promotion.id,
      source: g.source,
      sourceRef: g.reference,
      currency: g.currency,
      granted: g.amount,
      balance: g.amount,
      requirement,
      terms: g.terms,
      maxBet: terms.maxBet,
      // A bonus with nothing to wager is done the moment it is given.
      status: requirement === 0n ? 'completed' : 'active',
      note: g.note ?? null,
      expiresAt: new Date(now.getTime() + terms.validDays * DAY_MS),
      createdAt: now,
    });
    await store.insertEntries(tx, [
      {
        grantId: grant.id,
        kind: 'grant',
        amount: g.amount,
        balanceAfter: g.amount,
        reference: `${g.source}:${g.reference}`,
        at: now,
      },
    ]);
    await store.setClaimGrant(tx, claim.id, grant.id);
    // Told to the member's sockets once this commits (a toast; 我的优惠 reads again).
    await this.deps.outbox.add(tx, promoEvents.rewardPaid, {
      siteId: g.siteId,
      memberId: g.memberId,
      kind: g.promotion.kind,
      title: g.promotion.title,
      amount: g.amount.toString(),
      currency: g.currency,
      grantId: grant.id,
      wallet: false,
    });
    return grant;
  }

  /**
   * A gift the engine gives by rule (a VIP upgrade, a red packet), inside the caller's transaction:
   * once per (member, source, reference), from the promotion with this code. Null when it was given
   * before, or the promotion is missing, not active or used up, or the member is blacklisted.
   */
  async giveByRule(
    tx: Executor,
    g: {
      siteId: number;
      memberId: number;
      code: string;
      source: string;
      reference: string;
      amount: bigint;
      /** The site's currency read before the transaction (`currencyOf`); read on `tx` when absent. */
      currency?: Currency;
    },
  ): Promise<store.GrantRow | null> {
    const promotion = await store.findPromotionByCode(tx, g.siteId, g.code);
    if (promotion?.state !== 'active' || g.amount <= 0n) return null;
    if (await store.isBlacklisted(tx, g.siteId, g.memberId)) return null;
    // No incentive reaches a member in a time-out or self-exclusion, whoever's event pays it (an
    // invitee's deposit paying the inviter, a comeback, a task): the rule's gift is not given.
    if ((await this.deps.rg.promoState(g.memberId, tx)) !== 'none') return null;
    try {
      return await this.give(tx, {
        promotion,
        terms: termsOf(promotion.terms),
        siteId: g.siteId,
        memberId: g.memberId,
        currency: g.currency ?? ((await this.deps.site.settlementUnitIn(tx, g.siteId)) === 'usdt' ? 'USDT' : 'RMB'),
        source: g.source,
        reference: g.reference,
        amount: g.amount,
        identities: [],
      });
    } catch (error) {
      if (error instanceof ClaimedBefore) return null;
      throw error;
    }
  }

  /** A grant's view for the member (after the transaction that made it). */
  grantView(grant: store.GrantRow): Promise<GrantView> {
    return this.view(this.deps.db, grant);
  }

  private async view(db: Executor, grant: store.GrantRow): Promise<GrantView> {
    const [titles, open] = await Promise.all([store.titlesOf(db, [grant.promotionId]), store.openBets(db, [grant.id])]);
    return grantViewOf(grant, titles.get(grant.promotionId)!, open.get(grant.id)?.all ?? 0);
  }

  // --- the member ---

  /**
   * The offers of the site with what the member can do about each, judged by the same predicate that
   * pays them; a visitor sees every live offer with the action it leads to (a claim asks to log in).
   */
  async offers(siteId: number, auth: AuthContext | null, kinds?: readonly PromotionKind[]): Promise<OfferView[]> {
    const { db } = this.deps;
    const listed = (await store.listPromotions(db, siteId, kinds)).filter(
      (p) => p.kind !== 'manual' && p.state !== 'ended',
    );
    const actionOf = (p: store.PromotionRow) =>
      p.kind === 'newcomer'
        ? ('claimable' as const)
        : p.kind === 'deposit' || p.kind === 'backflow'
          ? ('automatic' as const)
          : ('open' as const);
    if (!auth) return listed.map((p) => ({ ...offerBase(p), state: actionOf(p), reason: null, grantId: null }));
    const [claimed, deposits] = await Promise.all([
      store.claimedPromotions(db, auth.memberId),
      store.depositsOf(db, auth.memberId),
    ]);
    const now = this.deps.clock.now().getTime();
    return Promise.all(
      listed.map(async (p): Promise<OfferView> => {
        const base = offerBase(p);
        // A gift taken once (newcomer, first deposit) shows as taken; offers that pay again and again do not.
        if (claimed.has(p.id) && (p.kind === 'newcomer' || p.kind === 'deposit')) {
          return { ...base, state: 'claimed', reason: null, grantId: claimed.get(p.id) ?? null };
        }
        const terms = termsOf(p.terms);
        const facts = await this.memberFacts(
          db,
          siteId,
          auth.memberId,
          p,
          await this.identitiesFor(db, auth.memberId, terms),
        );
        const rules = offerRulesOf(p, terms);
        // A deposit offer is judged against the member's next deposit at its least qualifying amount.
        const next: DepositFacts | null =
          p.kind === 'deposit' ? { nth: deposits + 1, amount: rules.deposit?.min ?? 1n, joinedPromotion: false } : null;
        const reason = ineligibility(rules, facts, next, now);
        return { ...base, state: reason !== null ? 'ineligible' : actionOf(p), reason, grantId: null };
      }),
    );
  }

  async claim(auth: AuthContext, promotionId: number): Promise<GrantView> {
    const { db } = this.deps;
    const promotion = await store.findPromotion(db, auth.siteId, promotionId);
    if (!promotion || promotion.kind === 'manual') throw new DomainError('promoNotFound');
    if (promotion.kind === 'deposit' || promotion.kind === 'backflow') throw new DomainError('promoClaimOnDeposit');
    // VIP gifts and sign-in rewards are paid by their own rules, on their own pages.
    if (promotion.kind !== 'newcomer') throw new DomainError('promoClaimElsewhere');
    const source = promotion.kind;
    const reference = `promotion:${promotion.id}`;
    const earlier = await store.findClaim(db, auth.memberId, source, reference);
    if (earlier?.grantId) return this.view(db, (await store.findGrantById(db, earlier.grantId))!);
    const terms = termsOf(promotion.terms);
    const currency = await this.currency(auth.siteId);
    const shared: { with: number | null } = { with: null };
    try {
      const grant = await db.transaction(async (tx) => {
        const identities = await this.identitiesFor(tx, auth.memberId, terms);
        const facts = await this.memberFacts(tx, auth.siteId, auth.memberId, promotion, identities);
        const reason = ineligibility(offerRulesOf(promotion, terms), facts, null, this.deps.clock.now().getTime());
        if (reason === 'sharedIdentity') shared.with = facts.sharedWith;
        if (reason !== null) throw refusal(reason);
        const given = await this.give(tx, {
          promotion,
          terms,
          siteId: auth.siteId,
          memberId: auth.memberId,
          currency,
          source,
          reference,
          amount: bonusAmount(bonusRuleOf(terms), 0n),
          identities,
        });
        if (!given) throw new DomainError('promoFull');
        return given;
      });
      return await this.view(db, grant);
    } catch (error) {
      if (error instanceof ClaimedBefore) {
        const twin = await store.findClaim(db, auth.memberId, source, reference);
        return this.view(db, (await store.findGrantById(db, twin!.grantId!))!);
      }
      if (error instanceof IdentityRace || shared.with !== null) {
        // Refused, and the operator is told: one person behind several accounts gets the gift once.
        await this.flag(db, auth.siteId, auth.memberId, promotion.id, shared.with);
        throw new DomainError('promoNotEligible');
      }
      throw error;
    }
  }

  /**
   * A credited deposit (an outbox subscriber, once per deposit): counts it, and gives the first
   * deposit offer it qualifies for; each qualifying deposit joins one promotion only, and one that
   * brought a comeback gift (回归礼金, given just before in the same transaction) has joined.
   */
  async onDeposit(tx: Executor, event: DepositCredited): Promise<void> {
    const amount = BigInt(event.creditedMinor);
    const nth = await store.countDeposit(tx, event.siteId, event.memberId, amount);
    const joinedPromotion = (await store.findClaim(tx, event.memberId, 'backflow', event.orderNo))?.grantId != null;
    const offers = (await store.listPromotions(tx, event.siteId, ['deposit'])).filter((p) => p.state === 'active');
    const now = this.deps.clock.now().getTime();
    for (const promotion of offers) {
      const terms = termsOf(promotion.terms);
      const identities = await this.identitiesFor(tx, event.memberId, terms);
      const facts = await this.memberFacts(tx, event.siteId, event.memberId, promotion, identities);
      const reason = ineligibility(offerRulesOf(promotion, terms), facts, { nth, amount, joinedPromotion }, now);
      if (reason === 'sharedIdentity')
        await this.flag(tx, event.siteId, event.memberId, promotion.id, facts.sharedWith);
      if (reason !== null) continue;
      const bonus = bonusAmount(bonusRuleOf(terms), amount);
      if (bonus <= 0n) continue;
      const given = await this.give(tx, {
        promotion,
        terms,
        siteId: event.siteId,
        memberId: event.memberId,
        currency: event.currency === 'USDT' ? 'USDT' : 'RMB',
        source: 'deposit',
        reference: event.orderNo,
        amount: bonus,
        identities,
      }).catch((error: unknown) => {
        // The deposit was considered before (a replayed event): nothing more to give.
        if (error instanceof ClaimedBefore) return 'done' as const;
        throw error;
      });
      if (given === 'done' || given !== null) return;
    }
  }

  async grants(auth: AuthContext, query: { scope: 'current' | 'history'; page: number; pageSize: number }) {
    const { db } = this.deps;
    const { rows, total } = await store.memberGrants(db, auth.memberId, query.scope, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const [titles, open] = await Promise.all([
      store.titlesOf(
        db,
        rows.map((r) => r.promotionId),
      ),
      store.openBets(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    return {
      items: rows.map((g) => grantViewOf(g, titles.get(g.promotionId)!, open.get(g.id)?.all ?? 0)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async grant(auth: AuthContext, grantId: number): Promise<GrantDetail> {
    const { db } = this.deps;
    const grant = await store.findGrant(db, auth.memberId, grantId);
    if (!grant) throw new DomainError('grantNotFound');
    return { grant: await this.view(db, grant), entries: (await store.entriesOf(db, grant.id)).map(entryViewOf) };
  }

  /**
   * A completed grant becomes wallet money, once: its balance, capped at granted x max win, moves
   * from the promo account into the centre wallet in the transaction that closes the grant; the
   * excess is forfeited. Asked again, it answers what the conversion paid.
   */
  async convert(auth: AuthContext, grantId: number): Promise<ConvertResult> {
    const { db } = this.deps;
    const outcome = await db.transaction(async (tx) => {
      const grant = await store.lockGrant(tx, auth.memberId, grantId);
      if (!grant) throw new DomainError('grantNotFound');
      if (grant.status === 'converted') return { grant, paid: grant.converted ?? 0n, forfeited: 0n, moved: false };
      if (grant.status === 'active' || grant.status === 'pending') throw new DomainError('grantNotConvertible');
      if (grant.status !== 'completed') throw new DomainError('grantClosed');
      if ((await store.openBets(tx, [grant.id])).get(grant.id)?.all) throw new DomainError('grantNotConvertible');
      const { paid, forfeited } = conversion(grant.balance, grant.granted, termsOf(grant.terms).maxWinMultiplier);
      const now = this.deps.clock.now();
      const closed = await store.updateGrant(tx, grant.id, {
        status: 'converted',
        balance: 0n,
        converted: paid,
        closedAt: now,
      });
      await store.insertEntries(tx, [
        ...(paid > 0n
          ? [
              {
                grantId: grant.id,
                kind: 'convert',
                amount: -paid,
                balanceAfter: grant.balance - paid,
                reference: 'convert',
                at: now,
              },
            ]
          : []),
        ...(forfeited > 0n
          ? [
              {
                grantId: grant.id,
                kind: 'forfeit',
                amount: -forfeited,
                balanceAfter: 0n,
                reference: 'convert:maxWin',
                at: now,
              },
            ]
          : []),
      ]);
      if (paid > 0n) {
        await this.deps.ledger.moveWithin(tx, {
          debit: promoAccount(grant.siteId, grant.memberId, grant.currency as Currency),
          credit: {
            siteId: grant.siteId,
            memberId: grant.memberId,
            kind: 'centre',
            venueCode: '',
            currency: grant.currency as Currency,
          },
          amount: paid,
          kind: 'bonus',
          reference: `grant:${grant.id}`,
          idempotencyKey: `promo:grant:${grant.id}:convert`,
          memberId: grant.memberId,
          detail: { grantId: grant.id },
        });
      }
      return { grant: closed, paid, forfeited, moved: paid > 0n };
    });
    if (outcome.moved) {
      this.deps.ledger.announce([
        {
          siteId: auth.siteId,
          memberId: auth.memberId,
          currency: outcome.grant.currency,
          kind: 'centre',
          venueCode: '',
        },
      ]);
    }
    return {
      grant: await this.view(db, outcome.grant),
      paid: fromMinorUnits(outcome.paid),
      forfeited: fromMinorUnits(outcome.forfeited),
    };
  }

  /** Active grants past their expiry close, each in its own transaction; racing a forfeit, one of them wins. */
  async expireDue(): Promise<number> {
    const { db } = this.deps;
    const due = await store.dueToExpire(db, this.deps.clock.now(), EXPIRY_BATCH);
    let expired = 0;
    for (const { id, memberId } of due) {
      const done = await db.transaction(async (tx) => {
        const grant = await store.lockGrant(tx, memberId, id);
        const now = this.deps.clock.now();
        if (grant?.status !== 'active' || grant.expiresAt > now) return false;
        await store.closeGrant(tx, grant, { status: 'expired', reason: null, kind: 'expire', at: now });
        return true;
      });
      if (done) expired += 1;
    }
    return expired;
  }

  // --- the operator ---

  async adminList(siteId: number): Promise<PromotionAdminView[]> {
    return (await store.listPromotions(this.deps.db, siteId)).map(promotionAdminViewOf);
  }

  /** The terms must pass the site's jurisdiction rules; grants already given keep the terms they were given. */
  async save(
    actor: OperatorActor,
    siteId: number,
    input: {
      id?: number | undefined;
      code: string;
      kind: PromotionKind;
      title: string;
      summary: string;
      image: string;
      terms: PromotionTerms;
      startDay: string;
      endDay: string | null;
      budget: string | null;
      maxReceivers: number | null;
      sort: number;
    },
  ): Promise<PromotionAdminView> {
    const problem = termsProblem(grantTermsOf(input.terms), await this.jurisdiction(siteId));
    if (problem) throw new DomainError('promoTermsInvalid', { msg: problem });
    const { minDeposit, maxDeposit } = input.terms.eligibility;
    if (minDeposit !== null && maxDeposit !== null && toMinorUnits(minDeposit) > toMinorUnits(maxDeposit)) {
      throw new DomainError('promoTermsInvalid', { msg: '最低存款不能高于最高存款' });
    }
    if (input.kind === 'quiz' && !input.terms.quiz) {
      throw new DomainError('promoTermsInvalid', { msg: '竞猜活动须填写各题奖励与加倍卡规则' });
    }
    if (input.kind === 'lottery' && !input.terms.lottery) {
      throw new DomainError('promoTermsInvalid', { msg: '足球彩票须填写每期场次与奖金' });
    }
    if (input.kind === 'barrier' && !input.terms.barrier) {
      throw new DomainError('promoTermsInvalid', { msg: '闯关活动须填写各关流水门槛与奖励' });
    }
    if (input.kind === 'vote' && !input.terms.vote) {
      throw new DomainError('promoTermsInvalid', { msg: '冠军投票须填写猜中奖励' });
    }
    if (input.kind === 'wheel' && !input.terms.wheel) {
      throw new DomainError('promoTermsInvalid', { msg: '幸运转盘须填写奖项、权重与抽奖次数规则' });
    }
    if (input.kind === 'invite' && !input.terms.invite) {
      throw new DomainError('promoTermsInvalid', { msg: '邀请好友活动须填写首存门槛、流水门槛与各步奖励' });
    }
    if (input.endDay !== null && input.endDay < input.startDay) {
      throw new DomainError('promoTermsInvalid', { msg: '结束日期不能早于开始日期' });
    }
    const values = {
      siteId,
      code: input.code,
      kind: input.kind,
      title: input.title,
      summary: input.summary,
      image: input.image,
      terms: input.terms,
      startDay: input.startDay,
      endDay: input.endDay,
      budget: input.budget === null ? null : toMinorUnits(input.budget),
      maxReceivers: input.maxReceivers,
      sort: input.sort,
      updatedAt: this.deps.clock.now(),
    };
    try {
      return await this.deps.db.transaction(async (tx) => {
        const before = input.id === undefined ? null : await store.lockPromotion(tx, siteId, input.id);
        if (input.id !== undefined && !before) throw new DomainError('promoNotFound');
        const after = before
          ? await store.updatePromotion(tx, before.id, values)
          : await store.insertPromotion(tx, { ...values, state: 'paused' });
        await insertAudit(tx, {
          actor: actor.name,
          action: before ? 'promo.edit' : 'promo.create',
          detail: { siteId, before: before && promotionAdminViewOf(before), after: promotionAdminViewOf(after) },
        });
        return promotionAdminViewOf(after);
      });
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new DomainError('invalidParameter', { msg: '活动代码已存在' });
      if (pgErrorCode(error) === '23514')
        throw new DomainError('promoTermsInvalid', { msg: '预算或名额不能低于已发放的数量' });
      throw error;
    }
  }

  async setState(actor: OperatorActor, siteId: number, id: number, state: 'active' | 'paused' | 'ended') {
    return this.deps.db.transaction(async (tx) => {
      const before = await store.lockPromotion(tx, siteId, id);
      if (!before) throw new DomainError('promoNotFound');
      const after = await store.updatePromotion(tx, id, { state, updatedAt: this.deps.clock.now() });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'promo.state',
        detail: { siteId, id, before: before.state, after: state },
      });
      return promotionAdminViewOf(after);
    });
  }

  private async siteMember(siteId: number, memberId: number, db: Executor = this.deps.db) {
    const member = await this.deps.account.member(memberId, db).catch(() => null);
    if (!member || member.siteId !== siteId) throw new DomainError('notFound', { msg: '会员不存在' });
    return member;
  }

  async setBlacklist(
    actor: OperatorActor,
    siteId: number,
    input: { memberId: number; blocked: boolean; reason: string },
  ) {
    await this.siteMember(siteId, input.memberId);
    await this.deps.db.transaction(async (tx) => {
      const before = await store.isBlacklisted(tx, siteId, input.memberId);
      await store.setBlacklisted(
        tx,
        { siteId, memberId: input.memberId, reason: input.reason, by: actor.name, at: this.deps.clock.now() },
        input.blocked,
      );
      await insertAudit(tx, {
        actor: actor.name,
        action: 'promo.blacklist',
        detail: { siteId, memberId: input.memberId, before, after: input.blocked, reason: input.reason },
      });
    });
    return { memberId: input.memberId, blocked: input.blocked };
  }

  /** A grant by the operator's hand: their decision stands over the offer's eligibility, not over its budget. */
  async manualGrant(
    actor: OperatorActor,
    siteId: number,
    input: { memberId: number; promotionId: number; amount: string; reason: string; requestId: string },
  ): Promise<GrantView> {
    const { db } = this.deps;
    await this.siteMember(siteId, input.memberId);
    const promotion = await store.findPromotion(db, siteId, input.promotionId);
    if (!promotion) throw new DomainError('promoNotFound');
    const reference = input.requestId;
    const earlier = await store.findClaim(db, input.memberId, 'manual', reference);
    if (earlier?.grantId) return this.view(db, (await store.findGrantById(db, earlier.grantId))!);
    const currency = await this.currency(siteId);
    try {
      const grant = await db.transaction(async (tx) => {
        const given = await this.give(tx, {
          promotion,
          terms: termsOf(promotion.terms),
          siteId,
          memberId: input.memberId,
          currency,
          source: 'manual',
          reference,
          amount: toMinorUnits(input.amount),
          identities: [],
          note: input.reason,
        });
        if (!given) throw new DomainError('promoFull');
        await insertAudit(tx, {
          actor: actor.name,
          action: 'promo.grant',
          detail: {
            siteId,
            memberId: input.memberId,
            promotionId: promotion.id,
            amount: input.amount,
            reason: input.reason,
            grantId: given.id,
          },
        });
        return given;
      });
      return await this.view(db, grant);
    } catch (error) {
      if (error instanceof ClaimedBefore) {
        const twin = await store.findClaim(db, input.memberId, 'manual', reference);
        return this.view(db, (await store.findGrantById(db, twin!.grantId!))!);
      }
      throw error;
    }
  }

  async forfeit(actor: OperatorActor, siteId: number, input: { grantId: number; reason: string }): Promise<GrantView> {
    const { db } = this.deps;
    const found = await store.findGrantById(db, input.grantId);
    if (!found || found.siteId !== siteId) throw new DomainError('grantNotFound');
    const closed = await db.transaction(async (tx) => {
      const grant = await store.lockGrant(tx, found.memberId, found.id);
      if (!grant || !isLive(grant.status as GrantView['status'])) throw new DomainError('grantClosed');
      const after = await store.closeGrant(tx, grant, {
        status: 'forfeited',
        reason: 'admin',
        kind: 'forfeit',
        at: this.deps.clock.now(),
        note: input.reason,
      });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'promo.forfeit',
        detail: {
          siteId,
          grantId: grant.id,
          memberId: grant.memberId,
          balance: fromMinorUnits(grant.balance),
          reason: input.reason,
        },
      });
      return after;
    });
    return this.view(db, closed);
  }

  /** One member's grants, newest first and paged (the 360 view pages them; 会员优惠 reads 200). */
  async memberGrantsAdmin(
    actor: OperatorActor,
    siteId: number,
    input: { memberId: number; page: number; pageSize: number },
  ) {
    const { db } = this.deps;
    const { memberId } = input;
    await this.siteMember(siteId, memberId);
    const { rows, total } = await store.memberGrants(db, memberId, 'all', {
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    });
    const grants = await Promise.all(
      rows.map(async (g) => ({
        grant: await this.view(db, g),
        entries: (await store.entriesOf(db, g.id)).map(entryViewOf),
      })),
    );
    const [blacklisted, flags] = await Promise.all([
      store.isBlacklisted(db, siteId, memberId),
      store.flagsOf(db, memberId),
    ]);
    await insertAudit(db, { actor: actor.name, action: 'promo.memberGrants', detail: { siteId, memberId } });
    return {
      blacklisted,
      grants,
      total,
      flags: flags.map((f) => ({
        promotionId: f.promotionId,
        reason: f.reason,
        detail: JSON.stringify(f.detail),
        at: f.at.toISOString(),
      })),
    };
  }

  /** Grants whose entries do not sum to their balance (the tests' invariant check; empty when sound). */
  unbalancedGrants(): Promise<number[]> {
    return store.unbalancedGrants(this.deps.db);
  }
}
