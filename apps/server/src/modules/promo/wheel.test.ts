import { randomUUID } from 'node:crypto';
import {
  promoRoutes as pr,
  type WheelDrawsResponse,
  type WheelInfo,
  type WheelSeedResult,
  type WheelSpinResult,
  type WheelTerms,
  wheelRoutes as wr,
} from '@courtside/contract';
import { promoAdminRoutes as pa, wheelAdminRoutes as wa } from '@courtside/contract/admin';
import { businessDate } from '@courtside/domain';
import { verifyDraw } from '@courtside/domain/promotions';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, databaseKinds, post } from '../../test/harness';
import { adminHeader, rowsOf } from '../../test/payments';
import { promoBed } from '../../test/promo';

describe.each(databaseKinds())('幸运转盘 on %s', (kind) => {
  const { bed, join, as, deposit, grants, turnoverToday: turnover, listed, resave } = promoBed(kind, 'wheel');
  type Who = Awaited<ReturnType<typeof join>>;
  const info = async (who: Who) => (await call(bed.app, wr.info, {}, as(who))) as WheelInfo;
  const spin = (who: Who, requestId: string = randomUUID()) => post(bed.app, wr.spin.path, { requestId }, as(who));
  const today = () => businessDate(Date.now());
  const drawCount = async (who: Who) =>
    Number(
      (
        await rowsOf<{ n: string }>(
          bed.app,
          sql`select count(*)::text as n from promo_wheel_draw where member_id = ${who.member.id}`,
        )
      )[0]!.n,
    );
  const wheelRow = () => listed('lucky-wheel');
  const saveWheel = async (wheel: Partial<WheelTerms>) =>
    resave('lucky-wheel', { terms: { wheel: { ...(await wheelRow()).terms.wheel!, ...wheel } } });

  it('discloses each prize’s chance to a visitor, and refuses a member with no spins without changing anything', async () => {
    const visitor = (await post(bed.app, wr.info.path, {})).body.data as WheelInfo;
    expect(visitor).toMatchObject({ reason: 'notLoggedIn', title: '幸运转盘', seed: null, chances: { left: 0 } });
    // The demo weights add up to 1,000, so each chance is its weight over ten.
    expect(visitor.segments.map((s) => [s.label, s.chance])).toEqual([
      ['8元彩金', '30.00'],
      ['10积分', '25.00'],
      ['18元彩金', '12.00'],
      ['谢谢参与', '20.00'],
      ['50积分', '8.00'],
      ['88元彩金', '2.00'],
      ['5积分', '2.50'],
      ['188元彩金', '0.50'],
    ]);

    const who = await join();
    const before = await info(who);
    expect(before).toMatchObject({ reason: null, chances: { earned: 0, left: 0 }, seed: { nonce: 0 } });
    expect((await spin(who)).body).toMatchObject({ code: 10950 });
    expect(await drawCount(who)).toBe(0);
    // The committed seed pair is the same one: a refusal draws nothing on it.
    expect((await info(who)).seed).toEqual(before.seed);
    // Bad input is refused by the contract.
    expect((await post(bed.app, wr.spin.path, { requestId: 'x' }, as(who))).body.code).not.toBe(0);
    expect((await post(bed.app, wr.seed.path, { clientSeed: 'a:b' }, as(who))).body.code).not.toBe(0);
    expect((await post(bed.app, wr.spin.path, { requestId: randomUUID() })).body.code).not.toBe(0);
  });

  it('gives exactly the day’s chances to 50 concurrent spins, pays each prize once, and proves every draw after the seed changes', async () => {
    const who = await join();
    await turnover(who, 499); // 9 spins from turnover (one per ¥50)
    await deposit(who, '100.00');
    await expect
      .poll(async () => (await post(bed.app, pr.signIn.path, { requestId: randomUUID() }, as(who))).body.code, {
        timeout: 10_000,
      })
      .toBe(0);
    expect((await info(who)).chances).toMatchObject({ fromTurnover: 9, fromSignIn: 1, earned: 10, left: 10 });

    const spins = await Promise.all(Array.from({ length: 50 }, () => spin(who)));
    const codes = spins.map((s) => s.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(codes.filter((c) => c === 10950)).toHaveLength(40);
    expect(await drawCount(who)).toBe(10);
    const won = spins.filter((s) => s.body.code === 0).map((s) => (s.body.data as WheelSpinResult).draw);
    expect(won.map((d) => d.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await info(who)).chances).toMatchObject({ used: 10, left: 0 });

    // Each bonus prize is one grant of its amount; each points prize one ledger entry.
    const bonus = won.filter((d) => d.prize === 'bonus');
    const wheelGrants = (await grants(who)).filter((g) => g.kind === 'wheel');
    expect(wheelGrants.map((g) => g.granted).sort()).toEqual(bonus.map((d) => d.amount).sort());
    const points = won.filter((d) => d.prize === 'points').reduce((sum, d) => sum + d.points, 0);
    expect(((await call(bed.app, pr.score, {}, as(who))) as { balance: number }).balance).toBe(points);
    expect(await bed.app.services.score.unbalanced()).toEqual([]);

    // While the pair is live its server seed is secret; changing seeds reveals it for all ten.
    const listed = (await call(bed.app, wr.draws, { page: 1, pageSize: 20 }, as(who))) as WheelDrawsResponse;
    expect(listed.total).toBe(10);
    expect(listed.items.every((d) => d.serverSeed === null)).toBe(true);
    const seedBefore = (await info(who)).seed!;
    expect((await post(bed.app, wr.seed.path, { clientSeed: seedBefore.clientSeed }, as(who))).body.code).toBe(10952);
    const changed = (await post(bed.app, wr.seed.path, { clientSeed: 'my-own-seed' }, as(who))).body
      .data as WheelSeedResult;
    expect(changed.revealed).toMatchObject({ serverSeedHash: seedBefore.serverSeedHash, draws: 10 });
    expect(changed.seed).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(changed.seed.serverSeedHash).not.toBe(seedBefore.serverSeedHash);
    const revealed = (await call(bed.app, wr.draws, { page: 1, pageSize: 20 }, as(who))) as WheelDrawsResponse;
    for (const d of revealed.items) {
      expect(d.serverSeed).toBe(changed.revealed.serverSeed);
      expect(verifyDraw({ ...d, serverSeed: d.serverSeed! })).toBe(true);
    }
    const one = revealed.items[0]!;
    const tampered = `${one.serverSeed![0] === 'a' ? 'b' : 'a'}${one.serverSeed!.slice(1)}`;
    expect(verifyDraw({ ...one, serverSeed: tampered })).toBe(false);
    expect(verifyDraw({ ...one, serverSeed: one.serverSeed!, index: (one.index + 1) % one.weights.length })).toBe(
      false,
    );

    // Another member sees none of these draws, and the operator sees them all with their totals.
    const other = await join();
    expect(((await call(bed.app, wr.draws, { page: 1, pageSize: 20 }, as(other))) as WheelDrawsResponse).total).toBe(0);
    const log = (await call(bed.app, wa.draws, { page: 1, pageSize: 20, memberId: who.member.id }, adminHeader)) as {
      total: number;
      totals: { draws: number; points: number };
      items: { memberName: string }[];
    };
    expect(log).toMatchObject({ total: 10, totals: { draws: 10, points } });
    expect(log.items[0]!.memberName).toBe(who.member.name);
  });

  it('answers a repeated request with the same draw, once', async () => {
    const who = await join();
    await turnover(who, 100);
    const requestId = randomUUID();
    const taps = await Promise.all(Array.from({ length: 8 }, () => spin(who, requestId)));
    expect(taps.map((t) => t.body.code)).toEqual(Array(8).fill(0));
    expect(new Set(taps.map((t) => (t.body.data as WheelSpinResult).draw.id)).size).toBe(1);
    expect(await drawCount(who)).toBe(1);
    expect((await info(who)).chances).toMatchObject({ earned: 2, used: 1, left: 1 });
  });

  it('stops paying when the day’s budget can no longer pay the biggest prize, even under concurrent spins', async () => {
    const original = (await wheelRow()).terms.wheel!;
    // Every spin lands on ¥10 (the other prize can never be drawn); the day may pay ¥25.
    const saved = await saveWheel({
      segments: [
        { label: '10元彩金', prize: 'bonus', amount: '10.00', points: 0, weight: 1 },
        { label: '谢谢参与', prize: 'none', amount: '0.00', points: 0, weight: 0 },
      ],
      dailyBudget: '25.00',
    });
    expect(saved.body.code).toBe(0);
    // The day starts with nothing paid (the suite's earlier spins paid from the same day).
    await rowsOf(bed.app, sql`delete from promo_wheel_day returning day`);
    try {
      const [a, b] = [await join(), await join()];
      await turnover(a, 500);
      await turnover(b, 500);
      const spins = await Promise.all([
        ...Array.from({ length: 5 }, () => spin(a)),
        ...Array.from({ length: 5 }, () => spin(b)),
      ]);
      expect(spins.filter((s) => s.body.code === 0)).toHaveLength(2);
      expect(spins.filter((s) => s.body.code === 10951)).toHaveLength(8);
      expect((await info(a)).reason).toBe('budgetSpent');
      const paid = await rowsOf<{ paid: string }>(
        bed.app,
        sql`select paid::text as paid from promo_wheel_day where day = ${today()}`,
      );
      expect(paid.map((r) => r.paid)).toEqual(['2000']);
    } finally {
      expect((await saveWheel(original)).body.code).toBe(0);
      await rowsOf(bed.app, sql`delete from promo_wheel_day returning day`);
    }
  });

  it('refuses terms that break the rules, and a paused wheel', async () => {
    const noChance = await saveWheel({
      segments: [
        { label: 'A', prize: 'bonus', amount: '1.00', points: 0, weight: 0 },
        { label: 'B', prize: 'none', amount: '0.00', points: 0, weight: 0 },
      ],
    });
    expect(noChance.body.code).not.toBe(0);
    const badPrize = await saveWheel({
      segments: [
        { label: 'A', prize: 'points', amount: '0.00', points: 0, weight: 1 },
        { label: 'B', prize: 'none', amount: '0.00', points: 0, weight: 1 },
      ],
    });
    expect(badPrize.body.code).not.toBe(0);
    expect((await wheelRow()).terms.wheel!.segments).toHaveLength(8);

    const row = await wheelRow();
    expect((await post(bed.app, pa.state.path, { id: row.id, state: 'paused' }, adminHeader)).body.code).toBe(0);
    try {
      const who = await join();
      await turnover(who, 100);
      expect((await info(who)).reason).toBe('noOffer');
      expect((await spin(who)).body.code).toBe(10701);
      expect(await drawCount(who)).toBe(0);
    } finally {
      expect((await post(bed.app, pa.state.path, { id: row.id, state: 'active' }, adminHeader)).body.code).toBe(0);
    }
  });
});
