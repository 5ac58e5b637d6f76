import {
  type BetView,
  type InviteesResponse,
  type InviteInfo,
  inviteRoutes as ir,
  type LoginResult,
  memberRoutes,
} from '@courtside/contract';
import { inviteAdminRoutes as ia, promoAdminRoutes as pa } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, databaseKinds, post } from '../../test/harness';
import { adminHeader, rowsOf } from '../../test/payments';
import { homeLoses, manualTerms, promoBed } from '../../test/promo';

/** Each member comes from their own address: the server believes X-Forwarded-For from the test's proxy. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe.each(databaseKinds())('邀请好友 on %s', (kind) => {
  const { bed, join, as, deposit, grants, fundSports, newMatch, leg, place, settle, betState } = promoBed(kind, 'iv', {
    TRUST_PROXY: '127.0.0.1',
  });
  let subnet = 10;
  /** A member on a /24 of their own (unless given one). */
  const joinFrom = (extra: Record<string, unknown> = {}, ip = `10.${++subnet}.0.5`) => join(extra, from(ip));
  const codeOf = async (who: LoginResult) => ((await call(bed.app, ir.info, {}, as(who))) as InviteInfo).code!;
  const info = async (who: LoginResult) => (await call(bed.app, ir.info, {}, as(who))) as InviteInfo;
  const invitees = async (who: LoginResult, page = 1, pageSize = 10) =>
    (await call(bed.app, ir.invitees, { page, pageSize }, as(who))) as InviteesResponse;
  const inviteGrants = async (who: LoginResult) => (await grants(who)).filter((g) => g.kind === 'invite');
  const claims = (who: LoginResult) =>
    rowsOf<{ reference: string }>(
      bed.app,
      sql`select reference from promo_claim where member_id = ${who.member.id} and source = 'invite' order by reference`,
    );

  it('shows the code and link, and pays the inviter once when the first deposit reaches X', async () => {
    const visitor = await post(bed.app, ir.info.path, {});
    expect(visitor.body.data).toMatchObject({ reason: 'notLoggedIn', code: null, link: null, title: '邀请好友' });
    expect((visitor.body.data as InviteInfo).terms?.invite).toEqual({
      firstDepositMin: '100.00',
      turnoverMin: '1000.00',
      rewards: { registered: '0.00', firstDeposit: '28.00', turnover: '58.00' },
      share: { percent: '0.2', days: 30 },
    });

    const host = await joinFrom();
    const mine = await info(host);
    expect(mine).toMatchObject({ reason: null, link: `/register?i_code=${mine.code}` });
    expect(mine.totals).toEqual({ invitees: 0, deposited: 0, rewarded: 0, flagged: 0, rewardTotal: '0.00' });
    expect(await invitees(host)).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });

    const friend = await joinFrom({ inviteCode: mine.code });
    const listed = await invitees(host);
    expect(listed.items).toEqual([
      {
        name: expect.stringMatching(/^iv\*\*\*x$/),
        registeredAt: expect.any(String),
        state: 'registered',
        reward: '0.00',
      },
    ]);

    // Below X: the first deposit does not qualify, and a later, larger one is not the first.
    const small = await joinFrom({ inviteCode: mine.code });
    await deposit(small, '50.00');
    await deposit(friend, '100.00');
    await expect.poll(async () => (await inviteGrants(host)).length, { timeout: 10_000 }).toBe(1);
    await deposit(small, '500.00');
    await deposit(friend, '300.00');
    const paid = await inviteGrants(host);
    expect(paid.map((g) => [g.granted, g.multiplier, g.title])).toEqual([['28.00', 1, '邀请好友']]);

    // The same event delivered again (the subscriber's refresh run again on it) pays nothing more.
    const { db } = bed.app.database;
    await db.transaction((tx) => bed.app.services.invites.refresh(tx, friend.member.id, { amount: 10_000n }));
    await db.transaction((tx) => bed.app.services.invites.refresh(tx, friend.member.id, { amount: 10_000n }));
    await db.transaction((tx) => bed.app.services.invites.refresh(tx, small.member.id, { amount: 50_000n }));
    expect(await inviteGrants(host)).toHaveLength(1);
    expect(await claims(host)).toEqual([{ reference: `invitee:${friend.member.id}:firstDeposit` }]);

    const states = (await invitees(host)).items.map((i) => [i.state, i.reward]);
    expect(states).toEqual([
      ['deposited', '0.00'],
      ['deposited', '28.00'],
    ]);
    expect((await info(host)).totals).toEqual({
      invitees: 2,
      deposited: 2,
      rewarded: 1,
      flagged: 0,
      rewardTotal: '28.00',
    });
    // The invitee gets nothing for being invited, and sees no one of their own.
    expect(await inviteGrants(friend)).toEqual([]);
    expect((await invitees(friend)).total).toBe(0);
  });

  it('pays the turnover step once the invitee’s valid turnover reaches Y', async () => {
    const host = await joinFrom();
    const friend = await joinFrom({ inviteCode: await codeOf(host) });
    await deposit(friend, '200.00');
    await expect.poll(async () => (await inviteGrants(host)).length, { timeout: 10_000 }).toBe(1);
    await fundSports(friend, 1_000);
    // Two bets of 500: the friend's own first-deposit bonus caps a bet at 500 while it runs.
    for (const ref of ['iv-t1', 'iv-t2']) {
      const m = await newMatch(ref);
      const placed = await place(friend, '500', [await leg(m)]);
      expect(placed.body).toMatchObject({ code: 0 });
      await settle(ref, homeLoses);
      await expect.poll(() => betState(friend, (placed.body.data as BetView).id), { timeout: 10_000 }).toBe('settled');
      if (ref === 'iv-t1') expect(await inviteGrants(host)).toHaveLength(1);
    }
    await expect.poll(async () => (await inviteGrants(host)).length, { timeout: 10_000 }).toBe(2);
    expect((await inviteGrants(host)).map((g) => g.granted).sort()).toEqual(['28.00', '58.00']);
    expect((await invitees(host)).items[0]).toMatchObject({ state: 'rewarded', reward: '86.00' });

    // The next business day, the day's share of the friend's turnover: 0.2 % of 1,000.00, once.
    bed.skewMs = 24 * 60 * 60_000;
    const runs = await Promise.all([bed.app.services.invites.runShares(), bed.app.services.invites.runShares()]);
    expect(runs.map((r) => r.paid).reduce((a, b) => a + b, 0n)).toBe(200n);
    await bed.app.services.invites.runShares();
    // Back to today, where the host's session is still fresh.
    bed.skewMs = 0;
    expect((await inviteGrants(host)).map((g) => g.granted).sort()).toEqual(['2.00', '28.00', '58.00']);
    expect((await claims(host)).map((c) => c.reference)).toContain(
      `share:${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)}`,
    );
    expect((await invitees(host)).items[0]).toMatchObject({ reward: '88.00' });
  });

  it('flags an invitee on the inviter’s /24 and pays nothing until the operator clears it', async () => {
    const host = await joinFrom({}, '10.200.7.1');
    const twin = await joinFrom({ inviteCode: await codeOf(host) }, '10.200.7.99');
    await deposit(twin, '100.00');
    await expect.poll(async () => (await invitees(host)).items[0]?.state, { timeout: 10_000 }).toBe('flagged');
    await deposit(twin, '100.00');
    expect(await inviteGrants(host)).toEqual([]);
    expect((await info(host)).totals).toMatchObject({ flagged: 1, rewardTotal: '0.00' });

    // The operator lists it (audited); a member cannot.
    const listed = await call(bed.app, ia.flags, { decision: 'open' }, adminHeader);
    const flag = listed.items.find((f) => f.inviteeId === twin.member.id);
    expect(flag).toMatchObject({ inviterId: host.member.id, kind: 'ip', decision: 'open' });
    expect((await post(bed.app, ia.flags.path, {}, as(host))).status).not.toBe(200);
    const audits = await rowsOf<{ n: number }>(
      bed.app,
      sql`select count(*)::int as n from audit_log where action = 'promo.invite.flags'`,
    );
    expect(Number(audits[0]?.n)).toBeGreaterThan(0);

    // Cleared: the step reached is paid, once; at the decision when the deposit's event was already
    // handled, else when it is (the flag came at registration, so it may not have been yet).
    const cleared = await post(
      bed.app,
      ia.decide.path,
      { inviteeId: twin.member.id, decision: 'cleared', reason: '核实为不同家庭成员' },
      adminHeader,
    );
    expect(cleared.body).toMatchObject({ code: 0, data: { decision: 'cleared' } });
    await expect
      .poll(async () => (await inviteGrants(host)).map((g) => g.granted), { timeout: 10_000 })
      .toEqual(['28.00']);
    const again = await post(
      bed.app,
      ia.decide.path,
      { inviteeId: twin.member.id, decision: 'upheld', reason: '重复处理' },
      adminHeader,
    );
    expect(again.body.code).toBe(10901);
  });

  it('flags a shared device, and counts an invitee for the one inviter whose code they used', async () => {
    const a = await joinFrom();
    const b = await joinFrom();
    const viaA = await joinFrom({ inviteCode: (await codeOf(a)).toLowerCase() });
    expect((await invitees(a)).total).toBe(1);
    expect((await invitees(b)).total).toBe(0);
    const rows = await rowsOf<{ inviter_id: number }>(
      bed.app,
      sql`select inviter_id::int as inviter_id from promo_invite where invitee_id = ${viaA.member.id}`,
    );
    expect(rows).toEqual([{ inviter_id: a.member.id }]);

    // The inviter's own browser registering the "friend": flagged at registration.
    const sameDevice = await joinFrom({ inviteCode: await codeOf(b), deviceId: `dev-${b.member.name}` });
    expect((await invitees(b)).items[0]?.state).toBe('flagged');
    await deposit(sameDevice, '100.00');
    expect(await inviteGrants(b)).toEqual([]);
  });

  it('answers bad input with codes and changes nothing', async () => {
    const host = await joinFrom();
    const unknown = await post(
      bed.app,
      '/api/site/group/account/member/v4/register',
      {
        name: 'ivbadcode',
        password: 'Secret2024',
        confirmPassword: 'Secret2024',
        deviceId: 'dev-ivbad',
        adult: true,
        inviteCode: 'NOPE0000',
      },
      from('10.250.0.1'),
    );
    expect([10613, 10434]).toContain(unknown.body.code);
    expect((await post(bed.app, ir.invitees.path, { page: 1 })).body.code).toBe(10401);
    for (const body of [{ page: 0 }, { page: 1, pageSize: 500 }, { page: 'x' }]) {
      expect((await post(bed.app, ir.invitees.path, body, as(host))).body.code).toBe(10400);
    }
    expect(
      (
        await post(
          bed.app,
          ia.decide.path,
          { inviteeId: 99_999_999, decision: 'cleared', reason: '无' + '效' },
          adminHeader,
        )
      ).body.code,
    ).toBe(10900);
    const friend = await joinFrom({ inviteCode: await codeOf(host) });
    expect(
      (
        await post(
          bed.app,
          ia.decide.path,
          { inviteeId: friend.member.id, decision: 'upheld', reason: '没有标记' },
          adminHeader,
        )
      ).body.code,
    ).toBe(10901);
    expect(
      (
        await post(
          bed.app,
          ia.decide.path,
          { inviteeId: friend.member.id, decision: 'maybe', reason: '无效决定' },
          adminHeader,
        )
      ).body.code,
    ).toBe(10400);
    // An invite promotion without its steps is refused.
    const noSteps = await post(
      bed.app,
      pa.save.path,
      {
        code: 'invite-2',
        kind: 'invite',
        title: '邀请好友2',
        summary: '',
        image: '',
        terms: manualTerms(1),
        startDay: '2026-01-01',
        endDay: null,
        budget: null,
        maxReceivers: null,
      },
      adminHeader,
    );
    expect(noSteps.body.code).toBe(10712);
    expect((await invitees(host)).items[0]?.state).toBe('registered');
    // A member's profile still names their own code (the account module's view).
    expect(((await call(bed.app, memberRoutes.info, {}, as(host))) as { inviteCode: string }).inviteCode).toBe(
      await codeOf(host),
    );
  });
});
