import { randomUUID } from 'node:crypto';
import {
  Errors,
  LIVE_NAMESPACE,
  type LoginResult,
  liveEvents,
  type SupportPush,
  siteRoutes,
  supportRoutes,
} from '@courtside/contract';
import { type AdminIdentity, type AdminRole, adminRoutes, supportAdminRoutes } from '@courtside/contract/admin';
import { asc, like } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/tables';
import { call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { registerMember, tokenHeader } from '../../test/members';
import { setSiteParam } from '../../test/payments';

const r = supportRoutes;
const a = supportAdminRoutes;
const BOSS = { username: 'csboss', password: 'Boss-password-1' };

describe.each(databaseKinds())('customer service on %s', (kind) => {
  let app: TestApp;
  let n = 0;
  let alice: LoginResult;
  let bob: LoginResult;
  let boss: string;

  const login = async (username: string, password: string) => {
    const reply = await post(app, adminRoutes.login.path, { username, password });
    expect(reply.body).toMatchObject({ code: 0 });
    return (reply.body.data as { token: string; admin: AdminIdentity }).token;
  };
  const operatorWith = async (...roles: AdminRole[]) => {
    n += 1;
    const username = `agent${n}`;
    const password = `Agent-password-${n}`;
    await call(app, adminRoutes.adminCreate, { username, password, roles }, { 'x-admin-session': boss });
    return { username, headers: { 'x-admin-session': await login(username, password) } };
  };
  const say = (who: LoginResult, text: string, requestId = randomUUID()) =>
    post(app, r.send.path, { text, requestId }, tokenHeader(who.token));
  const chatOf = (who: LoginResult) => call(app, r.chat, {}, tokenHeader(who.token));

  beforeAll(async () => {
    app = await createTestApp(kind, {
      env: {
        ADMIN_USER: BOSS.username,
        ADMIN_PASSWORD: BOSS.password,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
    });
    boss = await login(BOSS.username, BOSS.password);
    alice = await registerMember(app, 'csalice');
    bob = await registerMember(app, 'csbob');
  });
  afterAll(() => app.close());

  it('queues a member who writes, lets one operator take, answer and close it, and audits each step', async () => {
    expect(await chatOf(alice)).toEqual({ conversation: null, messages: [] });
    const first = await say(alice, '  你好，我的存款还没到账  ');
    expect(first.body).toMatchObject({ code: 0, data: { author: 'member', text: '你好，我的存款还没到账' } });
    const waiting = await chatOf(alice);
    expect(waiting.conversation).toMatchObject({ state: 'waiting', agentName: null, queueAhead: 0 });
    await say(bob, '请问怎么提款');
    expect((await chatOf(bob)).conversation).toMatchObject({ state: 'waiting', queueAhead: 1 });

    const agent = await operatorWith('support');
    const queue = await call(app, a.supportQueue, { state: 'waiting' }, agent.headers);
    const aliceItem = queue.list.find((c) => c.memberName === 'csalice');
    expect(queue.list.map((c) => c.memberName)).toEqual(['csalice', 'csbob']);
    expect(aliceItem).toMatchObject({ state: 'waiting', lastText: '你好，我的存款还没到账' });
    const id = aliceItem!.id;

    const taken = await call(app, a.supportTake, { conversationId: id }, agent.headers);
    expect(taken).toMatchObject({ state: 'active', agentName: agent.username });
    // Taking it again is the same answer; another operator cannot take it or speak in it.
    expect(await call(app, a.supportTake, { conversationId: id }, agent.headers)).toMatchObject({ state: 'active' });
    const other = await operatorWith('manager');
    expect((await post(app, a.supportTake.path, { conversationId: id }, other.headers)).body.code).toBe(
      Errors.supportTaken.code,
    );
    const foreign = await post(
      app,
      a.supportReply.path,
      { conversationId: id, text: '我来', requestId: randomUUID() },
      other.headers,
    );
    expect(foreign.body.code).toBe(Errors.supportTaken.code);
    expect((await chatOf(bob)).conversation).toMatchObject({ state: 'waiting', queueAhead: 0 });

    const requestId = randomUUID();
    const reply = { conversationId: id, text: '您好，请提供订单号', requestId };
    const sent = await call(app, a.supportReply, reply, agent.headers);
    // A retried reply is the same line, written and audited once.
    expect(await call(app, a.supportReply, reply, agent.headers)).toEqual(sent);
    await say(alice, 'D20261127001');
    const mine = await call(app, a.supportQueue, { state: 'mine' }, agent.headers);
    expect(mine.list).toEqual([expect.objectContaining({ id, lastText: 'D20261127001' })]);

    const seen = await chatOf(alice);
    expect(seen.messages.map((m) => [m.author, m.text])).toEqual([
      ['member', '你好，我的存款还没到账'],
      ['system', `客服 ${agent.username} 已接入，正在为您服务`],
      ['agent', '您好，请提供订单号'],
      ['member', 'D20261127001'],
    ]);

    const closed = await call(app, a.supportClose, { conversationId: id }, agent.headers);
    expect(closed).toMatchObject({ state: 'closed' });
    expect((await post(app, a.supportReply.path, { ...reply, requestId: randomUUID() }, agent.headers)).body.code).toBe(
      Errors.supportClosed.code,
    );
    expect((await chatOf(alice)).messages.at(-1)).toMatchObject({ author: 'system' });

    const audit = await app.database.db
      .select({ actor: auditLog.actor, action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.action, 'support.%'))
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      { actor: `admin:${agent.username}`, action: 'support.take' },
      { actor: `admin:${agent.username}`, action: 'support.reply' },
      { actor: `admin:${agent.username}`, action: 'support.close' },
    ]);

    // Writing again after the close opens a new conversation at the back of the queue.
    await say(alice, '还有一个问题');
    const again = await chatOf(alice);
    expect(again.conversation).toMatchObject({ state: 'waiting', queueAhead: 1 });
    expect(again.conversation!.id).not.toBe(id);
    expect(again.messages.map((m) => m.text)).toEqual(['还有一个问题']);
    await call(app, r.close, {}, tokenHeader(alice.token));
    await call(app, r.close, {}, tokenHeader(bob.token));
  });

  it('keeps one open conversation per member when two tabs send their first lines at once, and one line per request id', async () => {
    const carol = await registerMember(app, 'cscarol');
    const requestId = randomUUID();
    const replies = await Promise.all([say(carol, '在吗'), say(carol, '在吗？'), say(carol, '重复', requestId)]);
    expect(replies.map((x) => x.body.code)).toEqual([0, 0, 0]);
    expect((await say(carol, '重复', requestId)).body.data).toEqual(replies[2]!.body.data);
    const chat = await chatOf(carol);
    expect(chat.messages).toHaveLength(3);
    expect(new Set(chat.messages.map((m) => m.conversationId))).toEqual(new Set([chat.conversation!.id]));
    await call(app, r.close, {}, tokenHeader(carol.token));
  });

  it('refuses bad input, visitors, members at the desk and operators without a support role', async () => {
    const dave = await registerMember(app, 'csdave');
    expect((await say(dave, '   ')).body.code).toBe(Errors.invalidParameter.code);
    expect((await say(dave, '长'.repeat(501))).body.code).toBe(Errors.invalidParameter.code);
    expect((await post(app, r.send.path, { text: '你好' })).status).toBe(401);
    expect((await post(app, r.send.path, { text: '你好', requestId: 'x' }, tokenHeader(dave.token))).body.code).toBe(
      Errors.invalidParameter.code,
    );
    expect((await chatOf(dave)).conversation).toBeNull();

    const cashier = await operatorWith('cashier');
    expect((await post(app, a.supportQueue.path, { state: 'waiting' }, cashier.headers)).status).toBe(403);
    expect((await post(app, a.supportQueue.path, { state: 'waiting' }, tokenHeader(dave.token))).status).toBe(403);
    const agent = await operatorWith('manager');
    expect((await post(app, a.supportTake.path, { conversationId: 999_999 }, agent.headers)).body.code).toBe(
      Errors.notFound.code,
    );
    expect((await post(app, a.supportQueue.path, { state: 'everything' }, agent.headers)).body.code).toBe(
      Errors.invalidParameter.code,
    );
  });

  it("shows a member only their own conversation, and pushes the operator's lines to their screens", async () => {
    const erin = await registerMember(app, 'cserin');
    const frank = await registerMember(app, 'csfrank');
    await say(erin, '我是 erin');
    expect(await chatOf(frank)).toEqual({ conversation: null, messages: [] });

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
      const heardByFrank: SupportPush[] = [];
      frankSocket.on(liveEvents.support, (push: SupportPush) => heardByFrank.push(push));
      const agent = await operatorWith('support');
      const id = (await chatOf(erin)).conversation!.id;
      const pushes: SupportPush[] = [];
      const replied = new Promise<void>((resolve) =>
        erinSocket.on(liveEvents.support, (push: SupportPush) => {
          pushes.push(push);
          if (push.message?.author === 'agent') resolve();
        }),
      );
      await call(app, a.supportTake, { conversationId: id }, agent.headers);
      await call(
        app,
        a.supportReply,
        { conversationId: id, text: '您好 erin', requestId: randomUUID() },
        agent.headers,
      );
      await replied;
      expect(pushes.map((p) => [p.conversation.state, p.message?.author])).toEqual([
        ['active', 'system'],
        ['active', 'agent'],
      ]);
      expect(heardByFrank).toEqual([]);
      await call(app, a.supportClose, { conversationId: id }, agent.headers);
    } finally {
      erinSocket.close();
      frankSocket.close();
    }
  });

  it("serves the operator's outside chat address only when it is an http(s) URL", async () => {
    const url = async () => (await call(app, siteRoutes.customerServiceUrl, {})).url;
    expect(await url()).toBe('');
    expect((await call(app, siteRoutes.perInfoV1, {})).appDownloadUrl).toBe('');
    await setSiteParam(app, 'customer_service_url', 'javascript:alert(1)');
    expect(await url()).toBe('');
    await setSiteParam(app, 'customer_service_url', 'https://chat.operator.example/room');
    expect(await url()).toBe('https://chat.operator.example/room');
    expect((await call(app, siteRoutes.customerServiceConfig, {})).url).toBe('https://chat.operator.example/room');
    expect((await call(app, siteRoutes.perInfoV1, {})).customerServiceUrl).toBe('https://chat.operator.example/room');
    await setSiteParam(app, 'customer_service_url', '');
    expect(await url()).toBe('');
  });

  it('stays open for members while the site is in maintenance, as /cs does', async () => {
    const gina = await registerMember(app, 'csgina');
    await call(
      app,
      adminRoutes.maintenance,
      { active: true, message: '系统升级中', endsAt: null },
      { 'x-admin-session': boss },
    );
    try {
      expect((await say(gina, '维护期间能联系客服吗')).body.code).toBe(0);
    } finally {
      await call(
        app,
        adminRoutes.maintenance,
        { active: false, message: '', endsAt: null },
        { 'x-admin-session': boss },
      );
    }
    await call(app, r.close, {}, tokenHeader(gina.token));
  });
});
