import { randomUUID } from 'node:crypto';
import { type DepositOrder, Errors, memberRoutes, paymentRoutes } from '@courtside/contract';
import { adminRoutes, opsAdminRoutes } from '@courtside/contract/admin';
import { describe, expect, it } from 'vitest';
import { call, databaseKinds, post } from '../../test/harness';
import { tokenHeader } from '../../test/members';
import { adminHeader, paymentsBed } from '../../test/payments';

const o = opsAdminRoutes;
const elsewhere = { ...adminHeader, 'x-site-id': '5001' };

/** The back office's queues over writes that were already routes: their reads, filters and refusals. */
describe.each(databaseKinds())('the operations queues on %s', (kind) => {
  const { bed, member } = paymentsBed(kind, 'opsq', { deposit_verify_true_name: '0' });
  const audit = async (action: string) =>
    (await call(bed.app, adminRoutes.auditList, { action }, adminHeader)).items[0];

  it('lists payment tickets as a queue, shows an order whole, and moves a replied one out of it', async () => {
    const who = await member();
    const as = tokenHeader(who.token);
    const order = (
      await post(
        bed.app,
        paymentRoutes.payVal.path,
        { channelCode: 'speed-card', amount: '500.00', requestId: randomUUID() },
        as,
      )
    ).body.data as DepositOrder;
    await post(bed.app, paymentRoutes.speedPayConfirm.path, { orderNo: order.orderNo }, as);
    expect((await post(bed.app, paymentRoutes.speedPayRemind.path, { orderNo: order.orderNo }, as)).body.code).toBe(0);

    const open = await call(bed.app, o.tickets, { memberId: who.member.id }, adminHeader);
    expect(open).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(open.items[0]).toMatchObject({
      orderNo: order.orderNo,
      orderKind: 'deposit',
      memberName: who.member.name,
      kind: 'remind',
      reply: null,
      repliedAt: null,
    });
    const detail = await call(bed.app, o.ticketDetail, { orderNo: order.orderNo }, adminHeader);
    expect(detail).toMatchObject({
      orderKind: 'deposit',
      amount: '500.00',
      state: 'submitted',
      memberId: who.member.id,
    });
    expect(detail.tickets.map((t) => t.kind)).toEqual(['remind']);

    await call(bed.app, adminRoutes.ticketReply, { orderNo: order.orderNo, text: '已催财务核实' }, adminHeader);
    expect((await call(bed.app, o.tickets, { memberId: who.member.id }, adminHeader)).total).toBe(0);
    const replied = await call(bed.app, o.tickets, { memberId: who.member.id, state: 'replied' }, adminHeader);
    expect(replied.items[0]).toMatchObject({ reply: '已催财务核实', repliedAt: expect.any(String) });
    expect(await audit('payment.ticketReply')).toMatchObject({ actor: 'operator-token', ip: '127.0.0.1' });

    // Another site's operator sees neither the ticket nor the order.
    expect((await call(bed.app, o.tickets, { state: 'all', orderNo: order.orderNo }, elsewhere)).total).toBe(0);
    const hidden = await post(bed.app, o.ticketDetail.path, { orderNo: order.orderNo }, elsewhere);
    expect(hidden.body.code).toBe(Errors.notFound.code);
  });

  it('refuses bad ticket filters and unknown orders with a clear message', async () => {
    const bad = await post(bed.app, o.tickets.path, { state: 'closed' }, adminHeader);
    expect([bad.status, bad.body.code]).toEqual([400, Errors.invalidParameter.code]);
    const badNo = await post(bed.app, o.ticketDetail.path, { orderNo: 'x1' }, adminHeader);
    expect([badNo.status, badNo.body.code]).toEqual([400, Errors.invalidParameter.code]);
    expect(badNo.body.msg).toContain('订单号无效');
    const none = await post(bed.app, o.ticketDetail.path, { orderNo: 'W00000000001' }, adminHeader);
    expect([none.body.code, none.body.msg]).toEqual([Errors.notFound.code, '订单不存在']);
    const tooMany = await post(bed.app, o.tickets.path, { pageSize: 101 }, adminHeader);
    expect(tooMany.body.code).toBe(Errors.invalidParameter.code);
  });

  it('queues change requests for review with the new value whole, and drops a decided one', async () => {
    const who = await member();
    const as = tokenHeader(who.token);
    await post(bed.app, memberRoutes.realNameBind.path, { realName: '王小二' }, as);
    const asked = await post(
      bed.app,
      memberRoutes.modifyAdd.path,
      { kind: 'realName', newValue: '王五', reason: '户口本已更名' },
      as,
    );
    const id = (asked.body.data as { id: number }).id;

    const queue = await call(bed.app, o.modifyQueue, { memberId: who.member.id }, adminHeader);
    expect(queue.items).toEqual([
      expect.objectContaining({
        id,
        kind: 'realName',
        newValue: '王五',
        state: 'pending',
        memberName: who.member.name,
      }),
    ]);
    await call(bed.app, adminRoutes.modifyReview, { id, decision: 'approved' }, adminHeader);
    expect((await call(bed.app, o.modifyQueue, { memberId: who.member.id }, adminHeader)).total).toBe(0);
    const all = await call(bed.app, o.modifyQueue, { memberId: who.member.id, state: 'all' }, adminHeader);
    expect(all.items[0]).toMatchObject({ id, state: 'approved' });
    expect((await call(bed.app, o.modifyQueue, { state: 'all' }, elsewhere)).total).toBe(0);

    const bad = await post(bed.app, o.modifyQueue.path, { state: 'done' }, adminHeader);
    expect([bad.status, bad.body.code]).toEqual([400, Errors.invalidParameter.code]);
  });

  it('lists the access blocks as they are set and lifted', async () => {
    const block = (blocked: boolean) =>
      call(bed.app, adminRoutes.accessBlock, { kind: 'ip', value: '203.0.113.9', blocked }, adminHeader);
    await block(true);
    await call(bed.app, adminRoutes.accessBlock, { kind: 'device', value: 'dev-ops-1', blocked: true }, adminHeader);
    const ips = await call(bed.app, o.accessBlocks, { kind: 'ip' }, adminHeader);
    expect(ips.items).toEqual([{ kind: 'ip', value: '203.0.113.9', createdAt: expect.any(String) }]);
    expect((await call(bed.app, o.accessBlocks, {}, adminHeader)).total).toBe(2);
    expect((await call(bed.app, o.accessBlocks, {}, elsewhere)).total).toBe(0);
    await block(false);
    expect((await call(bed.app, o.accessBlocks, { kind: 'ip' }, adminHeader)).total).toBe(0);
    expect(await audit('account.accessBlock')).toMatchObject({ ip: '127.0.0.1' });

    const bad = await post(bed.app, o.accessBlocks.path, { kind: 'mac' }, adminHeader);
    expect([bad.status, bad.body.code]).toEqual([400, Errors.invalidParameter.code]);
  });

  it('lists the address whitelist with who added each member, and takes one off', async () => {
    const who = await member();
    await call(bed.app, adminRoutes.addressWhitelist, { memberId: who.member.id, allowed: true }, adminHeader);
    const list = await call(bed.app, o.whitelist, { memberId: who.member.id }, adminHeader);
    expect(list.items).toEqual([
      {
        memberId: who.member.id,
        memberName: who.member.name,
        addedBy: 'operator-token',
        createdAt: expect.any(String),
      },
    ]);
    expect((await call(bed.app, o.whitelist, {}, elsewhere)).total).toBe(0);
    await call(bed.app, adminRoutes.addressWhitelist, { memberId: who.member.id, allowed: false }, adminHeader);
    expect((await call(bed.app, o.whitelist, { memberId: who.member.id }, adminHeader)).total).toBe(0);

    const unknown = await post(
      bed.app,
      adminRoutes.addressWhitelist.path,
      { memberId: 99_999_999, allowed: true },
      adminHeader,
    );
    expect(unknown.body.code).toBe(Errors.notFound.code);
    const bad = await post(bed.app, o.whitelist.path, { memberId: 0 }, adminHeader);
    expect([bad.status, bad.body.code]).toEqual([400, Errors.invalidParameter.code]);
  });
});
