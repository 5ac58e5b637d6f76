import { randomUUID } from 'node:crypto';
import {
  type InterestRecord,
  type LoginResult,
  type SavingsInfo,
  type SavingsTask,
  savingsRoutes,
  walletRoutes,
} from '@courtside/contract';
import { businessDate, businessDayStart } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { fundCentre, registerMember, tokenHeader } from '../../test/members';

const s = savingsRoutes;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

describe.each(databaseKinds())('savings wallet on %s', (kind) => {
  let app: TestApp;
  /** A pinned instant, or null for the real time. */
  let at: number | null = null;
  const clock = { now: () => new Date(at ?? Date.now()) };
  let n = 0;

  /** A new member with `amount` (minor units) in the centre wallet. */
  const funded = async (amount: bigint): Promise<LoginResult> => {
    n += 1;
    const member = await registerMember(app, `saver${n}x`);
    if (amount > 0n) await fundCentre(app, member.member.id, amount);
    return member;
  };

  const move = (who: LoginResult, route: typeof s.toYeb, amount: string, requestId = randomUUID()) =>
    post(app, route.path, { amount, requestId }, tokenHeader(who.token));
  const info = async (who: LoginResult) =>
    (await post(app, s.info.path, {}, tokenHeader(who.token))).body.data as SavingsInfo;
  const records = async (who: LoginResult, page = 1, pageSize = 20) =>
    (await post(app, s.interestRecords.path, { page, pageSize }, tokenHeader(who.token))).body.data as {
      items: InterestRecord[];
      total: number;
    };
  const tasks = async (who: LoginResult) =>
    (await post(app, s.tasks.path, {}, tokenHeader(who.token))).body.data as SavingsTask[];
  const claim = (who: LoginResult, code: SavingsTask['code']) =>
    post(app, s.taskClaim.path, { code }, tokenHeader(who.token));
  /** An instant on a Shanghai business day, `hour` o'clock there. */
  const shanghai = (day: string, hour: number) => businessDayStart(day) + hour * HOUR_MS;
  /**
   * Moves the pinned clock forward in half-day steps, each member calling in at every step, as
   * members do: a session left idle for 22 hours would end.
   */
  const advanceTo = async (target: number, ...members: LoginResult[]) => {
    while (at !== null && at + 12 * HOUR_MS < target) {
      at += 12 * HOUR_MS;
      for (const member of members) await info(member);
    }
    at = target;
  };
  const houseBonusExpense = async () => {
    const result = (await app.database.db.execute(
      sql`select coalesce(sum(balance), 0)::text as balance from wallet_account
          where kind = 'bonusExpense' and member_id is null and site_id = 5000`,
    )) as unknown as { rows: { balance: string }[] };
    return BigInt(result.rows[0]!.balance);
  };
  const paidFromHouse = async () => {
    const result = (await app.database.db.execute(
      sql`select (coalesce((select sum(amount) from savings_interest where site_id = 5000), 0)
                + coalesce((select sum(amount) from savings_task_claim where site_id = 5000), 0))::text as paid`,
    )) as unknown as { rows: { paid: string }[] };
    return BigInt(result.rows[0]!.paid);
  };

  beforeAll(async () => {
    app = await createTestApp(kind, { clock, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterEach(async () => {
    at = null;
    expect(await app.services.ledger.check()).toEqual([]);
    // Every cent the house's bonus-expense account paid is an interest row or a task reward.
    expect(await houseBonusExpense()).toBe(-(await paidFromHouse()));
  });
  afterAll(async () => {
    await app.close();
  });

  it('moves money in and out through the ledger and shows it in the info and the deal records', async () => {
    const saver = await funded(500_000n);
    const moved = await move(saver, s.toYeb, '3000.50');
    expect(moved.body).toMatchObject({
      code: 0,
      data: { direction: 'toYeb', amount: '3000.50', savingsBalance: '3000.50', centreAvailable: '1999.50' },
    });
    const out = await move(saver, s.toCenter, '1000');
    expect(out.body.data).toMatchObject({
      direction: 'toCenter',
      savingsBalance: '2000.50',
      centreAvailable: '2999.50',
    });

    expect(await info(saver)).toMatchObject({
      currency: 'RMB',
      savingsBalance: '2000.50',
      centreAvailable: '2999.50',
      annualRate: '3.65',
      yesterdayInterest: '0.00',
      totalInterest: '0.00',
      // 2,000.50 at 3.65 % for one day, rounded down.
      estimatedDailyInterest: '0.20',
    });
    const centre = (await post(app, walletRoutes.balances.path, {}, tokenHeader(saver.token))).body.data as {
      centre: { available: string };
    };
    expect(centre.centre.available).toBe('2999.50');

    const deals = (await post(app, walletRoutes.dealRecords.path, {}, tokenHeader(saver.token))).body.data as {
      items: { kind: string; amount: string }[];
    };
    expect(deals.items.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'yebOut', amount: '1000.00' }),
      expect.objectContaining({ kind: 'yebIn', amount: '-3000.50' }),
    ]);
    const onlyIn = (await post(app, walletRoutes.dealRecords.path, { kind: 'yebIn' }, tokenHeader(saver.token))).body
      .data as { total: number };
    expect(onlyIn.total).toBe(1);
  });

  it('refuses more than the source holds and changes nothing', async () => {
    const saver = await funded(10_000n);
    expect((await move(saver, s.toYeb, '100.01')).body).toMatchObject({ code: 10620, msg: '余额不足' });
    expect((await move(saver, s.toCenter, '0.01')).body.code).toBe(10620);
    await move(saver, s.toYeb, '60');
    expect((await move(saver, s.toCenter, '60.01')).body.code).toBe(10620);
    expect(await info(saver)).toMatchObject({ savingsBalance: '60.00', centreAvailable: '40.00' });
  });

  it('refuses malformed amounts with 400 before anything moves', async () => {
    const saver = await funded(10_000_000n);
    for (const amount of ['0', '-1', '1.234', '100000', 'abc']) {
      const reply = await move(saver, s.toYeb, amount);
      expect(reply.status).toBe(400);
    }
    expect((await post(app, s.toYeb.path, { amount: '10' }, tokenHeader(saver.token))).status).toBe(400);
    expect((await info(saver)).savingsBalance).toBe('0.00');
  });

  it('moves once for one requestId, and refuses the same id for a different amount', async () => {
    const saver = await funded(100_000n);
    const requestId = randomUUID();
    const [first, second] = await Promise.all([
      move(saver, s.toYeb, '200', requestId),
      move(saver, s.toYeb, '200', requestId),
    ]);
    expect(first.body.code).toBe(0);
    expect(second.body.code).toBe(0);
    expect((second.body.data as { transferId: number }).transferId).toBe(
      (first.body.data as { transferId: number }).transferId,
    );
    expect((await move(saver, s.toYeb, '200', requestId)).body.data).toMatchObject({ savingsBalance: '200.00' });
    expect((await move(saver, s.toYeb, '300', requestId)).body.code).toBe(10621);
    // The same id in the other direction is another move, scoped apart.
    expect((await move(saver, s.toCenter, '50', requestId)).body.data).toMatchObject({ savingsBalance: '150.00' });
    expect(await info(saver)).toMatchObject({ savingsBalance: '150.00', centreAvailable: '850.00' });
  });

  it('asks for a login on every route', async () => {
    for (const route of Object.values(s)) {
      const reply = await post(app, route.path, {});
      expect(reply.status).toBe(401);
    }
  });

  it('pays interest on the lowest balance held all day, once, even when the job runs twice at once', async () => {
    // A business day well after the real one, so no earlier test's movements fall inside it.
    const day = businessDate(Date.now() + 40 * DAY_MS);
    const dayBefore = businessDate(businessDayStart(day) - DAY_MS);

    at = shanghai(dayBefore, 20);
    const steady = await funded(2_000_000n);
    const dipper = await funded(2_000_000n);
    const latecomer = await funded(2_000_000n);
    await move(steady, s.toYeb, '10000');
    await move(dipper, s.toYeb, '10000');

    // During the day: more money in at noon earns nothing for it; money out and back lowers it.
    at = shanghai(day, 9);
    await move(dipper, s.toCenter, '4000');
    at = shanghai(day, 12);
    await move(steady, s.toYeb, '5000');
    await move(latecomer, s.toYeb, '10000');
    at = shanghai(day, 15);
    await move(dipper, s.toYeb, '4000');

    // Before the day is over, nothing is paid for it.
    at = shanghai(day, 23);
    await app.services.savings.payInterest();
    expect((await records(steady)).total).toBe(0);

    await advanceTo(shanghai(day, 24.5), steady, dipper, latecomer);
    const houseBefore = await houseBonusExpense();
    const runs = await Promise.all([app.services.savings.payInterest(), app.services.savings.payInterest()]);
    const again = await app.services.savings.payInterest();
    expect(again.paidMinor).toBe(0n);
    const paidMinor = runs[0].paidMinor + runs[1].paidMinor;
    // The house paid exactly what the runs credited, and at least our two members' 1.00 and 0.60.
    expect(houseBefore - (await houseBonusExpense())).toBe(paidMinor);
    expect(paidMinor).toBeGreaterThanOrEqual(160n);

    // 10,000.00 held all day at 3.65 % is 1.00; the 5,000.00 that came at noon does not count.
    expect((await records(steady)).items).toEqual([
      { day, principal: '10000.00', annualRate: '3.65', amount: '1.00', creditedAt: expect.any(String) },
    ]);
    expect(await info(steady)).toMatchObject({
      savingsBalance: '15001.00',
      yesterdayInterest: '1.00',
      totalInterest: '1.00',
      nextInterestAt: new Date(businessDayStart(day) + 2 * DAY_MS).toISOString(),
    });
    // The dip to 6,000.00 is what counted: 0.60.
    expect((await records(dipper)).items).toEqual([expect.objectContaining({ principal: '6000.00', amount: '0.60' })]);
    expect((await records(latecomer)).total).toBe(0);
    expect((await info(latecomer)).savingsBalance).toBe('10000.00');

    // One ledger credit per member-day, under the day's key.
    const credits = (await app.database.db.execute(
      sql`select count(*)::int as n from wallet_transfer where idempotency_key = ${`yeb:interest:${steady.member.id}:${day}`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(credits.rows[0]!.n).toBe(1);

    // Interest shows in the deal records as money gained.
    const deals = (await post(app, walletRoutes.dealRecords.path, { kind: 'yebInterest' }, tokenHeader(steady.token)))
      .body.data as { items: { amount: string }[] };
    expect(deals.items.map((d) => d.amount)).toEqual(['1.00']);

    // Another member sees only their own interest.
    expect((await records(dipper)).items.map((r) => r.amount)).toEqual(['0.60']);

    // Tasks from the same data: moved in once, held 10,000 one full day, earned 1.00.
    expect(await tasks(steady)).toEqual([
      { code: 'firstMoveIn', unit: 'count', progress: '1', target: '1', reward: '2.00', state: 'claimable' },
      { code: 'holdSevenDays', unit: 'days', progress: '1', target: '7', reward: '8.00', state: 'inProgress' },
      { code: 'earnInterest', unit: 'money', progress: '1.00', target: '1.00', reward: '5.00', state: 'claimable' },
    ]);
    expect((await claim(steady, 'holdSevenDays')).body.code).toBe(10650);
    expect((await claim(steady, 'firstMoveIn')).body.code).toBe(0);
    expect((await claim(steady, 'firstMoveIn')).body).toMatchObject({ code: 10651, msg: '该任务奖励已领取' });
    // Two claims at once: one pays.
    const both = await Promise.all([claim(steady, 'earnInterest'), claim(steady, 'earnInterest')]);
    expect(both.map((r) => r.body.code).sort()).toEqual([0, 10651]);
    expect((await info(steady)).savingsBalance).toBe('15008.00');
    expect((await tasks(steady)).map((t) => t.state)).toEqual(['claimed', 'inProgress', 'claimed']);
    // The dipper's tasks are their own.
    expect((await tasks(dipper)).map((t) => t.state)).toEqual(['claimable', 'inProgress', 'inProgress']);
  });

  it('leaves the days unpaid while the rate is not configured, and pays them once it is', async () => {
    const day = businessDate(Date.now() + 60 * DAY_MS);
    at = shanghai(businessDate(businessDayStart(day) - DAY_MS), 22);
    const saver = await funded(1_000_000n);
    await move(saver, s.toYeb, '10000');
    await app.services.site.setParam(5000, 'yeb_annual_rate', 'lots');
    try {
      await advanceTo(shanghai(day, 25), saver);
      await app.services.savings.payInterest();
      expect((await records(saver)).total).toBe(0);
      expect((await info(saver)).annualRate).toBe('0.00');
    } finally {
      await app.services.site.setParam(5000, 'yeb_annual_rate', '3.65');
    }
    await app.services.savings.payInterest();
    expect((await records(saver)).items.map((r) => [r.day, r.amount])).toEqual([[day, '1.00']]);
  });

  it('pages the interest history, newest day first', async () => {
    const first = businessDate(Date.now() + 80 * DAY_MS);
    at = shanghai(businessDate(businessDayStart(first) - DAY_MS), 22);
    const saver = await funded(1_000_000n);
    await move(saver, s.toYeb, '10000');
    // Three days later the job catches up on all three missed days.
    await advanceTo(shanghai(first, 3 * 24 + 1), saver);
    await app.services.savings.payInterest();
    const page1 = await records(saver, 1, 2);
    const page2 = await records(saver, 2, 2);
    expect(page1.total).toBe(3);
    expect(page1.items.map((r) => r.day)).toEqual([
      businessDate(businessDayStart(first) + 2 * DAY_MS),
      businessDate(businessDayStart(first) + DAY_MS),
    ]);
    expect(page2.items.map((r) => r.day)).toEqual([first]);
    // One late run paid all three, so no day's interest was there at the start of the next day.
    expect([...page1.items, ...page2.items].map((r) => [r.principal, r.amount])).toEqual([
      ['10000.00', '1.00'],
      ['10000.00', '1.00'],
      ['10000.00', '1.00'],
    ]);
  });
});
