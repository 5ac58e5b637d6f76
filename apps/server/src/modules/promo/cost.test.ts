import { randomUUID } from 'node:crypto';
import { type CostReport, promoRoutes as pr } from '@courtside/contract';
import { promoAdminRoutes as pa } from '@courtside/contract/admin';
import { businessDate, businessDayStart } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR } from '../../test/feed';
import { call, databaseKinds, post } from '../../test/harness';
import { adminHeader, rowsOf } from '../../test/payments';
import { manualTerms, promoBed } from '../../test/promo';

const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 24 * HOUR).toISOString().slice(0, 10);

const nothing = {
  givenCount: 0,
  given: '0.00',
  convertedCount: 0,
  converted: '0.00',
  forfeitedCount: 0,
  forfeited: '0.00',
  expiredCount: 0,
  expired: '0.00',
  capped: '0.00',
  rebateCount: 0,
  rebate: '0.00',
  paid: '0.00',
};

describe.each(databaseKinds())('优惠成本 on %s', (kind) => {
  const { bed, join, as, promotion, giveByHand } = promoBed(kind, 'cost');

  it('adds up grants, conversions, forfeits, expiries and rebates by promotion and business day', async () => {
    const first = await join();
    const second = await join();
    const today = businessDate(Date.now());
    const tomorrow = dayAfter(today, 1);

    // Nothing to wager: the grants are completed when given and convert at once.
    const plain = await promotion('costA', manualTerms(0));
    const paidOut = await giveByHand(first, plain, '100.00');
    expect((await call(bed.app, pr.convert, { grantId: paidOut.id, requestId: randomUUID() }, as(first))).paid).toBe(
      '100.00',
    );
    const taken = await giveByHand(second, plain, '50.00');
    await call(bed.app, pa.forfeit, { grantId: taken.id, reason: '套利' }, adminHeader);

    const short = await promotion('costB', manualTerms(5, { validDays: 1 }));
    await giveByHand(first, short, '20.00');
    await giveByHand(second, short, '7.50');

    // 10,000.00 of valid sports turnover today: level 0's 0.30 % is paid tomorrow at the pay hour.
    await rowsOf(
      bed.app,
      sql`insert into promo_turnover (source, ref, site_id, member_id, day, product, amount)
          values ('test', ${`cost-${first.member.id}`}, 5000, ${first.member.id}, ${today}, 'sports', 1000000)`,
    );
    bed.skewMs = businessDayStart(tomorrow) + 12 * HOUR + 60_000 - Date.now();
    expect((await bed.app.services.rebates.runDue()).paid).toBe(3_000n);
    // The one-day grants end 24 hours after they were given, which is past the pay hour when this runs
    // in the afternoon: expire them at the last second of tomorrow, still tomorrow's business day.
    bed.skewMs = businessDayStart(dayAfter(today, 2)) - 1_000 - Date.now();
    await bed.app.services.promo.expireDue();
    bed.skewMs = 0;

    const report = (await call(
      bed.app,
      pa.costReport,
      { from: today, to: dayAfter(today, 2) },
      adminHeader,
    )) as CostReport;
    expect(report.currency).toBe('RMB');
    expect(report.promotions).toEqual([
      {
        ...nothing,
        promotionId: plain,
        code: 'costA',
        title: '测试costA',
        kind: 'manual',
        givenCount: 2,
        given: '150.00',
        convertedCount: 1,
        converted: '100.00',
        forfeitedCount: 1,
        forfeited: '50.00',
        paid: '100.00',
      },
      {
        ...nothing,
        promotionId: short,
        code: 'costB',
        title: '测试costB',
        kind: 'manual',
        givenCount: 2,
        given: '27.50',
        expiredCount: 2,
        expired: '27.50',
      },
      {
        ...nothing,
        promotionId: null,
        code: 'rebate',
        title: '返水',
        kind: 'rebate',
        rebateCount: 1,
        rebate: '30.00',
        paid: '30.00',
      },
    ]);
    expect(report.days).toEqual([
      {
        ...nothing,
        day: today,
        givenCount: 4,
        given: '177.50',
        convertedCount: 1,
        converted: '100.00',
        forfeitedCount: 1,
        forfeited: '50.00',
        paid: '100.00',
      },
      { ...nothing, day: tomorrow, expiredCount: 2, expired: '27.50', rebateCount: 1, rebate: '30.00', paid: '30.00' },
      { ...nothing, day: dayAfter(today, 2) },
    ]);
    expect(report.totals).toMatchObject({ given: '177.50', converted: '100.00', rebate: '30.00', paid: '130.00' });

    // A range that misses the days moves nothing into the report; the read is audited.
    const before = (await call(
      bed.app,
      pa.costReport,
      { from: dayAfter(today, -3), to: dayAfter(today, -1) },
      adminHeader,
    )) as CostReport;
    expect(before.promotions).toEqual([]);
    expect(before.days.map((d) => d.day)).toHaveLength(3);
    const audit = await rowsOf<{ n: number }>(
      bed.app,
      sql`select count(*)::int as n from audit_log where action = 'promo.costReport'`,
    );
    expect(Number(audit[0]!.n)).toBe(2);
  });

  it('answers a bad range with a clear code', async () => {
    const code = async (body: unknown) => (await post(bed.app, pa.costReport.path, body, adminHeader)).body.code;
    expect(await code({ from: '2026-03-02', to: '2026-03-01' })).toBe(10721);
    expect(await code({ from: '2026-01-01', to: '2026-04-03' })).toBe(10722);
    expect(await code({ from: '2026-01-01', to: '2026-04-02' })).toBe(0);
    expect(await code({ from: '2026-02-30', to: '2026-03-01' })).toBe(10400);
    expect(await code({ from: '20260301', to: '2026-03-01' })).toBe(10400);
    expect(await code({ from: '2026-03-01' })).toBe(10400);
    // A member's token is no operator's.
    const who = await join();
    expect(
      (await post(bed.app, pa.costReport.path, { from: '2026-03-01', to: '2026-03-01' }, as(who))).status,
    ).not.toBe(200);
  });
});
