import { randomUUID } from 'node:crypto';
import {
  accountRoutes,
  LIVE_NAMESPACE,
  type LoginResult,
  liveEvents,
  type MessageDetail,
  type MessageList,
  type MessagePush,
  memberRoutes,
  messageRoutes,
  paymentRoutes,
  type Withdrawal,
} from '@courtside/contract';
import { type AdminIdentity, adminRoutes, messageAdminRoutes } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxEvents } from '../../platform/tables';
import { call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { PASSWORD, registerMember, tokenHeader } from '../../test/members';
import { adminHeader, fund, prepareForWithdrawal, rowsOf, setSiteParam } from '../../test/payments';

const r = messageRoutes;
const a = messageAdminRoutes;
const BOSS = { username: 'msgboss', password: 'Boss-password-1' };

describe.each(databaseKinds())('message centre on %s', (kind) => {
  let app: TestApp;
  let n = 0;
  let boss: Record<string, string>;

  const member = (): Promise<LoginResult> => {
    n += 1;
    return registerMember(app, `msg${n}x`);
  };
  const as = (who: LoginResult) => tokenHeader(who.token);
  const list = (who: LoginResult, tab: string, page = 1, pageSize = 20) =>
    call(app, r.list, { tab, page, pageSize }, as(who));
  const unread = (who: LoginResult) => call(app, r.unreadCount, {}, as(who));
  const letter = (who: LoginResult, title = '您好', body = '这是一封私信', requestId = randomUUID()) =>
    call(app, a.letter, { memberId: who.member.id, title, body, requestId }, boss);
  const rowsFor = (who: LoginResult) =>
    rowsOf<{ id: number; deleted_at: string | null; read_at: string | null }>(
      app,
      sql`select id, read_at, deleted_at from member_message where member_id = ${who.member.id} order by id`,
    );

  beforeAll(async () => {
    app = await createTestApp(kind, {
      env: {
        ADMIN_USER: BOSS.username,
        ADMIN_PASSWORD: BOSS.password,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        RATE_LIMIT_PER_MINUTE: '100000',
        // Small chunks, so a batch of a few members takes several.
        MESSAGE_BATCH_CHUNK: '2',
      },
    });
    const login = await post(app, adminRoutes.login.path, BOSS);
    boss = { 'x-admin-session': (login.body.data as { token: string; admin: AdminIdentity }).token };
    await setSiteParam(app, 'withdraw_daily_times', '50');
  });
  afterAll(() => app.close());

  it('tells a member of a rejected withdrawal once, with the reason, as one unread message', async () => {
    const who = await member();
    await prepareForWithdrawal(app, who);
    // Setting the withdrawal password was told in 公告; once read, the counts are the withdrawal's.
    await vi.waitFor(async () => expect((await unread(who)).notice).toBe(1), { timeout: 10_000 });
    await call(app, r.readAll, { tab: 'notice' }, as(who));
    await fund(app, who, 100_000n);
    const card = (
      (await post(app, paymentRoutes.cardInsert.path, { bankCode: 'ABC', cardNumber: '6228480012345678903' }, as(who)))
        .body.data as { id: number }[]
    )[0]!.id;
    const sent = await post(
      app,
      paymentRoutes.withdrawNew.path,
      { withdrawPassword: '246810', requestId: randomUUID(), amount: '300.00', cardId: card },
      as(who),
    );
    const { orderNo } = sent.body.data as Withdrawal;
    expect((await unread(who)).total).toBe(0);
    const decided = await post(
      app,
      adminRoutes.withdrawDecide.path,
      { orderNo, decision: 'rejected', reason: '银行卡户名与实名不符' },
      adminHeader,
    );
    expect(decided.body.code).toBe(0);
    await vi.waitFor(async () => expect((await unread(who)).total).toBe(1), { timeout: 10_000 });
    expect(await unread(who)).toEqual({ total: 1, notice: 0, private: 0, activity: 1 });
    const page = await list(who, 'activity');
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ title: '提款申请未通过', read: false, sticky: false, replyable: false });

    // The same decision delivered again (a second event for the same order and outcome) writes nothing new.
    const [event] = await rowsOf<{ payload: object }>(
      app,
      sql`select payload from outbox_event where topic = 'payment.withdrawalDecided' and payload->>'orderNo' = ${orderNo}`,
    );
    await app.database.db.insert(outboxEvents).values({ topic: 'payment.withdrawalDecided', payload: event!.payload });
    const before = await rowsOf<{ n: number }>(app, sql`select count(*)::int as n from outbox_event`);
    expect(before[0]!.n).toBeGreaterThan(0);
    await vi.waitFor(
      async () => {
        const [cursor] = await rowsOf<{ event_id: number }>(
          app,
          sql`select event_id from outbox_cursor where subscriber = 'message.inbox'`,
        );
        const [last] = await rowsOf<{ id: number }>(app, sql`select max(id)::int as id from outbox_event`);
        expect(Number(cursor!.event_id)).toBeGreaterThanOrEqual(last!.id);
      },
      { timeout: 10_000 },
    );
    // The security notice and the one withdrawal message.
    expect(await rowsFor(who)).toHaveLength(2);

    const detail = await call(app, r.read, { id: page.list[0]!.id }, as(who));
    expect(detail.body).toContain('原因：银行卡户名与实名不符');
    expect(detail.body).toContain(orderNo);
    expect(detail.body).toContain('300.00 元');
    expect(detail).toMatchObject({ read: true, unread: { total: 0, activity: 0 } });
    expect((await unread(who)).total).toBe(0);
  });

  it('tells a member of each change to their security settings once, in 公告', async () => {
    const who = await member();
    const changed = await call(
      app,
      accountRoutes.changePassword,
      { oldPassword: PASSWORD, password: 'Fresh2026pw', confirmPassword: 'Fresh2026pw' },
      as(who),
    );
    const h = tokenHeader(changed.token);
    await call(app, memberRoutes.withdrawPasswordSet, { password: '246810', confirmPassword: '246810' }, h);
    const titles = async () =>
      (await call(app, r.list, { tab: 'notice', page: 1, pageSize: 20 }, h)).list.map((m) => m.title).sort();
    await expect.poll(titles, { timeout: 10_000 }).toEqual(['取款密码已设置', '登录密码已修改']);
    const notice = (await call(app, r.list, { tab: 'notice', page: 1, pageSize: 20 }, h)).list.find(
      (m) => m.title === '登录密码已修改',
    );
    const detail = (await call(app, r.read, { id: notice!.id }, h)) as MessageDetail;
    expect(detail.body).toContain('修改了登录密码，其他设备上的登录已退出');
    expect(detail.body).toContain('如非本人操作');
  });

  it('lists sticky first, then newest, pages, and reads, pins, deletes and clears only the own messages', async () => {
    const alice = await member();
    const bob = await member();
    const ids: number[] = [];
    for (const title of ['第一封', '第二封', '第三封']) ids.push((await letter(alice, title)).id);
    const bobLetter = await letter(bob, '给 bob');
    let page = await list(alice, 'private');
    expect(page.list.map((m) => m.title)).toEqual(['第三封', '第二封', '第一封']);
    expect(page).toMatchObject({ total: 3, unread: { total: 3, private: 3 } });

    expect(await call(app, r.sticky, { id: ids[0]!, sticky: true }, as(alice))).toMatchObject({ sticky: true });
    page = await list(alice, 'private');
    expect(page.list.map((m) => m.title)).toEqual(['第一封', '第三封', '第二封']);
    const second = await list(alice, 'private', 2, 2);
    expect(second.list.map((m) => m.title)).toEqual(['第二封']);
    expect(await call(app, r.sticky, { id: ids[0]!, sticky: false }, as(alice))).toMatchObject({ sticky: false });
    expect((await list(alice, 'private')).list[0]!.title).toBe('第三封');

    // Bob's id in Alice's hands: not found, and nothing of Bob's changes.
    const bobBefore = await rowsFor(bob);
    for (const [route, body] of [
      [r.read, { id: bobLetter.id }],
      [r.delete, { id: bobLetter.id }],
      [r.sticky, { id: bobLetter.id, sticky: true }],
      [r.reply, { id: bobLetter.id, text: '你好', requestId: randomUUID() }],
    ] as const) {
      const reply = await post(app, route.path, body, as(alice));
      expect(reply.body.code).toBe(11000);
    }
    expect(await rowsFor(bob)).toEqual(bobBefore);
    expect((await unread(bob)).total).toBe(1);

    const removed = await call(app, r.delete, { id: ids[1]! }, as(alice));
    expect(removed).toMatchObject({ changed: 1, unread: { total: 2 } });
    expect((await post(app, r.read.path, { id: ids[1]! }, as(alice))).body.code).toBe(11000);
    expect(await call(app, r.readAll, {}, as(alice))).toMatchObject({ changed: 2, unread: { total: 0 } });
    expect(await call(app, r.deleteAll, { tab: 'private' }, as(alice))).toMatchObject({ changed: 2 });
    expect(await list(alice, 'private')).toMatchObject({ list: [], total: 0 });
    expect((await unread(bob)).total).toBe(1);
  });

  it('answers bad input with codes and changes nothing', async () => {
    const who = await member();
    const { id } = await letter(who);
    const codeOf = async (path: string, body: unknown) => (await post(app, path, body, as(who))).body.code;
    expect(await codeOf(r.list.path, { tab: 'spam', page: 1, pageSize: 20 })).toBe(11001);
    expect(await codeOf(r.list.path, { tab: 'notice', page: 0, pageSize: 20 })).toBe(10400);
    expect(await codeOf(r.list.path, { tab: 'notice', page: 1, pageSize: 500 })).toBe(10400);
    expect(await codeOf(r.readAll.path, { tab: 'spam' })).toBe(11001);
    expect(await codeOf(r.read.path, { id: -1 })).toBe(10400);
    expect(await codeOf(r.read.path, { id: 'x' })).toBe(10400);
    expect(await codeOf(r.read.path, { id: 999_999_999 })).toBe(11000);
    expect(await codeOf(r.sticky.path, { id, sticky: 'yes' })).toBe(10400);
    // Replies are off unless the site allows them.
    expect(await codeOf(r.reply.path, { id, text: '谢谢', requestId: randomUUID() })).toBe(11002);
    expect((await post(app, r.unreadCount.path, {})).body.code).toBe(10401);

    const opCode = async (path: string, body: unknown) => (await post(app, path, body, boss)).body.code;
    const base = { memberId: who.member.id, title: '标题', body: '正文', requestId: randomUUID() };
    expect(await opCode(a.letter.path, { ...base, title: '   ' })).toBe(11005);
    expect(await opCode(a.letter.path, { ...base, title: '长'.repeat(51) })).toBe(11005);
    expect(await opCode(a.letter.path, { ...base, body: '' })).toBe(11006);
    expect(await opCode(a.letter.path, { ...base, memberId: 999_999 })).toBe(11007);
    expect(
      await opCode(a.batch.path, { title: 't', body: 'b', segment: { kind: 'vip' }, requestId: randomUUID() }),
    ).toBe(10400);
    expect(
      await opCode(a.batch.path, {
        title: 't',
        body: 'b',
        segment: { kind: 'members', memberIds: [] },
        requestId: randomUUID(),
      }),
    ).toBe(10400);
    expect((await post(app, a.letter.path, base, as(who))).body.code).not.toBe(0);
    expect((await unread(who)).total).toBe(1);
  });

  it('lets a member answer a private letter where the site allows it, once per request id', async () => {
    const who = await member();
    const { id } = await letter(who, '关于您的账户', '请核对您的资料');
    await setSiteParam(app, 'message_reply_enabled', '1');
    try {
      const requestId = randomUUID();
      const first = await call(app, r.reply, { id, text: '  已核对，谢谢  ', requestId }, as(who));
      const again = await call(app, r.reply, { id, text: '已核对，谢谢', requestId }, as(who));
      expect(first.replies).toEqual([expect.objectContaining({ author: 'member', text: '已核对，谢谢' })]);
      expect(again.replies).toHaveLength(1);
      expect(first.replyable).toBe(true);
      const reply = await post(app, r.reply.path, { id, text: ' ', requestId: randomUUID() }, as(who));
      expect(reply.body.code).toBe(11004);
      // Only letters take answers.
      await app.database.db.execute(
        sql`insert into member_message (site_id, member_id, tab, title, body, source_key, sender, created_at)
            values (5000, ${who.member.id}, 'notice', '公告', '内容', ${`test:${randomUUID()}`}, 'system', now())`,
      );
      const notice = (await list(who, 'notice')).list[0]!;
      const refused = await post(app, r.reply.path, { id: notice.id, text: '好', requestId: randomUUID() }, as(who));
      expect(refused.body.code).toBe(11003);
    } finally {
      await setSiteParam(app, 'message_reply_enabled', '0');
    }
  });

  it('fans a notice batch to VIP 3 and above out in chunks, once each even when run again, audited', async () => {
    const members = await Promise.all([member(), member(), member(), member()]);
    const levels = [0, 2, 3, 5];
    for (const [i, who] of members.entries()) {
      await app.services.account.setVipLevel(app.database.db, who.member.id, levels[i]!);
    }
    const batch = await call(
      app,
      a.batch,
      {
        title: 'VIP 专属公告',
        body: '尊敬的 VIP 会员，本周六有专属活动。',
        segment: { kind: 'vip', minLevel: 3 },
        requestId: randomUUID(),
      },
      boss,
    );
    expect(batch).toMatchObject({ state: 'pending', delivered: 0, tab: 'notice' });
    // The request wrote nobody's message: the job does.
    for (const who of members) expect((await unread(who)).notice).toBe(0);
    expect(await app.services.messages.runBatches()).toBeGreaterThan(1);
    const reached = await Promise.all(members.map(async (who) => (await unread(who)).notice));
    expect(reached).toEqual([0, 0, 1, 1]);
    // Every VIP 3+ member of the site got it, and nobody below.
    const counts = await rowsOf<{ ok: number; wrong: number }>(
      app,
      sql`select count(*) filter (where m.vip_level >= 3)::int as ok, count(*) filter (where m.vip_level < 3)::int as wrong
          from member_message mm join member m on m.id = mm.member_id where mm.batch_id = ${batch.id}`,
    );
    const vips = await rowsOf<{ n: number }>(
      app,
      sql`select count(*)::int as n from member where site_id = 5000 and vip_level >= 3`,
    );
    expect(counts[0]).toEqual({ ok: vips[0]!.n, wrong: 0 });

    // A retried chunk (the cursor put back, the batch reopened) gives nobody a second copy.
    await app.database.db.execute(sql`update message_batch set state = 'running', cursor = 0 where id = ${batch.id}`);
    await app.services.messages.runBatches();
    const again = await Promise.all(members.map(async (who) => (await unread(who)).notice));
    expect(again).toEqual([0, 0, 1, 1]);

    const listed = await call(app, a.batches, { page: 1, pageSize: 20 }, boss);
    expect(listed.list.find((b) => b.id === batch.id)).toMatchObject({ state: 'done' });
    const audit = await rowsOf<{ actor: string }>(
      app,
      sql`select actor from audit_log where action = 'message.batch' and (detail->>'batchId')::int = ${batch.id}`,
    );
    expect(audit).toEqual([{ actor: `admin:${BOSS.username}` }]);
  });

  it('sends a batch to a list of members in chunks smaller than the list, leaving out other sites', async () => {
    const chosen = await Promise.all([member(), member(), member()]);
    const other = await member();
    const requestId = randomUUID();
    const body = {
      title: '名单公告',
      body: '指定会员可见',
      segment: { kind: 'members', memberIds: [...chosen.map((w) => w.member.id), chosen[0]!.member.id, 99_999_999] },
      requestId,
    };
    const batch = await call(app, a.batch, body, boss);
    expect((await call(app, a.batch, body, boss)).id).toBe(batch.id);
    await app.services.messages.runBatches();
    expect(await Promise.all(chosen.map(async (w) => (await unread(w)).notice))).toEqual([1, 1, 1]);
    expect((await unread(other)).notice).toBe(0);
    const [row] = await rowsOf<{ delivered: number }>(
      app,
      sql`select delivered from message_batch where id = ${batch.id}`,
    );
    expect(row!.delivered).toBe(3);
  });

  it('pushes the unread count over /live to the member only', async () => {
    const erin = await member();
    const frank = await member();
    await app.fastify.listen({ host: '127.0.0.1', port: 0 });
    const address = app.fastify.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const open = (who: LoginResult) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(`http://127.0.0.1:${address.port}${LIVE_NAMESPACE}`, {
          transports: ['websocket'],
          auth: { token: who.token },
          reconnection: false,
        });
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    const [erinSocket, frankSocket] = await Promise.all([open(erin), open(frank)]);
    try {
      const heardByFrank: MessagePush[] = [];
      frankSocket.on(liveEvents.message, (push: MessagePush) => heardByFrank.push(push));
      const heard = new Promise<MessagePush>((resolve) => erinSocket.once(liveEvents.message, resolve));
      await letter(erin, '推送测试');
      const push = await heard;
      expect(push).toMatchObject({ unread: { total: 1, private: 1 }, latest: { tab: 'private', title: '推送测试' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heardByFrank).toEqual([]);
    } finally {
      erinSocket.close();
      frankSocket.close();
    }
  });

  it('writes one message per deposit and per paid reward, whatever the number of deliveries', async () => {
    const who = await member();
    const deposit = {
      siteId: 5000,
      memberId: who.member.id,
      orderNo: `D${Date.now()}`,
      channelCode: 'TEST',
      creditedMinor: '12345',
      currency: 'RMB',
    };
    const reward = {
      siteId: 5000,
      memberId: who.member.id,
      kind: 'deposit',
      title: '首存礼金',
      amount: '8800',
      currency: 'RMB',
      grantId: 424242,
      wallet: false,
    };
    await app.database.db.insert(outboxEvents).values([
      { topic: 'payment.depositCredited', payload: deposit },
      { topic: 'payment.depositCredited', payload: deposit },
      { topic: 'promo.rewardPaid', payload: reward },
      { topic: 'promo.rewardPaid', payload: reward },
    ]);
    // The deposit may also pay a seeded deposit offer (a message of its own): count by source.
    const bySource = () =>
      rowsOf<{ source_key: string; n: number }>(
        app,
        sql`select source_key, count(*)::int as n from member_message where member_id = ${who.member.id}
            and source_key in (${`deposit:${deposit.orderNo}`}, 'reward:grant:424242') group by source_key order by source_key`,
      );
    await vi.waitFor(async () => expect(await bySource()).toHaveLength(2), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await bySource()).map((r) => r.n)).toEqual([1, 1]);
    const page: MessageList = await list(who, 'activity');
    expect(page.list.map((m) => m.title)).toEqual(expect.arrayContaining(['优惠已派发', '存款已到账']));
    const detail: MessageDetail = await call(
      app,
      r.read,
      { id: page.list.find((m) => m.title === '存款已到账')!.id },
      as(who),
    );
    expect(detail.body).toContain('123.45 元');
  });
});
