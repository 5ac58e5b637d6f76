import { randomUUID } from 'node:crypto';
import {
  type Balances,
  type BetPush,
  type BetsResponse,
  type BetView,
  Errors,
  feedRoutes,
  LIVE_NAMESPACE,
  type LoginResult,
  liveEvents,
  type MatchDetail,
  sportsbookRoutes as sb,
  walletRoutes,
} from '@courtside/contract';
import { sportsbookDeskRoutes as desk } from '@courtside/contract/admin';
import { businessDate, fromMinorUnits, toMinorUnits } from '@courtside/domain';
import { potentialReturn } from '@courtside/domain/betting';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixture, HOUR, idle, odds1x2, ScriptedProvider } from '../../test/feed';
import { call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { fundCentre, registerMember, tokenHeader } from '../../test/members';
import { adminHeader, rowsOf } from '../../test/payments';
import type { FeedMessage, MatchStateData } from '../feed';

const DELAY_MS = 400;

describe.each(databaseKinds())('the sportsbook on %s', (kind) => {
  let app: TestApp;
  const provider = new ScriptedProvider();
  let seq = 0;
  const next = () => ++seq;
  let now = Date.now();
  const tick = () => ++now;
  let members = 0;

  beforeAll(async () => {
    app = await createTestApp(kind, {
      env: {
        BET_DELAY_MS: String(DELAY_MS),
        BET_DECIDE_INTERVAL_MS: '0',
        RATE_LIMIT_PER_MINUTE: '100000',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      },
    });
    app.services.feedIngest.connect(provider);
  });
  afterEach(async () => {
    expect(await app.services.ledger.check()).toEqual([]);
  });
  afterAll(() => app.close());

  /** A member with `yuan` in the sports wallet (moved in from the centre wallet, as a member would). */
  const bettor = async (yuan: number): Promise<LoginResult> => {
    members += 1;
    const who = await registerMember(app, `punter${members}x`);
    await fundCentre(app, who.member.id, BigInt(yuan * 100));
    const moved = await post(
      app,
      walletRoutes.transferIntoVal.path,
      { venueCode: 'OBTY', amount: String(yuan), requestId: randomUUID() },
      tokenHeader(who.token),
    );
    expect(moved.body).toMatchObject({ code: 0 });
    return who;
  };

  const sportsWallet = async (who: LoginResult) => {
    const rows = await rowsOf<{ balance: string }>(
      app,
      sql`select balance::text as balance from wallet_account where member_id = ${who.member.id} and kind = 'venue' and venue_code = 'OBTY'`,
    );
    return rows[0]?.balance ?? '0';
  };

  /** The sports wallet as the member's balance read shows it (served from its cache when it may). */
  const sportsBalance = async (who: LoginResult) =>
    ((await call(app, walletRoutes.balances, {}, tokenHeader(who.token))) as Balances).venues.find(
      (v) => v.venueCode === 'OBTY',
    )?.balance;

  const matchIdOf = async (ref: string) =>
    Number((await rowsOf<{ id: number }>(app, sql`select id from feed_match where provider_ref = ${ref}`))[0]!.id);

  /** A match on the scripted feed, with 1X2 and total markets priced; its ref. */
  const newMatch = async (ref: string, state: MatchStateData = idle) => {
    await provider.send(fixture(ref, tick(), next(), now + 2 * HOUR, state));
    await provider.send(odds1x2(ref, tick(), next(), 2100));
    return matchIdOf(ref);
  };

  const market = async (matchId: number, type = 'fb.1x2') => {
    const detail = (await call(app, feedRoutes.matchDetail, { matchId })) as MatchDetail;
    return detail.markets.find((m) => m.type === type)!;
  };

  const leg = async (matchId: number, outcome = 'home', type = 'fb.1x2') => {
    const m = await market(matchId, type);
    return { marketId: m.id, outcome, odds: m.outcomes.find((o) => o.key === outcome)!.odds, marketVersion: m.version };
  };

  const place = (who: LoginResult, body: Record<string, unknown>) =>
    post(app, sb.place.path, { requestId: randomUUID(), oddsPolicy: 'better', ...body }, tokenHeader(who.token));

  const bet = async (who: LoginResult, betId: number) =>
    (await call(app, sb.bet, { betId }, tokenHeader(who.token))) as BetView;

  const settle = (ref: string, type: string, specifier: string, results: Record<string, string>) =>
    provider.send({
      type: 'settlement',
      ts: tick(),
      seq: next(),
      matchRef: ref,
      markets: [
        {
          type,
          specifier,
          outcomes: Object.entries(results).map(([key, result]) => ({ key, result })),
        },
      ],
    } as FeedMessage);

  const home1x2 = { home: 'win', draw: 'lose', away: 'lose' };

  it("takes a bet after the member's first one was refused for an empty sports wallet", async () => {
    members += 1;
    const who = await registerMember(app, `punter${members}x`);
    await fundCentre(app, who.member.id, 50_000n);
    const matchId = await newMatch('first1');
    const requestId = randomUUID();
    const body = { kind: 'single', stake: '100', legs: [await leg(matchId)], requestId };
    // Auto-transfer is off: the placement's transaction made the sports wallet, then rolled back.
    const refused = await place(who, body);
    expect(refused.body).toMatchObject({ code: 10620, data: { shortfall: '100.00' } });
    // The slip's 从中心钱包转入并重新投注: the shortfall moves in, the same bet is placed again.
    const moved = await post(
      app,
      walletRoutes.transferIntoVal.path,
      { venueCode: 'OBTY', amount: '100', requestId: randomUUID() },
      tokenHeader(who.token),
    );
    expect(moved.body).toMatchObject({ code: 0 });
    const placed = await place(who, body);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ code: 0, data: { state: 'accepted', stake: '100.00' } });
    const again = await place(who, { ...body, requestId: randomUUID(), stake: '10' });
    expect(again.body).toMatchObject({ code: 10620 });
    expect(await sportsWallet(who)).toBe('0');
  });

  it('takes a single before kickoff: the stake moves to bets in play, and it settles once', async () => {
    const who = await bettor(1000);
    const matchId = await newMatch('s1');
    const reply = await place(who, { kind: 'single', stake: '100', legs: [await leg(matchId)] });
    expect(reply.body).toMatchObject({ code: 0 });
    const placed = reply.body.data as BetView;
    expect(placed).toMatchObject({
      state: 'accepted',
      typeName: '单关',
      stake: '100.00',
      potentialReturn: '210.00',
      legs: [{ outcomeName: '上海海港', odds: 2100, inPlay: false, result: null }],
    });
    expect(placed.betNo).toMatch(/^YB\d{8}\d{8}$/);
    expect(await sportsWallet(who)).toBe('90000');

    await settle('s1', 'fb.1x2', '', home1x2);
    await expect.poll(async () => (await bet(who, placed.id)).state, { timeout: 10_000 }).toBe('settled');
    // The same settlement again (a provider repeat with a newer stamp) pays nothing more.
    await settle('s1', 'fb.1x2', '', home1x2);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const settled = await bet(who, placed.id);
    expect(settled).toMatchObject({ settledReturn: '210.00', validTurnover: '100.00', legs: [{ result: 'win' }] });
    expect(await sportsWallet(who)).toBe('111000');
    const list = (await call(app, sb.bets, { tab: 'settled' }, tokenHeader(who.token))) as BetsResponse;
    expect(list).toMatchObject({ total: 1, totals: { stake: '100.00', returned: '210.00', validTurnover: '100.00' } });
    const today = businessDate(Date.now());
    const summary = await call(app, sb.summary, { from: today, to: today }, tokenHeader(who.token));
    expect(summary.days).toEqual([
      { date: today, bets: 1, stake: '100.00', returned: '210.00', winLoss: '110.00', validTurnover: '100.00' },
    ]);
  });

  it('counts hedged stake on one market as no valid turnover in the daily summary', async () => {
    const who = await bettor(1000);
    const m = await newMatch('h1');
    for (const [outcome, stake] of [
      ['home', '100'],
      ['draw', '60'],
      ['away', '30'],
    ] as const) {
      expect((await place(who, { kind: 'single', stake, legs: [await leg(m, outcome)] })).body.code).toBe(0);
    }
    await settle('h1', 'fb.1x2', '', { home: 'lose', draw: 'win', away: 'lose' });
    await expect
      .poll(async () => (await call(app, sb.bets, { tab: 'open' }, tokenHeader(who.token))).total, { timeout: 10_000 })
      .toBe(0);
    const today = businessDate(Date.now());
    const summary = await call(app, sb.summary, { from: today, to: today }, tokenHeader(who.token));
    // 100 on home against 60 + 30 on the other two: only the unmatched 10 counts.
    expect(summary.days[0]).toMatchObject({
      bets: 3,
      stake: '190.00',
      returned: '198.00',
      winLoss: '8.00',
      validTurnover: '10.00',
    });
    const tooLong = await post(app, sb.summary.path, { from: '2026-01-01', to: '2026-03-01' }, tokenHeader(who.token));
    expect(tooLong.body.msg).toBe('最多查询31天');
  });

  it('refuses a stale price under the member policy, a closed market and bad stakes, and changes nothing', async () => {
    const who = await bettor(500);
    const matchId = await newMatch('s2');
    const seen = await leg(matchId);
    await provider.send(odds1x2('s2', tick(), next(), 1900));
    const worse = await place(who, { kind: 'single', stake: '50', legs: [seen] });
    expect(worse.body).toMatchObject({ code: 10671, data: { legs: [{ odds: 1900 }] } });
    const none = await place(who, { kind: 'single', stake: '50', oddsPolicy: 'none', legs: [{ ...seen, odds: 1800 }] });
    expect(none.body.code).toBe(10671);
    const any = await place(who, { kind: 'single', stake: '50', oddsPolicy: 'any', legs: [seen] });
    expect(any.body).toMatchObject({ code: 0, data: { legs: [{ odds: 1900 }], potentialReturn: '95.00' } });

    await provider.send({ type: 'betStop', ts: tick(), seq: next(), matchRef: 's2', marketTypes: null });
    const closed = await place(who, { kind: 'single', stake: '50', legs: [await leg(matchId)] });
    expect(closed.body).toMatchObject({ code: 10670, msg: '盘口已暂停投注' });
    await provider.send(odds1x2('s2', tick(), next(), 1900));

    const tooSmall = await place(who, { kind: 'single', stake: '5', legs: [await leg(matchId)] });
    expect(tooSmall.body.code).toBe(10672);
    const tooMuch = await place(who, { kind: 'single', stake: '600', legs: [await leg(matchId)] });
    expect(tooMuch.body).toMatchObject({ code: 10620, data: { shortfall: '150.00' } });
    const twoLegs = await place(who, {
      kind: 'single',
      stake: '50',
      legs: [await leg(matchId), await leg(matchId, 'over', 'fb.ou')],
    });
    expect(twoLegs.body).toMatchObject({ code: 10400 });
    const sameMatch = await place(who, {
      kind: 'parlay',
      stake: '50',
      legs: [await leg(matchId), await leg(matchId, 'over', 'fb.ou')],
    });
    expect(sameMatch.body).toMatchObject({ msg: '同一场比赛的投注项不能串关' });
    const junk = await post(app, sb.place.path, '{"kind":"single","legs":"x"}', tokenHeader(who.token));
    expect(junk.status).toBe(400);
    expect(await sportsWallet(who)).toBe('45000');
  });

  it('places the same requestId fifty times at once as one bet', async () => {
    const who = await bettor(1000);
    const matchId = await newMatch('s3');
    const body = { requestId: randomUUID(), kind: 'single', stake: '10', legs: [await leg(matchId)] };
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => post(app, sb.place.path, body, tokenHeader(who.token))),
    );
    const ids = new Set(replies.map((r) => (r.body.data as BetView).id));
    expect(replies.every((r) => r.body.code === 0)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await sportsWallet(who)).toBe('99000');
  });

  it('accepts exactly the affordable bets of 200 placed at once on one member', async () => {
    const who = await bettor(555);
    const matchId = await newMatch('s4');
    const l = await leg(matchId);
    const replies = await Promise.all(
      Array.from({ length: 200 }, () => place(who, { kind: 'single', stake: '10', legs: [l] })),
    );
    const accepted = replies.filter((r) => r.body.code === 0).length;
    expect(accepted).toBe(55);
    expect(replies.filter((r) => r.body.code === 10620).length).toBe(145);
    expect(await sportsWallet(who)).toBe('500');
  });

  it('settles a three-leg parlay with a half result and a void leg', async () => {
    const who = await bettor(1000);
    const a = await newMatch('p1');
    const b = await newMatch('p2');
    const c = await newMatch('p3');
    const reply = await place(who, {
      kind: 'parlay',
      stake: '100',
      legs: [await leg(a), await leg(b, 'over', 'fb.ou'), await leg(c, 'away')],
    });
    expect(reply.body).toMatchObject({ code: 0, data: { typeName: '3串1', potentialReturn: '1556.10' } });
    const id = (reply.body.data as BetView).id;
    await settle('p1', 'fb.1x2', '', home1x2);
    await settle('p2', 'fb.ou', 'total=2.5', { over: 'half-win', under: 'half-lose' });
    await expect
      .poll(async () => (await bet(who, id)).legs.filter((l) => l.result).length, { timeout: 10_000 })
      .toBe(2);
    expect((await bet(who, id)).state).toBe('accepted');
    await provider.send({
      type: 'cancel',
      ts: tick(),
      seq: next(),
      matchRef: 'p3',
      markets: [{ type: 'fb.1x2', specifier: '' }],
      from: null,
      to: null,
    });
    await expect.poll(async () => (await bet(who, id)).state, { timeout: 10_000 }).toBe('settled');
    // 100 x 2.1 x (1 + 1.9) / 2 x 1 = 304.50
    expect(await bet(who, id)).toMatchObject({ settledReturn: '304.50', validTurnover: '100.00' });
  });

  it('undoes a settlement: the winnings come back from the wallet, the rest is owed and repaid from the next win', async () => {
    const who = await bettor(100);
    const m = await newMatch('r1');
    const first = (await place(who, { kind: 'single', stake: '100', legs: [await leg(m)] })).body.data as BetView;
    await settle('r1', 'fb.1x2', '', home1x2);
    await expect.poll(async () => (await bet(who, first.id)).state, { timeout: 10_000 }).toBe('settled');
    expect(await sportsWallet(who)).toBe('21000');
    // The member moves most of the winnings out before the settlement is found wrong.
    await post(
      app,
      walletRoutes.transferOutVal.path,
      { venueCode: 'OBTY', amount: '200', requestId: randomUUID() },
      tokenHeader(who.token),
    );
    expect(await sportsWallet(who)).toBe('1000');
    await provider.send({
      type: 'rollbackSettlement',
      ts: tick(),
      seq: next(),
      matchRef: 'r1',
      markets: [{ type: 'fb.1x2', specifier: '' }],
    });
    await expect.poll(async () => (await bet(who, first.id)).state, { timeout: 10_000 }).toBe('accepted');
    expect(await sportsWallet(who)).toBe('0');
    const owed = async () =>
      (
        await rowsOf<{ balance: string }>(
          app,
          sql`select balance::text as balance from wallet_account where member_id = ${who.member.id} and kind = 'owed'`,
        )
      )[0]?.balance;
    expect(await owed()).toBe('-20000');
    // The member sees it in their balance read.
    const owedShown = async () =>
      ((await call(app, walletRoutes.balances, {}, tokenHeader(who.token))) as Balances).owed;
    expect(await owedShown()).toBe('200.00');
    // Settled again, correctly this time: the draw. The bet loses; nothing is owed back yet.
    await settle('r1', 'fb.1x2', '', { home: 'lose', draw: 'win', away: 'lose' });
    await expect.poll(async () => (await bet(who, first.id)).state, { timeout: 10_000 }).toBe('settled');
    expect(await owed()).toBe('-20000');
    // The next win repays what is owed first: 210.00 won, 200.00 of it settles the debt.
    await post(
      app,
      walletRoutes.transferIntoVal.path,
      { venueCode: 'OBTY', amount: '100', requestId: randomUUID() },
      tokenHeader(who.token),
    );
    const m2 = await newMatch('r2');
    const second = (await place(who, { kind: 'single', stake: '100', legs: [await leg(m2)] })).body.data as BetView;
    await settle('r2', 'fb.1x2', '', home1x2);
    await expect.poll(async () => (await bet(who, second.id)).state, { timeout: 10_000 }).toBe('settled');
    expect(await owed()).toBe('0');
    expect(await owedShown()).toBe('0.00');
    expect(await sportsWallet(who)).toBe('1000');
  });

  it('settles a day of matches once, though every settlement arrives twice at the same moment', async () => {
    const punters = [await bettor(2000), await bettor(2000), await bettor(2000)];
    const refs = ['d1', 'd2', 'd3', 'd4'];
    const matches = await Promise.all(refs.map((ref) => newMatch(ref)));
    const outcomes = ['home', 'draw', 'away'];
    const placed: BetView[] = [];
    for (const [p, who] of punters.entries()) {
      for (const [i, m] of matches.entries()) {
        const reply = await place(who, {
          kind: 'single',
          stake: String(10 + i),
          legs: [await leg(m, outcomes[(p + i) % 3])],
        });
        placed.push(reply.body.data as BetView);
      }
      const parlay = await place(who, {
        kind: 'parlay',
        stake: '20',
        legs: [await leg(matches[0]!), await leg(matches[1]!, 'away')],
      });
      placed.push(parlay.body.data as BetView);
    }
    const marketIds = await Promise.all(matches.map(async (m) => (await market(m)).id));
    const results = { home: 'win', draw: 'lose', away: 'lose' };
    // Two nodes deliver each market's settlement at once, and then the feed's own message comes too.
    await Promise.all(
      marketIds.flatMap((marketId) =>
        [1, 2].map(() =>
          app.database.db.transaction((tx) =>
            app.services.settlement.marketSettled(tx, { matchId: 0, marketId, type: 'fb.1x2', specifier: '', results }),
          ),
        ),
      ),
    );
    for (const ref of refs) await settle(ref, 'fb.1x2', '', results);
    for (const [i, b] of placed.entries()) {
      const who = punters[Math.floor(i / 5)]!;
      await expect.poll(async () => (await bet(who, b.id)).state, { timeout: 10_000 }).toBe('settled');
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const paid = await rowsOf<{ reference: string; total: string; moves: number }>(
      app,
      sql`select reference, sum(amount)::text as total, count(*)::int as moves from wallet_transfer
          where kind = 'betWin' and reference like 'YB%' group by reference`,
    );
    const byBetNo = new Map(paid.map((r) => [r.reference, r]));
    for (const [i, b] of placed.entries()) {
      const settled = await bet(punters[Math.floor(i / 5)]!, b.id);
      const row = byBetNo.get(settled.betNo);
      expect(row?.moves ?? 0).toBe(settled.settledReturn === '0.00' ? 0 : 1);
      if (row) expect(row.total).toBe(toMinorUnits(settled.settledReturn!).toString());
    }
  });

  it('prices a bet builder on one match from the model, takes it at that price, and pays it when every leg wins', async () => {
    const who = await bettor(1000);
    const m = await newMatch('b1');
    const other = await newMatch('b2');
    const home = await leg(m);
    const over = await leg(m, 'over', 'fb.ou');
    const quote = await call(app, sb.builderPrice, { legs: [home, over] });
    // Home wins and over 2.5 are positively related: the joint price sits below the product of the
    // fair prices, and the builder's margin keeps it below the fair joint price.
    expect(quote.odds).toBeGreaterThan(2000);
    expect(quote.odds).toBeLessThan(Math.round((2100 * 1900) / 1000));
    expect(quote.legs.map((l) => l.outcomeName)).toEqual(['上海海港', '大 2.5']);
    const mixed = await post(app, sb.builderPrice.path, { legs: [home, await leg(other)] });
    expect(mixed.body).toMatchObject({ code: 10677, msg: '组合投注的选项须来自同一场比赛' });

    const stale = await place(who, {
      kind: 'builder',
      stake: '100',
      builderOdds: quote.odds + 500,
      legs: [home, over],
    });
    expect(stale.body).toMatchObject({ code: 10671, data: { builderOdds: quote.odds } });
    const placed = (await place(who, { kind: 'builder', stake: '100', builderOdds: quote.odds, legs: [home, over] }))
      .body.data as BetView;
    expect(placed).toMatchObject({ kind: 'builder', typeName: '组合投注', state: 'accepted' });
    expect(placed.potentialReturn).toBe(fromMinorUnits(potentialReturn(10_000n, [quote.odds])));
    const cash = await call(app, sb.cashOutQuotes, { betIds: [placed.id] }, tokenHeader(who.token));
    expect(cash.quotes[0]).toMatchObject({ value: null, reason: '组合投注不支持提前结算' });

    await settle('b1', 'fb.1x2', '', home1x2);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await bet(who, placed.id)).state).toBe('accepted');
    await settle('b1', 'fb.ou', 'total=2.5', { over: 'win', under: 'lose' });
    await expect.poll(async () => (await bet(who, placed.id)).state, { timeout: 10_000 }).toBe('settled');
    expect((await bet(who, placed.id)).settledReturn).toBe(placed.potentialReturn);
  });

  it('holds an in-play bet for the delay, then accepts it; a bet stop during the delay rejects it and returns the stake', async () => {
    const who = await bettor(500);
    const live: MatchStateData = {
      ...idle,
      status: 'live',
      period: '1H',
      clock: { seconds: 600, running: true },
      score: { home: 0, away: 0 },
    };
    const m = await newMatch('l1', live);
    const first = (await place(who, { kind: 'single', stake: '100', legs: [await leg(m)] })).body.data as BetView;
    expect(first).toMatchObject({ state: 'pending', legs: [{ inPlay: true, scoreAtPlacement: '0:0' }] });
    expect(first.decideAt).not.toBeNull();
    await expect.poll(async () => (await bet(who, first.id)).state, { timeout: 10_000 }).toBe('accepted');

    const second = (await place(who, { kind: 'single', stake: '100', legs: [await leg(m)] })).body.data as BetView;
    await provider.send({ type: 'betStop', ts: tick(), seq: next(), matchRef: 'l1', marketTypes: null });
    await expect.poll(async () => (await bet(who, second.id)).state, { timeout: 10_000 }).toBe('rejected');
    expect((await bet(who, second.id)).rejectReason).toMatch(/暂停/);
    expect(await sportsWallet(who)).toBe('40000');
  });

  it('decides a pending bet left by a crashed process when the job runs', async () => {
    const who = await bettor(200);
    const live: MatchStateData = {
      ...idle,
      status: 'live',
      period: '2H',
      clock: { seconds: 3000, running: true },
      score: { home: 1, away: 0 },
    };
    const m = await newMatch('l2', live);
    app.services.placement.stop();
    const reply = (await place(who, { kind: 'single', stake: '100', legs: [await leg(m)] })).body.data as BetView;
    app.services.placement.stop();
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS + 100));
    expect((await bet(who, reply.id)).state).toBe('pending');
    expect(await app.services.placement.decideDue()).toBeGreaterThanOrEqual(1);
    expect((await bet(who, reply.id)).state).toBe('accepted');
  });

  it('cashes out part and then the rest, once per request, and never after settlement', async () => {
    const who = await bettor(1000);
    const m = await newMatch('c1');
    const placed = (await place(who, { kind: 'single', stake: '200', legs: [await leg(m)] })).body.data as BetView;
    const quote = async () =>
      (await call(app, sb.cashOutQuotes, { betIds: [placed.id] }, tokenHeader(who.token))).quotes[0]!;
    const offered = await quote();
    // Fair chance of home at 2.10 / 3.30 / 3.90 with the margin out, less 5 %: about 189 of 200.
    const offeredMinor = toMinorUnits(offered.value!);
    expect(offeredMinor).toBeGreaterThan(15_000n);
    expect(offeredMinor).toBeLessThan(20_000n);
    // Half the stake is worth half the offer, rounded down to the cent as the server rounds it.
    const half = fromMinorUnits(offeredMinor / 2n);
    const requestId = randomUUID();
    const partBody = { requestId, betId: placed.id, stake: '100', expectedValue: half };
    const [p1, p2] = await Promise.all([
      post(app, sb.cashOut.path, partBody, tokenHeader(who.token)),
      post(app, sb.cashOut.path, partBody, tokenHeader(who.token)),
    ]);
    expect(p1.body).toMatchObject({ code: 0, data: { bet: { state: 'accepted', stake: '100.00' } } });
    expect(p2.body).toMatchObject({ code: 0, data: { paid: (p1.body.data as { paid: string }).paid } });

    const greedy = await post(
      app,
      sb.cashOut.path,
      { requestId: randomUUID(), betId: placed.id, expectedValue: '150.00' },
      tokenHeader(who.token),
    );
    expect(greedy.body).toMatchObject({ code: 10676, data: { value: expect.any(String) } });

    const other = await bettor(10);
    const stolen = await post(
      app,
      sb.cashOut.path,
      { requestId: randomUUID(), betId: placed.id, expectedValue: '1.00' },
      tokenHeader(other.token),
    );
    expect(stolen.body.code).toBe(10404);
    const peek = await post(app, sb.bet.path, { betId: placed.id }, tokenHeader(other.token));
    expect(peek.body.code).toBe(10404);

    // Cash-out racing settlement: one of them wins, never both.
    const rest = (await quote()).value!;
    const [cashed] = await Promise.all([
      post(
        app,
        sb.cashOut.path,
        { requestId: randomUUID(), betId: placed.id, expectedValue: rest },
        tokenHeader(who.token),
      ),
      settle('c1', 'fb.1x2', '', home1x2),
    ]);
    await expect.poll(async () => (await bet(who, placed.id)).state, { timeout: 10_000 }).not.toBe('accepted');
    const final = await bet(who, placed.id);
    if (cashed.body.code === 0) expect(final.state).toBe('cashedOut');
    else expect(final).toMatchObject({ state: 'settled', settledReturn: '210.00' });
    const paidOut = await rowsOf<{ total: string }>(
      app,
      sql`select coalesce(sum(amount), 0)::text as total from wallet_transfer where reference = ${final.betNo} and kind in ('betWin', 'betCashOut')`,
    );
    expect(BigInt(paidOut[0]!.total)).toBe(toMinorUnits(final.cashedOut) + toMinorUnits(final.settledReturn ?? '0'));
  });

  it('answers a cash-out of a bet already cashed out in full as unavailable, not as a bad stake', async () => {
    const who = await bettor(1000);
    const m = await newMatch('c2');
    const placed = (await place(who, { kind: 'single', stake: '100', legs: [await leg(m)] })).body.data as BetView;
    const value = (await call(app, sb.cashOutQuotes, { betIds: [placed.id] }, tokenHeader(who.token))).quotes[0]!
      .value!;
    const cashOut = (body: Record<string, unknown>) =>
      post(app, sb.cashOut.path, { requestId: randomUUID(), betId: placed.id, ...body }, tokenHeader(who.token));
    expect((await cashOut({ expectedValue: value })).body).toMatchObject({
      code: 0,
      data: { bet: { state: 'cashedOut' } },
    });
    for (const again of [{ expectedValue: value }, { stake: '10', expectedValue: '1.00' }]) {
      expect((await cashOut(again)).body).toMatchObject({ code: 10675, msg: '该注单当前不能提前结算' });
    }
    const quoted = (await call(app, sb.cashOutQuotes, { betIds: [placed.id] }, tokenHeader(who.token))).quotes[0];
    expect(quoted).toMatchObject({ value: null, reason: '该注单当前不能提前结算' });
  });

  it("lists a match's markets for the desk with live prices and states, filtered and paged", async () => {
    const m = await newMatch('dm1');
    const all = await call(app, desk.deskMarkets, { matchId: m }, adminHeader);
    expect(all.match).toMatchObject({ id: m, status: 'notStarted' });
    expect(all.total).toBe(2);
    const x2 = all.list.find((row) => row.type === 'fb.1x2')!;
    expect(x2).toMatchObject({
      state: 'open',
      feedStatus: 'active',
      traderStatus: 'open',
      memberStatus: 'active',
      outcomes: [
        { key: 'home', odds: 2100, result: null },
        { key: 'draw', odds: 3300, result: null },
        { key: 'away', odds: 3900, result: null },
      ],
    });
    expect(x2.outcomes[0]!.name).not.toBe('');

    // The trader's stop: filtered as 操盘暂停; the price the feed moves on still shows to the desk.
    await call(app, desk.deskMarketStatus, { marketId: x2.id, status: 'suspended', reason: '临场风险' }, adminHeader);
    await provider.send(odds1x2('dm1', tick(), next(), 2250));
    const stopped = await call(app, desk.deskMarkets, { matchId: m, state: 'suspended' }, adminHeader);
    expect(stopped.total).toBe(1);
    expect(stopped.list[0]).toMatchObject({ id: x2.id, state: 'suspended', memberStatus: 'suspended' });
    expect(stopped.list[0]!.outcomes[0]).toMatchObject({ key: 'home', odds: 2250 });
    expect((await market(m)).status).toBe('suspended');
    const open = await call(app, desk.deskMarkets, { matchId: m, state: 'open' }, adminHeader);
    expect(open.list.map((row) => row.type)).toEqual(['fb.ou']);
    expect((await call(app, desk.deskMarkets, { matchId: m, state: 'closed' }, adminHeader)).total).toBe(0);

    // The provider's own suspension is told apart from the trader's.
    await call(app, desk.deskMarketStatus, { marketId: x2.id, status: 'open', reason: '恢复' }, adminHeader);
    await provider.send(odds1x2('dm1', tick(), next(), 2250, 'suspended'));
    const feed = await call(app, desk.deskMarkets, { matchId: m, state: 'feedSuspended' }, adminHeader);
    expect(feed.total).toBe(2);

    // Settled markets stay listed (an ended match is reached here too), as 已关闭 with their results.
    await settle('dm1', 'fb.1x2', '', home1x2);
    const closed = await call(app, desk.deskMarkets, { matchId: m, state: 'closed' }, adminHeader);
    expect(closed.list[0]).toMatchObject({ id: x2.id, state: 'closed', feedStatus: 'settled' });
    expect(closed.list[0]!.outcomes.map((o) => o.result)).toEqual(['win', 'lose', 'lose']);

    const page2 = await call(app, desk.deskMarkets, { matchId: m, page: 2, pageSize: 1 }, adminHeader);
    expect([page2.total, page2.list.length]).toEqual([2, 1]);
    expect(page2.list[0]!.id).not.toBe(
      (await call(app, desk.deskMarkets, { matchId: m, page: 1, pageSize: 1 }, adminHeader)).list[0]!.id,
    );

    const unknown = await post(app, desk.deskMarkets.path, { matchId: 999_999 }, adminHeader);
    expect(unknown.body).toMatchObject({ code: Errors.notFound.code, msg: '赛事不存在' });
    const bad = await post(app, desk.deskMarkets.path, { matchId: m, state: 'paused' }, adminHeader);
    expect([bad.status, bad.body.code]).toEqual([400, Errors.invalidParameter.code]);
    const big = await post(app, desk.deskMarkets.path, { matchId: m, pageSize: 101 }, adminHeader);
    expect(big.status).toBe(400);
  });

  it('lets the trader suspend a market, see its liability, void a bet, resettle and void a market, each audited', async () => {
    // The desk's other tests audit too: this one reads only the rows written after it starts.
    const [start] = await rowsOf<{ id: number }>(app, sql`select coalesce(max(id), 0)::int as id from audit_log`);
    const who = await bettor(1000);
    const m = await newMatch('t1');
    const l = await leg(m);
    const a = (await place(who, { kind: 'single', stake: '100', legs: [l] })).body.data as BetView;
    const b = (await place(who, { kind: 'single', stake: '100', legs: [l] })).body.data as BetView;

    const liability = await call(app, desk.deskLiability, { marketId: l.marketId }, adminHeader);
    expect(liability.outcomes).toEqual([{ outcome: 'home', liability: '220.00' }]);

    await call(
      app,
      desk.deskMarketStatus,
      { marketId: l.marketId, status: 'suspended', reason: '临场风险' },
      adminHeader,
    );
    expect((await place(who, { kind: 'single', stake: '10', legs: [await leg(m)] })).body.code).toBe(10670);
    // No feed message lifts a trader's suspension; only the trader does.
    await provider.send(odds1x2('t1', tick(), next(), 2100));
    expect((await market(m)).status).toBe('suspended');
    await call(app, desk.deskMarketStatus, { marketId: l.marketId, status: 'open', reason: '恢复' }, adminHeader);
    expect((await market(m)).status).toBe('active');

    const voided = await call(app, desk.deskVoidBet, { betId: a.id, reason: '会员申请' }, adminHeader);
    expect(voided).toMatchObject({ state: 'void', settledReturn: '100.00', memberId: who.member.id });
    expect(await sportsWallet(who)).toBe('90000');

    await settle('t1', 'fb.1x2', '', home1x2);
    await expect.poll(async () => (await bet(who, b.id)).state, { timeout: 10_000 }).toBe('settled');
    expect(await sportsWallet(who)).toBe('111000');
    await expect.poll(() => sportsBalance(who), { timeout: 10_000 }).toBe('1110.00');
    // The result was wrong: the trader settles the market again as a draw, then voids it outright.
    expect(
      await call(
        app,
        desk.deskResettle,
        { marketId: l.marketId, results: { home: 'lose', draw: 'win', away: 'lose' }, reason: '赛果更正' },
        adminHeader,
      ),
    ).toEqual({ bets: 1 });
    expect(await bet(who, b.id)).toMatchObject({ state: 'settled', settledReturn: '0.00' });
    expect(await sportsWallet(who)).toBe('90000');
    // The member's balance read (cached a moment) says so at once, not when the settlement's push goes out.
    expect(await sportsBalance(who)).toBe('900.00');
    expect(await call(app, desk.deskVoidMarket, { marketId: l.marketId, reason: '比赛异常' }, adminHeader)).toEqual({
      bets: 1,
    });
    expect(await bet(who, b.id)).toMatchObject({ state: 'void', settledReturn: '100.00' });
    expect(await sportsWallet(who)).toBe('100000');
    expect(await sportsBalance(who)).toBe('1000.00');

    const listed = await call(app, desk.deskBets, { matchId: m }, adminHeader);
    expect(listed.total).toBe(2);
    const audit = await rowsOf<{ action: string }>(
      app,
      sql`select action from audit_log where action like 'sportsbook.%' and id > ${start?.id ?? 0} order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual([
      'sportsbook.marketStatus',
      'sportsbook.marketStatus',
      'sportsbook.voidBet',
      'sportsbook.resettle',
      'sportsbook.voidMarket',
    ]);
    const member = await post(app, desk.deskVoidBet.path, { betId: b.id, reason: '试试看' }, tokenHeader(who.token));
    expect(member.body.code).not.toBe(0);
  });

  it('refuses a resettle that leaves out an outcome the bets took, and closes a market it settles first', async () => {
    const home = await bettor(1000);
    const away = await bettor(1000);
    const m = await newMatch('rs1');
    const onHome = (await place(home, { kind: 'single', stake: '100', legs: [await leg(m)] })).body.data as BetView;
    const onAway = (await place(away, { kind: 'single', stake: '100', legs: [await leg(m, 'away')] })).body
      .data as BetView;
    const marketId = (await market(m)).id;
    await settle('rs1', 'fb.1x2', '', home1x2);
    await expect.poll(async () => (await bet(away, onAway.id)).state, { timeout: 10_000 }).toBe('settled');
    const resettle = (results: Record<string, string>) =>
      post(app, desk.deskResettle.path, { marketId, results, reason: '赛果更正' }, adminHeader);

    const onlyHome = await resettle({ home: 'lose' });
    expect(onlyHome.body).toMatchObject({ code: 10678, msg: '以下选项未填写赛果：away', data: { missing: ['away'] } });
    expect((await resettle({})).status).toBe(400);
    // Nothing moved: both bets are as the feed settled them.
    expect(await bet(home, onHome.id)).toMatchObject({ state: 'settled', settledReturn: '210.00' });
    expect(await bet(away, onAway.id)).toMatchObject({ state: 'settled', settledReturn: '0.00' });
    expect([await sportsWallet(home), await sportsWallet(away)]).toEqual(['111000', '90000']);
    expect((await resettle({ home: 'lose', away: 'win' })).body).toMatchObject({ code: 0, data: { bets: 2 } });
    expect(await bet(away, onAway.id)).toMatchObject({ state: 'settled', settledReturn: onAway.potentialReturn });

    // A market the feed never settled: the trader's results pay its bets and it takes no more.
    const n = await newMatch('rs2');
    const early = (await place(home, { kind: 'single', stake: '100', legs: [await leg(n)] })).body.data as BetView;
    const open = (await market(n)).id;
    expect(
      (await post(app, desk.deskResettle.path, { marketId: open, results: home1x2, reason: '提前确认' }, adminHeader))
        .body,
    ).toMatchObject({ code: 0, data: { bets: 1 } });
    expect(await bet(home, early.id)).toMatchObject({ state: 'settled', settledReturn: '210.00' });
    expect((await market(n)).status).not.toBe('active');
    const late = await place(home, { kind: 'single', stake: '100', legs: [await leg(n)] });
    expect(late.body.code).toBe(10670);
  });

  it('tells the member over /live when a bet settles, with the balance after', async () => {
    const who = await bettor(300);
    const m = await newMatch('w1');
    const placed = (await place(who, { kind: 'single', stake: '100', legs: [await leg(m)] })).body.data as BetView;
    await app.fastify.listen({ host: '127.0.0.1', port: 0 });
    const address = app.fastify.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = await new Promise<Socket>((resolve, reject) => {
      const opened = connect(`http://127.0.0.1:${address.port}${LIVE_NAMESPACE}`, {
        transports: ['websocket'],
        auth: { token: who.token },
        reconnection: false,
      });
      opened.once('connect', () => resolve(opened));
      opened.once('connect_error', reject);
    });
    try {
      const pushed = new Promise<BetPush>((resolve) =>
        socket.on(liveEvents.bet, (push: BetPush) => push.state === 'settled' && resolve(push)),
      );
      const balance = new Promise<unknown>((resolve) => socket.once(liveEvents.balance, resolve));
      await settle('w1', 'fb.1x2', '', home1x2);
      expect(await pushed).toMatchObject({ betId: placed.id, state: 'settled' });
      expect(await balance).toMatchObject({ currency: 'RMB' });
    } finally {
      socket.close();
    }
  });
});
