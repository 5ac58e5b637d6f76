import { randomUUID } from 'node:crypto';
import {
  accountRoutes,
  egameRoutes,
  type GrantView,
  giftRoutes,
  memberRoutes,
  messageRoutes,
  paymentRoutes,
  promoRoutes as pr,
  type RgChangeResult,
  type RgSessionView,
  type RgState,
  rgRoutes as r,
  sandboxGameRoutes,
  walletRoutes,
} from '@courtside/contract';
import { adminRoutes, type RgMemberView, type RgNearLimits, rgAdminRoutes } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, databaseKinds, post } from '../../test/harness';
import { creditCentre, PASSWORD, tokenHeader } from '../../test/members';
import { adminHeader, rowsOf } from '../../test/payments';
import { manualTerms, promoBed } from '../../test/promo';
import { spinAndPull } from '../../test/slots';

const DAY_MS = 24 * 60 * 60_000;

describe.each(databaseKinds())('safer gambling on %s', (kind) => {
  const { bed, join, as, fundSports, deposit, newMatch, leg, place, settle, promotion, giveByHand, centre } = promoBed(
    kind,
    'rg',
  );
  const state = async (headers: Record<string, string>) => (await post(bed.app, r.state.path, {}, headers)).body;
  const setLimit = async (headers: Record<string, string>, kindOf: string, period: string, amount: string | null) =>
    (await post(bed.app, r.setLimit.path, { kind: kindOf, period, amount }, headers)).body;

  it('refuses bad input with its own code and changes nothing', async () => {
    const who = await join();
    const h = as(who);
    const cases: [Record<string, unknown>, string, number][] = [
      [{ kind: 'deposit', period: 'day', amount: '0' }, r.setLimit.path, 10800],
      [{ kind: 'deposit', period: 'day', amount: '-5' }, r.setLimit.path, 10800],
      [{ kind: 'deposit', period: 'day', amount: '1.234' }, r.setLimit.path, 10800],
      [{ kind: 'deposit', period: 'day', amount: 'abc' }, r.setLimit.path, 10800],
      [{ kind: 'deposit', period: 'day', amount: '100000000000' }, r.setLimit.path, 10801],
      [{ kind: 'deposit', period: 'year', amount: '100' }, r.setLimit.path, 10802],
      [{ kind: 'bonus', period: 'day', amount: '100' }, r.setLimit.path, 10802],
      [{ kind: 'deposit', period: 'day' }, r.confirmLimit.path, 10803],
      [{ days: 43, confirm: true }, r.timeOut.path, 10805],
      [{ days: 0, confirm: true }, r.timeOut.path, 10805],
      [{ days: 7, confirm: false }, r.timeOut.path, 10807],
      [{ months: 61, confirm: true }, r.selfExclude.path, 10806],
      [{ months: 5, confirm: true }, r.selfExclude.path, 10806],
      [{ months: 6, confirm: false }, r.selfExclude.path, 10807],
    ];
    for (const [body, path, code] of cases)
      expect((await post(bed.app, path, body, h)).body.code, JSON.stringify(body)).toBe(code);
    const after = (await state(h)).data as RgState;
    expect(after.limits.every((l) => l.amount === null && l.pending === null)).toBe(true);
    expect(after.block).toBeNull();
    const audit = await rowsOf<{ n: number }>(
      bed.app,
      sql`select count(*)::int as n from rg_audit where member_id = ${who.member.id}`,
    );
    expect(audit[0]!.n).toBe(0);
  });

  it('a ¥500 daily deposit limit refuses a ¥600 order; a raise waits 24 h and the confirmation', async () => {
    const who = await join();
    const h = as(who);
    const set = (await setLimit(h, 'deposit', 'day', '500')).data as RgChangeResult;
    expect(set.outcome).toBe('applied');
    expect(set.state.remaining.deposit).toBe('500.00');
    const order = async (amount: string) =>
      (
        await post(
          bed.app,
          paymentRoutes.payVal.path,
          { channelCode: 'sandbox-bank', amount, requestId: randomUUID() },
          h,
        )
      ).body;
    const refused = await order('600');
    expect(refused.code).toBe(10810);
    expect(refused.msg).toContain('存款限额');
    expect(refused.msg).toContain('500.00');
    expect(refused.data).toEqual({ kind: 'deposit', remaining: '500.00' });
    const orders = await rowsOf<{ n: number }>(
      bed.app,
      sql`select count(*)::int as n from deposit_order where member_id = ${who.member.id}`,
    );
    expect(orders[0]!.n).toBe(0);

    // A credited ¥300 is counted gross: ¥200 is left.
    await deposit(who, '300.00');
    expect(((await state(h)).data as RgState).remaining.deposit).toBe('200.00');

    const raised = (await setLimit(h, 'deposit', 'day', '2000')).data as RgChangeResult;
    expect(raised.outcome).toBe('pending');
    expect(raised.state.remaining.deposit).toBe('200.00');
    expect((await order('600')).code).toBe(10810);
    expect((await post(bed.app, r.confirmLimit.path, { kind: 'deposit', period: 'day' }, h)).body.code).toBe(10804);
    // (Each step is a call, so the session's 22-hour idle expiry does not end it on the way.)
    bed.skewMs = DAY_MS / 2;
    expect((await state(h)).code).toBe(0);
    bed.skewMs = DAY_MS - 60_000;
    expect((await post(bed.app, r.confirmLimit.path, { kind: 'deposit', period: 'day' }, h)).body.code).toBe(10804);
    bed.skewMs = DAY_MS + 60_000;
    // 24 h later, still the old limit until the member confirms.
    const before = (await state(h)).data as RgState;
    expect(before.limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({
      amount: '500.00',
      pending: { amount: '2000.00', confirmable: true },
    });
    const confirmed = (await post(bed.app, r.confirmLimit.path, { kind: 'deposit', period: 'day' }, h)).body;
    expect(confirmed.code).toBe(0);
    expect(
      (confirmed.data as RgChangeResult).state.limits.find((l) => l.kind === 'deposit' && l.period === 'day'),
    ).toMatchObject({
      amount: '2000.00',
      pending: null,
    });
    expect((await order('600')).code).toBe(0);
    // A decrease applies at once.
    expect(((await setLimit(h, 'deposit', 'day', '100')).data as RgChangeResult).outcome).toBe('applied');
    const audit = await rowsOf<{ action: string }>(
      bed.app,
      sql`select action from rg_audit where member_id = ${who.member.id} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['limit.applied', 'limit.pending', 'limit.confirmed', 'limit.applied']);
    // Each change is told in the message centre, once, in the member's words.
    const told = async () =>
      (await call(bed.app, messageRoutes.list, { tab: 'notice', page: 1, pageSize: 20 }, h)).list
        .filter((m) => m.title.startsWith('每日存款限额'))
        .map((m) => m.title);
    await expect.poll(async () => (await told()).length, { timeout: 10_000 }).toBe(4);
    expect((await told()).sort()).toEqual([
      '每日存款限额已生效',
      '每日存款限额已生效',
      '每日存款限额已生效',
      '每日存款限额调整待确认',
    ]);
    const pending = (await call(bed.app, messageRoutes.list, { tab: 'notice', page: 1, pageSize: 20 }, h)).list.find(
      (m) => m.title === '每日存款限额调整待确认',
    );
    const detail = await call(bed.app, messageRoutes.read, { id: pending!.id }, h);
    expect(detail.body).toContain('调高至 2000.00 元');
    expect(detail.body).toContain('现有限额（500.00 元）');

    // The audit is append-only.
    await expect(
      rowsOf(bed.app, sql`update rg_audit set action = 'x' where member_id = ${who.member.id}`),
    ).rejects.toThrow();
    await expect(rowsOf(bed.app, sql`delete from rg_audit where member_id = ${who.member.id}`)).rejects.toThrow();

    // The operator reads the same settings and their history; the member cannot call it.
    const seen = await post(bed.app, rgAdminRoutes.member.path, { memberId: who.member.id }, adminHeader);
    expect(seen.body.code).toBe(0);
    const view = seen.body.data as RgMemberView;
    expect(view.state.limits.find((l) => l.kind === 'deposit' && l.period === 'day')?.amount).toBe('100.00');
    expect(view.audit.map((a) => a.action)).toEqual([
      'limit.applied',
      'limit.confirmed',
      'limit.pending',
      'limit.applied',
    ]);
    expect((await post(bed.app, rgAdminRoutes.member.path, { memberId: who.member.id }, h)).body.code).not.toBe(0);
  });

  it('a session-time limit: counted from the sessions, ends them when used up and refuses login until the day rolls', async () => {
    // From 10:00 Shanghai (02:00 UTC) on, so the hour below never crosses a Shanghai midnight.
    const realNow = Date.now();
    const tenAm = Math.ceil((realNow - 2 * 3_600_000) / DAY_MS) * DAY_MS + 2 * 3_600_000;
    bed.skewMs = tenAm - realNow;
    const beforeJoin = Date.now();
    const who = await join();
    const h = as(who);
    for (const [period, amount] of [
      ['day', '0'],
      ['day', '1441'],
      ['day', '1.5'],
      ['day', '-30'],
      ['week', '10081'],
      ['month', '44641'],
    ] as const)
      expect((await setLimit(h, 'time', period, amount)).code, `${period} ${amount}`).toBe(10808);

    const set = (await setLimit(h, 'time', 'day', '60')).data as RgChangeResult;
    expect(set.outcome).toBe('applied');
    expect(set.state.limits.find((l) => l.kind === 'time' && l.period === 'day')).toMatchObject({
      amount: '60',
      used: '0',
      remaining: '60',
    });
    // Half an hour less half a minute of session time, whatever the calls above took in real time:
    // remaining time is shown in whole minutes rounded down, so a busy machine's extra second read 29.
    bed.skewMs += 30 * 60_000 - 30_000 - (Date.now() - beforeJoin);
    const half = (await state(h)).data as RgState;
    expect(half.remaining.time).toBe('30');

    // Half a minute past the hour the next call is refused and every session is over.
    bed.skewMs += 31 * 60_000;
    const order = () => ({ channelCode: 'sandbox-bank', amount: '100', requestId: randomUUID() });
    const stopped = (await post(bed.app, paymentRoutes.payVal.path, order(), h)).body;
    expect(stopped.code).toBe(10813);
    expect(stopped.msg).toMatch(/至 \d{4}-\d{2}-\d{2} 00:00 结束/);
    expect((await state(h)).code).toBe(10813);

    const login = async () =>
      (
        await post(bed.app, accountRoutes.loginV3.path, {
          name: who.member.name,
          password: PASSWORD,
          deviceId: 'd',
          flag: '1',
          version: '2',
        })
      ).body;
    const refused = await login();
    expect(refused.code).toBe(10813);
    const data = refused.data as { kind: string; endsAt: string; withdrawToken: string };
    expect(data.kind).toBe('timeLimit');
    expect(new Date(data.endsAt).getTime()).toBe(tenAm + 14 * 3_600_000);
    // The member can still take their money out, and nothing else.
    const w = tokenHeader(data.withdrawToken);
    expect((await post(bed.app, walletRoutes.balances.path, {}, w)).body.code).toBe(0);
    expect((await post(bed.app, paymentRoutes.payVal.path, order(), w)).body.code).toBe(10813);
    expect((await post(bed.app, walletRoutes.balances.path, {}, w)).body.code).toBe(0);
    const audit = await rowsOf<{ action: string }>(
      bed.app,
      sql`select action from rg_audit where member_id = ${who.member.id} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['limit.applied', 'timeLimit.reached']);

    // The next Shanghai day, the member is welcome back.
    bed.skewMs = tenAm - realNow + DAY_MS;
    expect((await login()).code).toBe(0);
  });

  it('a uk site: no stake before the real name is verified, and the reality check cannot be switched off', async () => {
    const who = await join();
    const h = as(who);
    await fundSports(who, 100);
    const matchId = await newMatch(`rg-uk-${randomUUID()}`);
    const setJurisdiction = (value: string) =>
      post(bed.app, adminRoutes.siteParam.path, { keyCode: 'jurisdiction', value }, adminHeader);
    await setJurisdiction('uk');
    try {
      // The coin purchase first: it reads the profile inside its transaction, on a cold cache.
      const gift = await post(bed.app, giftRoutes.buyCoins.path, { coins: 10, requestId: randomUUID() }, h);
      expect(gift.body.code).toBe(10835);
      const refused = (await place(who, '10', [await leg(matchId)])).body;
      expect(refused.code).toBe(10835);
      expect(refused.msg).toContain('实名认证');

      // The check is on for a member who chose nothing, and off is refused.
      const session = (await post(bed.app, r.session.path, {}, h)).body.data as RgSessionView;
      expect(session.realityCheck.minutes).toBe(60);
      expect((await post(bed.app, r.setRealityCheck.path, { minutes: null }, h)).body.code).toBe(10821);
      expect((await post(bed.app, r.setRealityCheck.path, { minutes: 30 }, h)).body.code).toBe(0);

      expect((await post(bed.app, memberRoutes.realNameBind.path, { realName: '张三' }, h)).body.code).toBe(0);
      expect((await place(who, '10', [await leg(matchId)])).body.code).toBe(0);
    } finally {
      await setJurisdiction('none');
    }
    // Elsewhere the check may be switched off again.
    expect((await post(bed.app, r.setRealityCheck.path, { minutes: null }, h)).body.code).toBe(0);
  });

  it('the deposit-limit prompt: asked until answered, a limit or an explicit decline, recorded once', async () => {
    const answer = async (headers: Record<string, string>, amount: string | null, period: string | null) =>
      (await post(bed.app, r.answerLimitPrompt.path, { amount, period }, headers)).body;
    const actions = async (memberId: number) =>
      (
        await rowsOf<{ action: string }>(
          bed.app,
          sql`select action from rg_audit where member_id = ${memberId} order by id`,
        )
      ).map((a) => a.action);

    // A new member is asked; bad answers get the limit's codes and record nothing.
    const setter = await join();
    const h = as(setter);
    expect(((await state(h)).data as RgState).limitPrompt).toEqual({ due: true, answer: null, answeredAt: null });
    expect((await answer(h, '0', 'day')).code).toBe(10800);
    expect((await answer(h, '1.234', 'day')).code).toBe(10800);
    expect((await answer(h, '100000000000', 'day')).code).toBe(10801);
    expect((await answer(h, '500', 'year')).code).toBe(10802);
    expect((await answer(h, '500', null)).code).toBe(10802);
    expect(((await state(h)).data as RgState).limitPrompt.due).toBe(true);
    expect(await actions(setter.member.id)).toEqual([]);

    // ¥500 a day from the prompt: the limit applies at once and the prompt is answered.
    const set = (await answer(h, '500', 'day')).data as RgChangeResult;
    expect(set.outcome).toBe('applied');
    expect(set.state.remaining.deposit).toBe('500.00');
    expect(set.state.limitPrompt).toMatchObject({ due: false, answer: 'set' });
    expect(set.state.limitPrompt.answeredAt).not.toBeNull();
    // A second answer (another device) changes nothing, not even the limit.
    expect(((await answer(h, '100', 'week')).data as RgChangeResult).outcome).toBe('unchanged');
    const after = (await state(h)).data as RgState;
    expect(after.limits.filter((l) => l.amount !== null).map((l) => [l.kind, l.period, l.amount])).toEqual([
      ['deposit', 'day', '500.00'],
    ]);
    expect(await actions(setter.member.id)).toEqual(['limitPrompt.set', 'limit.applied']);

    // A member who declines is recorded as declining and not asked again, even after removing nothing.
    const decliner = await join();
    const d = as(decliner);
    const declined = (await answer(d, null, null)).data as RgChangeResult;
    expect(declined.outcome).toBe('applied');
    expect(declined.state.limitPrompt).toMatchObject({ due: false, answer: 'declined' });
    expect(declined.state.limits.every((l) => l.amount === null)).toBe(true);
    expect(((await answer(d, null, null)).data as RgChangeResult).outcome).toBe('unchanged');
    expect(await actions(decliner.member.id)).toEqual(['limitPrompt.declined']);

    // A member who set a deposit limit on the page is not asked either; the race of two answers records one.
    const early = await join();
    const e = as(early);
    expect((await setLimit(e, 'deposit', 'month', '3000')).code).toBe(0);
    expect(((await state(e)).data as RgState).limitPrompt).toMatchObject({ due: false, answer: null });
    const racer = await join();
    const x = as(racer);
    const both = await Promise.all([answer(x, '200', 'week'), answer(x, null, null)]);
    expect(both.map((b) => (b.data as RgChangeResult).outcome).sort()).toEqual(['applied', 'unchanged']);
    expect((await actions(racer.member.id)).filter((a) => a.startsWith('limitPrompt.'))).toHaveLength(1);
  });

  it('20 concurrent stakes against a loss limit: only those within it are accepted; returns give room back', async () => {
    const who = await join();
    const h = as(who);
    await fundSports(who, 1000);
    expect((await setLimit(h, 'loss', 'day', '55')).code).toBe(0);
    expect((await setLimit(h, 'stake', 'week', '5000')).code).toBe(0);
    const ref = `rg-race-${randomUUID()}`;
    const matchId = await newMatch(ref);
    const legs = [await leg(matchId)];
    const replies = await Promise.all(Array.from({ length: 20 }, () => place(who, '10', legs)));
    const codes = replies.map((x) => x.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect(codes.filter((c) => c === 10810)).toHaveLength(15);
    const refusal = replies.find((x) => x.body.code === 10810)!.body;
    expect(refusal.msg).toContain('亏损限额');
    expect(refusal.data).toEqual({ kind: 'loss', remaining: '5.00' });
    const bets = await rowsOf<{ n: number }>(
      bed.app,
      sql`select count(*)::int as n from sb_bet where member_id = ${who.member.id}`,
    );
    expect(bets[0]!.n).toBe(5);
    let now = (await state(h)).data as RgState;
    expect(now.remaining).toMatchObject({ loss: '5.00', stake: '4950.00' });
    // The five bets win: their returns take the loss below zero, so the whole limit is free again.
    await settle(ref, { home: 'win', draw: 'lose', away: 'lose' });
    await expect.poll(async () => ((await state(h)).data as RgState).remaining.loss, { timeout: 10_000 }).toBe('55.00');
    now = (await state(h)).data as RgState;
    expect(now.remaining.stake).toBe('4950.00');
  });

  it("an operator's limit and time-out: only add restrictions, need a reason, are audited and told to the member", async () => {
    const who = await join();
    const h = as(who);
    const memberId = who.member.id;
    await fundSports(who, 1000);
    const impose = async (body: Record<string, unknown>) =>
      (
        await post(
          bed.app,
          rgAdminRoutes.imposeLimit.path,
          { memberId, kind: 'loss', period: 'day', ...body },
          adminHeader,
        )
      ).body;
    const timeOut = async (body: Record<string, unknown>) =>
      (await post(bed.app, rgAdminRoutes.imposeTimeOut.path, { memberId, ...body }, adminHeader)).body;
    const rgAudit = async () =>
      (
        await rowsOf<{ n: number }>(bed.app, sql`select count(*)::int as n from rg_audit where member_id = ${memberId}`)
      )[0]!.n;

    // Bad input answers its code and writes nothing.
    expect((await impose({ amount: '30', reason: '' })).code).toBe(10861);
    expect((await impose({ amount: '30', reason: ' x ' })).code).toBe(10861);
    expect((await impose({ amount: '30', reason: '风险'.repeat(101) })).code).toBe(10861);
    expect((await impose({ amount: '0', reason: '互动评估' })).code).toBe(10800);
    expect((await impose({ amount: '1.005', reason: '互动评估' })).code).toBe(10800);
    expect((await impose({ amount: '30', period: 'year', reason: '互动评估' })).code).toBe(10802);
    expect((await impose({ amount: null, reason: '互动评估' })).code).toBe(10862);
    expect((await impose({ memberId: 987_654_321, amount: '30', reason: '互动评估' })).code).toBe(10860);
    expect((await timeOut({ days: 43, reason: '互动评估', confirm: true })).code).toBe(10805);
    expect((await timeOut({ days: 3, reason: '', confirm: true })).code).toBe(10861);
    expect((await timeOut({ days: 3, reason: '互动评估', confirm: false })).code).toBe(10807);
    expect(await rgAudit()).toBe(0);

    // ¥30 a day from the operator under the member's own ¥55: the lower applies, and the member's
    // own change does not lift it.
    expect((await setLimit(h, 'loss', 'day', '55')).code).toBe(0);
    const set = (await impose({ amount: '30', reason: '互动评估：深夜频繁充值' })).data as RgMemberView;
    const line = set.state.limits.find((l) => l.kind === 'loss' && l.period === 'day')!;
    expect(line).toMatchObject({ amount: '55.00', imposed: '30.00', remaining: '30.00' });
    expect(set.audit[0]).toMatchObject({ actor: 'operator:operator-token', action: 'limit.imposed' });
    expect(((await setLimit(h, 'loss', 'day', '20')).data as RgChangeResult).state.remaining.loss).toBe('20.00');
    expect(((await setLimit(h, 'loss', 'day', null)).data as RgChangeResult).state.remaining.loss).toBe('20.00');
    const matchId = await newMatch(`rg-op-${randomUUID()}`);
    const legs = [await leg(matchId)];
    const refused = await place(who, '25', legs);
    expect(refused.body.code).toBe(10810);
    expect(refused.body.data).toEqual({ kind: 'loss', remaining: '20.00' });
    expect((await place(who, '15', legs)).body.code).toBe(0);

    // The desk's report finds them at 75 % of the limit that applies (15 of 20).
    const near = async (pct: number) =>
      (await post(bed.app, rgAdminRoutes.nearLimits.path, { pct, size: 100 }, adminHeader)).body.data as RgNearLimits;
    const mine = (await near(70)).rows.filter((row) => row.memberId === memberId);
    expect(mine).toEqual([
      {
        memberId,
        name: who.member.name,
        kind: 'loss',
        period: 'day',
        limit: '20.00',
        used: '15.00',
        pct: 75,
        imposed: false,
      },
    ]);
    expect((await near(80)).rows.some((row) => row.memberId === memberId)).toBe(false);
    expect((await post(bed.app, rgAdminRoutes.nearLimits.path, { pct: 20 }, adminHeader)).body.code).not.toBe(0);

    // Lifted by the operator: the member's own (pending removal aside, still ¥20) applies.
    const lifted = (await impose({ amount: null, reason: '复核后解除' })).data as RgMemberView;
    expect(lifted.state.limits.find((l) => l.kind === 'loss' && l.period === 'day')).toMatchObject({
      imposed: null,
      remaining: '5.00',
    });
    await expect
      .poll(
        async () => {
          const list = await call(bed.app, messageRoutes.list, { tab: 'notice', page: 1, pageSize: 20 }, h);
          return list.list.map((m) => m.title);
        },
        { timeout: 10_000 },
      )
      .toEqual(expect.arrayContaining(['运营方为您设定了每日亏损限额', '运营限额已解除']));

    // An operator's time-out ends the session at once and refuses login, saying who set it.
    const blocked = (await timeOut({ days: 3, reason: '互动评估：自述失控', confirm: true })).data as RgMemberView;
    expect(blocked.state.block).toMatchObject({ kind: 'timeOut', byOperator: true });
    expect((await post(bed.app, walletRoutes.balances.path, {}, h)).body.code).toBe(10811);
    const login = await post(bed.app, accountRoutes.loginV3.path, {
      name: who.member.name,
      password: PASSWORD,
      deviceId: 'd',
      flag: '1',
      version: '2',
    });
    expect(login.body.code).toBe(10811);
    expect(login.body.msg).toContain('运营方暂停');
    const logged = await rowsOf<{ action: string }>(
      bed.app,
      sql`select action from audit_log where detail->>'memberId' = ${String(memberId)} and action like 'rg.%' order by id`,
    );
    expect(logged.map((row) => row.action)).toEqual(['rg.limit.imposed', 'rg.limit.imposedLifted', 'rg.imposeTimeOut']);
  });

  it('self-exclusion ends the sessions, refuses login with the end date, keeps withdrawals open and forfeits bonuses', async () => {
    const who = await join();
    const h = as(who);
    await fundSports(who, 100);
    const id = await promotion(`rg-${randomUUID().slice(0, 8)}`, manualTerms(5));
    await giveByHand(who, id, '20.00');
    const excluded = await post(bed.app, r.selfExclude.path, { months: 6, confirm: true }, h);
    expect(excluded.body.code).toBe(0);
    const endsAt = (excluded.body.data as RgState).block!.endsAt;
    expect(new Date(endsAt).getTime() - Date.now()).toBeGreaterThan(180 * DAY_MS);

    // The session that excluded itself is over.
    const stale = await post(bed.app, walletRoutes.balances.path, {}, h);
    expect(stale.body.code).toBe(10812);

    const login = await post(bed.app, accountRoutes.loginV3.path, {
      name: who.member.name,
      password: PASSWORD,
      deviceId: 'd',
      flag: '1',
      version: '2',
    });
    expect(login.body.code).toBe(10812);
    expect(login.body.msg).toMatch(/至 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 结束/);
    const data = login.body.data as { kind: string; endsAt: string; withdrawToken: string };
    expect(data).toMatchObject({ kind: 'selfExclusion', endsAt, member: { id: who.member.id, name: who.member.name } });

    // The withdraw-only session: balances, the safer-gambling page and withdrawals; nothing else.
    const w = tokenHeader(data.withdrawToken);
    expect((await post(bed.app, walletRoutes.balances.path, {}, w)).body.code).toBe(0);
    expect(((await state(w)).data as RgState).block).toMatchObject({ kind: 'selfExclusion', endsAt });
    expect((await post(bed.app, paymentRoutes.withdrawPrepare.path, {}, w)).body.code).not.toBe(10812);
    // The withdrawal's own steps stay open too (the withdraw-only page offers them).
    for (const route of [paymentRoutes.speedDrawRemind, paymentRoutes.addressList])
      expect((await post(bed.app, route.path, { orderNo: 'W0' }, w)).body.code, route.path).not.toBe(10812);
    const blocked = await post(
      bed.app,
      paymentRoutes.payVal.path,
      { channelCode: 'sandbox-bank', amount: '100', requestId: randomUUID() },
      w,
    );
    expect(blocked.body.code).toBe(10812);
    const matchId = await newMatch(`rg-ex-${randomUUID()}`);
    expect((await place({ ...who, token: data.withdrawToken }, '10', [await leg(matchId)])).body.code).toBe(10812);
    expect((await post(bed.app, pr.claim.path, { promotionId: id, requestId: randomUUID() }, w)).body.code).toBe(10812);
    expect(await centre({ ...who, token: data.withdrawToken })).toBe('0.00');

    await expect
      .poll(
        async () =>
          (
            await rowsOf<{ status: string; reason: string | null }>(
              bed.app,
              sql`select status, reason from promo_grant where member_id = ${who.member.id}`,
            )
          )[0],
        { timeout: 10_000 },
      )
      .toEqual({ status: 'forfeited', reason: 'self_exclusion' });
  });

  it("a self-exclusion ends the member's game sessions at the provider, not only ours", async () => {
    const who = await join();
    const h = as(who);
    await creditCentre(bed.app, who.member.id, 10_000n);
    const moved = await post(
      bed.app,
      walletRoutes.transferIntoVal.path,
      { venueCode: 'PGDZ', amount: '50', requestId: randomUUID() },
      h,
    );
    expect(moved.body.code).toBe(0);
    const launched = await call(
      bed.app,
      egameRoutes.launch,
      { venueCode: 'PGDZ', gameCode: 'caishen-dao', requestId: randomUUID() },
      h,
    );
    const token = new URL(launched.url, 'http://x').searchParams.get('token') ?? '';
    const spin = async () =>
      (await post(bed.app, sandboxGameRoutes.spin.path, { token, roundId: randomUUID(), bet: '1.00', clientSeed: 'c' }))
        .body;
    expect((await spin()).code).toBe(0);
    expect((await post(bed.app, r.selfExclude.path, { months: 6, confirm: true }, h)).body.code).toBe(0);
    await expect.poll(async () => (await spin()).msg, { timeout: 10_000 }).toBe('游戏会话已由平台结束');
    const played = await rowsOf<{ n: number }>(
      bed.app,
      sql`select count(*)::int as n from sandbox_game_round where member_id = ${who.member.id}`,
    );
    expect(played[0]!.n).toBe(1);
  });

  it('the provider is told what the limits leave and stops the rounds there, winnings staked again included', async () => {
    const who = await join();
    const h = as(who);
    await creditCentre(bed.app, who.member.id, 20_000n);
    const transfer = (amount: string) =>
      post(bed.app, walletRoutes.transferIntoVal.path, { venueCode: 'PGDZ', amount, requestId: randomUUID() }, h);
    expect((await transfer('50')).body.code).toBe(0);
    const allowance = async () =>
      rowsOf<{ allowance: string; staked: string }>(
        bed.app,
        sql`select allowance::text, staked::text from sandbox_allowance where member_id = ${who.member.id}`,
      );
    // No limit: no cap at the provider.
    expect(await allowance()).toEqual([]);

    // A ¥70 daily stake limit with ¥50 already moved in leaves ¥20: the provider hears it at once.
    expect((await setLimit(h, 'stake', 'day', '70')).code).toBe(0);
    await expect.poll(allowance, { timeout: 10_000 }).toEqual([{ allowance: '2000', staked: '0' }]);
    const launched = await call(
      bed.app,
      egameRoutes.launch,
      { venueCode: 'PGDZ', gameCode: 'caishen-dao', requestId: randomUUID() },
      h,
    );
    const token = new URL(launched.url, 'http://x').searchParams.get('token') ?? '';
    const spin = async () =>
      (await post(bed.app, sandboxGameRoutes.spin.path, { token, roundId: randomUUID(), bet: '5.00', clientSeed: 'c' }))
        .body;
    // Four ¥5 rounds use the ¥20 whatever they win; the fifth is refused and ends the game session.
    for (let i = 0; i < 4; i++) expect((await spin()).code).toBe(0);
    const refused = await spin();
    expect(refused).toMatchObject({ code: 10810, msg: '已达到您在平台设定的投注或亏损限额，本次游戏会话已结束' });
    expect((await spin()).msg).toBe('游戏会话已由平台结束');
    expect(await allowance()).toEqual([{ allowance: '2000', staked: '2000' }]);

    // A transfer in is cut to what the limits leave (¥20) and the provider may take that again.
    const cut = await transfer('50');
    expect(cut.body.data).toMatchObject({ amount: '20.00' });
    await expect.poll(allowance, { timeout: 10_000 }).toEqual([{ allowance: '2000', staked: '0' }]);
  });

  it('reminds a member to review their limits six months after their last change, once per six months', async () => {
    const who = await join();
    const h = as(who);
    expect((await setLimit(h, 'loss', 'week', '800')).code).toBe(0);
    const remind = () => bed.app.services.rg.remindReviews();
    const mine = () =>
      rowsOf<{ title: string }>(
        bed.app,
        sql`select title from member_message where member_id = ${who.member.id} and title = '请检查您的限额'`,
      );
    bed.skewMs = 181 * DAY_MS;
    await remind();
    bed.skewMs = 183 * DAY_MS;
    // Run twice (late, or on two nodes): one reminder.
    await Promise.all([remind(), remind()]);
    await remind();
    await expect.poll(async () => (await mine()).length, { timeout: 10_000 }).toBe(1);
    bed.skewMs = 366 * DAY_MS;
    await remind();
    await expect.poll(async () => (await mine()).length, { timeout: 10_000 }).toBe(2);
    const audit = await rowsOf<{ n: number }>(
      bed.app,
      sql`select count(*)::int as n from rg_audit where member_id = ${who.member.id} and action = 'limit.reviewReminder'`,
    );
    // Racing runs may both write the step's audit row; the message centre keeps it to one message.
    expect(audit[0]!.n).toBeGreaterThanOrEqual(2);
    // A change starts the six months again: nothing more is due until then. (A year on, the session
    // has idled out: the change is made on the service, as the route would.)
    const auth = { memberId: who.member.id, siteId: 5000, sessionId: 0, deviceId: 'rg-test' };
    await bed.app.services.rg.setLimit(auth, { kind: 'loss', period: 'week', amount: '700' });
    expect(await remind()).toBe(0);
  });

  it('a time-out forfeits bonuses as cooling_off and the promotions read the state', async () => {
    const who = await join();
    const id = await promotion(`rgt-${randomUUID().slice(0, 8)}`, manualTerms(5));
    const grant: GrantView = await giveByHand(who, id, '10.00');
    expect(grant.status).toBe('active');
    const out = await post(bed.app, r.timeOut.path, { days: 7, confirm: true }, as(who));
    expect(out.body.code).toBe(0);
    expect((out.body.data as RgState).block).toMatchObject({ kind: 'timeOut' });
    await expect
      .poll(
        async () =>
          (
            await rowsOf<{ reason: string | null }>(bed.app, sql`select reason from promo_grant where id = ${grant.id}`)
          )[0]?.reason,
        { timeout: 10_000 },
      )
      .toBe('cooling_off');
    expect(await bed.app.services.rg.promoState(who.member.id)).toBe('timeOut');

    // The message centre keeps a note of it for when the time-out ends.
    await expect
      .poll(
        async () =>
          (
            await rowsOf<{ title: string }>(
              bed.app,
              sql`select title from member_message where member_id = ${who.member.id} and tab = 'notice'`,
            )
          ).map((m) => m.title),
        { timeout: 10_000 },
      )
      .toEqual(['暂停已生效']);
    // A socket's chat send goes to the service directly: it refuses them too, with the end date.
    const auth = { memberId: who.member.id, siteId: 5000, sessionId: 0, deviceId: 'rg-test' };
    const send = bed.app.services.chat.send(auth, {
      room: { kind: 'match', id: 1 },
      msgType: 'text',
      text: '还在吗',
    });
    await expect(send).rejects.toMatchObject({ spec: { code: 10811 } });
    // No rule's gift reaches them, whoever's event pays it (a task, a comeback, an invitee's deposit).
    const given = await bed.app.database.db.transaction((tx) =>
      bed.app.services.promo.giveByRule(tx, {
        siteId: 5000,
        memberId: who.member.id,
        code: 'welfare',
        source: 'test',
        reference: `rg-${who.member.id}`,
        amount: 500n,
      }),
    );
    expect(given).toBeNull();
  });

  const session = async (headers: Record<string, string>) =>
    (await post(bed.app, r.session.path, {}, headers)).body.data as RgSessionView;

  it('the session clock and net position: stakes and returns of this login only, exact to the cent', async () => {
    const who = await join();
    const h = as(who);
    await fundSports(who, 100);
    const start = await session(h);
    // Moving money into the house's own sports wallet is no stake; nothing has been played yet.
    expect(start.net).toBe('0.00');
    expect(start.elapsedSeconds).toBeGreaterThanOrEqual(0);
    expect(start.realityCheck).toEqual({ minutes: null, intervalSeconds: null, dueAt: null });
    const ref = `rg-net-${randomUUID()}`;
    const legs = [await leg(await newMatch(ref))];
    expect((await place(who, '10', legs)).body.code).toBe(0);
    expect((await place(who, '12.5', legs)).body.code).toBe(0);
    expect((await session(h)).net).toBe('-22.50');

    // A second login starts from zero; the first session keeps its own position.
    const again = await post(bed.app, accountRoutes.loginV3.path, {
      name: who.member.name,
      password: PASSWORD,
      deviceId: 'second',
      flag: '1',
      version: '2',
    });
    expect(again.body.code).toBe(0);
    const second = tokenHeader((again.body.data as { token: string }).token);
    expect((await session(second)).net).toBe('0.00');
    expect((await session(h)).startedAt).toBe(start.startedAt);

    // The bets win: the returns count in both sessions (they settled during both).
    await settle(ref, { home: 'win', draw: 'lose', away: 'lose' });
    const returns = async () =>
      (
        await rowsOf<{ total: string }>(
          bed.app,
          sql`select coalesce(sum(settled_return), 0)::text as total from sb_bet where member_id = ${who.member.id}`,
        )
      )[0]!.total;
    await expect.poll(returns, { timeout: 10_000 }).not.toBe('0');
    const won = BigInt(await returns());
    const cents = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
    await expect.poll(async () => (await session(second)).net, { timeout: 10_000 }).toBe(cents(won));
    expect((await session(h)).net).toBe(cents(won - 2_250n));

    // Elapsed time follows the clock.
    bed.skewMs = 90_000;
    try {
      expect((await session(h)).elapsedSeconds).toBeGreaterThanOrEqual(90);
    } finally {
      bed.skewMs = 0;
    }
  });

  it('the net position: money moved into a game is not a loss, the rounds played there are', async () => {
    const who = await join();
    const h = as(who);
    await creditCentre(bed.app, who.member.id, 10_000n);
    expect((await session(h)).net).toBe('0.00');
    const moved = await post(
      bed.app,
      walletRoutes.transferIntoVal.path,
      { venueCode: 'PGDZ', amount: '50', requestId: randomUUID() },
      h,
    );
    expect(moved.body.code).toBe(0);
    expect((await session(h)).net).toBe('0.00');

    await spinAndPull(bed.app, who.member.id, 3, '5.00');
    const [played] = await rowsOf<{ n: number; winLoss: string }>(
      bed.app,
      sql`select count(*)::int as n, coalesce(sum(win_loss), 0)::text as "winLoss" from game_record where member_id = ${who.member.id}`,
    );
    expect(played!.n).toBe(3);
    const cents = (minor: bigint) =>
      `${minor < 0n ? '-' : ''}${(minor < 0n ? -minor : minor) / 100n}.${String((minor < 0n ? -minor : minor) % 100n).padStart(2, '0')}`;
    expect((await session(h)).net).toBe(cents(BigInt(played!.winLoss)));
  });

  it('reality checks: an interval in bounds, a due time, an acknowledgement recorded; bad input changes nothing', async () => {
    const who = await join();
    const h = as(who);
    for (const minutes of [0, 4, 241, 7.5, -15, 1_000_000])
      expect((await post(bed.app, r.setRealityCheck.path, { minutes }, h)).body.code, String(minutes)).toBe(10820);
    expect((await post(bed.app, r.setRealityCheck.path, { minutes: '15' }, h)).body.code).not.toBe(0);
    expect((await session(h)).realityCheck.minutes).toBeNull();
    expect(
      (
        await rowsOf<{ n: number }>(
          bed.app,
          sql`select count(*)::int as n from rg_audit where member_id = ${who.member.id}`,
        )
      )[0]!.n,
    ).toBe(0);

    const set = (await post(bed.app, r.setRealityCheck.path, { minutes: 15 }, h)).body;
    expect(set.code).toBe(0);
    const view = set.data as RgSessionView;
    expect(view.realityCheck).toMatchObject({ minutes: 15, intervalSeconds: 900 });
    expect(new Date(view.realityCheck.dueAt!).getTime() - new Date(view.startedAt).getTime()).toBe(900_000);

    // 16 minutes on, the member acknowledges: the next check is 15 minutes after that.
    bed.skewMs = 16 * 60_000;
    try {
      const acked = (await post(bed.app, r.ackRealityCheck.path, {}, h)).body;
      expect(acked.code).toBe(0);
      const after = acked.data as RgSessionView;
      expect(after.elapsedSeconds).toBeGreaterThanOrEqual(16 * 60);
      // (The clock runs on between the acknowledgement and the answer's "now".)
      const ahead = new Date(after.realityCheck.dueAt!).getTime() - new Date(after.now).getTime();
      expect(ahead).toBeGreaterThan(895_000);
      expect(ahead).toBeLessThanOrEqual(900_000);
    } finally {
      bed.skewMs = 0;
    }
    expect((await post(bed.app, r.setRealityCheck.path, { minutes: 45 }, h)).body.code).toBe(0);
    const off = (await post(bed.app, r.setRealityCheck.path, { minutes: null }, h)).body.data as RgSessionView;
    expect(off.realityCheck).toEqual({ minutes: null, intervalSeconds: null, dueAt: null });

    const audit = await rowsOf<{ action: string; detail: { elapsedSeconds?: number; net?: string } }>(
      bed.app,
      sql`select action, detail from rg_audit where member_id = ${who.member.id} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['reality.set', 'reality.ack', 'reality.set', 'reality.set']);
    expect(audit[1]!.detail).toMatchObject({ net: '0.00' });
    expect(audit[1]!.detail.elapsedSeconds).toBeGreaterThanOrEqual(16 * 60);
    const acks = await rowsOf<{ n: number }>(
      bed.app,
      sql`select reality_acks as n from rg_session where member_id = ${who.member.id}`,
    );
    expect(acks).toEqual([{ n: 1 }]);
  });
});
