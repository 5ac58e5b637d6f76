import { type BetView, promoRoutes as pr, type RebateInfo, rgRoutes, walletRoutes } from '@courtside/contract';
import { promoAdminRoutes as pa } from '@courtside/contract/admin';
import { businessDate, businessDayStart } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR } from '../../test/feed';
import { call, databaseKinds, post } from '../../test/harness';
import { adminHeader, rowsOf } from '../../test/payments';
import { homeLoses, promoBed } from '../../test/promo';

describe.each(databaseKinds())('返水 on %s', (kind) => {
  const { bed, join, as, fundSports, newMatch, leg, place, settle, betState, centre } = promoBed(kind, 'fanshui');
  type Member = Awaited<ReturnType<typeof join>>;

  const lose = async (who: Member, ref: string, bets: [outcome: string, stake: string][]) => {
    const m = await newMatch(ref);
    const placed: BetView[] = [];
    for (const [outcome, stake] of bets)
      placed.push((await place(who, stake, [await leg(m, outcome)])).body.data as BetView);
    await settle(ref, homeLoses);
    for (const bet of placed) await expect.poll(() => betState(who, bet.id), { timeout: 10_000 }).toBe('settled');
  };

  it('pays yesterday’s rebate once at the pay hour, by level rate, hedged stake counting nothing, blacklisted and timed-out members nothing', async () => {
    const plain = await join();
    const hedger = await join();
    const blocked = await join();
    const resting = await join();
    for (const who of [plain, hedger, blocked, resting]) await fundSports(who, 20_000);
    await lose(plain, 'fs1', [['home', '10000']]);
    await lose(hedger, 'fs2', [
      ['home', '5000'],
      ['away', '5000'],
      ['draw', '1000'],
    ]);
    await lose(blocked, 'fs3', [['home', '10000']]);
    await lose(resting, 'fs4', [['home', '10000']]);
    // A time-out taken after the day's play: no incentive reaches a member who is in one when it pays.
    expect((await post(bed.app, rgRoutes.timeOut.path, { days: 7, confirm: true }, as(resting))).body.code).toBe(0);
    await post(
      bed.app,
      pa.blacklist.path,
      { memberId: blocked.member.id, blocked: true, reason: '对冲套利' },
      adminHeader,
    );

    const info = (await call(bed.app, pr.rebate, {}, as(plain))) as RebateInfo;
    expect(info).toMatchObject({
      level: 0,
      rates: { sports: '0.30' },
      today: { turnover: '10000.00', estimate: '30.00' },
    });
    const today = businessDate(Date.now());
    // Not before the pay hour of the next business day.
    bed.skewMs = businessDayStart(today) + 24 * HOUR + 11 * HOUR - Date.now();
    expect((await bed.app.services.rebates.runDue()).paid).toBe(0n);
    bed.skewMs = businessDayStart(today) + 24 * HOUR + 12 * HOUR + 60_000 - Date.now();
    const [a, b] = await Promise.all([bed.app.services.rebates.runDue(), bed.app.services.rebates.runDue()]);
    expect(a.paid + b.paid).toBe(3_000n);
    expect(await bed.app.services.rebates.runDue()).toMatchObject({ days: 0, paid: 0n });
    bed.skewMs = 0;
    // One ledger movement and one reward push event for the member's day, whichever run paid it.
    const moves = await rowsOf<{ n: number }>(
      bed.app,
      sql`select count(*)::int as n from wallet_transfer where idempotency_key = ${`promo:rebate:${plain.member.id}:${today}`}`,
    );
    expect(Number(moves[0]!.n)).toBe(1);
    const pushes = await rowsOf<{ n: number }>(
      bed.app,
      sql`select count(*)::int as n from outbox_event, jsonb_array_elements(payload->'paid') as paid
          where topic = 'promo.rebatesPaid' and payload->>'day' = ${today}
            and (paid->>'memberId')::bigint = ${plain.member.id}`,
    );
    expect(Number(pushes[0]!.n)).toBe(1);

    const rows = await rowsOf<{ member_id: number; amount: string }>(
      bed.app,
      sql`select member_id, amount::text as amount from promo_rebate where day = ${today} and member_id in (${plain.member.id}, ${hedger.member.id}, ${blocked.member.id}, ${resting.member.id}) order by member_id`,
    );
    // The hedger's 5,000 on home is covered by 5,000 on away and 1,000 on the draw: nothing counts.
    expect(rows.map((r) => [Number(r.member_id), r.amount])).toEqual([
      [plain.member.id, '3000'],
      [hedger.member.id, '0'],
      [blocked.member.id, '0'],
      [resting.member.id, '0'],
    ]);
    expect(await centre(plain)).toBe('30.00');
    const records = await call(bed.app, pr.rebateRecords, {}, as(plain));
    expect(records.items).toMatchObject([
      { day: today, level: 0, turnover: '10000.00', amount: '30.00', parts: [{ product: 'sports', rate: '0.30' }] },
    ]);
    const deals = await call(bed.app, walletRoutes.dealRecords, { kind: 'rebate' }, as(plain));
    expect(deals.items).toMatchObject([{ kind: 'rebate', amount: '30.00' }]);
  });
});
