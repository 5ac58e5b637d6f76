import { randomUUID } from 'node:crypto';
import { type DepositOrder, type LoginResult, paymentRoutes } from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import { toMinorUnits } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, post } from '../../test/harness';
import { tokenHeader } from '../../test/members';
import { adminHeader, centreBalance, paymentsBed, rowsOf } from '../../test/payments';

const p = paymentRoutes;

describe.each(databaseKinds())('fast-to-card deposits on %s', (kind) => {
  const { bed, member } = paymentsBed(kind, 'cardpay', { deposit_verify_true_name: '0' });
  const open = async (who: LoginResult, amount = '500.00') =>
    (
      await post(
        bed.app,
        p.payVal.path,
        { channelCode: 'speed-card', amount, requestId: randomUUID() },
        tokenHeader(who.token),
      )
    ).body.data as DepositOrder;
  const step = (path: string, who: LoginResult, body: object) => post(bed.app, path, body, tokenHeader(who.token));
  const decide = (orderNo: string, decision: 'paid' | 'rejected', reason = '') =>
    post(bed.app, adminRoutes.depositDecide.path, { orderNo, decision, reason }, adminHeader);

  it('gives the receiving card and an odd exact sum, and credits it once finance confirms', async () => {
    const who = await member();
    const order = await open(who);
    expect(order).toMatchObject({
      kind: 'bankTransfer',
      state: 'pending',
      payUrl: '',
      receiver: { bankName: '招商银行（演示）', accountName: '演示收款账户', cardNumber: '6214830000000000' },
      crypto: null,
    });
    const cents = toMinorUnits(order.payAmount) - 50_000n;
    expect(cents).toBeGreaterThanOrEqual(1n);
    expect(cents).toBeLessThan(100n);

    const submitted = (await step(p.speedPayConfirm.path, who, { orderNo: order.orderNo })).body.data as DepositOrder;
    expect(submitted.state).toBe('submitted');
    // Reported as paid, it is finance's now: the member can no longer close it, and it does not expire.
    expect((await step(p.closeOrder.path, who, { orderNo: order.orderNo })).body.code).toBe(10634);
    bed.skewMs = 60 * 60_000;
    await bed.app.services.deposits.sweep();
    expect((await step(p.lastUnfinished.path, who, {})).body.data).toMatchObject({ state: 'submitted' });

    const paid = (await decide(order.orderNo, 'paid')).body.data as DepositOrder;
    expect(paid.state).toBe('paid');
    expect(await centreBalance(bed.app, who)).toBe(order.payAmount);
    expect((await decide(order.orderNo, 'paid')).body.code).toBe(10634);
    expect((await decide(order.orderNo, 'rejected')).body.code).toBe(10634);
    const audit = await rowsOf<{ detail: { before: string; after: string } }>(
      bed.app,
      sql`select detail from audit_log where action = 'payment.depositDecide' and detail->>'orderNo' = ${order.orderNo}`,
    );
    expect(audit.map((a) => [a.detail.before, a.detail.after])).toEqual([['submitted', 'paid']]);
  });

  it('lets two finance operators race on one order with exactly one credit', async () => {
    const who = await member();
    const order = await open(who, '300.00');
    await step(p.speedPayConfirm.path, who, { orderNo: order.orderNo });
    const replies = await Promise.all([decide(order.orderNo, 'paid'), decide(order.orderNo, 'paid')]);
    expect(replies.map((r) => r.body.code).sort()).toEqual([0, 10634]);
    expect(await centreBalance(bed.app, who)).toBe(order.payAmount);
  });

  it('throttles reminders, takes one appeal at a time, and shows finance’s reply', async () => {
    const who = await member();
    const order = await open(who);
    expect((await step(p.speedPayRemind.path, who, { orderNo: order.orderNo })).body.code).toBe(10644);
    await step(p.speedPayConfirm.path, who, { orderNo: order.orderNo });
    expect((await step(p.speedPayRemind.path, who, { orderNo: order.orderNo })).body.code).toBe(0);
    expect((await step(p.speedPayRemind.path, who, { orderNo: order.orderNo })).body.code).toBe(10639);
    bed.skewMs = 6 * 60_000;
    expect((await step(p.speedPayRemind.path, who, { orderNo: order.orderNo })).body.code).toBe(0);

    const rejected = (await decide(order.orderNo, 'rejected', '未收到款项')).body.data as DepositOrder;
    expect(rejected).toMatchObject({ state: 'rejected', reason: '未收到款项' });
    expect(await centreBalance(bed.app, who)).toBe('0.00');

    const appeal = { orderNo: order.orderNo, text: '我已从工商银行转账，附言为订单号' };
    const appealed = (await step(p.speedPayAppeal.path, who, appeal)).body.data as DepositOrder;
    expect(appealed.tickets.map((t) => t.kind)).toEqual(['remind', 'remind', 'appeal']);
    expect((await step(p.speedPayAppeal.path, who, appeal)).body.code).toBe(10644);
    expect((await step(p.speedPayAppeal.path, who, { orderNo: order.orderNo, text: 'x' })).status).toBe(400);

    const reply = { orderNo: order.orderNo, text: '已核实，请联系客服补单' };
    expect((await post(bed.app, adminRoutes.ticketReply.path, reply, adminHeader)).body.data).toEqual({ replied: 3 });
    const seen = (await step(p.order.path, who, { orderNo: order.orderNo })).body.data as DepositOrder;
    expect(seen.tickets.at(-1)).toMatchObject({ kind: 'appeal', reply: '已核实，请联系客服补单' });
    expect((await step(p.speedPayAppeal.path, who, appeal)).body.code).toBe(0);
  });

  it('keeps each member to their own orders', async () => {
    const who = await member();
    const other = await member();
    const order = await open(who);
    expect((await step(p.speedPayConfirm.path, other, { orderNo: order.orderNo })).body.code).toBe(10404);
    expect((await step(p.order.path, other, { orderNo: order.orderNo })).body.code).toBe(10404);
    expect((await step(p.speedPayConfirm.path, who, { orderNo: order.orderNo })).body.code).toBe(0);
  });

  it('refuses finance decisions on gateway orders, which only the gateway confirms', async () => {
    const who = await member();
    const order = (
      await post(
        bed.app,
        p.payVal.path,
        { channelCode: 'sandbox-bank', amount: '100.00', requestId: randomUUID() },
        tokenHeader(who.token),
      )
    ).body.data as DepositOrder;
    expect((await decide(order.orderNo, 'paid')).body.code).toBe(10644);
    expect((await step(p.speedPayConfirm.path, who, { orderNo: order.orderNo })).body.code).toBe(10644);
    expect(await centreBalance(bed.app, who)).toBe('0.00');
  });
});
