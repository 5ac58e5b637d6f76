import { type BackflowInfo, promoRoutes as pr } from '@courtside/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, databaseKinds, post } from '../../test/harness';
import { rowsOf } from '../../test/payments';
import { promoBed } from '../../test/promo';

describe.each(databaseKinds())('回归礼金 on %s', (kind) => {
  const { bed, join, as, deposit, grants } = promoBed(kind, 'back');
  type Who = Awaited<ReturnType<typeof join>>;
  const info = async (who: Who) => (await call(bed.app, pr.backflow, {}, as(who))) as BackflowInfo;
  const backflows = async (who: Who) => (await grants(who)).filter((g) => g.kind === 'backflow');
  /** The member's last deposit moved `days` back, as if they had been away since. */
  const awayFor = (who: Who, days: number) =>
    rowsOf(
      bed.app,
      sql`update promo_member set last_deposit_at = now() - make_interval(days => ${days})
          where member_id = ${who.member.id}`,
    );

  it('pays a comeback bonus on the deposit after 30 days away, once per return, and none to a first deposit', async () => {
    const visitor = await post(bed.app, pr.backflow.path, {});
    expect(visitor.body.data).toMatchObject({ reason: 'notLoggedIn', awayDays: 30, qualifies: false });
    const who = await join();
    expect(await info(who)).toMatchObject({ lastActiveDay: null, daysAway: null, qualifies: false });
    await deposit(who, '100.00');
    await expect.poll(async () => (await info(who)).daysAway, { timeout: 10_000 }).toBe(0);
    expect(await backflows(who)).toEqual([]);

    await awayFor(who, 29);
    expect(await info(who)).toMatchObject({ daysAway: 29, qualifies: false });
    await deposit(who, '200.00');
    await expect.poll(async () => (await info(who)).daysAway, { timeout: 10_000 }).toBe(0);
    expect(await backflows(who)).toEqual([]);

    await awayFor(who, 31);
    expect(await info(who)).toMatchObject({ daysAway: 31, qualifies: true });
    const orderNo = await deposit(who, '1000.00');
    await expect.poll(async () => (await backflows(who)).length, { timeout: 10_000 }).toBe(1);
    expect((await backflows(who))[0]).toMatchObject({ granted: '188.00', multiplier: 5, requirement: '940.00' });
    expect(await info(who)).toMatchObject({ daysAway: 0, qualifies: false, grants: [{ granted: '188.00' }] });

    // The same deposit event delivered again pays nothing more; the next deposit is no return.
    const event = {
      siteId: 5000,
      memberId: who.member.id,
      orderNo,
      channelCode: 'sandbox-bank',
      creditedMinor: '100000',
      currency: 'RMB',
    };
    await bed.app.database.db.transaction(async (tx) => {
      await bed.app.services.backflow.onDeposit(tx, event, '2026-01-01');
    });
    await deposit(who, '500.00');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await backflows(who)).toHaveLength(1);
  });

  it('gives a return on the second deposit the comeback gift, not the 续存 gift: one promotion per deposit', async () => {
    const who = await join();
    await deposit(who, '100.00');
    await expect.poll(async () => (await grants(who)).length, { timeout: 10_000 }).toBe(1);
    await awayFor(who, 40);
    await deposit(who, '500.00');
    await expect.poll(async () => (await backflows(who)).length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await grants(who)).map((g) => g.kind).sort()).toEqual(['backflow', 'deposit']);
    expect((await backflows(who))[0]).toMatchObject({ granted: '100.00' });
  });

  it('counts a settled bet as activity: a member who bet last week is not away', async () => {
    const who = await join();
    await deposit(who, '100.00');
    await expect.poll(async () => (await info(who)).daysAway, { timeout: 10_000 }).toBe(0);
    await awayFor(who, 60);
    await rowsOf(
      bed.app,
      sql`insert into promo_turnover (source, ref, site_id, member_id, day, product, amount)
          values ('test', ${`bf-${who.member.id}`}, 5000, ${who.member.id},
                  to_char((now() at time zone 'Asia/Shanghai') - interval '7 days', 'YYYY-MM-DD'), 'sports', 10000)`,
    );
    expect(await info(who)).toMatchObject({ daysAway: 7, qualifies: false });
    await deposit(who, '300.00');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await backflows(who)).toEqual([]);
  });
});
