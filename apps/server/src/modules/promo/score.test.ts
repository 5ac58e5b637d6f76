import { type BetView, promoRoutes as pr, type ScoreInfo } from '@courtside/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { call, databaseKinds, post } from '../../test/harness';
import { SITE } from '../../test/members';
import { rowsOf } from '../../test/payments';
import { homeLoses, homeWins, promoBed } from '../../test/promo';

describe.each(databaseKinds())('积分 on %s', (kind) => {
  const { bed, join, as, fundSports, newMatch, leg, place, settle, rollback, betState } = promoBed(kind, 'score');
  afterEach(async () => {
    expect(await bed.app.services.score.unbalanced()).toEqual([]);
  });
  type Member = Awaited<ReturnType<typeof join>>;
  const info = async (who: Member) => (await call(bed.app, pr.score, {}, as(who))) as ScoreInfo;
  const records = (who: Member, page = 1, pageSize = 20) => call(bed.app, pr.scoreRecords, { page, pageSize }, as(who));

  it('earns a point per whole ¥100 of a settled bet, pays a replay nothing, and a rollback takes back exactly what it gave', async () => {
    const who = await join();
    await fundSports(who, 1_000);
    const a = await newMatch('sc1');
    const b = await newMatch('sc2');
    const big = (await place(who, '250.50', [await leg(a)])).body.data as BetView;
    const small = (await place(who, '99', [await leg(b)])).body.data as BetView;
    await settle('sc1', homeLoses);
    await settle('sc2', homeLoses);
    await expect.poll(() => betState(who, small.id), { timeout: 10_000 }).toBe('settled');
    await expect.poll(async () => (await info(who)).balance, { timeout: 10_000 }).toBe(2);
    expect(await info(who)).toEqual({ balance: 2, earned: 2, turnoverPerPoint: '100.00' });

    // The same event delivered again, five times at once: nothing more.
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        bed.app.database.db.transaction((tx) =>
          bed.app.services.score.sync(tx, {
            siteId: SITE,
            memberId: who.member.id,
            source: 'sportsbook',
            ref: String(big.id),
          }),
        ),
      ),
    );
    expect(again).toEqual([0n, 0n, 0n, 0n, 0n]);

    await rollback('sc1');
    await expect.poll(() => betState(who, big.id), { timeout: 10_000 }).toBe('accepted');
    await expect.poll(async () => (await info(who)).balance, { timeout: 10_000 }).toBe(0);
    await settle('sc1', homeWins);
    await expect.poll(async () => (await info(who)).balance, { timeout: 10_000 }).toBe(2);

    const all = await records(who);
    expect(all.total).toBe(3);
    expect(all.items).toMatchObject([
      { source: 'sportsbook', reference: String(big.id), kind: 'earn', points: 2, turnover: '250.50', balanceAfter: 2 },
      {
        source: 'sportsbook',
        reference: String(big.id),
        kind: 'reverse',
        points: -2,
        turnover: '250.50',
        balanceAfter: 0,
      },
      { source: 'sportsbook', reference: String(big.id), kind: 'earn', points: 2, turnover: '250.50', balanceAfter: 2 },
    ]);
    const second = await records(who, 2, 2);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((r) => r.balanceAfter)).toEqual([2]);
  });

  it('keeps the balance at zero or above and the entries append-only, in the database', async () => {
    const who = await join();
    await fundSports(who, 200);
    const m = await newMatch('sc3');
    const placed = (await place(who, '100', [await leg(m)])).body.data as BetView;
    await settle('sc3', homeLoses);
    await expect.poll(async () => (await info(who)).balance, { timeout: 10_000 }).toBe(1);
    expect(placed.id).toBeGreaterThan(0);
    await expect(
      rowsOf(bed.app, sql`update promo_points set balance = -1 where member_id = ${who.member.id}`),
    ).rejects.toThrow();
    await expect(
      rowsOf(bed.app, sql`update promo_points_entry set points = 5 where member_id = ${who.member.id}`),
    ).rejects.toThrow();
    await expect(
      rowsOf(
        bed.app,
        sql`insert into promo_points_entry (site_id, member_id, source, reference, kind, points, turnover, balance_after, at)
            select site_id, member_id, source, reference, kind, points, turnover, balance_after, at
            from promo_points_entry where member_id = ${who.member.id}`,
      ),
    ).rejects.toThrow();
  });

  it('answers bad input with a clear code, and a visitor with the login prompt', async () => {
    const who = await join();
    const code = async (body: unknown) => (await post(bed.app, pr.scoreRecords.path, body, as(who))).body.code;
    expect(await code({ page: 0, pageSize: 20 })).toBe(10400);
    expect(await code({ page: 1, pageSize: 51 })).toBe(10400);
    expect(await code({ page: '一', pageSize: 20 })).toBe(10400);
    expect(await code({ page: 1.5, pageSize: 20 })).toBe(10400);
    expect((await post(bed.app, pr.score.path, {})).body.code).not.toBe(0);
    expect(await info(who)).toEqual({ balance: 0, earned: 0, turnoverPerPoint: '100.00' });
    expect((await records(who)).items).toEqual([]);
  });
});
