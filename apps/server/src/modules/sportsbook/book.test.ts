import { randomUUID } from 'node:crypto';
import {
  type BetView,
  egameRoutes,
  feedRoutes,
  type LoginResult,
  type MatchDetail,
  sportsbookRoutes as sb,
  walletRoutes,
} from '@courtside/contract';
import { sportsbookDeskRoutes as desk } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixture, HOUR, odds1x2, ScriptedProvider } from '../../test/feed';
import { call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { fundCentre, registerMember, tokenHeader } from '../../test/members';
import { adminHeader, rowsOf } from '../../test/payments';
import type { FeedMessage } from '../feed';

/** A small cap (yuan) so that a few bets reach it; the reopening line is 90 % of it. */
const CAP = 1000;

describe.each(databaseKinds())(
  'member limits, the liability overlay, the basketball builder and game records on %s',
  (kind) => {
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
          BET_DELAY_MS: '0',
          BET_DECIDE_INTERVAL_MS: '0',
          BET_LIABILITY_CAP: String(CAP),
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

    const bettor = async (yuan: number): Promise<LoginResult> => {
      members += 1;
      const who = await registerMember(app, `deskpunter${members}`);
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

    const newMatch = async (ref: string) => {
      await provider.send(fixture(ref, tick(), next(), now + 2 * HOUR));
      await provider.send(odds1x2(ref, tick(), next(), 2100));
      return Number(
        (await rowsOf<{ id: number }>(app, sql`select id from feed_match where provider_ref = ${ref}`))[0]!.id,
      );
    };

    const market = async (matchId: number, type = 'fb.1x2') => {
      const detail = (await call(app, feedRoutes.matchDetail, { matchId })) as MatchDetail;
      return detail.markets.find((m) => m.type === type)!;
    };

    const leg = async (matchId: number, outcome = 'home') => {
      const m = await market(matchId);
      return {
        marketId: m.id,
        outcome,
        odds: m.outcomes.find((o) => o.key === outcome)!.odds,
        marketVersion: m.version,
      };
    };

    const place = (who: LoginResult, body: Record<string, unknown>) =>
      post(app, sb.place.path, { requestId: randomUUID(), oddsPolicy: 'better', ...body }, tokenHeader(who.token));

    const single = async (who: LoginResult, matchId: number, stake: string) =>
      place(who, { kind: 'single', stake, legs: [await leg(matchId)] });

    const liabilityOf = async (marketId: number) =>
      (await call(app, desk.deskLiability, { marketId }, adminHeader)).outcomes.find((o) => o.outcome === 'home')
        ?.liability;

    const settle = (ref: string, results: Record<string, string>) =>
      provider.send({
        type: 'settlement',
        ts: tick(),
        seq: next(),
        matchRef: ref,
        markets: [
          {
            type: 'fb.1x2',
            specifier: '',
            outcomes: Object.entries(results).map(([key, result]) => ({ key, result })),
          },
        ],
      } as FeedMessage);

    it('scales a limited member’s stake and payout limits by the factor the trader set, audited', async () => {
      const who = await bettor(2000);
      const other = await bettor(2000);
      const m = await newMatch('f1');
      const n = await newMatch('f2');
      const o = await newMatch('f3');

      const set = await call(
        app,
        desk.deskSetMemberLimit,
        { memberId: who.member.id, factor: '0.01', reason: '疑似套利' },
        adminHeader,
      );
      expect(set).toMatchObject({
        memberId: who.member.id,
        memberName: who.member.name,
        factor: '0.01',
        maxStake: '500.00',
        maxPayout: '5000.00',
        maxMatchPayout: '10000.00',
      });
      // The limited member is refused above the scaled stake limit, with the limit in the message; the
      // refusal moves nothing. Another member still bets under the book's own limits.
      const refused = await single(who, m, '500.01');
      expect(refused.body).toMatchObject({ code: 10672, msg: '单注投注金额最高为500.00' });
      expect((await single(who, m, '100')).body).toMatchObject({ code: 0 });
      expect((await single(other, n, '600')).body).toMatchObject({ code: 0 });

      const listed = await call(app, desk.deskMemberLimits, { memberId: who.member.id }, adminHeader);
      expect(listed).toMatchObject({
        total: 1,
        list: [{ memberId: who.member.id, factor: '0.01', reason: '疑似套利' }],
      });

      // Bad input is refused in Chinese and changes nothing.
      const tooBig = await post(
        app,
        desk.deskSetMemberLimit.path,
        { memberId: who.member.id, factor: '20', reason: '放宽限额' },
        adminHeader,
      );
      expect(tooBig.body.code).not.toBe(0);
      expect(tooBig.body.msg).toContain('限额系数须在0.01到10之间');
      const nobody = await post(
        app,
        desk.deskSetMemberLimit.path,
        { memberId: 2_000_000_000, factor: '2', reason: '放宽限额' },
        adminHeader,
      );
      expect(nobody.body).toMatchObject({ msg: '会员不存在' });
      const byMember = await post(
        app,
        desk.deskSetMemberLimit.path,
        { memberId: who.member.id, factor: '10', reason: '自己放宽' },
        tokenHeader(who.token),
      );
      expect(byMember.body.code).not.toBe(0);

      // Back to 1: the book's own limits again.
      await call(app, desk.deskSetMemberLimit, { memberId: who.member.id, factor: '1', reason: '恢复' }, adminHeader);
      expect((await single(who, o, '600')).body).toMatchObject({ code: 0 });
      const audit = await rowsOf<{ detail: { before: string; after: string } }>(
        app,
        sql`select detail from audit_log where action = 'sportsbook.memberLimit' order by id`,
      );
      expect(audit.map((r) => [r.detail.before, r.detail.after])).toEqual([
        ['1.00', '0.01'],
        ['0.01', '1.00'],
      ]);
    });

    it('suspends a market at its liability cap and reopens it when the liability falls; no feed message lifts it', async () => {
      const a = await bettor(1000);
      const b = await bettor(1000);
      const m = await newMatch('l1');
      const home = await leg(m);
      // At 2.10 a bet's liability is 1.1 times its stake: 110 + 770 + 110 = 990 of the 1000 cap.
      const first = (await single(a, m, '100')).body.data as BetView;
      expect((await single(b, m, '700')).body).toMatchObject({ code: 0 });
      const third = (await single(a, m, '100')).body.data as BetView;
      expect(await liabilityOf(home.marketId)).toBe('990.00');

      // 55 more would pass the cap: refused, and the market (at the cap already) suspends.
      expect((await single(b, m, '50')).body).toMatchObject({ code: 10674 });
      expect((await market(m)).status).toBe('suspended');
      expect(await liabilityOf(home.marketId)).toBe('990.00');
      await provider.send(odds1x2('l1', tick(), next(), 2100));
      expect((await market(m)).status).toBe('suspended');

      // One bet voided: 880, under the reopening line of 900, so the market opens again by itself.
      await call(app, desk.deskVoidBet, { betId: third.id, reason: '重复投注' }, adminHeader);
      expect(await liabilityOf(home.marketId)).toBe('880.00');
      expect((await market(m)).status).toBe('active');

      // Far from the cap, a bet too big for what is left is refused alone: the market stays open.
      expect((await single(b, m, '200')).body).toMatchObject({ code: 10674 });
      expect((await market(m)).status).toBe('active');

      // A trader's suspension is not lifted by the liability falling; only the trader lifts it.
      await call(
        app,
        desk.deskMarketStatus,
        { marketId: home.marketId, status: 'suspended', reason: '临场风险' },
        adminHeader,
      );
      await call(app, desk.deskVoidBet, { betId: first.id, reason: '会员申请' }, adminHeader);
      expect(await liabilityOf(home.marketId)).toBe('770.00');
      expect((await market(m)).status).toBe('suspended');
      await call(app, desk.deskMarketStatus, { marketId: home.marketId, status: 'open', reason: '恢复' }, adminHeader);
      expect((await market(m)).status).toBe('active');

      // Settlement closes the rest: nothing is left at risk on the market.
      await settle('l1', { home: 'lose', draw: 'win', away: 'lose' });
      await expect.poll(() => liabilityOf(home.marketId), { timeout: 10_000 }).toBe('0.00');
    });

    it('counts a parlay on every leg, lowers liability with each cash-out, and reopens when a parlay is voided', async () => {
      const a = await bettor(1000);
      const b = await bettor(1000);
      const m = await newMatch('c1');
      const other = await newMatch('c2');
      const home = await leg(m);
      const away = await leg(other);
      // A double at 2.10 x 2.10 = 4.41: its 100 stake carries 341 on each leg's outcome.
      const parlay = (await place(a, { kind: 'parlay', stake: '100', legs: [home, away] })).body.data as BetView;
      const single550 = (await single(b, m, '550')).body.data as BetView;
      expect(await liabilityOf(home.marketId)).toBe('946.00');
      expect(await liabilityOf(away.marketId)).toBe('341.00');
      expect((await single(b, m, '100')).body).toMatchObject({ code: 10674 });
      expect((await market(m)).status).toBe('suspended');
      // The parlay voided (its other market stays open throughout): 605 left, the market reopens.
      await call(app, desk.deskVoidBet, { betId: parlay.id, reason: '关联投注' }, adminHeader);
      expect(await liabilityOf(home.marketId)).toBe('605.00');
      expect(await liabilityOf(away.marketId)).toBe('0.00');
      expect((await market(m)).status).toBe('active');

      // Half of the single cashed out: 275 of stake left, returning 577.50, so 302.50 at risk; then the rest.
      const cash = async (stake?: string) => {
        const [quote] = (await call(app, sb.cashOutQuotes, { betIds: [single550.id] }, tokenHeader(b.token))).quotes;
        const body = {
          requestId: randomUUID(),
          betId: single550.id,
          expectedValue: '1.00',
          ...(stake ? { stake } : {}),
        };
        expect(quote?.value).not.toBeNull();
        return call(app, sb.cashOut, body, tokenHeader(b.token));
      };
      await cash('275');
      expect(await liabilityOf(home.marketId)).toBe('302.50');
      await cash();
      expect(await liabilityOf(home.marketId)).toBe('0.00');
    });

    /** A basketball game on the scripted feed with its moneyline, main spread, a whole-point spread and main total. */
    const basketballGame = async (ref: string) => {
      const football = fixture(ref, tick(), next(), now + 2 * HOUR);
      await provider.send({
        ...football,
        league: { ...football.league, ref: 'lg-bk', sport: 'basketball', name: '测试篮球联赛', shortName: '测篮' },
        home: { ref: `${ref}-h`, sport: 'basketball', name: '广东宏远', shortName: '广东', logo: '/media/h.svg' },
        away: { ref: `${ref}-a`, sport: 'basketball', name: '辽宁本钢', shortName: '辽宁', logo: '/media/a.svg' },
      });
      const market = (type: string, specifier: string, main: boolean, outcomes: [string, number][]) => ({
        type,
        specifier,
        status: 'active',
        main,
        outcomes: outcomes.map(([key, odds]) => ({ key, odds })),
      });
      await provider.send({
        type: 'odds',
        ts: tick(),
        seq: next(),
        matchRef: ref,
        markets: [
          market('bk.ml', '', true, [
            ['home', 1550],
            ['away', 2450],
          ]),
          market('bk.spread', 'hcp=-3.5', true, [
            ['home', 1900],
            ['away', 1900],
          ]),
          market('bk.spread', 'hcp=-3', false, [
            ['home', 1880],
            ['away', 1920],
          ]),
          market('bk.total', 'total=220.5', true, [
            ['over', 1900],
            ['under', 1900],
          ]),
        ],
      } as FeedMessage);
      return Number(
        (await rowsOf<{ id: number }>(app, sql`select id from feed_match where provider_ref = ${ref}`))[0]!.id,
      );
    };

    it('prices a basketball builder from the margin and total jointly, takes it, and settles it', async () => {
      const who = await bettor(1000);
      const m = await basketballGame('k1');
      const detail = (await call(app, feedRoutes.matchDetail, { matchId: m })) as MatchDetail;
      const pick = (type: string, specifier: string, outcome: string) => {
        const found = detail.markets.find((x) => x.type === type && x.specifier === specifier)!;
        return {
          marketId: found.id,
          outcome,
          odds: found.outcomes.find((o) => o.key === outcome)!.odds,
          marketVersion: found.version,
        };
      };
      const home = pick('bk.ml', '', 'home');
      const over = pick('bk.total', 'total=220.5', 'over');
      const quote = await call(app, sb.builderPrice, { legs: [home, over] });
      // Margin and total are nearly independent: the joint is close to the product of the fair chances
      // (0.61 x 0.50, fair 3.27); the builder's margin keeps the price below that, far above either leg.
      expect(quote.odds).toBeGreaterThan(2600);
      expect(quote.odds).toBeLessThan(3270);
      expect(quote.legs.map((l) => l.outcomeName)).toEqual(['广东宏远', '大 220.5']);
      // The moneyline and the main spread (home -3.5) together price above the spread alone's fair 2.00:
      // covering -3.5 implies winning, so the pair is the spread's event with the builder's margin.
      const same = await call(app, sb.builderPrice, { legs: [home, pick('bk.spread', 'hcp=-3.5', 'home')] });
      expect(same.odds).toBeGreaterThan(1800);
      expect(same.odds).toBeLessThan(2000);

      // Combinations that cannot be priced are refused, in Chinese.
      const whole = await post(app, sb.builderPrice.path, { legs: [home, pick('bk.spread', 'hcp=-3', 'home')] });
      expect(whole.body).toMatchObject({ code: 10677, msg: '组合投注只支持半球盘（如 2.5、-0.5）' });
      const never = await post(app, sb.builderPrice.path, {
        legs: [pick('bk.ml', '', 'away'), pick('bk.spread', 'hcp=-3.5', 'home')],
      });
      expect(never.body).toMatchObject({ code: 10677, msg: '这些选项不可能同时发生' });

      const placed = (await place(who, { kind: 'builder', stake: '100', builderOdds: quote.odds, legs: [home, over] }))
        .body.data as BetView;
      expect(placed).toMatchObject({ kind: 'builder', state: 'accepted' });
      for (const [type, specifier, results] of [
        ['bk.ml', '', { home: 'win', away: 'lose' }],
        ['bk.spread', 'hcp=-3.5', { home: 'win', away: 'lose' }],
        ['bk.total', 'total=220.5', { over: 'win', under: 'lose' }],
      ] as const) {
        await provider.send({
          type: 'settlement',
          ts: tick(),
          seq: next(),
          matchRef: 'k1',
          markets: [{ type, specifier, outcomes: Object.entries(results).map(([key, result]) => ({ key, result })) }],
        } as FeedMessage);
      }
      await expect
        .poll(async () => ((await call(app, sb.bet, { betId: placed.id }, tokenHeader(who.token))) as BetView).state, {
          timeout: 10_000,
        })
        .toBe('settled');
      expect((await call(app, sb.bet, { betId: placed.id }, tokenHeader(who.token))).settledReturn).toBe(
        placed.potentialReturn,
      );
    });

    it('writes each closed sportsbook bet once into the shared game records; a member sees only their own', async () => {
      const a = await bettor(1000);
      const b = await bettor(1000);
      const m = await newMatch('r1');
      const won = (await single(a, m, '100')).body.data as BetView;
      const lost = (await place(a, { kind: 'single', stake: '50', legs: [await leg(m, 'draw')] })).body.data as BetView;
      const theirs = (await single(b, m, '200')).body.data as BetView;
      await settle('r1', { home: 'win', draw: 'lose', away: 'lose' });
      const records = async (who: LoginResult, venueCode?: string) =>
        call(app, egameRoutes.records, venueCode ? { venueCode } : {}, tokenHeader(who.token));
      await expect.poll(async () => (await records(a)).total, { timeout: 10_000 }).toBe(2);

      const mine = await records(a, 'OBTY');
      expect(mine).toMatchObject({ total: 2, stake: '150.00', validTurnover: '150.00', winLoss: '60.00' });
      const byBet = new Map(mine.list.map((r) => [r.betId, r]));
      expect(byBet.get(won.betNo)).toMatchObject({
        venueCode: 'OBTY',
        gameCode: 'single',
        stake: '100.00',
        winLoss: '110.00',
      });
      expect(JSON.parse(byBet.get(won.betNo)!.detail)).toMatchObject({
        kind: 'sportsbook',
        typeName: '单关',
        legs: [{ outcome: '上海海港', odds: 2100, result: 'win' }],
      });
      expect(byBet.get(lost.betNo)).toMatchObject({ winLoss: '-50.00' });
      const hers = await records(b);
      expect(hers.list.map((r) => r.betId)).toEqual([theirs.betNo]);

      // Written again (a re-delivered event), the bet is still one record with the same figures.
      const ids = [won.id, lost.id, theirs.id];
      await app.database.db.transaction((tx) => app.services.bookRecords.write(tx, ids));
      await app.database.db.transaction((tx) => app.services.bookRecords.write(tx, ids));
      const count = async () =>
        (
          await rowsOf<{ n: number }>(
            app,
            sql`select count(*)::int as n from game_record where adapter = 'house' and member_id in (${a.member.id}, ${b.member.id})`,
          )
        )[0]!.n;
      expect(await count()).toBe(3);
      expect(await records(a, 'OBTY')).toMatchObject({ total: 2, winLoss: '60.00' });

      // The trader settles the market again as a draw (-100 and +115): the records follow, one per bet.
      await call(
        app,
        desk.deskResettle,
        { marketId: (await leg(m)).marketId, results: { home: 'lose', draw: 'win', away: 'lose' }, reason: '赛果更正' },
        adminHeader,
      );
      await expect.poll(async () => (await records(a, 'OBTY')).winLoss, { timeout: 10_000 }).toBe('15.00');
      expect(await count()).toBe(3);
    });
  },
);
