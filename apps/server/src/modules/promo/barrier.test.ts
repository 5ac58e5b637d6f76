import {
  type BarrierInfo,
  type BarrierTerms,
  barrierRoutes as br,
  type CarnivalHub,
  carnivalRoutes,
} from '@courtside/contract';
import { promoAdminRoutes as pa } from '@courtside/contract/admin';
import { describe, expect, it } from 'vitest';
import { databaseKinds, post } from '../../test/harness';
import { adminHeader } from '../../test/payments';
import { promoBed } from '../../test/promo';

const DAY_MS = 86_400_000;

describe.each(databaseKinds())('闯关 on %s', (kind) => {
  const { bed, join, as, grants, seeded, turnoverToday, listed, resave } = promoBed(kind, 'bar');
  type Who = Awaited<ReturnType<typeof join>>;
  const info = async (who?: Who) =>
    (await post(bed.app, br.info.path, {}, who ? as(who) : {})).body.data as BarrierInfo;
  const claim = (who: Who, stage: unknown) => post(bed.app, br.claim.path, { stage }, as(who));
  const barrierGrants = async (who: Who) =>
    (await grants(who)).filter((g) => g.kind === 'barrier').map((g) => g.granted);
  const saveTerms = (barrier: BarrierTerms, budget?: string) =>
    resave('daily-barrier', { terms: { barrier }, ...(budget === undefined ? {} : { budget }) });

  it('clears the seeded stages with the day’s turnover and pays each once, however often it is claimed', async () => {
    const visitor = await info();
    expect(visitor).toMatchObject({ reason: 'notLoggedIn', title: '每日闯关', turnover: '0.00', toNext: '100.00' });
    expect(visitor.stages.map((s) => [s.turnover, s.amount, s.state])).toEqual([
      ['100.00', '2.00', 'locked'],
      ['500.00', '8.00', 'locked'],
      ['2000.00', '28.00', 'locked'],
      ['10000.00', '88.00', 'locked'],
    ]);

    const who = await join();
    expect((await seeded(who, 'daily-barrier')).link).toBe('/app/activity/barrier');
    expect((await claim(who, 0)).body.code).toBe(10995);
    await turnoverToday(who, 600);
    const cleared = await info(who);
    expect(cleared).toMatchObject({ reason: null, turnover: '600.00', toNext: '1400.00' });
    expect(cleared.stages.map((s) => s.state)).toEqual(['claimable', 'claimable', 'locked', 'locked']);

    // A double tap and a retry: one grant for the stage, each answer naming it.
    const answers = await Promise.all([claim(who, 1), claim(who, 1), claim(who, 1)]);
    expect(answers.map((a) => a.body.code)).toEqual([0, 0, 0]);
    const grantIds = answers.map((a) => (a.body.data as { grantId: number }).grantId);
    expect(new Set(grantIds).size).toBe(1);
    expect(await barrierGrants(who)).toEqual(['8.00']);
    const after = (answers[0]!.body.data as { info: BarrierInfo }).info;
    expect(after.stages.map((s) => s.state)).toEqual(['claimable', 'claimed', 'locked', 'locked']);
    expect(after.stages[1]!.grantId).toBe(grantIds[0]);

    expect((await claim(who, 0)).body.code).toBe(0);
    expect((await claim(who, 2)).body.code).toBe(10995);
    expect((await claim(who, 5)).body.code).toBe(10994);
    expect((await barrierGrants(who)).sort()).toEqual(['2.00', '8.00']);

    // The hub's card says the same.
    const hub = (await post(bed.app, carnivalRoutes.hub.path, {}, as(who))).body.data as CarnivalHub;
    expect(hub.barrier).toEqual({ title: '每日闯关', stages: 4, cleared: 2, claimable: 0, turnover: '600.00' });

    // The next business day the ladder starts again from nothing.
    bed.skewMs = DAY_MS;
    const tomorrow = await info(who);
    expect(tomorrow.turnover).toBe('0.00');
    expect(tomorrow.stages.map((s) => s.state)).toEqual(['locked', 'locked', 'locked', 'locked']);
  });

  it('refuses bad stages, blacklisted members and a spent budget, and changes nothing', async () => {
    const who = await join();
    await turnoverToday(who, 100);
    for (const stage of [-1, 8, 1.5, '0', null]) expect((await claim(who, stage)).body.code).not.toBe(0);
    expect(await barrierGrants(who)).toEqual([]);

    await post(bed.app, pa.blacklist.path, { memberId: who.member.id, blocked: true, reason: '套利嫌疑' }, adminHeader);
    expect((await info(who)).reason).toBe('blacklisted');
    expect((await claim(who, 0)).body.code).not.toBe(0);
    await post(bed.app, pa.blacklist.path, { memberId: who.member.id, blocked: false, reason: '解除' }, adminHeader);

    // The operator's terms: thresholds must rise; a budget already used up stops the claims.
    const stages = [
      { turnover: '50.00', amount: '1.00' },
      { turnover: '50.00', amount: '2.00' },
    ];
    expect((await saveTerms({ stages })).body.code).not.toBe(0);
    const row = await listed('daily-barrier');
    expect((await saveTerms(row.terms.barrier!, row.budgetUsed)).body.code).toBe(0);
    expect((await claim(who, 0)).body.code).toBe(10996);
    expect(await barrierGrants(who)).toEqual([]);
    expect((await saveTerms(row.terms.barrier!, '100000.00')).body.code).toBe(0);
    expect((await claim(who, 0)).body.code).toBe(0);
    expect(await barrierGrants(who)).toEqual(['2.00']);
  });
});
