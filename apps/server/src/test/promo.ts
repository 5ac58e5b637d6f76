import { randomUUID } from 'node:crypto';
import {
  type BetView,
  type DepositOrder,
  feedRoutes,
  type GrantDetail,
  type GrantView,
  type LoginResult,
  type MatchDetail,
  type OfferView,
  type PromotionAdminView,
  type PromotionTerms,
  paymentRoutes,
  promoRoutes as pr,
  sportsbookRoutes as sb,
  walletRoutes,
} from '@courtside/contract';
import { adminRoutes, promoAdminRoutes as pa } from '@courtside/contract/admin';
import { businessDate } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { FeedMessage } from '../modules/feed';
import { fixture, HOUR, idle, odds1x2, ScriptedProvider } from './feed';
import { call, createTestApp, type DatabaseKind, post, type TestApp } from './harness';
import { creditCentre, registerMember, tokenHeader } from './members';
import { adminHeader, rowsOf } from './payments';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export const sportsOnly = { default: '0', products: { sports: '100' }, games: {}, markets: {} };

/** Terms for a promotion made in a test: sports at 100 %, no max bet or cap unless given. */
export const manualTerms = (multiplier: number, extra: Partial<PromotionTerms> = {}): PromotionTerms => ({
  bonus: { kind: 'fixed', amount: '1.00' },
  multiplier,
  weights: sportsOnly,
  minOdds: '1.50',
  maxBet: null,
  maxWinMultiplier: null,
  validDays: 30,
  eligibility: {
    depositNth: null,
    minDeposit: null,
    maxDeposit: null,
    requiresVipLevel: false,
    minVipLevel: null,
    registeredWithinDays: null,
    identityChecks: [],
  },
  ...extra,
});

export const homeWins = { home: 'win', draw: 'lose', away: 'lose' };
export const homeLoses = { home: 'lose', draw: 'win', away: 'lose' };

/**
 * The frame of a promotions suite: an app with a clock tests can move (`bed.skewMs`, reset after each
 * test), a scripted feed, the ledger check and the grant-entries check after every test, and the
 * member's moves (deposit, bets, settlements) as a member and the feed would make them.
 */
