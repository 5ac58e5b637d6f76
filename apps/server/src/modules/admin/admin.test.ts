import { randomUUID } from 'node:crypto';
import { Errors, giftRoutes } from '@courtside/contract';
import { type AdminIdentity, type AdminRole, adminRoutes } from '@courtside/contract/admin';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/tables';
import { ADMIN_TOKEN, call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { fundCentre, registerMember, tokenHeader } from '../../test/members';
import { adminUsers } from './tables';

const r = adminRoutes;
const BOSS = { username: 'boss', password: 'Boss-password-1' };
const SITE = 5000;
/** ADMIN_IDLE_MINUTES' default. */
const IDLE_MS = 30 * 60_000;
const MINUTE_MS = 60_000;
const service = { 'x-admin-token': ADMIN_TOKEN };
const session = (token: string) => ({ 'x-admin-session': token });

describe.each(databaseKinds())('back office on %s', (kind) => {
  let app: TestApp;
  let skewMs = 0;
  const clock = { now: () => new Date(Date.now() + skewMs) };
  let boss: string;
  let n = 0;

  const login = async (username: string, password: string) => {
    const reply = await post(app, r.login.path, { username, password });
    expect(reply.body).toMatchObject({ code: 0 });
    return reply.body.data as { token: string; admin: AdminIdentity };
  };

  /** A new operator with these roles, created by the boss, and their session token. */
  const operatorWith = async (...roles: AdminRole[]) => {
    n += 1;
    const username = `staff${n}`;
    const password = `Staff-password-${n}`;
    await call(app, r.adminCreate, { username, password, roles }, session(boss));
    return { username, token: (await login(username, password)).token };
  };

  const auditOf = (action: string) =>
    app.database.db
      .select({ actor: auditLog.actor, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(asc(auditLog.id));

  const adjust = (headers: Record<string, string>, memberId: number) =>
    post(
      app,
      r.adjust.path,
      { memberId, direction: 'credit', amount: '10.00', reason: '活动补发', requestId: randomUUID() },
      headers,
    );

  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock,
      env: { ADMIN_USER: BOSS.username, ADMIN_PASSWORD: BOSS.password, AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    boss = (await login(BOSS.username, BOSS.password)).token;
  });
  afterAll(async () => {
    await app.close();
  });

  describe('bootstrap admin', () => {
    it('is created once from the environment, also when nodes restart or start together', async () => {
      const again = await createTestApp(kind, {
        shareDatabaseOf: app,
        env: { ADMIN_USER: 'BOSS', ADMIN_PASSWORD: 'Another-password-2', AUTH_RATE_LIMIT_PER_MINUTE: '2' },
      });
      try {
        const named = await app.database.db
          .select({ roles: adminUsers.roles })
          .from(adminUsers)
          .where(sql`lower(${adminUsers.username}) = 'boss'`);
        expect(named).toEqual([{ roles: ['super'] }]);
        expect(await auditOf('admin.bootstrap')).toEqual([
          { actor: 'environment', detail: expect.objectContaining({ username: 'boss' }) },
        ]);
        // The existing admin keeps its password: the environment never resets one.
        expect((await post(again, r.login.path, { username: 'boss', password: 'Another-password-2' })).body.code).toBe(
          Errors.loginFailed.code,
        );

        // The login has its own per-IP limit, tighter than the global one.
        expect((await post(again, r.login.path, BOSS)).body.code).toBe(0);
        const third = await post(again, r.login.path, BOSS);
        expect([third.status, third.body.code]).toEqual([429, Errors.rateLimited.code]);
      } finally {
        await again.close();
      }

      const twins = await Promise.all([
        app.services.adminAuth.ensureBootstrapAdmin('twin', 'Twin-password-1'),
        app.services.adminAuth.ensureBootstrapAdmin('TWIN', 'Twin-password-1'),
      ]);
      expect(twins.filter(Boolean)).toHaveLength(1);
    });
  });

  describe('login', () => {
    it('logs in by any case of the name, tells who is signed in, and logs out', async () => {
      const result = await login('Boss', BOSS.password);
      expect(result.admin).toMatchObject({ username: 'boss', roles: ['super'] });
      expect((await call(app, r.me, {}, session(result.token))).admin).toEqual(result.admin);

      await call(app, r.logout, {}, session(result.token));
      const after = await post(app, r.me.path, {}, session(result.token));
      expect([after.status, after.body.code]).toEqual([401, Errors.notLoggedIn.code]);
      expect((await auditOf('admin.logout')).at(-1)?.actor).toBe('admin:boss');
    });

    it('answers a wrong password and an unknown name alike, and audits both', async () => {
      const wrong = await post(app, r.login.path, { username: 'boss', password: 'Not-the-password' });
      const unknown = await post(app, r.login.path, { username: 'nobody', password: 'Not-the-password' });
      expect(wrong).toEqual(unknown);
      expect(wrong.body).toEqual({ code: Errors.loginFailed.code, data: null, msg: Errors.loginFailed.msg });
      const failures = (await auditOf('admin.loginFailed')).map((row) => row.detail);
      expect(failures).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ username: 'boss', reason: 'wrongPassword' }),
          expect.objectContaining({ username: 'nobody', reason: 'unknownName' }),
        ]),
      );
    });

    it('ends a session after 30 idle minutes, and every call rolls it on', async () => {
      const { token } = await login(BOSS.username, BOSS.password);
      try {
        skewMs = IDLE_MS - 5 * MINUTE_MS;
        expect((await post(app, r.me.path, {}, session(token))).body.code).toBe(0);
        skewMs = 2 * IDLE_MS - 15 * MINUTE_MS;
        expect((await post(app, r.me.path, {}, session(token))).body.code).toBe(0);
        skewMs = 3 * IDLE_MS;
        expect((await post(app, r.me.path, {}, session(token))).status).toBe(401);
      } finally {
        skewMs = 0;
      }
    });
  });

  describe('roles', () => {
    it('lets a cashier adjust a wallet and refuses a manager (10504)', async () => {
      const member = await registerMember(app, 'rolemember1');
      const ops = await operatorWith('manager');
      const fin = await operatorWith('cashier');

      const refused = await adjust(session(ops.token), member.member.id);
      expect([refused.status, refused.body.code]).toEqual([403, Errors.forbidden.code]);
      expect((await adjust(session(fin.token), member.member.id)).body).toMatchObject({
        code: 0,
        data: { balanceBefore: '0.00', balanceAfter: '10.00' },
      });
      expect((await auditOf('wallet.adjust')).at(-1)).toMatchObject({
        actor: `admin:${fin.username}`,
        detail: { memberId: member.member.id, before: '0.00', after: '10.00' },
      });

      // The manager runs the site and the members, but not the money; the cashier the other way round.
      const status = { memberId: member.member.id, status: 1 };
      expect((await post(app, r.memberStatus.path, status, session(ops.token))).body.code).toBe(0);
      expect((await post(app, r.memberStatus.path, status, session(fin.token))).body.code).toBe(Errors.forbidden.code);
      expect((await post(app, r.reconcile.path, {}, session(ops.token))).body.code).toBe(Errors.forbidden.code);
      expect((await post(app, r.memberSearch.path, {}, session(fin.token))).body.code).toBe(0);
      expect((await post(app, r.adminList.path, {}, session(fin.token))).body.code).toBe(Errors.forbidden.code);
      expect((await auditOf('member.status')).at(-1)).toMatchObject({
        actor: `admin:${ops.username}`,
        detail: { memberId: member.member.id, before: 1, after: 1 },
      });
    });

    it('applies a change of roles at once and audits it with before and after', async () => {
      const member = await registerMember(app, 'rolemember2');
      const staff = await operatorWith('moderator');
      expect((await adjust(session(staff.token), member.member.id)).body.code).toBe(Errors.forbidden.code);

      const adminId = (await call(app, r.me, {}, session(staff.token))).admin.id;
      await call(app, r.adminRoles, { adminId, roles: ['cashier', 'cashier'] }, session(boss));
      expect((await adjust(session(staff.token), member.member.id)).body.code).toBe(0);
      expect((await auditOf('admin.roles')).at(-1)).toEqual({
        actor: 'admin:boss',
        detail: { adminId, username: staff.username, before: ['moderator'], after: ['cashier'] },
      });
    });

    it("stops a disabled operator's sessions and logins", async () => {
      const fin = await operatorWith('cashier');
      const adminId = (await call(app, r.me, {}, session(fin.token))).admin.id;
      const disabled = await call(app, r.adminDisable, { adminId }, session(boss));
      expect(disabled.status).toBe('disabled');

      const after = await post(app, r.memberSearch.path, {}, session(fin.token));
      expect([after.status, after.body.code]).toEqual([401, Errors.notLoggedIn.code]);
      const again = await post(app, r.login.path, { username: fin.username, password: `Staff-password-${n}` });
      expect(again.body).toMatchObject({ code: Errors.forbidden.code, msg: '该后台账号已停用' });
      expect((await auditOf('admin.disable')).at(-1)).toEqual({
        actor: 'admin:boss',
        detail: { adminId, username: fin.username, before: 'active', after: 'disabled', revokedSessions: 1 },
      });

      const bossId = (await call(app, r.me, {}, session(boss))).admin.id;
      expect((await post(app, r.adminDisable.path, { adminId: bossId }, session(boss))).body.code).toBe(
        Errors.invalidParameter.code,
      );
    });

    it('enables a disabled operator again, audited, and refuses oneself, an unknown id and an active one', async () => {
      const sup = await operatorWith('support');
      const adminId = (await call(app, r.me, {}, session(sup.token))).admin.id;
      await call(app, r.adminDisable, { adminId }, session(boss));
      const password = `Staff-password-${n}`;
      const stateOf = async () => (await call(app, r.adminList, {}, session(boss))).items.find((a) => a.id === adminId);

      // Only super may; a manager's call changes nothing.
      const manager = await operatorWith('manager');
      const byManager = await post(app, r.adminEnable.path, { adminId }, session(manager.token));
      expect(byManager.body.code).toBe(Errors.forbidden.code);
      expect((await stateOf())?.status).toBe('disabled');

      const unknown = await post(app, r.adminEnable.path, { adminId: 999_999 }, session(boss));
      expect(unknown.body).toMatchObject({ code: Errors.notFound.code, msg: '后台用户不存在' });
      const bossId = (await call(app, r.me, {}, session(boss))).admin.id;
      const own = await post(app, r.adminEnable.path, { adminId: bossId }, session(boss));
      expect(own.body).toMatchObject({ code: Errors.invalidParameter.code, msg: '不能启用自己的账号' });
      const bad = await post(app, r.adminEnable.path, { adminId: 'x' }, session(boss));
      expect(bad.status).toBe(400);
      const auditsBefore = (await auditOf('admin.enable')).length;
      expect(auditsBefore).toBe(0);

      const enabled = await call(app, r.adminEnable, { adminId }, session(boss));
      expect(enabled).toMatchObject({ id: adminId, status: 'active', roles: ['support'] });
      expect((await stateOf())?.status).toBe('active');
      expect(await auditOf('admin.enable')).toEqual([
        { actor: 'admin:boss', detail: { adminId, username: sup.username, before: 'disabled', after: 'active' } },
      ]);
      // The old session stays ended; a new login works.
      expect((await post(app, r.memberSearch.path, {}, session(sup.token))).status).toBe(401);
      const again = await login(sup.username, password);
      expect((await post(app, r.memberSearch.path, {}, session(again.token))).body.code).toBe(0);

      const twice = await post(app, r.adminEnable.path, { adminId }, session(boss));
      expect(twice.body).toMatchObject({ code: Errors.invalidParameter.code, msg: '该账号已是启用状态' });
      expect(await auditOf('admin.enable')).toHaveLength(1);
    });

    it("refuses a member's token on every admin route, wherever it is sent, and a call with none", async () => {
      const member = await registerMember(app, 'intruder1');
      const attempts: Record<string, string>[] = [
        {},
        { token: member.token },
        { cookie: `tb-token=${member.token}` },
        session(member.token),
        { 'x-admin-token': member.token },
      ];
      const guarded = Object.values(r).filter((def) => def !== r.login);
      expect(guarded.length).toBeGreaterThan(15);
      for (const def of guarded) {
        for (const headers of attempts) {
          const reply = await post(app, def.path, {}, headers);
          expect([401, 403], `${def.path} ${Object.keys(headers)}`).toContain(reply.status);
          expect([Errors.notLoggedIn.code, Errors.forbidden.code]).toContain(reply.body.code);
        }
      }
    });

    it('keeps the env token as a super service identity', async () => {
      const created = await call(
        app,
        r.adminCreate,
        { username: 'robot1', password: 'Robot-password-1', roles: ['manager'] },
        service,
      );
      expect(created).toMatchObject({ username: 'robot1', roles: ['manager'], status: 'active', lastLoginAt: null });
      expect((await auditOf('admin.create')).at(-1)?.actor).toBe('operator-token');
      const taken = await post(
        app,
        r.adminCreate.path,
        { username: 'ROBOT1', password: 'Robot-password-1', roles: ['manager'] },
        service,
      );
      expect(taken.body.code).toBe(Errors.nameTaken.code);
      expect((await post(app, r.me.path, {}, service)).body.code).toBe(Errors.forbidden.code);
    });
  });

  describe('member search', () => {
    it('pages through name prefixes, finds an id and masks phones', async () => {
      const ops = await operatorWith('manager');
      const ids = [];
      for (const name of ['pagex001', 'pagex002', 'PAGEX003']) ids.push((await registerMember(app, name)).member.id);

      const first = await call(app, r.memberSearch, { keyword: 'Pagex', page: 1, pageSize: 2 }, session(ops.token));
      const second = await call(app, r.memberSearch, { keyword: 'pagex', page: 2, pageSize: 2 }, session(ops.token));
      expect(first.total).toBe(3);
      expect(first.items.map((m) => m.name)).toEqual(['PAGEX003', 'pagex002']);
      expect(second.items.map((m) => m.id)).toEqual([ids[0]]);
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });

      const byId = await call(app, r.memberSearch, { keyword: String(ids[1]) }, session(ops.token));
      expect(byId.items.map((m) => m.name)).toEqual(['pagex002']);
      expect((await call(app, r.memberSearch, { keyword: '%' }, session(ops.token))).total).toBe(0);

      const demo = await call(app, r.memberSearch, { keyword: 'demo888' }, session(ops.token));
      expect(demo.items).toEqual([
        expect.objectContaining({ name: 'demo888', status: 1, phone: '138****0001', lastLoginAt: null }),
      ]);

      const tooMany = await post(app, r.memberSearch.path, { pageSize: 51 }, session(ops.token));
      expect([tooMany.status, tooMany.body.code]).toEqual([400, Errors.invalidParameter.code]);
      // Another site's operator call sees none of this site's members.
      const elsewhere = await call(
        app,
        r.memberSearch,
        { keyword: 'pagex' },
        { ...session(ops.token), 'x-site-id': '5001' },
      );
      expect(elsewhere.total).toBe(0);
    });
  });

  describe('ledger views', () => {
    it("shows a member's accounts and transfers after an adjustment, and audits the look", async () => {
      const fin = await operatorWith('cashier');
      const member = await registerMember(app, 'ledgerview1');
      const memberId = member.member.id;
      await app.services.wallet.adjust(SITE, {
        memberId,
        direction: 'credit',
        amount: 12_345n,
        reason: '首存奖励',
        requestId: randomUUID(),
      });

      const view = await call(app, r.memberWallet, { memberId }, session(fin.token));
      expect(view.accounts).toEqual([
        { kind: 'centre', venueCode: '', currency: 'RMB', balance: '123.45', pending: '0.00', pendingIn: '0.00' },
      ]);
      expect(view.transfers).toEqual([
        expect.objectContaining({
          kind: 'adjustment',
          state: 'posted',
          amount: '123.45',
          debitKind: 'adjustment',
          creditKind: 'centre',
          reference: '首存奖励',
        }),
      ]);
      expect((await auditOf('wallet.memberView')).at(-1)).toEqual({
        actor: `admin:${fin.username}`,
        detail: { siteId: SITE, memberId },
      });

      const otherSite = await post(
        app,
        r.memberWallet.path,
        { memberId },
        { ...session(fin.token), 'x-site-id': '5001' },
      );
      expect(otherSite.body.code).toBe(Errors.notFound.code);
    });

    it('shows a member holding gold coins, the coins as whole coins, the seeded demo member too', async () => {
      const fin = await operatorWith('cashier');
      const member = await registerMember(app, 'coinview1');
      const memberId = member.member.id;
      await fundCentre(app, memberId, 10_000n);
      const bought = await post(
        app,
        giftRoutes.buyCoins.path,
        { coins: 86, requestId: randomUUID() },
        tokenHeader(member.token),
      );
      expect(bought.body).toMatchObject({ code: 0, data: { coins: 86, cost: '8.60' } });

      const view = await call(app, r.memberWallet, { memberId }, session(fin.token));
      expect(view.accounts).toEqual(
        expect.arrayContaining([
          { kind: 'centre', venueCode: '', currency: 'RMB', balance: '91.40', pending: '0.00', pendingIn: '0.00' },
          { kind: 'coins', venueCode: '', currency: 'COIN', balance: '86', pending: '0', pendingIn: '0' },
        ]),
      );
      expect(view.transfers.filter((t) => t.kind === 'coinBuy').map((t) => [t.currency, t.amount])).toEqual(
        expect.arrayContaining([
          ['RMB', '8.60'],
          ['COIN', '86'],
        ]),
      );

      const held = (await app.database.db.execute(
        sql`select member_id as id from wallet_account
            where currency = 'COIN' and kind = 'coins' and balance > 0 and site_id = ${SITE} and member_id <> ${memberId}
            order by member_id limit 1`,
      )) as unknown as { rows: { id: number }[] };
      const demo = held.rows[0];
      const seeded = await post(app, r.memberWallet.path, { memberId: Number(demo!.id) }, session(fin.token));
      expect(seeded.status).toBe(200);
      const coins = (seeded.body.data as { accounts: { currency: string; balance: string }[] }).accounts.find(
        (a) => a.currency === 'COIN',
      );
      expect(coins?.balance).toMatch(/^[1-9]\d*$/);
    });

    it('lists transfers pending for more than a minute', async () => {
      const fin = await operatorWith('cashier');
      const member = await registerMember(app, 'pendingview1');
      const memberId = member.member.id;
      await app.services.wallet.adjust(SITE, {
        memberId,
        direction: 'credit',
        amount: 5_000n,
        reason: '测试资金',
        requestId: randomUUID(),
      });
      const held = await app.services.ledger.move({
        debit: { siteId: SITE, memberId, kind: 'centre', venueCode: '', currency: 'RMB' },
        credit: { siteId: SITE, memberId: null, kind: 'venueFloat', venueCode: 'IMTY', currency: 'RMB' },
        amount: 2_000n,
        kind: 'transferIn',
        reference: 'IMTY',
        idempotencyKey: `test-pending:${memberId}`,
        memberId,
        pending: true,
        detail: { venueCode: 'IMTY', direction: 'in' },
      });
      const pendingIds = async () =>
        (await call(app, r.pendingTransfers, { pageSize: 50 }, session(fin.token))).items.map((t) => t.id);
      try {
        expect(await pendingIds()).not.toContain(held.transferId);
        skewMs = 2 * 60_000;
        expect(await pendingIds()).toContain(held.transferId);
        const page = await call(app, r.pendingTransfers, { pageSize: 50 }, session(fin.token));
        expect(page.items.find((t) => t.id === held.transferId)).toMatchObject({
          memberId,
          venueCode: 'IMTY',
          amount: '20.00',
          state: 'pending',
          debitKind: 'centre',
          creditKind: 'venueFloat',
        });
        const view = await call(app, r.memberWallet, { memberId }, session(fin.token));
        expect(view.accounts.find((a) => a.kind === 'centre')).toMatchObject({ balance: '50.00', pending: '20.00' });
        expect((await auditOf('wallet.pendingView')).at(-1)?.actor).toBe(`admin:${fin.username}`);
      } finally {
        skewMs = 0;
        await app.services.ledger.settle(held.transferId, 'voided');
      }
      expect(await app.services.ledger.check()).toEqual([]);
    });
  });
});
