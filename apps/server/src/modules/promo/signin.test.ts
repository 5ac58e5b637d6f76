import { randomUUID } from 'node:crypto';
import { promoRoutes as pr, type SignInfo, type SignResult } from '@courtside/contract';
import { businessDate, businessDayStart } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { HOUR } from '../../test/feed';
import { call, databaseKinds, post } from '../../test/harness';
import { promoBed } from '../../test/promo';

describe.each(databaseKinds())('每日签到 on %s', (kind) => {
  const { bed, join, as, deposit, grants } = promoBed(kind, 'sign');
  const info = async (who: Awaited<ReturnType<typeof join>>) => (await call(bed.app, pr.sign, {}, as(who))) as SignInfo;
  const sign = (who: Awaited<ReturnType<typeof join>>) =>
    post(bed.app, pr.signIn.path, { requestId: randomUUID() }, as(who));

  it('needs a first deposit, signs once a day under twenty taps, and grows the reward along the streak', async () => {
    const visitor = await post(bed.app, pr.sign.path, {});
    expect(visitor.body.data).toMatchObject({ eligible: false, reason: 'notLoggedIn' });
    expect((visitor.body.data as SignInfo).days[6]).toEqual({ index: 7, amount: '18.00', state: 'upcoming' });
    const who = await join();
    expect(await info(who)).toMatchObject({ streak: 0, eligible: false, reason: 'noDeposit' });
    expect((await sign(who)).body).toMatchObject({ code: 10715, msg: '完成首笔存款后即可每日签到' });
    await deposit(who, '100.00');
    await expect.poll(async () => (await info(who)).eligible, { timeout: 10_000 }).toBe(true);
    expect((await info(who)).days.map((d) => [d.amount, d.state])).toEqual([
      ['1.00', 'today'],
      ['2.00', 'upcoming'],
      ['3.00', 'upcoming'],
      ['5.00', 'upcoming'],
      ['8.00', 'upcoming'],
      ['10.00', 'upcoming'],
      ['18.00', 'upcoming'],
    ]);
    const taps = await Promise.all(Array.from({ length: 20 }, () => sign(who)));
    expect(taps.map((t) => t.body.code)).toEqual(Array(20).fill(0));
    expect(new Set(taps.map((t) => (t.body.data as SignResult).grant.id)).size).toBe(1);
    expect((await grants(who)).filter((g) => g.kind === 'signin').map((g) => g.granted)).toEqual(['1.00']);
    expect(await info(who)).toMatchObject({ streak: 1, signedToday: true, eligible: false });

    // The next business day continues the streak; a day missed after it starts again at day 1.
    const today = businessDate(Date.now());
    const at = (days: number) => businessDayStart(today) + days * 24 * HOUR + HOUR - Date.now();
    bed.skewMs = at(1);
    const second = (await bed.app.services.signin.sign({
      memberId: who.member.id,
      siteId: 5000,
      sessionId: 0,
      deviceId: '',
    })) as SignResult;
    expect(second).toMatchObject({ streak: 2, grant: { granted: '2.00' } });
    bed.skewMs = at(3);
    const third = await bed.app.services.signin.sign({
      memberId: who.member.id,
      siteId: 5000,
      sessionId: 0,
      deviceId: '',
    });
    expect(third).toMatchObject({ streak: 1, grant: { granted: '1.00' } });
  });
});
