import { randomUUID } from 'node:crypto';
import {
  type BetView,
  type ConvertResult,
  type GrantView,
  promoRoutes as pr,
  sportsbookRoutes as sb,
  walletRoutes,
} from '@courtside/contract';
import { adminRoutes, sportsbookDeskRoutes as desk, promoAdminRoutes as pa } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR } from '../../test/feed';
import { call, databaseKinds, post } from '../../test/harness';
import { creditCentre } from '../../test/members';
import { adminHeader, rowsOf } from '../../test/payments';
import { homeLoses, homeWins, manualTerms, promoBed, sportsOnly } from '../../test/promo';

describe.each(databaseKinds())('promotions on %s', (kind) => {
  const {
    bed,
    join,
    as,
    fundSports,
    sportsWallet,
    centre,
    deposit,
    newMatch,
    leg,
    place,
    settle,
    rollback,
    betState,
    grants,
    grantOf,
    seeded,
    promotion,
    giveByHand,
  } = promoBed(kind, 'promo');

  it('pays the newcomer package once, however many times it is claimed at once', async () => {
    const who = await join();
    const offer = await seeded(who, 'newcomer');
    expect(offer).toMatchObject({ state: 'claimable', reason: null, title: '新人专享礼包' });
    expect(await seeded(who, 'first-deposit')).toMatchObject({ state: 'automatic' });

    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(bed.app, pr.claim.path, { promotionId: offer.id, requestId: randomUUID() }, as(who)),
      ),
    );
    expect(replies.map((r) => r.body.code)).toEqual(Array(50).fill(0));
    const ids = new Set(replies.map((r) => (r.body.data as GrantView).id));
    expect(ids.size).toBe(1);
    const [grant] = await grants(who);
    expect(grant).toMatchObject({
      status: 'active',
      granted: '18.00',
      balance: '18.00',
      requirement: '90.00',
      progress: '0.00',
      remaining: '90.00',
      maxBet: '100.00',
    });
    const claims = await rowsOf<{ n: number }>(
      bed.app,
      sql`select count(*)::int as n from promo_claim where member_id = ${who.member.id}`,
    );
    expect(claims[0]!.n).toBe(1);
    expect(await seeded(who, 'newcomer')).toMatchObject({ state: 'claimed', grantId: grant!.id });
  });

  it("shows a visitor every live offer with the action it leads to, and nothing of the operator's own", async () => {
    const seen = (await post(bed.app, pr.offers.path, {})).body.data as {
      code: string;
      state: string;
      link: string | null;
    }[];
    expect(seen.map((o) => [o.code, o.state, o.link])).toEqual(
      expect.arrayContaining([
        ['newcomer', 'claimable', null],
        ['first-deposit', 'automatic', '/app/deposit'],
        ['second-deposit', 'automatic', '/app/deposit'],
        ['game-package', 'automatic', '/app/deposit'],
        ['vip-weekly', 'open', '/app/vip'],
        ['sign-in', 'open', '/app/activity/carnivalactivity'],
        ['birthday', 'open', '/app/birthday'],
      ]),
    );
    expect(seen.map((o) => o.code)).not.toContain('hidden1');
    expect((await post(bed.app, pr.claim.path, { promotionId: 1, requestId: randomUUID() })).status).toBe(401);
  });

  it('refuses a second account on the same device and flags it for the operator', async () => {
    const first = await join({ deviceId: 'shared-device-1' });
    const second = await join({ deviceId: 'shared-device-1' });
    const offer = await seeded(first, 'newcomer');
    expect(
      (await post(bed.app, pr.claim.path, { promotionId: offer.id, requestId: randomUUID() }, as(first))).body.code,
    ).toBe(0);
    expect(await seeded(second, 'newcomer')).toMatchObject({ state: 'ineligible', reason: 'sharedIdentity' });
    const refused = await post(bed.app, pr.claim.path, { promotionId: offer.id, requestId: randomUUID() }, as(second));
    expect(refused.body).toMatchObject({ code: 10705, msg: '您暂不符合该活动的参与条件' });
    expect(await grants(second)).toEqual([]);
    const seen = await call(bed.app, pa.memberGrants, { memberId: second.member.id }, adminHeader);
    expect(seen.flags).toMatchObject([{ promotionId: offer.id, reason: 'sharedIdentity' }]);
    expect(JSON.parse(seen.flags[0]!.detail)).toEqual({ sharedWith: first.member.id });
  });

  it('gives the first-deposit gift on the first deposit, 续存 on the second, the game package on the third, none on the fourth', async () => {
    const who = await join();
    await deposit(who, '500.00');
    await expect.poll(async () => (await grants(who)).length, { timeout: 10_000 }).toBe(1);
    const [grant] = await grants(who);
    expect(grant).toMatchObject({ title: '首存100%红利', granted: '500.00', requirement: '5000.00', maxBet: '500.00' });
    // 50 % of 2,000.00 is 1,000.00: the offer's cap of 388.00 applies.
    await deposit(who, '2000.00');
    await expect.poll(async () => (await grants(who)).length, { timeout: 10_000 }).toBe(2);
    expect((await grants(who)).find((g) => g.title === '续存50%红利')).toMatchObject({
      granted: '388.00',
      requirement: '3880.00',
    });
    // The third brings the game package, wagered on 电子 only; the fourth, nothing.
    await deposit(who, '300.00');
    await expect.poll(async () => (await grants(who)).length, { timeout: 10_000 }).toBe(3);
    expect((await grants(who)).find((g) => g.title === '电子游戏大礼包')).toMatchObject({
      granted: '90.00',
      requirement: '1350.00',
      maxBet: '50.00',
    });
    await deposit(who, '300.00');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await grants(who)).toHaveLength(3);
    expect(await centre(who)).toBe('3100.00');
    // The wallet has only the deposits: the bonus waits on its grant.
    expect(await seeded(who, 'first-deposit')).toMatchObject({ state: 'claimed' });
    const big = await join();
    await deposit(big, '5000.00');
    await expect.poll(async () => (await grants(big))[0]?.granted, { timeout: 10_000 }).toBe('888.00');
  });

  it('moves progress by the weighted valid turnover when a bet settles, and not for a bet below the minimum odds', async () => {
    const who = await join();
    await fundSports(who, 1000);
    const promo = await promotion(
      'progress1',
      manualTerms(10, { weights: { ...sportsOnly, products: { sports: '50' } } }),
    );
    const grant = await giveByHand(who, promo, '100.00');
    const m = await newMatch('pg1');
    const placed = (await place(who, '200', [await leg(m)])).body.data as BetView;
    const short = await newMatch('pg2', 1400);
    const low = (await place(who, '100', [await leg(short)])).body.data as BetView;
    // Real money pays while there is enough of it.
    expect(await sportsWallet(who)).toBe('70000');
    expect((await grantOf(who, grant.id)).grant).toMatchObject({ balance: '100.00', progress: '0.00', openBets: 2 });
    await settle('pg1', homeLoses);
    await settle('pg2', homeWins);
    await expect.poll(() => betState(who, low.id), { timeout: 10_000 }).toBe('settled');
    await expect.poll(() => betState(who, placed.id), { timeout: 10_000 }).toBe('settled');
    // 200 at 50 % is 100; the 1.40 price counts nothing.
    expect((await grantOf(who, grant.id)).grant).toMatchObject({
      progress: '100.00',
      remaining: '900.00',
      openBets: 0,
    });
  });

  it('stakes the bonus only for the shortfall, returns wins in proportion, and reverses a rollback and a void exactly', async () => {
    const who = await join();
    await fundSports(who, 60);
    const promo = await promotion('funding1', manualTerms(5, { maxBet: '200.00' }));
    const grant = await giveByHand(who, promo, '100.00');
    const m = await newMatch('fd1');
    const placed = (await place(who, '100', [await leg(m)])).body.data as BetView;
    expect(await sportsWallet(who)).toBe('0');
    const detail = async () => (await grantOf(who, grant.id)).grant;
    expect(await detail()).toMatchObject({ balance: '60.00', openBets: 1 });
    // A bonus-funded bet cannot be cashed out.
    const quote = (await call(bed.app, sb.cashOutQuotes, { betIds: [placed.id] }, as(who))) as {
      quotes: { reason: string | null }[];
    };
    expect(quote.quotes[0]!.reason).toBe('使用奖金投注的注单不支持提前结算');

    await settle('fd1', homeWins);
    await expect.poll(() => betState(who, placed.id), { timeout: 10_000 }).toBe('settled');
    // 210.00 back: 60 % real, 40 % bonus.
    expect(await sportsWallet(who)).toBe('12600');
    expect(await detail()).toMatchObject({ balance: '144.00', progress: '100.00' });

    await rollback('fd1');
    await expect.poll(() => betState(who, placed.id), { timeout: 10_000 }).toBe('accepted');
    expect(await sportsWallet(who)).toBe('0');
    expect(await detail()).toMatchObject({ balance: '60.00', progress: '0.00', status: 'active' });

    const voided = await call(bed.app, desk.deskVoidBet, { betId: placed.id, reason: '测试作废' }, adminHeader);
    expect(voided).toMatchObject({ state: 'void' });
    expect(await sportsWallet(who)).toBe('6000');
    expect(await detail()).toMatchObject({ balance: '100.00', progress: '0.00', openBets: 0 });
    const kinds = (await grantOf(who, grant.id)).entries.map((e) => [e.kind, e.amount]);
    expect(kinds).toEqual([
      ['grant', '100.00'],
      ['stake', '-40.00'],
      ['win', '84.00'],
      ['reversal', '-84.00'],
      ['reversal', '40.00'],
    ]);
  });

  it('refuses a stake above the max bet while a grant is active, and moves nothing', async () => {
    const who = await join();
    await fundSports(who, 1000);
    const promo = await promotion('maxbet1', manualTerms(5, { maxBet: '50.00' }));
    const grant = await giveByHand(who, promo, '20.00');
    const m = await newMatch('mb1');
    const refused = await place(who, '50.01', [await leg(m)]);
    expect(refused.body).toMatchObject({ code: 10707, msg: '优惠进行中，单注投注金额最高为50.00' });
    expect(await sportsWallet(who)).toBe('100000');
    expect((await grantOf(who, grant.id)).grant).toMatchObject({ balance: '20.00', openBets: 0 });
    expect((await place(who, '50.00', [await leg(m)])).body.code).toBe(0);
  });

  it('completes only when no bet of the grant is open, then converts into the centre wallet once', async () => {
    const who = await join();
    await fundSports(who, 500);
    const promo = await promotion('convert1', manualTerms(1, { maxWinMultiplier: 2 }));
    const grant = await giveByHand(who, promo, '100.00');
    const a = await newMatch('cv1');
    const b = await newMatch('cv2');
    const first = (await place(who, '100', [await leg(a)])).body.data as BetView;
    expect((await place(who, '10', [await leg(b)])).body.code).toBe(0);
    await settle('cv1', homeWins);
    await expect.poll(() => betState(who, first.id), { timeout: 10_000 }).toBe('settled');
    // The requirement is met, but a bet placed since the grant is still open.
    expect((await grantOf(who, grant.id)).grant).toMatchObject({ status: 'active', progress: '100.00', openBets: 1 });
    const early = await post(bed.app, pr.convert.path, { grantId: grant.id, requestId: randomUUID() }, as(who));
    expect(early.body).toMatchObject({ code: 10709 });
    await settle('cv2', homeLoses);
    await expect.poll(async () => (await grantOf(who, grant.id)).grant.status, { timeout: 10_000 }).toBe('completed');

    const before = await centre(who);
    const twice = await Promise.all(
      [1, 2].map(() => post(bed.app, pr.convert.path, { grantId: grant.id, requestId: randomUUID() }, as(who))),
    );
    expect(twice.map((r) => r.body.code)).toEqual([0, 0]);
    expect((twice[0]!.body.data as ConvertResult).paid).toBe('100.00');
    expect((twice[1]!.body.data as ConvertResult).paid).toBe('100.00');
    expect(Number(await centre(who)) - Number(before)).toBe(100);
    expect((await grants(who, 'history'))[0]).toMatchObject({
      id: grant.id,
      status: 'converted',
      converted: '100.00',
      balance: '0.00',
    });
    const records = await call(bed.app, walletRoutes.dealRecords, { kind: 'bonus' }, as(who));
    expect(records.items).toMatchObject([{ kind: 'bonus', amount: '100.00' }]);
  });

  it('caps the conversion at granted x max win and forfeits the excess', async () => {
    const who = await join();
    const promo = await promotion('cap1', manualTerms(1, { maxWinMultiplier: 2 }));
    const grant = await giveByHand(who, promo, '50.00');
    const m = await newMatch('cap1', 5000);
    const placed = (await place(who, '50', [await leg(m)])).body.data as BetView;
    await settle('cap1', homeWins);
    await expect.poll(() => betState(who, placed.id), { timeout: 10_000 }).toBe('settled');
    expect((await grantOf(who, grant.id)).grant).toMatchObject({ status: 'completed', balance: '250.00' });
    const converted = (await call(
      bed.app,
      pr.convert,
      { grantId: grant.id, requestId: randomUUID() },
      as(who),
    )) as ConvertResult;
    expect(converted).toMatchObject({ paid: '100.00', forfeited: '150.00' });
    expect(await centre(who)).toBe('100.00');
  });

  it('adds 20 settlements racing on one grant exactly', async () => {
    const who = await join();
    await fundSports(who, 2000);
    const promo = await promotion('race20', manualTerms(40));
    const grant = await giveByHand(who, promo, '100.00');
    const bets: { marketId: number; matchId: number; betId: number }[] = [];
    for (let i = 0; i < 20; i++) {
      const matchId = await newMatch(`race${i}`);
      const l = await leg(matchId);
      const placed = (await place(who, String(10 + i), [l])).body.data as BetView;
      bets.push({ marketId: l.marketId, matchId, betId: placed.id });
    }
    await Promise.all(
      bets.map(({ marketId, matchId }, i) =>
        bed.app.database.db.transaction((tx) =>
          bed.app.services.settlement.marketSettled(tx, {
            matchId,
            marketId,
            type: 'fb.1x2',
            specifier: '',
            results: i % 2 === 0 ? homeWins : homeLoses,
          }),
        ),
      ),
    );
    const sum = Array.from({ length: 20 }, (_, i) => 10 + i).reduce((a, b) => a + b, 0);
    expect((await grantOf(who, grant.id)).grant).toMatchObject({ progress: `${sum}.00`, openBets: 0 });
  });

  it('answers bad input with a clear code and moves nothing', async () => {
    const who = await join();
    const other = await join();
    const promo = await promotion('bad1', manualTerms(5));
    const theirs = await giveByHand(other, promo, '10.00');
    expect((await post(bed.app, pr.grant.path, { grantId: theirs.id }, as(who))).body.code).toBe(10708);
    expect(
      (await post(bed.app, pr.convert.path, { grantId: theirs.id, requestId: randomUUID() }, as(who))).body.code,
    ).toBe(10708);
    expect(
      (await post(bed.app, pr.convert.path, { grantId: theirs.id, requestId: randomUUID() }, as(other))).body.code,
    ).toBe(10709);
    expect((await post(bed.app, pr.grant.path, { grantId: 'x' }, as(who))).status).toBe(400);
    expect((await post(bed.app, pr.grant.path, { grantId: 999_999_999 }, as(who))).body.code).toBe(10708);
    expect((await post(bed.app, pr.claim.path, { promotionId: -1, requestId: randomUUID() }, as(who))).status).toBe(
      400,
    );
    expect(
      (await post(bed.app, pr.claim.path, { promotionId: 999_999, requestId: randomUUID() }, as(who))).body.code,
    ).toBe(10701);
    const newcomer = await seeded(who, 'newcomer');
    const firstDeposit = await seeded(who, 'first-deposit');
    // VIP gifts and sign-in rewards are paid by their own rules, never by a claim on the list.
    const upgrade = await seeded(who, 'vip-upgrade');
    expect(upgrade).toMatchObject({ state: 'ineligible', reason: 'noVipLevel', link: '/app/vip' });
    expect(
      (await post(bed.app, pr.claim.path, { promotionId: upgrade.id, requestId: randomUUID() }, as(who))).body.code,
    ).toBe(10716);
    expect(
      (await post(bed.app, pr.claim.path, { promotionId: firstDeposit.id, requestId: randomUUID() }, as(who))).body
        .code,
    ).toBe(10713);
    expect(
      (await post(bed.app, pr.claim.path, { promotionId: promo, requestId: randomUUID() }, as(who))).body.code,
    ).toBe(10701);
    expect(
      (
        await post(
          bed.app,
          pa.grant.path,
          { memberId: who.member.id, promotionId: promo, amount: '1.005', reason: 'x', requestId: randomUUID() },
          adminHeader,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await post(
          bed.app,
          pa.grant.path,
          { memberId: who.member.id, promotionId: promo, amount: '-5', reason: 'x', requestId: randomUUID() },
          adminHeader,
        )
      ).status,
    ).toBe(400);

    // Paused, then blacklisted: each with its own message, nothing given.
    await post(bed.app, pa.state.path, { id: newcomer.id, state: 'paused' }, adminHeader);
    expect(
      (await post(bed.app, pr.claim.path, { promotionId: newcomer.id, requestId: randomUUID() }, as(who))).body.code,
    ).toBe(10703);
    await post(bed.app, pa.state.path, { id: newcomer.id, state: 'active' }, adminHeader);
    await post(bed.app, pa.blacklist.path, { memberId: who.member.id, blocked: true, reason: '套利嫌疑' }, adminHeader);
    const blocked = await post(bed.app, pr.claim.path, { promotionId: newcomer.id, requestId: randomUUID() }, as(who));
    expect(blocked.body).toMatchObject({ code: 10700, msg: '您暂无参与该活动的权限，请联系客服' });
    expect(await seeded(who, 'newcomer')).toMatchObject({ state: 'ineligible', reason: 'blacklisted' });
    await post(bed.app, pa.blacklist.path, { memberId: who.member.id, blocked: false, reason: '解除' }, adminHeader);
    expect(await grants(who)).toEqual([]);
    expect(await bed.app.services.ledger.check()).toEqual([]);
  });

  it('expires an active grant past its days and lets the operator forfeit one, each once', async () => {
    const who = await join();
    const promo = await promotion('expiry1', manualTerms(5, { validDays: 1 }));
    const a = await giveByHand(who, promo, '10.00');
    const b = await giveByHand(who, promo, '20.00');
    const forfeited = await call(bed.app, pa.forfeit, { grantId: b.id, reason: '违规套利' }, adminHeader);
    expect(forfeited).toMatchObject({ status: 'forfeited', reason: 'admin', balance: '0.00' });
    expect((await post(bed.app, pa.forfeit.path, { grantId: b.id, reason: '再来一次' }, adminHeader)).body.code).toBe(
      10710,
    );
    bed.skewMs = 25 * HOUR;
    const [one, two] = await Promise.all([bed.app.services.promo.expireDue(), bed.app.services.promo.expireDue()]);
    // Sessions end with the day: the member looks again with the clock back.
    bed.skewMs = 0;
    expect((one ?? 0) + (two ?? 0)).toBe(1);
    expect((await grantOf(who, a.id)).grant).toMatchObject({ status: 'expired', balance: '0.00' });
    expect((await grantOf(who, a.id)).entries.map((e) => e.kind)).toEqual(['grant', 'expire']);
    const audit = await rowsOf<{ action: string }>(
      bed.app,
      sql`select action from audit_log where action like 'promo.%' order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(
      expect.arrayContaining(['promo.create', 'promo.state', 'promo.grant', 'promo.forfeit']),
    );
  });

  it('refuses terms the site may not publish: 11x and mixed products under the UK flag', async () => {
    await post(bed.app, adminRoutes.siteParam.path, { keyCode: 'jurisdiction', value: 'uk' }, adminHeader);
    try {
      const base = {
        kind: 'manual',
        title: '英国测试',
        summary: '',
        image: '',
        startDay: '2026-01-01',
        endDay: null,
        budget: null,
        maxReceivers: null,
      };
      const tooHigh = await post(bed.app, pa.save.path, { ...base, code: 'uk1', terms: manualTerms(11) }, adminHeader);
      expect(tooHigh.body).toMatchObject({ code: 10712, msg: '本站适用英国规则，流水倍数最高为10倍' });
      const mixed = await post(
        bed.app,
        pa.save.path,
        {
          ...base,
          code: 'uk2',
          terms: manualTerms(5, { weights: { ...sportsOnly, products: { sports: '100', live: '10' } } }),
        },
        adminHeader,
      );
      expect(mixed.body.code).toBe(10712);
      expect(
        (await post(bed.app, pa.save.path, { ...base, code: 'uk3', terms: manualTerms(10) }, adminHeader)).body.code,
      ).toBe(0);
    } finally {
      await post(bed.app, adminRoutes.siteParam.path, { keyCode: 'jurisdiction', value: 'none' }, adminHeader);
    }
  });

  it('counts casino rounds from the stored game records by the game weight, and forfeits a grant whose max bet a round broke', async () => {
    const who = await join();
    await creditCentre(bed.app, who.member.id, 100_000n);
    await call(
      bed.app,
      walletRoutes.transferInto,
      { venueCode: 'PGDZ', amount: '1000.00', requestId: randomUUID() },
      as(who),
    );
    const casino = { default: '0', products: { egame: '20' }, games: {}, markets: {} };
    const promo = await promotion('casino1', manualTerms(10, { weights: casino, maxBet: '30.00' }));
    const grant = await giveByHand(who, promo, '50.00');
    const session = {
      siteId: 5000,
      memberId: who.member.id,
      currency: 'RMB' as const,
      venueCode: 'PGDZ',
      gameCode: 'caishen-dao',
      demo: null,
      expiresAt: Number.MAX_SAFE_INTEGER,
    };
    const [name, adapter] = bed.app.services.venues.pullable().find(([n]) => n === 'sandbox')!;
    const pull = () =>
      bed.app.services.gameRecords.pullRange(
        name,
        adapter,
        new Date(Date.now() - 60_000),
        new Date(Date.now() + 1_000),
      );
    for (let i = 0; i < 3; i++) await bed.app.services.sandboxGames.spin(session, randomUUID(), '20.00', 'c');
    await pull();
    // Three rounds of 20.00 at 20 %: 12.00 of progress, counted from the records once they are stored.
    await expect.poll(async () => (await grantOf(who, grant.id)).grant.progress, { timeout: 10_000 }).toBe('12.00');
    const counted = await rowsOf<{ total: string }>(
      bed.app,
      sql`select sum(amount)::text as total from promo_turnover where member_id = ${who.member.id} and product = 'egame'`,
    );
    expect(counted[0]!.total).toBe('6000');
    await bed.app.services.sandboxGames.spin(session, randomUUID(), '40.00', 'c');
    await pull();
    await expect
      .poll(async () => (await grantOf(who, grant.id)).grant, { timeout: 10_000 })
      .toMatchObject({ status: 'forfeited', reason: 'terms_breach', balance: '0.00' });
  });

  it('keeps a casino-only grant out of sports bets: it neither takes nor caps them, and rounds feed only it', async () => {
    const who = await join();
    await fundSports(who, 100);
    await creditCentre(bed.app, who.member.id, 100_000n);
    await call(
      bed.app,
      walletRoutes.transferInto,
      { venueCode: 'PGDZ', amount: '500.00', requestId: randomUUID() },
      as(who),
    );
    const sports = await giveByHand(who, await promotion('mixsport', manualTerms(10)), '50.00');
    // Expires first, so before this rule it fed every bet; max bet 30.00 on its own rounds only.
    const casinoTerms = manualTerms(10, {
      weights: { default: '0', products: { egame: '100' }, games: {}, markets: {} },
      maxBet: '30.00',
      validDays: 7,
    });
    const casino = await giveByHand(who, await promotion('mixcasino', casinoTerms), '50.00');
    const m = await newMatch('mix1');
    const placed = await place(who, '60', [await leg(m)]);
    expect(placed.body.code).toBe(0);
    expect((await grantOf(who, sports.id)).grant).toMatchObject({ openBets: 1 });
    expect((await grantOf(who, casino.id)).grant).toMatchObject({ openBets: 0, balance: '50.00' });
    await settle('mix1', homeLoses);
    await expect.poll(async () => (await grantOf(who, sports.id)).grant.progress, { timeout: 10_000 }).toBe('60.00');

    const session = {
      siteId: 5000,
      memberId: who.member.id,
      currency: 'RMB' as const,
      venueCode: 'PGDZ',
      gameCode: 'caishen-dao',
      demo: null,
      expiresAt: Number.MAX_SAFE_INTEGER,
    };
    const [name, adapter] = bed.app.services.venues.pullable().find(([n]) => n === 'sandbox')!;
    await bed.app.services.sandboxGames.spin(session, randomUUID(), '20.00', 'c');
    await bed.app.services.gameRecords.pullRange(
      name,
      adapter,
      new Date(Date.now() - 60_000),
      new Date(Date.now() + 1_000),
    );
    await expect.poll(async () => (await grantOf(who, casino.id)).grant.progress, { timeout: 10_000 }).toBe('20.00');
    expect((await grantOf(who, sports.id)).grant).toMatchObject({ progress: '60.00', status: 'active' });
  });

  it('keeps the grant entries append-only', async () => {
    const who = await join();
    const promo = await promotion('append1', manualTerms(5));
    await giveByHand(who, promo, '5.00');
    await expect(bed.app.database.db.execute(sql`update promo_grant_entry set amount = 1`)).rejects.toThrow();
  });
});
