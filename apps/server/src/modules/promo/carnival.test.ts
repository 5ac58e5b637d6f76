import { randomUUID } from 'node:crypto';
import {
  type CarnivalHub,
  carnivalRoutes as cr,
  type PromotionAdminView,
  type QuizInfo,
  quizRoutes as qr,
} from '@courtside/contract';
import { promoAdminRoutes as pa } from '@courtside/contract/admin';
import { describe, expect, it } from 'vitest';
import { call, databaseKinds, post } from '../../test/harness';
import { adminHeader } from '../../test/payments';
import { promoBed } from '../../test/promo';

describe.each(databaseKinds())('狂欢节 on %s', (kind) => {
  const { bed, join, as, newMatch, earnPoints, turnoverToday } = promoBed(kind, 'carn');
  type Who = Awaited<ReturnType<typeof join>>;
  const hub = async (who?: Who) => (await post(bed.app, cr.hub.path, {}, who ? as(who) : {})).body.data as CarnivalHub;
  const setState = async (code: string, state: 'active' | 'paused') => {
    const row = ((await call(bed.app, pa.list, {}, adminHeader)) as PromotionAdminView[]).find((p) => p.code === code)!;
    expect((await post(bed.app, pa.state.path, { id: row.id, state }, adminHeader)).body.code).toBe(0);
  };

  it('shows a visitor the running activities with nothing of their own', async () => {
    await newMatch('carn-1');
    const visitor = await hub();
    expect(visitor.wheel).toMatchObject({ title: '幸运转盘', earned: 0, left: 0, blocked: null });
    expect(visitor.quiz).toMatchObject({ title: '赛事竞猜', answered: 0, buffCardsLeft: 0 });
    expect(visitor.quiz!.open).toBeGreaterThanOrEqual(5);
    // One match is too few for a card of six.
    expect(visitor.lottery).toEqual({ title: '足球彩票', current: null });
    expect(visitor.invite).toMatchObject({ invitees: 0, rewardTotal: '0.00' });
    expect(visitor.exchange).toMatchObject({ points: 0, affordable: 0 });
    expect(visitor.exchange!.items).toBeGreaterThan(0);
  });

  it('says what each activity holds for the member now, and leaves out one the operator paused', async () => {
    const matchId = await newMatch('carn-2');
    const who = await join();
    await turnoverToday(who, 120); // two spins at one per ¥50
    await earnPoints(who, 60);
    const [winner] = ((await call(bed.app, qr.info, {}, as(who))) as QuizInfo).questions.filter(
      (q) => q.matchId === matchId,
    );
    expect(
      (
        await post(
          bed.app,
          qr.enter.path,
          { questionId: winner!.id, pick: 'home', buff: true, requestId: randomUUID() },
          as(who),
        )
      ).body.code,
    ).toBe(0);

    const mine = await hub(who);
    expect(mine.wheel).toMatchObject({ earned: 2, left: 2, turnoverPerChance: '50.00', blocked: null });
    expect(mine.quiz).toMatchObject({ answered: 1, buffCardsLeft: 0 });
    // 60 points reach the 50-point coins and the 60-point free bet, nothing dearer.
    expect(mine.exchange).toMatchObject({ points: 60, affordable: 2 });

    await setState('lucky-wheel', 'paused');
    try {
      expect((await hub(who)).wheel).toBeNull();
    } finally {
      await setState('lucky-wheel', 'active');
    }
    expect((await hub(who)).wheel).toMatchObject({ left: 2 });
  });
});
