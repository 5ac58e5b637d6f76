import { randomUUID } from 'node:crypto';
import { type DepositOrder, type LoginResult, memberRoutes, paymentRoutes } from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import { convertAtUsdtRate, parseUsdtRate, toMinorUnits } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, post } from '../../test/harness';
import { registerMember, tokenHeader } from '../../test/members';
import { adminHeader, centreBalance, paymentsBed, rowsOf } from '../../test/payments';

const p = paymentRoutes;

describe.each(databaseKinds())('USDT deposits on %s', (kind) => {
  const { bed, member } = paymentsBed(kind, 'usdtpay', { deposit_verify_true_name: '0', usdt_rate: '7.20' });
  const open = (who: LoginResult, amount: string, network?: string) =>
    post(
      bed.app,
      p.payVal.path,
      { channelCode: 'usdt-chain', amount, requestId: randomUUID(), ...(network ? { network } : {}) },
      tokenHeader(who.token),
    );
  const view = async (who: LoginResult, orderNo: string) =>
    (await post(bed.app, p.order.path, { orderNo }, tokenHeader(who.token))).body.data as DepositOrder;
  const send = (orderNo: string, action: 'send' | 'sendWrong') =>
    bed.app.fastify.inject({ method: 'POST', url: `/sandbox/chain/${orderNo}/${action}` });
  /** A block is mined on the sandbox chain, then the watcher looks. */
  const block = async () => {
    await bed.app.services.sandboxChain.mine();
    return bed.app.services.deposits.watchChain();
  };

  it('needs a network, then names the address and an exact USDT sum at the site rate', async () => {
    const who = await member();
    expect((await open(who, '1000.00')).body.code).toBe(10400);
    const order = (await open(who, '1000.00', 'TRC20')).body.data as DepositOrder;
    expect(order.crypto).toMatchObject({
      network: 'TRC20',
      address: 'TDemoCourtsideSandboxAddr1234567Xy',
      rate: '7.20',
      confirmations: 0,
      required: 3,
    });
    // 1,000.00 at 7.20 is 138.88 USDT, plus odd cents that tell this order's transfer apart.
    const usdt = toMinorUnits(order.crypto!.usdtAmount);
    expect(usdt).toBeGreaterThan(13_888n);
    expect(usdt).toBeLessThan(13_988n);
    expect(order.payUrl).toBe(`/sandbox/chain/${order.orderNo}`);
    const page = await bed.app.fastify.inject({ method: 'GET', url: order.payUrl });
    expect(page.body).toContain(`${order.crypto!.usdtAmount} USDT`);
  });

  it('credits once the chain has the confirmations, and only once however often the watcher runs', async () => {
    const who = await member();
    const order = (await open(who, '720.00', 'ERC20')).body.data as DepositOrder;
    expect((await send(order.orderNo, 'send')).headers.location).toBe(`/app/deposit?order=${order.orderNo}`);

    // Sent but not yet in a block: the watcher finds nothing.
    expect(await bed.app.services.deposits.watchChain()).toBe(0);
    expect((await view(who, order.orderNo)).crypto?.confirmations).toBe(0);
    await block();
    expect((await view(who, order.orderNo)).crypto?.confirmations).toBe(1);
    // Seen on the chain, the order waits for its confirmations instead of expiring.
    bed.skewMs = 60 * 60_000;
    await bed.app.services.deposits.sweep();
    bed.skewMs = 0;
    await block();
    // However often it looks, a watcher counts no block the chain has not mined.
    await bed.app.services.deposits.watchChain();
    expect(await centreBalance(bed.app, who)).toBe('0.00');
    expect(await block()).toBe(1);
    await bed.app.services.sandboxChain.mine();
    await Promise.all([bed.app.services.deposits.watchChain(), bed.app.services.deposits.watchChain()]);

    const paid = await view(who, order.orderNo);
    expect(paid.state).toBe('paid');
    expect(await centreBalance(bed.app, who)).toBe(paid.payAmount);
    // The credit is what the sent USDT is worth at the order's rate, never more.
    expect(toMinorUnits(paid.payAmount)).toBe(
      convertAtUsdtRate('USDT', toMinorUnits(paid.crypto!.usdtAmount), parseUsdtRate('7.20')!),
    );
  });

  it('leaves a transfer of the wrong sum unmatched, and the order open', async () => {
    const who = await member();
    const order = (await open(who, '360.00', 'TRC20')).body.data as DepositOrder;
    await send(order.orderNo, 'sendWrong');
    for (let i = 0; i < 4; i++) await block();
    expect((await view(who, order.orderNo)).state).toBe('pending');
    expect(await centreBalance(bed.app, who)).toBe('0.00');
    const unmatched = await rowsOf<{ n: number }>(
      bed.app,
      sql`select count(*)::int as n from deposit_chain_transfer where matched_order = 'unmatched'`,
    );
    expect(unmatched[0]!.n).toBeGreaterThanOrEqual(1);
    expect(
      (await post(bed.app, p.speedPayRemind.path, { orderNo: order.orderNo }, tokenHeader(who.token))).body.code,
    ).toBe(0);
    // Finance finds the member's transfer on the statement and credits the order by hand, once.
    const decide = () =>
      post(bed.app, adminRoutes.depositDecide.path, { orderNo: order.orderNo, decision: 'paid' }, adminHeader);
    const [first, second] = await Promise.all([decide(), decide()]);
    expect([first.body.code, second.body.code].sort()).toEqual([0, 10634]);
    expect(await centreBalance(bed.app, who)).toBe(order.payAmount);
  });
});

describe.each(databaseKinds())('a USDT site on %s', (kind) => {
  const { bed } = paymentsBed(kind, 'usdtsite');
  const usdtSite = { 'x-site-id': '5001' };
  let n = 0;
  const member = async () => {
    n += 1;
    return registerMember(bed.app, `onusdt${n}x`, {}, usdtSite);
  };
  const as = (who: LoginResult) => ({ ...usdtSite, ...tokenHeader(who.token) });

  it('offers no bank transfer, takes USDT at par, and binds USDT addresses instead of bank cards', async () => {
    const channels = (await post(bed.app, p.newTypes.path, {}, usdtSite)).body.data as { code: string }[];
    expect(channels.map((c) => c.code)).toEqual(['sandbox-bank', 'sandbox-alipay', 'usdt-chain']);

    const who = await member();
    await post(bed.app, memberRoutes.realNameBind.path, { realName: '钱多多' }, as(who));
    const order = (
      await post(
        bed.app,
        p.payVal.path,
        { channelCode: 'usdt-chain', amount: '100.00', requestId: randomUUID(), network: 'TRC20' },
        as(who),
      )
    ).body.data as DepositOrder;
    expect(order.crypto).toMatchObject({ rate: '1.00' });
    expect(order.payAmount).toBe(order.crypto!.usdtAmount);

    const card = await post(
      bed.app,
      p.cardInsert.path,
      { bankCode: 'ICBC', cardNumber: '6222021234567890128' },
      as(who),
    );
    expect(card.body).toMatchObject({ code: 10400, msg: '本站以USDT结算，请绑定USDT地址' });
  });
});
