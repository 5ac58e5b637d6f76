import { randomUUID } from 'node:crypto';
import {
  type BetView,
  type GrantView,
  type PromotionTerms,
  promoRoutes as pr,
  type WelfareInfo,
} from '@courtside/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, databaseKinds, post } from '../../test/harness';
import { rowsOf } from '../../test/payments';
import { homeLoses, promoBed } from '../../test/promo';

describe.each(databaseKinds())('福利中心 on %s', (kind) => {
  const {
    bed,
    join,
    as,
    fundSports,
    deposit,
    newMatch,
    leg,
    place,
    settle,
    rollback,
    betState,
    grants,
    listed,
    resave,
  } = promoBed(kind, 'wf');
  type Who = Awaited<ReturnType<typeof join>>;
  const info = async (who: Who) => (await call(bed.app, pr.welfare, {}, as(who))) as WelfareInfo;
  const task = async (who: Who, code: string) => (await info(who)).tasks.find((t) => t.code === code)!;
  const claim = (who: Who, taskCode: string) =>
    post(bed.app, pr.welfareClaim.path, { taskCode, requestId: randomUUID() }, as(who));
  const saved = (who: Who) =>
    rowsOf<{ task: string; period: string; progress: string; grant_id: string | null }>(
      bed.app,
      sql`select task, period, progress::text as progress, grant_id from promo_task_progress
          where member_id = ${who.member.id} order by task, period`,
    );

  it('tracks the first deposit from its event and pays the task once under fifty taps', async () => {
    const visitor = await post(bed.app, pr.welfare.path, {});
    expect(visitor.body.data).toMatchObject({ reason: 'notLoggedIn' });
    expect((visitor.body.data as WelfareInfo).tasks.map((t) => [t.code, t.reward])).toEqual([
      ['first-deposit', '8.00'],
      ['bind-card', '5.00'],
      ['daily-bets', '3.00'],
      ['daily-turnover', '10.00'],
    ]);
    const who = await join();
    expect(await task(who, 'first-deposit')).toMatchObject({ state: 'todo', progress: '0', target: '1' });
    expect((await claim(who, 'first-deposit')).body).toMatchObject({
      code: 10720,
      msg: '任务尚未完成，完成后即可领取',
    });
    expect((await claim(who, 'no-such-task')).body.code).toBe(10719);
    expect((await claim(who, 'bind-card')).body.code).toBe(10720);

    await deposit(who, '100.00');
    await expect.poll(async () => (await task(who, 'first-deposit')).state, { timeout: 10_000 }).toBe('claimable');
    const taps = await Promise.all(Array.from({ length: 50 }, () => claim(who, 'first-deposit')));
    expect(taps.map((t) => t.body.code)).toEqual(Array(50).fill(0));
    expect(new Set(taps.map((t) => (t.body.data as GrantView).id)).size).toBe(1);
    const paid = (await grants(who)).filter((g) => g.kind === 'welfare');
    expect(paid.map((g) => [g.granted, g.multiplier])).toEqual([['8.00', 1]]);
    expect(await task(who, 'first-deposit')).toMatchObject({
      state: 'claimed',
      grantId: paid[0]!.id,
      percent: '100.00',
    });
  });

  it('counts settled bets and turnover for the day, gives a rolled-back bet back, and is unchanged by a replay', async () => {
    const who = await join();
    await fundSports(who, 2_000);
    const bet = async (ref: string, stake: string) => {
      const m = await newMatch(ref);
      const placed = (await place(who, stake, [await leg(m)])).body.data as BetView;
      await settle(ref, homeLoses);
      await expect.poll(() => betState(who, placed.id), { timeout: 10_000 }).toBe('settled');
      return placed;
    };
    await bet('wf1', '600');
    await bet('wf2', '500');
    await expect.poll(async () => (await task(who, 'daily-turnover')).progress, { timeout: 10_000 }).toBe('1000.00');
    expect(await task(who, 'daily-turnover')).toMatchObject({ state: 'claimable', percent: '100.00' });
    expect(await task(who, 'daily-bets')).toMatchObject({ state: 'todo', progress: '2', target: '3' });

    // A replayed event (the refresh run again on the same facts) writes the same rows.
    const before = await saved(who);
    await bed.app.services.welfare.refresh(bed.app.database.db, 5000, who.member.id);
    await bed.app.services.welfare.refresh(bed.app.database.db, 5000, who.member.id);
    expect(await saved(who)).toEqual(before);

    // A rollback of the second bet takes its turnover back: the task is no longer reached.
    await rollback('wf2');
    await expect.poll(async () => (await task(who, 'daily-turnover')).progress, { timeout: 10_000 }).toBe('600.00');
    expect((await claim(who, 'daily-turnover')).body.code).toBe(10720);
    await bet('wf3', '400');
    await expect.poll(async () => (await task(who, 'daily-turnover')).state, { timeout: 10_000 }).toBe('claimable');
    expect((await claim(who, 'daily-turnover')).body.code).toBe(0);
    expect((await grants(who)).filter((g) => g.kind === 'welfare').map((g) => g.granted)).toEqual(['10.00']);
  });

  it('edits its tasks through the operator save, which refuses repeated codes and targets of zero and changes nothing', async () => {
    const list = () => listed('welfare');
    const row = await list();
    const saveTasks = (tasks: unknown[]) => resave('welfare', { terms: { tasks: tasks as PromotionTerms['tasks'] } });
    const tasks = row.terms.tasks!;
    const bets = tasks.find((t) => t.code === 'daily-bets')!;
    const refusals: [string, unknown[], RegExp][] = [
      ['a repeated code', [...tasks, { ...bets, title: '再来3笔' }], /任务代码不能重复/],
      ['no bets to count', [{ ...bets, count: 0 }], /count/],
      ['a turnover task without a target', [{ ...tasks[3]!, amount: undefined }], /流水任务须填写目标金额/],
      ['a turnover target of zero', [{ ...tasks[3]!, amount: '0.00' }], /金额必须大于0/],
      ['a reward of zero', [{ ...bets, reward: '0' }], /金额必须大于0/],
      ['a bad code', [{ ...bets, code: 'daily bets' }], /代码/],
    ];
    for (const [what, given, msg] of refusals) {
      const reply = await saveTasks(given);
      expect(reply.body.code, what).toBe(10400);
      expect(reply.body.msg, what).toMatch(msg);
    }
    expect(await list()).toEqual(row);

    const who = await join();
    const changed = [
      ...tasks.map((t) => (t.code === 'daily-bets' ? { ...t, count: 5, reward: '4.00' } : t)),
      {
        code: 'daily-big',
        kind: 'dailyTurnover',
        title: '今日有效流水满5000元',
        period: 'daily',
        amount: '5000.00',
        reward: '30.00',
      },
    ];
    expect((await saveTasks(changed)).body.code).toBe(0);
    expect(await task(who, 'daily-bets')).toMatchObject({ target: '5', reward: '4.00' });
    expect(await task(who, 'daily-big')).toMatchObject({ target: '5000.00', reward: '30.00', state: 'todo' });
    expect((await saveTasks(tasks)).body.code).toBe(0);
  });
});
