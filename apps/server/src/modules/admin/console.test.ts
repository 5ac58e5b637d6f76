import { randomUUID } from 'node:crypto';
import { Errors } from '@courtside/contract';
import {
  type Adjustment,
  type AdminRole,
  adminAccess,
  adminExportPaths,
  adminRoleNames,
  adminRoutes,
  mayCall,
} from '@courtside/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { registerMember } from '../../test/members';
import { FOUR_EYES_PARAM } from './service';
import { base32Decode, totpAt, totpStep } from './totp';

const r = adminRoutes;
const BOSS = { username: 'chief', password: 'Chief-password-1' };
const session = (token: string) => ({ 'x-admin-session': token });
const service = { 'x-admin-token': ADMIN_TOKEN };

/** The session cookie a reply sets, and the whole header to check its attributes. */
const cookieOf = (setCookie: string | string[] | undefined) => {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  return { header, value: /cs-admin=([^;]*)/.exec(header)?.[1] ?? '' };
};

describe.each(databaseKinds())('the back-office console on %s', (kind) => {
  let app: TestApp;
  let boss: string;
  let n = 0;

  const login = async (username: string, password: string, extra: Record<string, unknown> = {}) =>
    post(app, r.login.path, { username, password, ...extra });

  const operatorWith = async (...roles: AdminRole[]) => {
    n += 1;
    const username = `desk${n}`;
    const password = `Desk-password-${n}`;
    await call(app, r.adminCreate, { username, password, roles }, session(boss));
    const reply = await login(username, password);
    return { username, password, token: (reply.body.data as { token: string }).token };
  };

  beforeAll(async () => {
    app = await createTestApp(kind, {
      env: { ADMIN_USER: BOSS.username, ADMIN_PASSWORD: BOSS.password, AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    boss = ((await login(BOSS.username, BOSS.password)).body.data as { token: string }).token;
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets each role call what the access table names for it, and refuses the rest (10504)', async () => {
    const roles = adminRoleNames.filter((role) => role !== 'super');
    const desks = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await operatorWith(role)])));
    const routes = [...adminAccess].filter(([, access]) => access.roles !== 'session');
    expect(routes.length).toBeGreaterThan(50);
    for (const [path] of routes) {
      for (const role of roles) {
        const reply = await post(app, path, {}, session(desks[role].token));
        const refused = reply.body.code === Errors.forbidden.code;
        expect(refused, `${role} ${path}`).toBe(!mayCall([role], { path }));
      }
    }
  });

  describe('the cookie session', () => {
    it('is HttpOnly and SameSite=Strict, and every write needs its CSRF token', async () => {
      const reply = await app.fastify.inject({
        method: 'POST',
        url: r.login.path,
        payload: { ...BOSS, cookie: true },
      });
      const body = reply.json();
      expect(body.code).toBe(0);
      expect(body.data.token).toBe('');
      const { header, value } = cookieOf(reply.headers['set-cookie']);
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/SameSite=Strict/);
      expect(header).toMatch(/Path=\/api\/admin/);
      const cookie = { cookie: `cs-admin=${value}` };

      const me = await call(app, r.me, {}, cookie);
      expect(me.csrfToken).toBe(body.data.csrfToken);
      expect(me).toMatchObject({ idleMinutes: 30, admin: { username: BOSS.username, roles: ['super'] } });

      const member = await registerMember(app, 'csrfmember1');
      const change = { memberId: member.member.id, status: 0 };
      for (const headers of [cookie, { ...cookie, 'x-csrf-token': 'forged' }]) {
        const refused = await post(app, r.memberStatus.path, change, headers);
        expect([refused.status, refused.body.code]).toEqual([403, Errors.csrfFailed.code]);
      }
      const search = await call(app, r.memberSearch, { keyword: 'csrfmember1' }, cookie);
      expect(search.items[0]?.status).toBe(1);

      const done = await post(app, r.memberStatus.path, change, { ...cookie, 'x-csrf-token': me.csrfToken });
      expect(done.body).toMatchObject({ code: 0, data: { status: 0 } });

      // The automation headers need no CSRF token: a browser never sends them by itself.
      expect((await post(app, r.memberStatus.path, { ...change, status: 1 }, session(boss))).body.code).toBe(0);

      const out = await app.fastify.inject({
        method: 'POST',
        url: r.logout.path,
        headers: { ...cookie, 'x-csrf-token': me.csrfToken },
      });
      expect(cookieOf(out.headers['set-cookie']).header).toMatch(/Max-Age=0/);
      expect((await post(app, r.me.path, {}, cookie)).status).toBe(401);
    });

    it('writes the caller address into every audit row of a back-office call', async () => {
      const member = await registerMember(app, 'ipmember1');
      await app.fastify.inject({
        method: 'POST',
        url: r.memberStatus.path,
        remoteAddress: '10.9.8.7',
        headers: session(boss),
        payload: { memberId: member.member.id, status: 2 },
      });
      const rows = await call(app, r.auditList, { action: 'member.status', memberId: member.member.id }, session(boss));
      expect(rows.items[0]).toMatchObject({ actor: `admin:${BOSS.username}`, ip: '10.9.8.7' });
    });
  });

  describe('login', () => {
    it('asks a second factor of an operator who turned it on, and takes each code once', async () => {
      const desk = await operatorWith('support');
      const { secret } = await call(app, r.totpSetup, {}, session(desk.token));
      const code = (offsetSteps = 0) => totpAt(secret, totpStep(Date.now()) + offsetSteps);
      expect(base32Decode(secret)).toHaveLength(20);
      const wrongSetup = await post(app, r.totpEnable.path, { code: '12345' }, session(desk.token));
      expect(wrongSetup.body.code).toBe(Errors.invalidParameter.code);
      expect((await call(app, r.totpEnable, { code: code() }, session(desk.token))).totp).toBe(true);

      expect((await login(desk.username, desk.password)).body.code).toBe(Errors.otpRequired.code);
      expect((await login(desk.username, desk.password, { otp: code() })).body.code).toBe(Errors.otpWrong.code);
      const next = code(1);
      expect((await login(desk.username, desk.password, { otp: next })).body.code).toBe(0);
      expect((await login(desk.username, desk.password, { otp: next })).body.code).toBe(Errors.otpWrong.code);
    });

    it('locks a name after five failures in 15 minutes, even for the right password', async () => {
      const desk = await operatorWith('trader');
      for (let i = 0; i < 5; i += 1) {
        expect((await login(desk.username, 'Wrong-password-0')).body.code).toBe(Errors.loginFailed.code);
      }
      expect((await login(desk.username, desk.password)).body.code).toBe(Errors.loginLocked.code);
      expect((await login(BOSS.username, BOSS.password)).body.code).toBe(0);
    });
  });

  describe('four-eyes adjustments', () => {
    it('makes a small one at once and holds a large one for a second operator', async () => {
      await call(app, r.siteParam, { keyCode: FOUR_EYES_PARAM, value: '100' }, service);
      const first = await operatorWith('cashier');
      const second = await operatorWith('cashier');
      const member = await registerMember(app, 'foureyes1');
      const memberId = member.member.id;
      const balance = async () =>
        (await call(app, r.memberWallet, { memberId }, session(first.token))).accounts.find((a) => a.kind === 'centre')
          ?.balance ?? '0.00';
      const ask = (amount: string, direction = 'credit', requestId = randomUUID()) =>
        post(app, r.adjust.path, { memberId, direction, amount, reason: '活动补发', requestId }, session(first.token));

      expect((await ask('99.99')).body.data as Adjustment).toMatchObject({ state: 'done', balanceAfter: '99.99' });

      const requestId = randomUUID();
      const held = (await ask('150.00', 'credit', requestId)).body.data as Adjustment;
      expect(held).toMatchObject({ state: 'pending', transferId: null, requestedBy: `admin:${first.username}` });
      expect(((await ask('150.00', 'credit', requestId)).body.data as Adjustment).id).toBe(held.id);
      expect(await balance()).toBe('99.99');

      const own = await post(app, r.adjustDecide.path, { id: held.id, decision: 'approved' }, session(first.token));
      expect(own.body.code).toBe(Errors.selfApproval.code);
      const approved = await call(app, r.adjustDecide, { id: held.id, decision: 'approved' }, session(second.token));
      expect(approved).toMatchObject({ state: 'done', decidedBy: `admin:${second.username}`, balanceAfter: '249.99' });
      expect(await balance()).toBe('249.99');
      const again = await post(app, r.adjustDecide.path, { id: held.id, decision: 'rejected' }, session(second.token));
      expect(again.body.code).toBe(Errors.adjustmentDecided.code);

      // A debit the wallet cannot cover is refused by the ledger and waits again, unchanged.
      const tooMuch = (await ask('1000.00', 'debit')).body.data as Adjustment;
      const refused = await post(
        app,
        r.adjustDecide.path,
        { id: tooMuch.id, decision: 'approved' },
        session(second.token),
      );
      expect(refused.body.code).not.toBe(0);
      const queue = await call(app, r.adjustments, { state: 'pending', memberId }, session(second.token));
      expect(queue).toMatchObject({ total: 1, threshold: '100.00', items: [{ id: tooMuch.id, state: 'pending' }] });
      const rejected = await call(
        app,
        r.adjustDecide,
        { id: tooMuch.id, decision: 'rejected', note: '金额有误' },
        session(second.token),
      );
      expect(rejected).toMatchObject({ state: 'rejected', note: '金额有误' });
      expect(await balance()).toBe('249.99');
      expect(await app.services.ledger.check()).toEqual([]);

      const trail = await call(app, r.auditList, { action: 'wallet.', memberId }, session(boss));
      expect(trail.items.map((row) => row.action)).toEqual(
        expect.arrayContaining(['wallet.adjust', 'wallet.adjustRequest', 'wallet.adjustDecide']),
      );
      await call(app, r.siteParam, { keyCode: FOUR_EYES_PARAM, value: '10000' }, service);
    });
  });

  describe('reads for the console', () => {
    it('pages, filters and exports the audit log as streamed CSV', async () => {
      const page = await call(app, r.auditList, { pageSize: 2, order: 'asc' }, session(boss));
      expect(page.items).toHaveLength(2);
      expect(page.items[0]!.id).toBeLessThan(page.items[1]!.id);
      expect(page.total).toBeGreaterThanOrEqual(2);
      const bad = await post(app, r.auditList.path, { action: 'drop table' }, session(boss));
      expect([bad.status, bad.body.code]).toEqual([400, Errors.invalidParameter.code]);

      const csv = await app.fastify.inject({
        method: 'GET',
        url: `${adminExportPaths.audit}?action=admin.login`,
        headers: session(boss),
      });
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      // The byte-order mark first, for spreadsheet programs (trim() would take it off too).
      expect(csv.body.startsWith('\uFEFF')).toBe(true);
      const lines = csv.body.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe('"id","at","actor","action","ip","detail"');
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.slice(1).every((line) => line.includes('"admin.login"'))).toBe(true);
      const refused = await app.fastify.inject({ method: 'GET', url: adminExportPaths.audit });
      expect(refused.statusCode).toBe(403);
    });

    it('shows a member whole, the dashboard and the ledger check', async () => {
      const member = await registerMember(app, 'wholemember1');
      const detail = await call(app, r.memberDetail, { memberId: member.member.id }, session(boss));
      expect(detail.member).toMatchObject({ name: 'wholemember1', status: 1 });
      expect(detail.sessions[0]).toMatchObject({ revokedAt: null });
      const elsewhere = await post(
        app,
        r.memberDetail.path,
        { memberId: member.member.id },
        { ...session(boss), 'x-site-id': '5001' },
      );
      expect(elsewhere.body.code).toBe(Errors.notFound.code);

      const dashboard = await call(app, r.dashboard, {}, session(boss));
      expect(dashboard.activeMembers).toBeGreaterThanOrEqual(1);
      expect(dashboard.queues).toEqual(expect.objectContaining({ adjustments: expect.any(Number) }));

      expect(await call(app, r.ledgerCheck, {}, session(boss))).toMatchObject({ ok: true, problems: [] });
    });
  });
});
