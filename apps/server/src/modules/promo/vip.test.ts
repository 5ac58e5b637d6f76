import { randomUUID } from 'node:crypto';
import { type BetView, type GrantView, promoRoutes as pr, type VipInfo } from '@courtside/contract';
import { ladderProblem } from '@courtside/domain/promotions';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vipLadder } from '../../seed/content';
import { HOUR } from '../../test/feed';
import { call, databaseKinds, post } from '../../test/harness';
import { rowsOf } from '../../test/payments';
import { homeLoses, promoBed } from '../../test/promo';

const DAY = 24 * HOUR;

describe('the demo VIP ladder', () => {
  it('rises in every line, gift, rate and cap', () => {
    expect(ladderProblem(vipLadder)).toBeNull();
  });
});

describe.each(databaseKinds())('the VIP ladder on %s', (kind) => {
  const { bed, join, as, fundSports, deposit, newMatch, leg, place, settle, rollback, betState, grants } = promoBed(
    kind,
    'vip',
  );
  const info = async (who: Awaited<ReturnType<typeof join>>) => (await call(bed.app, pr.vip, {}, as(who))) as VipInfo;
  const level = async (memberId: number) =>
    Number(
      (await rowsOf<{ vip_level: number }>(bed.app, sql`select vip_level from member where id = ${memberId}`))[0]!
        .vip_level,
    );
  /** A lost bet of `stake` on a fresh match: valid turnover the member made today. */
  const turnover = async (who: Awaited<ReturnType<typeof join>>, ref: string, stake: string) => {
    const m = await newMatch(ref);
    const placed = (await place(who, stake, [await leg(m)])).body.data as BetView;
    await settle(ref, homeLoses);
    await expect.poll(() => betState(who, placed.id), { timeout: 10_000 }).toBe('settled');
    return placed;
  };

  it('lifts a member on a deposit once both lines are met, pays each level passed its gift once, and shows the next level', async () => {
    const who = await join();
    expect(await info(who)).toMatchObject({ level: 0, name: '普通会员', next: { level: 1, needDeposit: '1000.00' } });
    await fundSports(who, 50_000);
    await turnover(who, 'v1', '50000');
    expect((await info(who)).periodTurnover).toBe('50000.00');
    await deposit(who, '5000.00');
    await expect.poll(async () => (await info(who)).level, { timeout: 10_000 }).toBe(2);
    expect(await level(who.member.id)).toBe(2);
    const gifts = (await grants(who)).filter((g) => g.kind === 'vip').map((g) => g.granted);
    expect(gifts.sort()).toEqual(['18.00', '58.00']);
    const seen = await info(who);
    expect(seen.upgradeGifts.slice(0, 3).map((g) => g.state)).toEqual(['paid', 'paid', 'locked']);
    expect(seen.next).toMatchObject({
      level: 3,
      needDeposit: '20000.00',
      depositPercent: '25.00',
      turnoverPercent: '25.00',
    });
    expect(seen.retention).toMatchObject({ line: '20000.00', met: true });
  });

  it('pays a red packet once per week however many times it is claimed, and none at level 0', async () => {
    const low = await join();
    expect(
      (await post(bed.app, pr.vipClaim.path, { kind: 'weekly', requestId: randomUUID() }, as(low))).body.code,
    ).toBe(10711);
    const who = await join();
    await fundSports(who, 50_000);
    await turnover(who, 'v2', '50000');
    await deposit(who, '5000.00');
    await expect.poll(async () => (await info(who)).level, { timeout: 10_000 }).toBe(2);
    expect((await info(who)).packets).toMatchObject([
      { kind: 'weekly', amount: '8.00', state: 'claimable' },
      { kind: 'monthly', amount: '28.00', state: 'claimable' },
    ]);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(bed.app, pr.vipClaim.path, { kind: 'weekly', requestId: randomUUID() }, as(who)),
      ),
    );
    expect(new Set(replies.map((r) => (r.body.data as GrantView).id)).size).toBe(1);
    expect((await info(who)).packets[0]!.state).toBe('claimed');
    expect((await grants(who)).filter((g) => g.granted === '8.00')).toHaveLength(1);
  });

  it('counts no turnover of a bet whose settlement was rolled back', async () => {
    const who = await join();
    await fundSports(who, 50_000);
    const m = await newMatch('v3');
    const placed = (await place(who, '50000', [await leg(m)])).body.data as BetView;
    await settle('v3', homeLoses);
    await expect.poll(() => betState(who, placed.id), { timeout: 10_000 }).toBe('settled');
    expect((await info(who)).periodTurnover).toBe('50000.00');
    await rollback('v3');
    await expect.poll(() => betState(who, placed.id), { timeout: 10_000 }).toBe('accepted');
    expect((await info(who)).periodTurnover).toBe('0.00');
    await deposit(who, '5000.00');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await info(who)).level).toBe(0);
  });

  it('demotes one level at the daily evaluation after a whole period below the retention line, once however often it runs', async () => {
    const who = await join();
    await fundSports(who, 50_000);
    await turnover(who, 'v4', '50000');
    await deposit(who, '5000.00');
    await expect.poll(async () => (await info(who)).level, { timeout: 10_000 }).toBe(2);
    // Sixty-one days on, nothing wagered since: below the retention line of 20,000.00.
    bed.skewMs = 61 * DAY;
    const [a, b] = await Promise.all([bed.app.services.vip.runDay(), bed.app.services.vip.runDay()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    await bed.app.services.vip.runDay();
    expect(await level(who.member.id)).toBe(1);
    const history = await rowsOf<{ move: string; from_level: number; to_level: number }>(
      bed.app,
      sql`select move, from_level, to_level from promo_vip_history where member_id = ${who.member.id} order by id`,
    );
    expect(history.map((h) => [h.move, Number(h.from_level), Number(h.to_level)])).toEqual([
      ['upgrade', 0, 2],
      ['demote', 2, 1],
    ]);
  });
});
