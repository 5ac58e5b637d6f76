import { randomUUID } from 'node:crypto';
import {
  type DepositOrder,
  type LoginResult,
  memberRoutes,
  paymentRoutes,
  type Withdrawal,
  walletRoutes,
} from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import { fromMinorUnits, toMinorUnits } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { registerMember, tokenHeader } from '../../test/members';

const p = paymentRoutes;
const admin = { 'x-admin-token': ADMIN_TOKEN };

describe.each(databaseKinds())('deposits on %s', (kind) => {
  let app: TestApp;
  let skewMs = 0;
  const clock = { now: () => new Date(Date.now() + skewMs) };
  let n = 0;

  const member = async (): Promise<LoginResult> => {
    n += 1;
    return registerMember(app, `payer${n}x`);
  };
  const order = async (who: LoginResult, amount: string, channelCode = 'sandbox-bank', requestId = randomUUID()) =>
    post(app, p.payVal.path, { channelCode, amount, requestId }, tokenHeader(who.token));
  const centre = async (who: LoginResult) =>
    (
      (await post(app, walletRoutes.balances.path, {}, tokenHeader(who.token))).body.data as {
        centre: { balance: string };
      }
    ).centre.balance;
  const callback = (body: object) => post(app, p.sandboxCallback.path, body);
  const outcomes = async (orderNo: string) => {
    const rows = await app.database.db.execute(
      sql`select outcome from payment_callback where order_no = ${orderNo} order by id`,
    );
    return (rows as unknown as { rows: { outcome: string }[] }).rows.map((r) => r.outcome);
  };

  beforeAll(async () => {
    app = await createTestApp(kind, { clock, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    // The demo sites ask for a bound real name before a deposit; one test below turns it back on.
    await post(app, adminRoutes.siteParam.path, { keyCode: 'deposit_verify_true_name', value: '0' }, admin);
  });
  afterEach(async () => {
    expect(await app.services.ledger.check()).toEqual([]);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the channels with their limits', async () => {
    const channels = (await post(app, p.newTypes.path, {})).body.data as {
      code: string;
      minAmount: string;
      oddAmount: boolean;
    }[];
    expect(channels.map((c) => c.code)).toEqual(['sandbox-bank', 'sandbox-alipay', 'speed-card', 'usdt-chain']);
    expect(channels[0]).toMatchObject({ kind: 'gateway', minAmount: '10.00', maxAmount: '50000.00', oddAmount: false });
    expect(channels[2]).toMatchObject({ kind: 'bankTransfer', oddAmount: true, networks: [] });
    expect(channels[3]).toMatchObject({ kind: 'usdt', networks: ['TRC20', 'ERC20'] });
  });

  it('deposits end to end through the sandbox pay page and credits the centre wallet', async () => {
    const payer = await member();
    const created = (await order(payer, '100.00')).body.data as DepositOrder;
    expect(created).toMatchObject({ state: 'pending', amount: '100.00', payAmount: '100.00' });
    expect((await post(app, p.lastUnfinished.path, {}, tokenHeader(payer.token))).body.data).toMatchObject({
      orderNo: created.orderNo,
    });

    const page = await app.fastify.inject({ method: 'GET', url: created.payUrl });
    expect(page.body).toContain('¥100.00');
    const paid = await app.fastify.inject({ method: 'POST', url: `${created.payUrl}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/app/deposit?order=${created.orderNo}`);

    expect(await centre(payer)).toBe('100.00');
    expect(
      (await post(app, p.order.path, { orderNo: created.orderNo }, tokenHeader(payer.token))).body.data,
    ).toMatchObject({
      state: 'paid',
    });
    expect((await post(app, p.lastUnfinished.path, {}, tokenHeader(payer.token))).body.data).toBeNull();
    expect(await outcomes(created.orderNo)).toEqual(['credited']);
  });

  it('repays first, from a deposit, what the member owes after a sportsbook rollback', async () => {
    const payer = await member();
    // A rollback the member could not cover left 30.00 owed.
    await app.services.ledger.move({
      debit: { siteId: 5000, memberId: payer.member.id, kind: 'owed', venueCode: '', currency: 'RMB' },
      credit: { siteId: 5000, memberId: null, kind: 'sportsbook', venueCode: 'OBTY', currency: 'RMB' },
      amount: 3_000n,
      kind: 'betOwed',
      idempotencyKey: `test-owed:${payer.member.id}`,
      memberId: payer.member.id,
    });
    const created = (await order(payer, '100.00')).body.data as DepositOrder;
    const signed = app.services.sandboxGateway.callback(created.orderNo, '100.00', 'paid');
    await Promise.all([callback(signed), callback(signed)]);
    expect(await centre(payer)).toBe('70.00');
    const owed = await app.services.ledger.balanceOf({
      siteId: 5000,
      memberId: payer.member.id,
      kind: 'owed',
      venueCode: '',
      currency: 'RMB',
    });
    expect(owed.balance).toBe(0n);
  });

  it('credits once when the same callback arrives 20 times at once', async () => {
    const payer = await member();
    const created = (await order(payer, '88.00')).body.data as DepositOrder;
    const signed = app.services.sandboxGateway.callback(created.orderNo, '88.00', 'paid');
    const replies = await Promise.all(Array.from({ length: 20 }, () => callback(signed)));
    expect(replies.every((r) => r.body.code === 0 && (r.body.data as { accepted: boolean }).accepted)).toBe(true);
    expect(await centre(payer)).toBe('88.00');
    const seen = await outcomes(created.orderNo);
    expect(seen.filter((o) => o === 'credited')).toHaveLength(1);
    expect(seen.filter((o) => o === 'duplicate')).toHaveLength(19);
  });

  it('changes nothing for a forged signature, a wrong amount or a closed order', async () => {
    const payer = await member();
    const created = (await order(payer, '50.00')).body.data as DepositOrder;
    const forged = { ...app.services.sandboxGateway.callback(created.orderNo, '50.00', 'paid'), sign: 'f'.repeat(64) };
    expect((await callback(forged)).body.data).toEqual({ accepted: false });
    const wrong = app.services.sandboxGateway.callback(created.orderNo, '500.00', 'paid');
    expect((await callback(wrong)).body.data).toEqual({ accepted: false });
    const failed = app.services.sandboxGateway.callback(created.orderNo, '50.00', 'failed');
    expect((await callback(failed)).body.data).toEqual({ accepted: true });
    expect(await centre(payer)).toBe('0.00');

    expect(
      (await post(app, p.closeOrder.path, { orderNo: created.orderNo }, tokenHeader(payer.token))).body.data,
    ).toMatchObject({
      state: 'closed',
    });
    const late = app.services.sandboxGateway.callback(created.orderNo, '50.00', 'paid');
    expect((await callback(late)).body.data).toEqual({ accepted: false });
    expect(await centre(payer)).toBe('0.00');
    expect(await outcomes(created.orderNo)).toEqual(['forged', 'mismatch', 'failed', 'late']);
    expect((await post(app, p.closeOrder.path, { orderNo: created.orderNo }, tokenHeader(payer.token))).body.code).toBe(
      10634,
    );
  });

  it('keeps one unfinished order per member and replays a repeated request', async () => {
    const payer = await member();
    const requestId = randomUUID();
    const first = (await order(payer, '20.00', 'sandbox-bank', requestId)).body.data as DepositOrder;
    expect(((await order(payer, '20.00', 'sandbox-bank', requestId)).body.data as DepositOrder).orderNo).toBe(
      first.orderNo,
    );
    const second = await order(payer, '30.00');
    expect(second.body).toMatchObject({ code: 10630, data: { orderNo: first.orderNo } });
  });

  it('refuses amounts outside the channel limits or malformed, and adds odd cents where the channel asks', async () => {
    const payer = await member();
    expect((await order(payer, '9.99')).body.code).toBe(10631);
    expect((await order(payer, '50000.01')).body.code).toBe(10631);
    expect((await order(payer, '100000.00')).status).toBe(400);
    expect((await order(payer, '10.001')).status).toBe(400);
    const odd = (await order(payer, '100', 'sandbox-alipay')).body.data as DepositOrder;
    const cents = toMinorUnits(odd.payAmount) - 10_000n;
    expect(cents).toBeGreaterThan(0n);
    expect(cents).toBeLessThan(100n);
  });

  it('asks for the bound real name when the site requires it', async () => {
    await post(app, adminRoutes.siteParam.path, { keyCode: 'deposit_verify_true_name', value: '1' }, admin);
    try {
      const payer = await member();
      expect((await order(payer, '20.00')).body.code).toBe(10632);
    } finally {
      await post(app, adminRoutes.siteParam.path, { keyCode: 'deposit_verify_true_name', value: '0' }, admin);
    }
  });

  it('expires an order nobody paid, and a callback after that changes nothing', async () => {
    const payer = await member();
    const created = (await order(payer, '40.00')).body.data as DepositOrder;
    skewMs += 16 * 60_000;
    expect((await app.services.deposits.sweep()).expired).toBeGreaterThanOrEqual(1);
    const late = app.services.sandboxGateway.callback(created.orderNo, '40.00', 'paid');
    expect((await callback(late)).body.data).toEqual({ accepted: false });
    expect(await centre(payer)).toBe('0.00');
  });

  it('keeps the channel fee out of the credit and in the house fee account', async () => {
    const payer = await member();
    const created = (await order(payer, '200.00', 'sandbox-alipay')).body.data as DepositOrder;
    expect(created.fee).toBe('1.00');
    await app.fastify.inject({ method: 'POST', url: `${created.payUrl}/pay` });
    const credited = fromMinorUnits(toMinorUnits(created.payAmount) - toMinorUnits(created.fee));
    expect(await centre(payer)).toBe(credited);
    const fees = await app.database.db.execute(
      sql`select t.amount::text as amount from wallet_transfer t join wallet_account a on a.id = t.credit_account_id
          where t.reference = ${created.orderNo} and a.kind = 'feeIncome'`,
    );
    expect((fees as unknown as { rows: { amount: string }[] }).rows).toEqual([{ amount: '100' }]);
  });

  it('credits instead of closing an order the gateway already charged', async () => {
    const payer = await member();
    const created = (await order(payer, '55.00')).body.data as DepositOrder;
    await app.fastify.inject({ method: 'POST', url: `${created.payUrl}/lost` });
    const closing = await post(app, p.closeOrder.path, { orderNo: created.orderNo }, tokenHeader(payer.token));
    expect(closing.body).toMatchObject({ code: 10634, msg: '该订单已支付成功，款项已到账', data: { state: 'paid' } });
    expect(await centre(payer)).toBe('55.00');
  });

  it('lets a member start again once the open order lapsed, without waiting for the sweep', async () => {
    const payer = await member();
    const first = (await order(payer, '30.00')).body.data as DepositOrder;
    expect((await order(payer, '31.00')).body.code).toBe(10630);
    skewMs += 16 * 60_000;
    const second = (await order(payer, '31.00')).body.data as DepositOrder;
    expect(second).toMatchObject({ state: 'pending', amount: '31.00' });
    const lapsed = (await post(app, p.order.path, { orderNo: first.orderNo }, tokenHeader(payer.token))).body
      .data as DepositOrder;
    expect(lapsed.state).toBe('expired');
  });

  it('credits a lapsed order the gateway did take, when the member starts another', async () => {
    const payer = await member();
    const first = (await order(payer, '45.00')).body.data as DepositOrder;
    await app.fastify.inject({ method: 'POST', url: `${first.payUrl}/lost` });
    skewMs += 16 * 60_000;
    expect(((await order(payer, '20.00')).body.data as DepositOrder).state).toBe('pending');
    expect(await centre(payer)).toBe('45.00');
  });

  it('credits a payment whose callback was lost once the sweep asks the gateway, and only once', async () => {
    const payer = await member();
    const created = (await order(payer, '66.00')).body.data as DepositOrder;
    const lost = await app.fastify.inject({ method: 'POST', url: `${created.payUrl}/lost` });
    expect(lost.statusCode).toBe(303);
    expect(await centre(payer)).toBe('0.00');
    // Too fresh to ask about: the callback may still be on its way.
    expect((await app.services.deposits.sweep()).recovered).toBe(0);
    skewMs += 3 * 60_000;
    const sweeps = await Promise.all([app.services.deposits.sweep(), app.services.deposits.sweep()]);
    expect(sweeps.reduce((sum, s) => sum + s.recovered, 0)).toBe(1);
    expect(await centre(payer)).toBe('66.00');
    const paid = (await post(app, p.order.path, { orderNo: created.orderNo }, tokenHeader(payer.token))).body
      .data as DepositOrder;
    expect(paid.state).toBe('paid');
    expect(await outcomes(created.orderNo)).toContain('credited');
    // The callback arriving after all is a harmless duplicate.
    const late = app.services.sandboxGateway.callback(created.orderNo, '66.00', 'paid');
    expect((await callback(late)).body.data).toEqual({ accepted: true });
    expect(await centre(payer)).toBe('66.00');
  });

  it('keeps each member to their own orders', async () => {
    const owner = await member();
    const other = await member();
    const created = (await order(owner, '25.00')).body.data as DepositOrder;
    expect((await post(app, p.order.path, { orderNo: created.orderNo }, tokenHeader(other.token))).body.code).toBe(
      10404,
    );
    expect((await post(app, p.closeOrder.path, { orderNo: created.orderNo }, tokenHeader(other.token))).body.code).toBe(
      10404,
    );
  });

  describe('bank cards', () => {
    const cards = ['6222021234567890128', '6228480012345678903', '6217001234567890122', '6234567890123456780'];
    const insert = (who: LoginResult, cardNumber: string, bankCode = 'ICBC') =>
      post(app, p.cardInsert.path, { bankCode, cardNumber }, tokenHeader(who.token));
    const bound = async () => {
      const who = await member();
      await post(app, memberRoutes.realNameBind.path, { realName: '李四海' }, tokenHeader(who.token));
      await post(
        app,
        memberRoutes.withdrawPasswordSet.path,
        { password: '135790', confirmPassword: '135790' },
        tokenHeader(who.token),
      );
      return who;
    };

    it('needs a bound real name, and names the holder after it', async () => {
      const unbound = await member();
      expect((await insert(unbound, cards[0]!)).body.code).toBe(10632);
      const who = await bound();
      const list = (await insert(who, '6222 0212 3456 7890 128')).body.data as {
        cardNumber: string;
        holderName: string;
        bankName: string;
      }[];
      expect(list).toEqual([
        expect.objectContaining({
          cardNumber: '6222 **** **** ***0 128',
          holderName: '李**',
          bankName: '中国工商银行',
        }),
      ]);
    });

    it('refuses a number failing the Luhn check, an unknown bank, a second copy and a fourth card', async () => {
      const who = await bound();
      expect((await insert(who, '6222021234567890127')).status).toBe(400);
      expect((await insert(who, cards[0]!, 'NOPE')).status).toBe(400);
      expect((await insert(who, cards[0]!)).body.code).toBe(0);
      expect((await insert(who, cards[0]!)).body.code).toBe(10636);
      expect((await insert(who, cards[1]!)).body.code).toBe(0);
      expect((await insert(who, cards[2]!)).body.code).toBe(0);
      expect((await insert(who, cards[3]!)).body.code).toBe(10635);
    });

    it('keeps to three cards when four bindings race', async () => {
      const who = await bound();
      const codes = (await Promise.all(cards.map((c) => insert(who, c)))).map((r) => r.body.code).sort();
      expect(codes).toEqual([0, 0, 0, 10635]);
      expect(((await post(app, p.cardList.path, {}, tokenHeader(who.token))).body.data as unknown[]).length).toBe(3);
    });

    it('deletes a card only with the withdrawal password, and only the member’s own', async () => {
      const who = await bound();
      const [card] = (await insert(who, cards[0]!)).body.data as { id: number }[];
      const other = await bound();
      expect(
        (await post(app, p.cardDelete.path, { cardId: card!.id, withdrawPassword: '135790' }, tokenHeader(other.token)))
          .body.code,
      ).toBe(10404);
      expect(
        (await post(app, p.cardDelete.path, { cardId: card!.id, withdrawPassword: '000000' }, tokenHeader(who.token)))
          .body.code,
      ).toBe(10607);
      expect(
        (await post(app, p.cardDelete.path, { cardId: card!.id, withdrawPassword: '135790' }, tokenHeader(who.token)))
          .body.data,
      ).toEqual([]);
    });
  });

  describe('withdrawals', () => {
    const ready = async (balance: bigint) => {
      const who = await member();
      await post(app, memberRoutes.realNameBind.path, { realName: '赵子龙' }, tokenHeader(who.token));
      await post(
        app,
        memberRoutes.withdrawPasswordSet.path,
        { password: '246810', confirmPassword: '246810' },
        tokenHeader(who.token),
      );
      const [card] = (
        await post(
          app,
          p.cardInsert.path,
          { bankCode: 'CMB', cardNumber: '6214830000111122229' },
          tokenHeader(who.token),
        )
      ).body.data as { id: number }[];
      await app.services.ledger.move({
        debit: { siteId: 5000, memberId: null, kind: 'adjustment', venueCode: '', currency: 'RMB' },
        credit: { siteId: 5000, memberId: who.member.id, kind: 'centre', venueCode: '', currency: 'RMB' },
        amount: balance,
        kind: 'adjustment',
        idempotencyKey: `withdraw-fund:${who.member.id}`,
        memberId: who.member.id,
      });
      return { who, cardId: card!.id };
    };
    const withdraw = (who: LoginResult, cardId: number, amount: string, extra: Record<string, unknown> = {}) =>
      post(
        app,
        p.withdrawNew.path,
        { amount, cardId, withdrawPassword: '246810', requestId: randomUUID(), ...extra },
        tokenHeader(who.token),
      );
    const decide = (orderNo: string, decision: 'approved' | 'rejected', reason = '') =>
      post(app, adminRoutes.withdrawDecide.path, { orderNo, decision, reason }, admin);

    it('tells the member what can be withdrawn, then holds the amount at request', async () => {
      const { who, cardId } = await ready(50_000n);
      expect((await post(app, p.withdrawPrepare.path, {}, tokenHeader(who.token))).body.data).toMatchObject({
        available: '500.00',
        passwordRequired: true,
        passwordSet: true,
        minAmount: '100.00',
        maxAmount: '50000.00',
        dailyTimes: 5,
        usedToday: 0,
      });
      expect((await withdraw(who, cardId, '99.99')).body.code).toBe(10637);
      // A wrong PIN names the PIN and the tries left, not the 原密码 of a password change.
      const wrongPin = (await withdraw(who, cardId, '100.00', { withdrawPassword: '000000' })).body;
      expect(wrongPin).toMatchObject({ code: 10607, msg: '取款密码错误，还可尝试 4 次' });
      const held = (await withdraw(who, cardId, '200.00')).body.data as Withdrawal;
      expect(held).toMatchObject({
        state: 'pending',
        destination: { kind: 'card', label: '招商银行', account: '6214 **** **** ***2 229' },
        usdt: null,
      });
      expect(await centre(who)).toBe('300.00');
    });

    // DESIGN.md section 10: money writes hold their invariants under 200 concurrent clients on one account.
    it('never holds more than the balance when 200 requests arrive at once', async () => {
      await post(app, adminRoutes.siteParam.path, { keyCode: 'withdraw_daily_times', value: '1000' }, admin);
      try {
        const { who, cardId } = await ready(100_000n);
        const codes = (await Promise.all(Array.from({ length: 200 }, () => withdraw(who, cardId, '100.00')))).map(
          (r) => r.body.code,
        );
        expect(codes.filter((c) => c === 0)).toHaveLength(10);
        expect(codes.filter((c) => c === 10620)).toHaveLength(190);
        expect(await centre(who)).toBe('0.00');
      } finally {
        await post(app, adminRoutes.siteParam.path, { keyCode: 'withdraw_daily_times', value: '5' }, admin);
      }
    });

    it('resolves a cancel racing an approval to exactly one outcome', async () => {
      const { who, cardId } = await ready(50_000n);
      const { orderNo } = (await withdraw(who, cardId, '300.00')).body.data as { orderNo: string };
      const [cancel, approve] = await Promise.all([
        post(app, p.withdrawCancel.path, { orderNo }, tokenHeader(who.token)),
        decide(orderNo, 'approved'),
      ]);
      const winners = [cancel, approve].filter((r) => r.body.code === 0);
      expect(winners).toHaveLength(1);
      expect([cancel, approve].find((r) => r.body.code !== 0)?.body.code).toBe(10638);
      expect(await centre(who)).toBe(cancel.body.code === 0 ? '500.00' : '200.00');
    });

    it('returns the money on rejection, pays it out on approval, and answers a second decision', async () => {
      const { who, cardId } = await ready(50_000n);
      const first = (await withdraw(who, cardId, '100.00')).body.data as { orderNo: string };
      expect((await decide(first.orderNo, 'rejected', '银行卡信息有误')).body.data).toMatchObject({
        state: 'rejected',
        reason: '银行卡信息有误',
      });
      expect(await centre(who)).toBe('500.00');
      const second = (await withdraw(who, cardId, '150.00')).body.data as { orderNo: string };
      expect((await decide(second.orderNo, 'approved')).body.data).toMatchObject({ state: 'approved' });
      expect(await centre(who)).toBe('350.00');
      expect((await decide(second.orderNo, 'rejected')).body.code).toBe(10638);
      expect(
        (await post(app, p.withdrawCancel.path, { orderNo: second.orderNo }, tokenHeader(who.token))).body.code,
      ).toBe(10638);
      const someone = await member();
      expect(
        (await post(app, p.withdrawCancel.path, { orderNo: first.orderNo }, tokenHeader(someone.token))).body.code,
      ).toBe(10404);
    });
  });
  it('forgets stored callback attempts after 30 days, and keeps newer ones', async () => {
    const old = (await order(await member(), '30.00')).body.data as DepositOrder;
    const fresh = (await order(await member(), '31.00')).body.data as DepositOrder;
    for (const [made, amount] of [
      [old, '30.00'],
      [fresh, '31.00'],
    ] as const) {
      const forged = { ...app.services.sandboxGateway.callback(made.orderNo, amount, 'paid'), sign: 'f'.repeat(64) };
      expect((await callback(forged)).body.data).toEqual({ accepted: false });
    }
    // The attempt stamps its arrival itself (the database's clock); the old one is made a month old.
    await app.database.db.execute(
      sql`update payment_callback set received_at = received_at - interval '31 days' where order_no = ${old.orderNo}`,
    );
    expect(await app.services.deposits.pruneCallbacks()).toBeGreaterThanOrEqual(1);
    expect(await outcomes(old.orderNo)).toEqual([]);
    expect(await outcomes(fresh.orderNo)).toEqual(['forged']);
  });
});