export const promoBed = (kind: DatabaseKind, prefix: string, env: Record<string, string> = {}) => {
  const bed = { app: undefined as unknown as TestApp, skewMs: 0 };
  let app: TestApp;
  const provider = new ScriptedProvider();
  let seq = 0;
  let now = Date.now();
  const clock = { now: () => new Date(Date.now() + bed.skewMs) };
  let members = 0;

  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock,
      env: { BET_DELAY_MS: '0', RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env },
    });
    bed.app = app;
    app.services.feedIngest.connect(provider);
    await post(app, adminRoutes.siteParam.path, { keyCode: 'deposit_verify_true_name', value: '0' }, adminHeader);
  });
  afterEach(async () => {
    bed.skewMs = 0;
    expect(await app.services.ledger.check()).toEqual([]);
    expect(await app.services.promo.unbalancedGrants()).toEqual([]);
  });
  afterAll(() => app.close());

  const join = async (
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<LoginResult> => {
    members += 1;
    return registerMember(app, `${prefix}${members}x`, extra, headers);
  };
  const as = (who: LoginResult) => tokenHeader(who.token);

  /** Real money into the member's sports wallet, through the centre wallet as a member would. */
  const fundSports = async (who: LoginResult, yuan: number) => {
    await creditCentre(app, who.member.id, BigInt(yuan * 100));
    const moved = await post(
      app,
      walletRoutes.transferIntoVal.path,
      { venueCode: 'OBTY', amount: String(yuan), requestId: randomUUID() },
      as(who),
    );
    expect(moved.body.code).toBe(0);
  };
  const sportsWallet = async (who: LoginResult) =>
    (
      await rowsOf<{ balance: string }>(
        app,
        sql`select balance::text as balance from wallet_account where member_id = ${who.member.id} and kind = 'venue' and venue_code = 'OBTY'`,
      )
    )[0]?.balance ?? '0';
  const centre = async (who: LoginResult) =>
    ((await call(app, walletRoutes.balances, {}, as(who))) as { centre: { balance: string } }).centre.balance;

  const deposit = async (who: LoginResult, amount: string) => {
    const created = (
      await post(
        app,
        paymentRoutes.payVal.path,
        { channelCode: 'sandbox-bank', amount, requestId: randomUUID() },
        as(who),
      )
    ).body.data as DepositOrder;
    const signed = app.services.sandboxGateway.callback(created.orderNo, amount, 'paid');
    expect((await post(app, paymentRoutes.sandboxCallback.path, signed)).body.data).toEqual({ accepted: true });
    return created.orderNo;
  };

  const newMatch = async (ref: string, home = 2100) => {
    await provider.send(fixture(ref, ++now, ++seq, now + 2 * HOUR));
    await provider.send(odds1x2(ref, ++now, ++seq, home));
    const rows = await rowsOf<{ id: number }>(app, sql`select id from feed_match where provider_ref = ${ref}`);
    return Number(rows[0]!.id);
  };
  /** The feed's final whistle, with the goal incidents of `goals` (in order), or its word that the match is off. */
  const endMatch = (ref: string, score: { home: number; away: number }, goals: readonly ('home' | 'away')[] = []) =>
    provider.send(
      fixture(ref, ++now, ++seq, now - HOUR, {
        ...idle,
        status: 'ended',
        period: 'FT',
        score,
        incidents: goals.map((side, i) => ({
          seq: i + 1,
          kind: 'goal',
          side,
          period: '1H',
          seconds: 600 * (i + 1),
          text: '进球！',
          x: null,
          y: null,
        })),
      }),
    );
  const callOff = (ref: string) =>
    provider.send(fixture(ref, ++now, ++seq, now + HOUR, { ...idle, status: 'cancelled' }));
  const leg = async (matchId: number, outcome = 'home', type = 'fb.1x2') => {
    const detail = (await call(app, feedRoutes.matchDetail, { matchId })) as MatchDetail;
    const m = detail.markets.find((x) => x.type === type)!;
    return { marketId: m.id, outcome, odds: m.outcomes.find((o) => o.key === outcome)!.odds, marketVersion: m.version };
  };
  const place = (who: LoginResult, stake: string, legs: unknown[]) =>
    post(app, sb.place.path, { requestId: randomUUID(), oddsPolicy: 'any', kind: 'single', stake, legs }, as(who));
  const settle = (ref: string, results: Record<string, string>) =>
    provider.send({
      type: 'settlement',
      ts: ++now,
      seq: ++seq,
      matchRef: ref,
      markets: [
        { type: 'fb.1x2', specifier: '', outcomes: Object.entries(results).map(([key, result]) => ({ key, result })) },
      ],
    } as FeedMessage);
  const rollback = (ref: string) =>
    provider.send({
      type: 'rollbackSettlement',
      ts: ++now,
      seq: ++seq,
      matchRef: ref,
      markets: [{ type: 'fb.1x2', specifier: '' }],
    } as FeedMessage);
  /** Any message from the feed, stamped in the bed's own sequence (a gap would start a recovery). */
  const feedSends = (message: DistributiveOmit<FeedMessage, 'ts' | 'seq'>) =>
    provider.send({ ...message, ts: ++now, seq: ++seq } as FeedMessage);
  const betState = async (who: LoginResult, betId: number) =>
    ((await call(app, sb.bet, { betId }, as(who))) as BetView).state;

  const grants = async (who: LoginResult, scope: 'current' | 'history' = 'current') =>
    ((await call(app, pr.grants, { scope }, as(who))) as { items: GrantView[] }).items;
  const grantOf = async (who: LoginResult, grantId: number) =>
    (await call(app, pr.grant, { grantId }, as(who))) as GrantDetail;
  const offers = async (who: LoginResult) => (await call(app, pr.offers, {}, as(who))) as OfferView[];
  const seeded = async (who: LoginResult, code: string) => (await offers(who)).find((o) => o.code === code)!;

  /** A promotion as the back office lists it (a seeded one, by its code). */
  const listed = async (code: string) =>
    ((await call(app, pa.list, {}, adminHeader)) as PromotionAdminView[]).find((p) => p.code === code)!;
  /** Saves a listed promotion again through the back office with some of its terms (or its budget) changed. */
  const resave = async (code: string, change: { terms?: Partial<PromotionTerms>; budget?: string | null }) => {
    const { id, kind, title, summary, image, terms, startDay, endDay, budget, maxReceivers, sort } = await listed(code);
    return post(
      app,
      pa.save.path,
      {
        id,
        code,
        kind,
        title,
        summary,
        image,
        terms: { ...terms, ...change.terms },
        startDay,
        endDay,
        budget: change.budget === undefined ? budget : change.budget,
        maxReceivers,
        sort,
      },
      adminHeader,
    );
  };

  /** A promotion made through the back office (live), for grants by hand. */
  const promotion = async (code: string, terms: PromotionTerms, kindOf: 'manual' | 'newcomer' = 'manual') => {
    const saved = await post(
      app,
      pa.save.path,
      {
        code,
        kind: kindOf,
        title: `测试${code}`,
        summary: '',
        image: '',
        terms,
        startDay: '2026-01-01',
        endDay: null,
        budget: null,
        maxReceivers: null,
      },
      adminHeader,
    );
    expect(saved.body.code).toBe(0);
    const id = (saved.body.data as { id: number }).id;
    expect((await post(app, pa.state.path, { id, state: 'active' }, adminHeader)).body.code).toBe(0);
    return id;
  };
  /** Settled valid turnover today, as a settlement writes it. */
  const turnoverToday = async (who: LoginResult, yuan: number) => {
    await rowsOf(
      app,
      sql`insert into promo_turnover (source, ref, site_id, member_id, day, product, amount)
          values ('test', ${randomUUID()}, 5000, ${who.member.id}, ${businessDate(Date.now())}, 'egame', ${yuan * 100})
          returning ref`,
    );
  };
  /** Points as turnover earns them: one earning entry and the balance it leaves. */
  const earnPoints = async (who: LoginResult, n: number) => {
    await rowsOf(
      app,
      sql`insert into promo_points (member_id, site_id, balance, earned, updated_at)
          values (${who.member.id}, 5000, ${n}, ${n}, now())
          on conflict (member_id) do update set balance = promo_points.balance + ${n}, earned = promo_points.earned + ${n}
          returning member_id`,
    );
    await rowsOf(
      app,
      sql`insert into promo_points_entry (site_id, member_id, source, reference, kind, points, turnover, balance_after, at)
          select 5000, ${who.member.id}, 'test', ${randomUUID()}, 'earn', ${n}, ${n * 10_000}, balance, now()
          from promo_points where member_id = ${who.member.id}
          returning id`,
    );
  };
  const giveByHand = async (who: LoginResult, promotionId: number, amount: string) => {
    const given = await post(
      app,
      pa.grant.path,
      { memberId: who.member.id, promotionId, amount, reason: '测试发放', requestId: randomUUID() },
      adminHeader,
    );
    expect(given.body.code).toBe(0);
    return given.body.data as GrantView;
  };

  return {
    bed,
    join,
    as,
    fundSports,
    sportsWallet,
    centre,
    deposit,
    newMatch,
    endMatch,
    callOff,
    leg,
    place,
    settle,
    rollback,
    feedSends,
    betState,
    grants,
    grantOf,
    offers,
    seeded,
    listed,
    resave,
    promotion,
    giveByHand,
    earnPoints,
    turnoverToday,
  };
};
