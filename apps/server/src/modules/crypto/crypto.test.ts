import { randomUUID } from 'node:crypto';
import { type LoginResult, memberRoutes, paymentRoutes, type WithdrawAddress } from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { registerMember, SITE, tokenHeader } from '../../test/members';

const p = paymentRoutes;
const admin = { 'x-admin-token': ADMIN_TOKEN };
const PASSWORD = '975310';

// Valid shapes: T + 33 base58 characters, 0x + 40 hex digits.
const trc = (tail: string) => `TXYZopYRdj2D9XRtbG411XZZ3kM5V${tail.padStart(5, 'k')}`;
const erc = (tail: string) => `0x52908400098527886e0f7030069857d2e41${tail.padStart(5, 'a')}`;

describe.each(databaseKinds())('crypto addresses and USDT wallet on %s', (kind) => {
  let app: TestApp;
  let n = 0;

  const member = async (withPassword = true): Promise<LoginResult> => {
    n += 1;
    const who = await registerMember(app, `coin${n}x`);
    if (withPassword) {
      await post(
        app,
        memberRoutes.withdrawPasswordSet.path,
        { password: PASSWORD, confirmPassword: PASSWORD },
        tokenHeader(who.token),
      );
    }
    return who;
  };
  const insert = (who: LoginResult, body: Record<string, unknown>) =>
    post(app, p.addressInsert.path, body, tokenHeader(who.token));
  const usdt = (who: LoginResult, network: 'TRC20' | 'ERC20', address: string) =>
    insert(who, { kind: 'usdt', network, address });
  const ewallet = (who: LoginResult, network: string, address: string) =>
    insert(who, { kind: 'ewallet', network, address });
  const list = (who: LoginResult) => call(app, p.addressList, {}, tokenHeader(who.token));
  const remove = (who: LoginResult, addressId: number, withdrawPassword = PASSWORD) =>
    post(app, p.addressDelete.path, { addressId, withdrawPassword }, tokenHeader(who.token));
  const setParam = (keyCode: string, value: string) => post(app, adminRoutes.siteParam.path, { keyCode, value }, admin);
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    app = await createTestApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterEach(async () => {
    expect(await app.services.ledger.check()).toEqual([]);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('addresses', () => {
    it('accepts TRC20 and ERC20 addresses only in their own shape', async () => {
      const who = await member();
      expect((await usdt(who, 'TRC20', trc('1'))).body.code).toBe(0);
      expect((await usdt(who, 'ERC20', erc('1'))).body.code).toBe(0);
      // Right shape, wrong network; one character short; base58 never has 0, O, I or l.
      expect((await usdt(who, 'TRC20', erc('2'))).body.code).toBe(10642);
      expect((await usdt(who, 'ERC20', trc('2'))).body.code).toBe(10642);
      expect((await usdt(who, 'TRC20', trc('3').slice(0, 33))).body.code).toBe(10642);
      expect((await usdt(who, 'TRC20', trc('0'))).body.code).toBe(10642);
      expect((await usdt(who, 'TRC20', trc('O'))).body.code).toBe(10642);
      expect((await usdt(who, 'ERC20', erc('g'))).body.code).toBe(10642);
      // Malformed requests never reach the rules.
      expect((await usdt(who, 'TRC20', 'T'.repeat(65))).status).toBe(400);
      expect((await insert(who, { kind: 'usdt', network: 'BEP20', address: erc('4') })).status).toBe(400);
      expect((await list(who)).map((a) => a.networkName)).toEqual(['USDT-TRC20', 'USDT-ERC20']);
    });

    it('binds e-wallet accounts by their code, and checks the account format', async () => {
      const who = await member();
      const bound = (await ewallet(who, 'GOPAY', 'alice_pay@go.example')).body.data as WithdrawAddress[];
      expect(bound).toEqual([
        expect.objectContaining({ kind: 'ewallet', network: 'GOPAY', networkName: 'GO钱包', address: 'alic***mple' }),
      ]);
      expect((await ewallet(who, 'NOPAY', 'alice_pay01')).status).toBe(400);
      expect((await ewallet(who, 'EBPAY', 'abc')).status).toBe(400);
      expect((await ewallet(who, 'EBPAY', 'has space 123')).status).toBe(400);
    });

    it('shows addresses masked and never in full, while a payout can read the full one', async () => {
      const who = await member();
      const full = [trc('7'), erc('7'), 'wallet12'];
      await usdt(who, 'TRC20', full[0]!);
      await usdt(who, 'ERC20', full[1]!);
      const reply = await ewallet(who, 'OKPAY', full[2]!);
      const listed = await list(who);
      expect(listed.map((a) => a.address)).toEqual([
        `${full[0]!.slice(0, 4)}***${full[0]!.slice(-4)}`,
        `${full[1]!.slice(0, 4)}***${full[1]!.slice(-4)}`,
        'wa***12',
      ]);
      const everything = JSON.stringify([
        reply.body,
        listed,
        await post(app, p.addressList.path, {}, tokenHeader(who.token)),
      ]);
      for (const address of full) expect(everything).not.toContain(address);

      const other = await member();
      expect((await app.services.addresses.findLive(who.member.id, listed[0]!.id))?.address).toBe(full[0]);
      expect(await app.services.addresses.findLive(other.member.id, listed[0]!.id)).toBeNull();
    });

    it('keeps each kind to three, even when ten bindings race', async () => {
      const who = await member();
      const codes = (
        await Promise.all(Array.from({ length: 10 }, (_, i) => usdt(who, 'TRC20', trc(`${i + 1}`.replace('0', 'z')))))
      ).map((r) => r.body.code);
      expect(codes.filter((c) => c === 0)).toHaveLength(3);
      expect(codes.filter((c) => c === 10640)).toHaveLength(7);
      expect((await usdt(who, 'ERC20', erc('9'))).body.code).toBe(10640);
      // The limit is per kind: e-wallets have their own three.
      for (const account of ['wallet001', 'wallet002', 'wallet003']) {
        expect((await ewallet(who, 'EBPAY', account)).body.code).toBe(0);
      }
      expect((await ewallet(who, 'GOPAY', 'wallet004')).body.code).toBe(10640);
      const kinds = (await list(who)).map((a) => a.kind);
      expect(kinds.filter((k) => k === 'usdt')).toHaveLength(3);
      expect(kinds.filter((k) => k === 'ewallet')).toHaveLength(3);
    });

    it('refuses the same address twice, ERC20 in any letter case, until it is removed', async () => {
      const who = await member();
      expect((await usdt(who, 'TRC20', trc('5'))).body.code).toBe(0);
      expect((await usdt(who, 'TRC20', trc('5'))).body.code).toBe(10641);
      expect((await usdt(who, 'ERC20', erc('5'))).body.code).toBe(0);
      expect((await usdt(who, 'ERC20', `0x${erc('5').slice(2).toUpperCase()}`)).body.code).toBe(10641);
      expect(await ewallet(who, 'EBPAY', 'wallet005')).toMatchObject({ body: { code: 0 } });
      expect((await ewallet(who, 'EBPAY', 'wallet005')).body.code).toBe(10641);
      // Another member may bind the same address; it is their own record.
      expect((await usdt(await member(), 'TRC20', trc('5'))).body.code).toBe(0);

      const [first] = await list(who);
      expect((await remove(who, first!.id)).body.code).toBe(0);
      expect((await usdt(who, 'TRC20', trc('5'))).body.code).toBe(0);
    });

    it('removes an address only with the withdrawal password, and only the member’s own', async () => {
      const who = await member();
      const [bound] = (await usdt(who, 'TRC20', trc('6'))).body.data as WithdrawAddress[];
      const other = await member();
      expect((await remove(other, bound!.id)).body.code).toBe(10404);
      expect((await remove(who, bound!.id, '000000')).body.code).toBe(10607);
      expect((await remove(who, bound!.id, '12345')).status).toBe(400);
      expect(await list(who)).toHaveLength(1);
      expect((await remove(who, bound!.id)).body.data).toEqual([]);
      expect((await remove(who, bound!.id)).body.code).toBe(10404);
      expect(await app.services.addresses.findLive(who.member.id, bound!.id)).toBeNull();
      // Kept for records, removed for payouts.
      expect((await app.services.addresses.findAny(who.member.id, bound!.id))?.deletedAt).not.toBeNull();

      const noPassword = await member(false);
      const [mine] = (await usdt(noPassword, 'TRC20', trc('8'))).body.data as WithdrawAddress[];
      expect((await remove(noPassword, mine!.id)).body).toMatchObject({ code: 10404, msg: '请先设置取款密码' });
    });

    it('limits USDT addresses to whitelisted members while the site whitelist is on', async () => {
      const who = await member();
      const check = () => call(app, p.addressWhitelist, {}, tokenHeader(who.token));
      const allow = (allowed: boolean, headers: Record<string, string> = admin) =>
        post(app, adminRoutes.addressWhitelist.path, { memberId: who.member.id, allowed }, headers);
      expect(await check()).toEqual({ enabled: false, allowed: true });

      await setParam('virtual_currency_whitelist', '1');
      // The member centre's USDT step reads the same rule as the cards page.
      const centre = async () =>
        (await post(app, memberRoutes.selectUsdt.path, {}, tokenHeader(who.token))).body.data as { allowed: boolean };
      try {
        expect(await check()).toEqual({ enabled: true, allowed: false });
        expect((await centre()).allowed).toBe(false);
        expect((await usdt(who, 'TRC20', trc('a'))).body.code).toBe(10643);
        // E-wallets are not whitelisted.
        expect((await ewallet(who, 'EBPAY', 'wallet00a')).body.code).toBe(0);

        expect((await allow(true, tokenHeader(who.token))).body.code).toBe(10504);
        expect(
          (await post(app, adminRoutes.addressWhitelist.path, { memberId: 999_999, allowed: true }, admin)).body.code,
        ).toBe(10404);
        expect((await allow(true)).body).toMatchObject({ code: 0, data: { memberId: who.member.id, allowed: true } });
        expect(await check()).toEqual({ enabled: true, allowed: true });
        expect((await centre()).allowed).toBe(true);
        expect((await usdt(who, 'TRC20', trc('a'))).body.code).toBe(0);

        expect((await allow(false)).body.data).toEqual({ memberId: who.member.id, allowed: false });
        expect(await check()).toEqual({ enabled: true, allowed: false });
        expect((await usdt(who, 'TRC20', trc('b'))).body.code).toBe(10643);

        const audits = await rows<{ detail: { memberId: number; before: boolean; after: boolean } }>(
          sql`select detail from audit_log where action = 'payment.addressWhitelist' order by id`,
        );
        expect(audits.filter((a) => a.detail.memberId === who.member.id).map((a) => a.detail)).toEqual([
          expect.objectContaining({ before: false, after: true }),
          expect.objectContaining({ before: true, after: false }),
        ]);
      } finally {
        await setParam('virtual_currency_whitelist', '0');
      }
      expect(await check()).toEqual({ enabled: false, allowed: true });
    });
  });

  describe('USDT conversion', () => {
    const fund = async (who: LoginResult, currency: 'RMB' | 'USDT', amount: bigint) => {
      await app.services.ledger.move({
        debit: { siteId: SITE, memberId: null, kind: 'adjustment', venueCode: '', currency },
        credit: { siteId: SITE, memberId: who.member.id, kind: 'centre', venueCode: '', currency },
        amount,
        kind: 'adjustment',
        idempotencyKey: `crypto-fund:${who.member.id}:${currency}`,
        memberId: who.member.id,
      });
    };
    const convert = (who: LoginResult, from: 'RMB' | 'USDT', amount: string, requestId = randomUUID()) =>
      post(app, p.usdtConvert.path, { from, amount, requestId }, tokenHeader(who.token));
    const info = (who: LoginResult) => call(app, p.usdtInfo, {}, tokenHeader(who.token));
    const clearing = async (currency: 'RMB' | 'USDT') =>
      (
        await app.services.ledger.balanceOf({
          siteId: SITE,
          memberId: null,
          kind: 'fxClearing',
          venueCode: '',
          currency,
        })
      ).balance;

    it('converts both ways at the site rate, rounding down to the cent', async () => {
      const who = await member();
      await fund(who, 'RMB', 100_000n);
      expect(await info(who)).toEqual({ rate: '7.20', rmb: '1000.00', usdt: '0.00' });
      const rmbBefore = await clearing('RMB');
      const usdtBefore = await clearing('USDT');

      // 100.00 / 7.20 = 13.888… USDT
      expect((await convert(who, 'RMB', '100.00')).body).toMatchObject({
        code: 0,
        data: { rate: '7.20', debited: '100.00', credited: '13.88', rmb: '900.00', usdt: '13.88' },
      });
      // 10.00 × 7.20 = 72.00 RMB
      expect((await convert(who, 'USDT', '10')).body.data).toEqual({
        rate: '7.20',
        debited: '10.00',
        credited: '72.00',
        rmb: '972.00',
        usdt: '3.88',
      });
      expect(await info(who)).toEqual({ rate: '7.20', rmb: '972.00', usdt: '3.88' });
      // The house kept what the member gave up in each currency.
      expect((await clearing('RMB')) - rmbBefore).toBe(2_800n);
      expect((await clearing('USDT')) - usdtBefore).toBe(-388n);
    });

    it('follows the rate parameter', async () => {
      const who = await member();
      await fund(who, 'USDT', 1_000n);
      await setParam('usdt_rate', '6.5');
      try {
        expect((await info(who)).rate).toBe('6.50');
        expect((await convert(who, 'USDT', '0.03')).body.data).toMatchObject({ credited: '0.19', rate: '6.50' });
      } finally {
        await setParam('usdt_rate', '7.20');
      }
    });

    it('moves once for a repeated request id, however often and however concurrently it arrives', async () => {
      const who = await member();
      await fund(who, 'RMB', 10_000n);
      const requestId = randomUUID();
      const replies = await Promise.all(Array.from({ length: 5 }, () => convert(who, 'RMB', '72.00', requestId)));
      for (const reply of replies) {
        expect(reply.body).toMatchObject({ code: 0, data: { debited: '72.00', credited: '10.00', rate: '7.20' } });
      }
      const again = await convert(who, 'RMB', '72.00', requestId);
      expect(again.body.data).toEqual({
        rate: '7.20',
        debited: '72.00',
        credited: '10.00',
        rmb: '28.00',
        usdt: '10.00',
      });
      expect(await info(who)).toMatchObject({ rmb: '28.00', usdt: '10.00' });
      const keys = await rows<{ idempotency_key: string }>(
        sql`select idempotency_key from wallet_transfer where idempotency_key like ${`member:${who.member.id}:usdtConvert:%`} order by id`,
      );
      expect(keys.map((k) => k.idempotency_key)).toEqual([
        `member:${who.member.id}:usdtConvert:${requestId}:out`,
        `member:${who.member.id}:usdtConvert:${requestId}:in`,
      ]);
      // The same id for a different request is refused, not replayed.
      expect((await convert(who, 'RMB', '1.00', requestId)).body.code).toBe(10621);
      expect((await convert(who, 'USDT', '72.00', requestId)).body.code).toBe(10621);
    });

    it('changes nothing when funds are short or the result would be zero', async () => {
      const who = await member();
      await fund(who, 'RMB', 5_000n);
      const before = await info(who);
      expect((await convert(who, 'RMB', '50.01')).body.code).toBe(10620);
      expect((await convert(who, 'USDT', '0.01')).body.code).toBe(10620);
      const tiny = await convert(who, 'RMB', '0.07');
      expect(tiny.status).toBe(400);
      expect(tiny.body.msg).toContain('兑换金额过小');
      expect((await convert(who, 'RMB', '0')).status).toBe(400);
      expect((await convert(who, 'RMB', '1.001')).status).toBe(400);
      expect(await info(who)).toEqual(before);
      expect(
        await rows(sql`select id from wallet_transfer where member_id = ${who.member.id} and kind = 'usdtConvert'`),
      ).toEqual([]);
      expect(await rows(sql`select id from usdt_conversion where member_id = ${who.member.id}`)).toEqual([]);
      // Exactly the whole balance is fine.
      expect((await convert(who, 'RMB', '50.00')).body.data).toMatchObject({ rmb: '0.00', usdt: '6.94' });
    });

    it('needs a session', async () => {
      expect((await post(app, p.usdtInfo.path, {})).status).toBe(401);
      expect((await post(app, p.addressList.path, {})).status).toBe(401);
    });
  });
});
