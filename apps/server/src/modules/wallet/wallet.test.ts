import { randomUUID } from 'node:crypto';
import { type Balances, type LoginResult, venueRoutes, walletRoutes } from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SandboxVenue } from '../../sandbox/venue';
import { FaultyVenue } from '../../test/faulty-venue';
import { ADMIN_TOKEN, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { fundCentre, registerMember, tokenHeader } from '../../test/members';
import { NEW_MEMBER_AUTO_TRANSFER_PARAM, RECONCILE_AFTER_MS } from './service';

const w = walletRoutes;
const admin = { 'x-admin-token': ADMIN_TOKEN };

describe.each(databaseKinds())('member wallet on %s', (kind) => {
  let app: TestApp;
  const faulty = new FaultyVenue();
  let skewMs = 0;
  const clock = { now: () => new Date(Date.now() + skewMs) };
  let n = 0;

  /** A new member with `amount` (minor units) in the centre wallet. */
  const funded = async (amount: bigint): Promise<LoginResult> => {
    n += 1;
    const member = await registerMember(app, `wallet${n}x`);
    if (amount > 0n) await fundCentre(app, member.member.id, amount);
    return member;
  };

  const transfer = (
    who: LoginResult,
    route: typeof w.transferInto,
    venueCode: string,
    amount: string,
    requestId = randomUUID(),
  ) => post(app, route.path, { venueCode, amount, requestId }, tokenHeader(who.token));

  const balances = async (who: LoginResult): Promise<Balances> =>
    (await post(app, w.balances.path, {}, tokenHeader(who.token))).body.data as Balances;
  const venueBalance = async (who: LoginResult, code: string) =>
    (await balances(who)).venues.find((v) => v.venueCode === code);

  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock,
      venueAdapters: { sandbox: faulty },
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    faulty.inner = new SandboxVenue(app.database.db);
  });
  afterEach(async () => {
    expect(await app.services.ledger.check()).toEqual([]);
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows the centre wallet and every venue with its status', async () => {
    const member = await funded(10_000n);
    const b = await balances(member);
    expect(b).toMatchObject({
      currency: 'RMB',
      centre: { balance: '100.00', available: '100.00', pending: '0.00' },
      total: '100.00',
      owed: '0.00',
    });
    expect(b.venues.map((v) => v.venueCode)).toEqual([
      'OBTY',
      'IMTY',
      'FBTY',
      'OBDJ',
      'AGZR',
      'PGDZ',
      'DGZR',
      'YBDZ',
      'CQDZ',
      'YBBY',
    ]);
    expect(b.venues.find((v) => v.venueCode === 'FBTY')).toMatchObject({ open: false, status: 1 });
  });

  it("shows an outside venue's last reported balance, and asks the venue again once it is old", async () => {
    const member = await funded(100_000n);
    await transfer(member, w.transferInto, 'IMTY', '100');
    expect(await venueBalance(member, 'IMTY')).toMatchObject({ balance: '100.00', pending: '0.00' });
    // A win at the venue: its balance moves without any transfer of ours.
    const at = { siteId: 5000, memberId: member.member.id, currency: 'RMB' as const };
    await faulty.inner!.transferIn(at, 'IMTY', 5_000n, `win-${member.member.id}`);
    expect((await venueBalance(member, 'IMTY'))?.balance).toBe('100.00');
    skewMs += 16_000;
    expect((await venueBalance(member, 'IMTY'))?.balance).toBe('100.00');
    // The read may come from the cache for a moment (BALANCES_CACHED_MS) before it asks the venue.
    await expect
      .poll(async () => (await venueBalance(member, 'IMTY'))?.balance, { timeout: 10_000, interval: 200 })
      .toBe('150.00');
    expect((await balances(member)).total).toBe('1050.00');
  });

  it('shows the venue balance after a transfer, not the figure of an ask the venue answered before it', async () => {
    const member = await funded(100_000n);
    await transfer(member, w.transferInto, 'IMTY', '100');
    await balances(member);
    skewMs += 16_000;
    // The read shows the last figures and asks the outside venues again; the venues read their
    // figures now, before the transfer below, and answer late.
    const release = faulty.holdBalances();
    await balances(member);
    await expect.poll(() => faulty.heldAsks('IMTY')).toBe(1);
    const moving = transfer(member, w.transferInto, 'IMTY', '50');
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    expect((await moving).body.data).toMatchObject({ state: 'posted' });
    expect((await venueBalance(member, 'IMTY'))?.balance).toBe('150.00');
  });

  it('moves money into and out of the house venue and an outside venue', async () => {
    const member = await funded(100_000n);
    expect((await transfer(member, w.transferInto, 'OBTY', '250.50')).body.data).toMatchObject({
      state: 'posted',
      amount: '250.50',
      centreAvailable: '749.50',
    });
    expect((await transfer(member, w.transferInto, 'IMTY', '100')).body.data).toMatchObject({ state: 'posted' });
    expect((await transfer(member, w.transferOutVal, 'OBTY', '50.50')).body.data).toMatchObject({
      centreAvailable: '700.00',
    });
    expect((await transfer(member, w.transferOutVal, 'IMTY', '30.00')).body.data).toMatchObject({ state: 'posted' });
    const b = await balances(member);
    expect(b.centre.balance).toBe('730.00');
    expect(b.venues.find((v) => v.venueCode === 'OBTY')?.balance).toBe('200.00');
    expect(b.venues.find((v) => v.venueCode === 'IMTY')?.balance).toBe('70.00');
    expect(b.total).toBe('1000.00');
  });

  it.each([
    ['more than the balance', 'IMTY', '10.01', 10620],
    ['a closed venue', 'FBTY', '1.00', 10622],
    ['an unknown venue', 'ZZZZ', '1.00', 10404],
  ])('refuses %s and moves nothing', async (_label, venue, amount, code) => {
    const member = await funded(1_000n);
    expect((await transfer(member, w.transferInto, venue, amount)).body.code).toBe(code);
    expect((await balances(member)).centre.available).toBe('10.00');
  });

  it.each([['1.234'], ['-1'], ['0'], ['abc'], ['1e3']])('refuses the amount %s as malformed', async (amount) => {
    const member = await funded(1_000n);
    const reply = await transfer(member, w.transferInto, 'OBTY', amount);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('amount');
  });

  it('lets exactly the affordable ones of 200 concurrent transfers through', async () => {
    const member = await funded(15_000n);
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => transfer(member, w.transferInto, i % 2 ? 'OBTY' : 'IMTY', '1.00')),
    );
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(150);
    expect(codes.filter((c) => c === 10620)).toHaveLength(50);
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect((await balances(member)).centre.balance).toBe('0.00');
  });

  it('moves money once when the same requestId arrives 50 times at once', async () => {
    const member = await funded(10_000n);
    const requestId = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => transfer(member, w.transferInto, 'IMTY', '40.00', requestId)),
    );
    expect(new Set(replies.map((r) => (r.body.data as { transferId: number }).transferId)).size).toBe(1);
    expect((await balances(member)).centre.balance).toBe('60.00');
    expect((await venueBalance(member, 'IMTY'))?.balance).toBe('40.00');
    const other = await transfer(member, w.transferInto, 'IMTY', '41.00', requestId);
    expect(other.body.code).toBe(10621);
  });

  describe('an outside venue that misbehaves', () => {
    const reconcile = async () => {
      skewMs += RECONCILE_AFTER_MS + 1_000;
      return app.services.wallet.reconcile();
    };

    it('keeps a transfer pending when the reply is lost, and reconciliation posts it', async () => {
      const member = await funded(10_000n);
      faulty.next('lostReply');
      const reply = await transfer(member, w.transferInto, 'AGZR', '30.00');
      expect(reply.body.data).toMatchObject({ state: 'pending', centreAvailable: '70.00' });
      expect((await balances(member)).centre).toMatchObject({
        balance: '100.00',
        available: '70.00',
        pending: '30.00',
      });
      expect((await venueBalance(member, 'AGZR'))?.pending).toBe('30.00');
      expect(await reconcile()).toMatchObject({ posted: 1, voided: 0 });
      expect((await balances(member)).centre).toMatchObject({ balance: '70.00', available: '70.00' });
      expect(await venueBalance(member, 'AGZR')).toMatchObject({ balance: '30.00', pending: '0.00' });
    });

    it('voids a transfer whose request never arrived, and the late request is refused', async () => {
      const member = await funded(10_000n);
      faulty.next('lostRequest');
      const reply = await transfer(member, w.transferInto, 'AGZR', '30.00');
      expect(reply.body.data).toMatchObject({ state: 'pending' });
      expect(await reconcile()).toMatchObject({ voided: 1 });
      expect((await balances(member)).centre.available).toBe('100.00');
      const { transferId } = reply.body.data as { transferId: number };
      const late = await faulty.inner!.transferIn(
        { siteId: 5000, memberId: member.member.id, currency: 'RMB' },
        'AGZR',
        3_000n,
        String(transferId),
      );
      expect(late).toBe('refused');
      expect((await venueBalance(member, 'AGZR'))?.balance).toBe('0.00');
    });

    it('leaves a transfer pending while the venue cannot be asked either', async () => {
      const member = await funded(10_000n);
      faulty.next('lostRequest');
      await transfer(member, w.transferInto, 'PGDZ', '10.00');
      faulty.statusDown = true;
      try {
        expect(await reconcile()).toMatchObject({ posted: 0, voided: 0, left: 1 });
      } finally {
        faulty.statusDown = false;
      }
      expect(await reconcile()).toMatchObject({ voided: 1 });
    });

    it('voids at once when the venue refuses, and applies a duplicated delivery once', async () => {
      const member = await funded(10_000n);
      faulty.next('refuse');
      expect((await transfer(member, w.transferInto, 'OBDJ', '20.00')).body.data).toMatchObject({
        state: 'voided',
        centreAvailable: '100.00',
      });
      faulty.next('duplicate', 'slow');
      expect((await transfer(member, w.transferInto, 'OBDJ', '20.00')).body.data).toMatchObject({ state: 'posted' });
      expect((await transfer(member, w.transferInto, 'OBDJ', '5.00')).body.data).toMatchObject({ state: 'posted' });
      expect(await venueBalance(member, 'OBDJ')).toMatchObject({ balance: '25.00' });
      expect((await balances(member)).centre.balance).toBe('75.00');
    });

    it('settles a transfer out whose reply is lost only when the venue confirms it', async () => {
      const member = await funded(10_000n);
      await transfer(member, w.transferInto, 'AGZR', '60.00');
      faulty.next('lostReply');
      const out = await transfer(member, w.transferOutVal, 'AGZR', '60.00');
      expect(out.body.data).toMatchObject({ state: 'pending', centreAvailable: '40.00' });
      await reconcile();
      expect((await balances(member)).centre).toMatchObject({ balance: '100.00', available: '100.00' });
    });
  });

  it('brings every venue back with one click and reports per venue', async () => {
    const member = await funded(30_000n);
    await transfer(member, w.transferInto, 'OBTY', '100.00');
    await transfer(member, w.transferInto, 'IMTY', '50.00');
    const requestId = randomUUID();
    const reply = await post(app, w.oneClickRecovery.path, { requestId }, tokenHeader(member.token));
    const data = reply.body.data as {
      results: { venueCode: string; state: string; amount: string }[];
      centreAvailable: string;
    };
    expect(data.centreAvailable).toBe('300.00');
    expect(data.results.find((r) => r.venueCode === 'OBTY')).toMatchObject({ state: 'posted', amount: '100.00' });
    expect(data.results.find((r) => r.venueCode === 'IMTY')).toMatchObject({ state: 'posted', amount: '50.00' });
    expect(data.results.find((r) => r.venueCode === 'AGZR')).toMatchObject({ state: 'skipped' });
    const again = await post(app, w.oneClickRecovery.path, { requestId }, tokenHeader(member.token));
    expect((again.body.data as { centreAvailable: string }).centreAvailable).toBe('300.00');
    const confirm = await post(app, w.oneClickConfirm.path, { requestId }, tokenHeader(member.token));
    expect((confirm.body.data as { results: unknown[] }).results).toHaveLength(2);

    const oneIn = await post(
      app,
      w.oneClickIn.path,
      { venueCode: 'OBTY', requestId: randomUUID() },
      tokenHeader(member.token),
    );
    expect(oneIn.body.data).toMatchObject({ amount: '300.00', centreAvailable: '0.00' });
  });

  it('moves everything in on entering a venue and back on leaving, only with auto-transfer on', async () => {
    const member = await funded(20_000n);
    const enter = (venueCode: string) =>
      post(app, venueRoutes.launch.path, { venueCode, requestId: randomUUID() }, tokenHeader(member.token));
    const leave = (venueCode: string) =>
      post(app, venueRoutes.leave.path, { venueCode, requestId: randomUUID() }, tokenHeader(member.token));

    expect((await enter('AGZR')).body.data).toEqual({ url: '/sandbox/venue/AGZR', transferred: '0.00', state: 'none' });
    await post(app, w.autoTransferSet.path, { enabled: true }, tokenHeader(member.token));
    expect((await enter('AGZR')).body.data).toMatchObject({ transferred: '200.00', state: 'posted' });
    expect((await balances(member)).centre.balance).toBe('0.00');
    expect((await venueBalance(member, 'AGZR'))?.balance).toBe('200.00');
    expect((await leave('AGZR')).body.data).toEqual({ transferred: '200.00', state: 'posted' });
    expect((await balances(member)).centre.balance).toBe('200.00');
    expect((await leave('AGZR')).body.data).toEqual({ transferred: '0.00', state: 'none' });
    expect((await enter('OBTY')).body.data).toMatchObject({ url: '/app/sports?venue=OBTY', transferred: '200.00' });
    expect((await enter('FBTY')).body.code).toBe(10622);

    const page = await app.fastify.inject({ method: 'GET', url: '/sandbox/venue/AGZR' });
    expect(page.body).toContain('AG 真人');
    expect(page.body).toContain('/app/transfer?leave=AGZR');
  });

  it('keeps the wallet type and auto-transfer per member', async () => {
    const member = await funded(0n);
    expect((await post(app, w.walletTypeGet.path, {}, tokenHeader(member.token))).body.data).toEqual({
      walletType: 'RMB',
    });
    expect((await post(app, w.autoTransferGet.path, {}, tokenHeader(member.token))).body.data).toEqual({
      enabled: false,
    });
    await post(app, w.autoTransferSet.path, { enabled: true }, tokenHeader(member.token));
    expect((await post(app, w.autoTransferGet.path, {}, tokenHeader(member.token))).body.data).toEqual({
      enabled: true,
    });
    expect((await post(app, w.walletTypeSet.path, { walletType: 'EUR' }, tokenHeader(member.token))).status).toBe(400);
  });

  it('starts new members with auto-transfer on where the site says so, and only new ones', async () => {
    const before = await funded(0n);
    const setParam = (value: string) =>
      post(app, adminRoutes.siteParam.path, { keyCode: NEW_MEMBER_AUTO_TRANSFER_PARAM, value }, admin);
    expect((await setParam('1')).body.code).toBe(0);
    try {
      const after = await funded(10_000n);
      const enabled = async (who: LoginResult) =>
        ((await post(app, w.autoTransferGet.path, {}, tokenHeader(who.token))).body.data as { enabled: boolean })
          .enabled;
      expect(await enabled(after)).toBe(true);
      expect(await enabled(before)).toBe(false);
      // Entering a venue then plays with the centre balance: no empty venue wallet on the first game.
      const entered = await post(
        app,
        venueRoutes.launch.path,
        { venueCode: 'IMTY', requestId: randomUUID() },
        tokenHeader(after.token),
      );
      expect(entered.body).toMatchObject({ code: 0, data: { transferred: '100.00' } });
      // The member may still turn it off.
      await post(app, w.autoTransferSet.path, { enabled: false }, tokenHeader(after.token));
      expect(await enabled(after)).toBe(false);
    } finally {
      await setParam('0');
    }
    expect((await post(app, w.autoTransferGet.path, {}, tokenHeader((await funded(0n)).token))).body.data).toEqual({
      enabled: false,
    });
  });

  it('pages the member’s own records and filters them by kind and date', async () => {
    const member = await funded(10_000n);
    for (let i = 0; i < 5; i += 1) await transfer(member, w.transferInto, 'OBTY', '1.00');
    await transfer(member, w.transferOutVal, 'OBTY', '2.00');
    const page = async (body: Record<string, unknown>) =>
      (await post(app, w.dealRecords.path, body, tokenHeader(member.token))).body.data as {
        items: { kind: string; amount: string }[];
        total: number;
      };
    const first = await page({ page: 1, pageSize: 4 });
    expect(first.total).toBe(7);
    expect(first.items).toHaveLength(4);
    expect(first.items[0]).toMatchObject({ kind: 'transferOut', amount: '2.00' });
    expect((await page({ page: 2, pageSize: 4 })).items).toHaveLength(3);
    const ins = await page({ kind: 'transferIn' });
    expect(ins.total).toBe(5);
    expect(ins.items[0]?.amount).toBe('-1.00');
    expect((await page({ from: '2001-01-01', to: '2001-01-02' })).total).toBe(0);
    const bad = await post(
      app,
      w.dealRecords.path,
      { from: '2026-02-02', to: '2026-01-01' },
      tokenHeader(member.token),
    );
    expect(bad.status).toBe(400);
  });

  it('lets an operator adjust a wallet, switch a venue and reconcile, each with an audit row', async () => {
    const member = await funded(1_000n);
    const adjust = (body: Record<string, unknown>) => post(app, adminRoutes.adjust.path, body, admin);
    const credit = {
      memberId: member.member.id,
      direction: 'credit',
      amount: '25.00',
      reason: '活动补发',
      requestId: randomUUID(),
    };
    expect((await adjust(credit)).body.data).toMatchObject({ balanceBefore: '10.00', balanceAfter: '35.00' });
    expect((await adjust(credit)).body.data).toMatchObject({ balanceAfter: '35.00' });
    expect((await balances(member)).centre.balance).toBe('35.00');
    const tooMuch = { ...credit, direction: 'debit', amount: '35.01', requestId: randomUUID() };
    expect((await adjust(tooMuch)).body.code).toBe(10620);
    expect((await adjust({ ...credit, memberId: 999_999, requestId: randomUUID() })).body.code).toBe(10404);
    expect((await adjust({ ...credit, reason: '' })).status).toBe(400);

    expect(await venueBalance(member, 'IMTY')).toMatchObject({ open: true, status: 0 });
    expect(
      (await post(app, adminRoutes.venueStatus.path, { venueCode: 'IMTY', status: 1 }, admin)).body.data,
    ).toMatchObject({
      open: false,
    });
    // The balance read cached a moment ago is dropped with the switch: it shows the venue closed at once.
    expect(await venueBalance(member, 'IMTY')).toMatchObject({ open: false, status: 1 });
    expect((await transfer(member, w.transferInto, 'IMTY', '1.00')).body.code).toBe(10622);
    await post(app, adminRoutes.venueStatus.path, { venueCode: 'IMTY', status: 0 }, admin);
    expect(await venueBalance(member, 'IMTY')).toMatchObject({ open: true, status: 0 });
    expect((await transfer(member, w.transferInto, 'IMTY', '1.00')).body.code).toBe(0);

    expect((await post(app, adminRoutes.reconcile.path, {}, admin)).body.code).toBe(0);
    const audit = await app.database.db.execute(
      sql`select action, detail from audit_log where action in ('wallet.adjust', 'venue.status', 'wallet.reconcile') order by id`,
    );
    const rows = (audit as unknown as { rows: { action: string; detail: Record<string, unknown> }[] }).rows;
    // The repeated submit was the same adjustment: one movement, one audit row; the refusal moved nothing.
    expect(rows.filter((r) => r.action === 'wallet.adjust')).toHaveLength(1);
    expect(rows.find((r) => r.action === 'wallet.adjust')?.detail).toMatchObject({
      before: '10.00',
      after: '35.00',
      reason: '活动补发',
    });
    expect(rows.filter((r) => r.action === 'venue.status').map((r) => [r.detail.before, r.detail.after])).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('keeps each member to their own wallet, and the back office to operators', async () => {
    const rich = await funded(50_000n);
    const poor = await funded(0n);
    const reply = await post(app, w.balances.path, { memberId: rich.member.id }, tokenHeader(poor.token));
    expect((reply.body.data as Balances).centre.balance).toBe('0.00');
    expect((await transfer(poor, w.transferInto, 'OBTY', '1.00')).body.code).toBe(10620);
    expect((await post(app, w.balances.path, {})).status).toBe(401);
    const admin = await post(
      app,
      adminRoutes.memberStatus.path,
      { memberId: rich.member.id, status: 2 },
      tokenHeader(poor.token),
    );
    expect(admin.body.code).toBe(10504);
  });
});
