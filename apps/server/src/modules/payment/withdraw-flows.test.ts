import { randomUUID } from 'node:crypto';
import { type LoginResult, paymentRoutes, type Withdrawal, walletRoutes } from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, post } from '../../test/harness';
import { tokenHeader } from '../../test/members';
import {
  adminHeader,
  centreBalance,
  fund,
  paymentsBed,
  prepareForWithdrawal,
  rowsOf,
  setSiteParam,
  WITHDRAW_PASSWORD,
} from '../../test/payments';

const p = paymentRoutes;
const TRC20 = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';

describe.each(databaseKinds())('withdrawal flows, records and queues on %s', (kind) => {
  const { bed, member } = paymentsBed(kind, 'drawer', { usdt_rate: '7.20', withdraw_daily_times: '50' });
  const as = (who: LoginResult) => tokenHeader(who.token);
  const ready = async (balance = 100_000n) => {
    const who = await member();
    await prepareForWithdrawal(bed.app, who);
    await fund(bed.app, who, balance);
    return who;
  };
  const addCard = async (who: LoginResult) =>
    (
      (await post(bed.app, p.cardInsert.path, { bankCode: 'ABC', cardNumber: '6228480012345678903' }, as(who))).body
        .data as { id: number }[]
    )[0]!.id;
  const addAddress = async (who: LoginResult, body: object) =>
    ((await post(bed.app, p.addressInsert.path, body, as(who))).body.data as { id: number }[]).at(-1)!.id;
  const request = (who: LoginResult, body: object, path = p.withdrawNew.path) =>
    post(bed.app, path, { withdrawPassword: WITHDRAW_PASSWORD, requestId: randomUUID(), ...body }, as(who));
  const decide = (orderNo: string, decision: 'approved' | 'rejected', reason = '') =>
    post(bed.app, adminRoutes.withdrawDecide.path, { orderNo, decision, reason }, adminHeader);

  it('pays out to a USDT address at the rate fixed at request (usdtDraw)', async () => {
    const who = await ready();
    const wallet = await addAddress(who, { kind: 'ewallet', network: 'EBPAY', address: 'eb-556677' });
    const address = await addAddress(who, { kind: 'usdt', network: 'TRC20', address: TRC20 });
    expect((await request(who, { amount: '720.00', addressId: wallet }, p.usdtDraw.path)).body.code).toBe(10404);
    const drawn = (await request(who, { amount: '720.00', addressId: address }, p.usdtDraw.path)).body
      .data as Withdrawal;
    expect(drawn).toMatchObject({
      state: 'pending',
      amount: '720.00',
      destination: { kind: 'usdt', label: 'USDT-TRC20', account: 'TJRy***tDeC' },
      usdt: { amount: '100.00', rate: '7.20' },
    });
    // A later rate change does not touch the order.
    await setSiteParam(bed.app, 'usdt_rate', '8.00');
    const prepared = (await post(bed.app, p.withdrawPrepare.path, {}, as(who))).body.data as {
      usdtRate: string;
      pending: Withdrawal;
      addresses: unknown[];
    };
    expect(prepared).toMatchObject({ usdtRate: '8.00', pending: { orderNo: drawn.orderNo, usdt: { rate: '7.20' } } });
    expect(prepared.addresses).toHaveLength(2);
    await setSiteParam(bed.app, 'usdt_rate', '7.20');
    expect(await centreBalance(bed.app, who)).toBe('280.00');
  });

  it('withdraws to an e-wallet, and takes a card or an address but never both or neither', async () => {
    const who = await ready();
    const card = await addCard(who);
    const wallet = await addAddress(who, { kind: 'ewallet', network: 'OKPAY', address: 'okpay-778899' });
    expect((await request(who, { amount: '100.00' })).status).toBe(400);
    expect((await request(who, { amount: '100.00', cardId: card, addressId: wallet })).status).toBe(400);
    const sent = (await request(who, { amount: '100.00', addressId: wallet })).body.data as Withdrawal;
    expect(sent).toMatchObject({ destination: { kind: 'ewallet', label: 'OK钱包' }, usdt: null });
    const other = await ready();
    expect((await request(other, { amount: '100.00', addressId: wallet })).body.code).toBe(10404);
  });

  it('walks a fast withdrawal: remind while pending, then feedback, appeal and confirm arrival', async () => {
    const who = await ready();
    const card = await addCard(who);
    const { orderNo } = (await request(who, { amount: '200.00', cardId: card })).body.data as Withdrawal;
    const step = (path: string, body: object = {}) => post(bed.app, path, { orderNo, ...body }, as(who));

    expect((await step(p.speedDrawConfirm.path)).body.code).toBe(10644);
    expect((await step(p.speedDrawFeedback.path, { text: '还没有收到' })).body.code).toBe(10644);
    expect((await step(p.speedDrawRemind.path)).body.code).toBe(0);
    expect((await step(p.speedDrawRemind.path)).body.code).toBe(10639);

    await decide(orderNo, 'approved');
    expect((await step(p.speedDrawRemind.path)).body.code).toBe(10644);
    expect((await step(p.speedDrawFeedback.path, { text: '银行显示未到账' })).body.code).toBe(0);
    expect((await step(p.speedDrawFeedback.path, { text: '银行显示未到账' })).body.code).toBe(10644);
    expect((await step(p.speedDrawAppeal.path, { text: '超过一小时仍未到账' })).body.code).toBe(0);
    const done = (await step(p.speedDrawConfirm.path)).body.data as Withdrawal;
    expect(done.arrivedAt).not.toBeNull();
    expect(done.tickets.map((t) => t.kind)).toEqual(['remind', 'feedback', 'appeal']);
    expect((await step(p.speedDrawConfirm.path)).body.code).toBe(10644);
    const stranger = await ready();
    expect((await post(bed.app, p.speedDrawAppeal.path, { orderNo, text: '不是我的单' }, as(stranger))).body.code).toBe(
      10404,
    );
  });

  it('charges the fee after the free withdrawals of the day, keeps it on payout, and holds the daily total', async () => {
    await setSiteParam(bed.app, 'withdraw_fee_rate', '1.5');
    await setSiteParam(bed.app, 'withdraw_free_times', '1');
    await setSiteParam(bed.app, 'withdraw_daily_max_amount', '500');
    try {
      const who = await ready(100_000n);
      const card = await addCard(who);
      const free = (await request(who, { amount: '100.00', cardId: card })).body.data as Withdrawal;
      const charged = (await request(who, { amount: '200.00', cardId: card })).body.data as Withdrawal;
      expect([free.fee, charged.fee]).toEqual(['0.00', '3.00']);
      const prepared = (await post(bed.app, p.withdrawPrepare.path, {}, as(who))).body.data as Record<string, unknown>;
      expect(prepared).toMatchObject({
        feeRate: '1.50',
        freeTimes: 1,
        dailyMaxAmount: '500.00',
        usedAmountToday: '300.00',
        usedToday: 2,
      });
      // 300 used of 500: a 250 request is over the day's total and changes nothing.
      const over = await request(who, { amount: '250.00', cardId: card });
      expect(over.body).toMatchObject({ code: 10637, msg: '超出今日取款总额，今日还可取款 200.00' });
      expect(await centreBalance(bed.app, who)).toBe('700.00');

      await decide(charged.orderNo, 'approved');
      const fees = await rowsOf<{ amount: string }>(
        bed.app,
        sql`select t.amount::text as amount from wallet_transfer t join wallet_account a on a.id = t.credit_account_id
            where t.reference = ${charged.orderNo} and a.kind = 'feeIncome'`,
      );
      expect(fees.map((f) => f.amount)).toEqual(['300']);
      // A rejected withdrawal gives its share of the day's total back.
      await decide(free.orderNo, 'rejected');
      expect((await request(who, { amount: '250.00', cardId: card })).body.code).toBe(0);
      // The member's records show each withdrawal once, not its payout from the house hold as well.
      const deals = (await post(bed.app, walletRoutes.dealRecords.path, { kind: 'withdraw' }, as(who))).body.data as {
        items: { amount: string }[];
      };
      expect(deals.items.map((d) => d.amount)).toEqual(['-250.00', '-200.00', '-100.00']);
    } finally {
      await setSiteParam(bed.app, 'withdraw_fee_rate', '1');
      await setSiteParam(bed.app, 'withdraw_free_times', '3');
      await setSiteParam(bed.app, 'withdraw_daily_max_amount', '200000');
    }
  });

  it('answers the same request sent ten times at once with one withdrawal', async () => {
    const who = await ready();
    const card = await addCard(who);
    const body = { amount: '150.00', cardId: card, withdrawPassword: WITHDRAW_PASSWORD, requestId: randomUUID() };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => post(bed.app, p.withdrawNew.path, body, as(who))),
    );
    expect(new Set(replies.map((r) => (r.body.data as Withdrawal).orderNo)).size).toBe(1);
    expect(await centreBalance(bed.app, who)).toBe('850.00');
  });

  it('under the uk profile a member cannot cancel a withdrawal (RTS 14B); elsewhere they can', async () => {
    const who = await ready();
    const card = await addCard(who);
    const asked = (await request(who, { amount: '200.00', cardId: card })).body.data as Withdrawal;
    expect(asked).toMatchObject({ state: 'pending', cancellable: true });
    try {
      await setSiteParam(bed.app, 'jurisdiction', 'uk');
      const refused = await post(bed.app, p.withdrawCancel.path, { orderNo: asked.orderNo }, as(who));
      expect(refused.body).toMatchObject({ code: 10831, msg: '根据本站适用的监管规定，提款申请提交后不可撤销' });
      const records = (await post(bed.app, p.withdrawRecords.path, {}, as(who))).body.data as { items: Withdrawal[] };
      expect(records.items.find((w) => w.orderNo === asked.orderNo)).toMatchObject({
        state: 'pending',
        cancellable: false,
      });
      expect(await centreBalance(bed.app, who)).toBe('800.00');
    } finally {
      await setSiteParam(bed.app, 'jurisdiction', 'none');
    }
    const cancelled = await post(bed.app, p.withdrawCancel.path, { orderNo: asked.orderNo }, as(who));
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', cancellable: false });
    expect(await centreBalance(bed.app, who)).toBe('1000.00');
  });

  it('lists a member’s own deposits and withdrawals, paged and filtered', async () => {
    const who = await ready();
    const card = await addCard(who);
    const orders: string[] = [];
    for (const amount of ['100.00', '110.00', '120.00']) {
      orders.push(((await request(who, { amount, cardId: card })).body.data as Withdrawal).orderNo);
    }
    await post(bed.app, p.withdrawCancel.path, { orderNo: orders[0] }, as(who));
    const page1 = (await post(bed.app, p.withdrawRecords.path, { pageSize: 2 }, as(who))).body.data as {
      items: Withdrawal[];
      total: number;
    };
    expect(page1.total).toBe(3);
    expect(page1.items.map((w) => w.orderNo)).toEqual([orders[2], orders[1]]);
    const cancelled = (await post(bed.app, p.withdrawRecords.path, { state: 'cancelled' }, as(who))).body.data as {
      items: Withdrawal[];
    };
    expect(cancelled.items.map((w) => w.orderNo)).toEqual([orders[0]]);

    await setSiteParam(bed.app, 'deposit_verify_true_name', '0');
    await post(
      bed.app,
      p.payVal.path,
      { channelCode: 'sandbox-bank', amount: '50.00', requestId: randomUUID() },
      as(who),
    );
    const deposits = (await post(bed.app, p.depositRecords.path, {}, as(who))).body.data as { total: number };
    expect(deposits.total).toBe(1);
    const stranger = await ready();
    expect(((await post(bed.app, p.withdrawRecords.path, {}, as(stranger))).body.data as { total: number }).total).toBe(
      0,
    );
    expect((await post(bed.app, p.withdrawRecords.path, { pageSize: 500 }, as(who))).status).toBe(400);
  });

  it('gives finance queues filtered by state, member, order and day', async () => {
    const who = await ready();
    const card = await addCard(who);
    const first = (await request(who, { amount: '100.00', cardId: card })).body.data as Withdrawal;
    const second = (await request(who, { amount: '130.00', cardId: card })).body.data as Withdrawal;
    await decide(first.orderNo, 'rejected', '资料不符');
    const audit = await rowsOf<{ detail: { before: string; after: string; reason: string } }>(
      bed.app,
      sql`select detail from audit_log where action = 'payment.withdrawDecide' and detail->>'orderNo' = ${first.orderNo}`,
    );
    expect(audit.map((a) => a.detail)).toEqual([
      expect.objectContaining({ before: 'pending', after: 'rejected', reason: '资料不符' }),
    ]);
    const queue = (filters: object) =>
      post(bed.app, adminRoutes.withdrawals.path, { memberId: who.member.id, ...filters }, adminHeader);
    const pending = (await queue({ state: 'pending' })).body.data as {
      items: (Withdrawal & { username: string; decidedBy: string | null })[];
    };
    expect(pending.items.map((w) => w.orderNo)).toEqual([second.orderNo]);
    expect(pending.items[0]!.username).toBe(who.member.name);
    const rejected = (await queue({ orderNo: first.orderNo })).body.data as {
      items: { state: string; decidedBy: string }[];
    };
    expect(rejected.items).toEqual([expect.objectContaining({ state: 'rejected', decidedBy: expect.any(String) })]);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(((await queue({ from: today, to: today })).body.data as { total: number }).total).toBe(2);
    expect(((await queue({ from: '2020-01-01', to: '2020-01-02' })).body.data as { total: number }).total).toBe(0);
    expect((await queue({ from: '2020-01-02', to: '2020-01-01' })).status).toBe(400);
    expect((await post(bed.app, adminRoutes.deposits.path, { state: 'submitted' }, adminHeader)).body.code).toBe(0);
    expect((await post(bed.app, adminRoutes.withdrawals.path, {}, as(who))).body.code).not.toBe(0);
  });
});
