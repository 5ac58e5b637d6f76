import { randomUUID } from 'node:crypto';
import {
  accountRoutes,
  type GrantView,
  paymentRoutes,
  promoRoutes as pr,
  type RgChangeResult,
  type RgState,
  rgRoutes as r,
  walletRoutes,
} from '@courtside/contract';
import { type RgMemberView, rgAdminRoutes } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, post } from '../../test/harness';
import { PASSWORD, tokenHeader } from '../../test/members';
import { adminHeader, rowsOf } from '../../test/payments';
import { manualTerms, promoBed } from '../../test/promo';

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
    expect(data).toMatchObject({ kind: 'selfExclusion', endsAt });

    // The withdraw-only session: balances, the safer-gambling page and withdrawals; nothing else.
    const w = tokenHeader(data.withdrawToken);
    expect((await post(bed.app, walletRoutes.balances.path, {}, w)).body.code).toBe(0);
    expect(((await state(w)).data as RgState).block).toMatchObject({ kind: 'selfExclusion', endsAt });
    expect((await post(bed.app, paymentRoutes.withdrawPrepare.path, {}, w)).body.code).not.toBe(10812);
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
  });
});
