import { randomUUID } from 'node:crypto';
import {
  accountRoutes,
  type BetView,
  CHAT_NAMESPACE,
  type ChatDetail,
  type ChatRoomRef,
  type ChatSendAck,
  type ChatWireMessage,
  chatEvents,
  chatRoutes,
  feedRoutes,
  type LoginResult,
  type MatchDetail,
  sportsbookRoutes,
  walletRoutes,
} from '@courtside/contract';
import { chatAdminRoutes } from '@courtside/contract/admin';
import { acceptChatMessages, type ChatMessage } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixture, HOUR, odds1x2, ScriptedProvider } from '../../test/feed';
import { call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { fundCentre, registerMember, tokenHeader } from '../../test/members';
import { ownRedis } from '../../test/own-redis';
import { adminHeader, rowsOf } from '../../test/payments';

const web = chatRoutes.web;
const anon = chatRoutes.anonymous;

const listen = async (app: TestApp): Promise<string> => {
  await app.fastify.listen({ host: '127.0.0.1', port: 0 });
  const address = app.fastify.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
};

const open = (url: string, token?: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect(`${url}${CHAT_NAMESPACE}`, {
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

const join = (socket: Socket, room: ChatRoomRef) =>
  socket.emitWithAck(chatEvents.join, { room }) as Promise<ChatSendAck>;
const sendOn = (socket: Socket, room: ChatRoomRef, text: string) =>
  socket.emitWithAck(chatEvents.send, { room, msgType: 'text', text }) as Promise<ChatSendAck>;

/** A rocket as the gift module posts it, less its record and combo. */
const rocket = {
  giftId: 3,
  giftCode: 'rocket',
  giftName: '火箭',
  giftIcon: '/gifts/rocket.svg',
  giftIconWeb: '/gifts/rocket-animated.svg',
  giftType: 2 as const,
  count: 1,
};

/** Every message a socket hears, by kind of push. */
const hear = (socket: Socket) => {
  const heard: ChatWireMessage[] = [];
  socket.on(chatEvents.message, (m: ChatWireMessage) => heard.push(m));
  return heard;
};

describe.each(databaseKinds())('chat rooms on %s', (kind) => {
  let app: TestApp;
  let url: string;
  let nowMs = Date.now();
  const provider = new ScriptedProvider();
  let seq = 0;
  const sockets: Socket[] = [];
  let anchorRoom: ChatRoomRef;
  let otherRoom: ChatRoomRef;
  let anchor: LoginResult;
  let alice: LoginResult;
  let bob: LoginResult;

  const say = (who: LoginResult, room: ChatRoomRef, text: string) =>
    post(app, web.send.path, { room, msgType: 'text', text }, tokenHeader(who.token));

  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock: { now: () => new Date(nowMs) },
      env: { RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    app.services.feedIngest.connect(provider);
    url = await listen(app);
    const rooms = await rowsOf<{ id: number }>(
      app,
      sql`select id from anchor_room where site_id = 5000 order by id limit 2`,
    );
    anchorRoom = { kind: 'anchor', id: rooms[0]!.id };
    otherRoom = { kind: 'anchor', id: rooms[1]!.id };
    anchor = await registerMember(app, 'chatanchor');
    alice = await registerMember(app, 'chatalice');
    bob = await registerMember(app, 'chatbob');
    // The anchor profile of the first room signs in with the anchor's member account.
    await app.database.db.execute(
      sql`update anchor set member_id = ${anchor.member.id} where id = (select anchor_id from anchor_room where id = ${anchorRoom.id})`,
    );
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
    nowMs += 60_000; // each case starts outside the last one's rate window
  });
  afterAll(() => app.close());

  // anchor02 and anchor03: the first room's profile was given to this suite's own anchor above.
  it("lets a seeded demo anchor sign in with its login and act as its own room's anchor, no other's", async () => {
    const [own] = await rowsOf<{ id: number }>(
      app,
      sql`select r.id from anchor_room r join anchor a on a.id = r.anchor_id join member m on m.id = a.member_id
          where m.site_id = 5000 and m.name = 'anchor02'`,
    );
    expect(own).toBeDefined();
    const login = await post(app, accountRoutes.loginV3.path, {
      name: 'anchor02',
      password: 'Courtside1',
      deviceId: 'dev-anchor02',
    });
    const token = (login.body.data as LoginResult).token;
    const permissions = async (roomId: number) =>
      (await call(app, web.detail, { room: { kind: 'anchor', id: roomId } }, tokenHeader(token))).permissions;
    expect(await permissions(own!.id)).toMatchObject({ isAnchor: true, canModerate: true });
    const [other] = await rowsOf<{ id: number }>(
      app,
      sql`select r.id from anchor_room r join anchor a on a.id = r.anchor_id join member m on m.id = a.member_id
          where m.site_id = 5000 and m.name = 'anchor03'`,
    );
    expect(await permissions(other!.id)).toMatchObject({ isAnchor: false, canModerate: false });
  });

  it('shows a visitor the seeded history newest first, by a bounded cursor', async () => {
    const first = await call(app, anon.history, { room: otherRoom, limit: 5 });
    expect(first.list).toHaveLength(5);
    const ids = first.list.map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.nextCursor).toBe(first.list[4]!.id);
    const second = await call(app, anon.history, { room: otherRoom, before: first.nextCursor, limit: 5 });
    expect(second.list.length).toBeGreaterThan(0);
    expect(Number(second.list[0]!.id)).toBeLessThan(ids[4]!);
    const tooMany = await post(app, anon.history.path, { room: otherRoom, limit: 500 });
    expect(tooMany.body.code).toBe(10400);
    const missing = await post(app, anon.history.path, { room: { kind: 'anchor', id: 999_999 } });
    expect(missing.body.code).toBe(10404);
  });

  it('validates and filters a member message, stores it and answers it with a unique id', async () => {
    const sent = await say(alice, anchorRoom, '  这里代充，加微信联系 ');
    expect(sent.body.code).toBe(0);
    const message = sent.body.data as ChatWireMessage;
    expect(message.content).toMatchObject({
      msgType: 'text',
      data: '这里**，***联系',
      userId: alice.member.id,
      username: alice.member.nickname,
    });
    expect((await say(alice, anchorRoom, '看 www.example.com')).body).toMatchObject({
      code: 10685,
      msg: '聊天室不允许发送链接',
    });
    expect((await say(alice, anchorRoom, '球'.repeat(201))).body).toMatchObject({
      code: 10685,
      msg: '消息最多200个字',
    });
    expect((await say(alice, anchorRoom, '   ')).body.code).toBe(10685);
    const history = await call(app, anon.history, { room: anchorRoom, limit: 3 });
    expect(history.list[0]).toEqual(message);
    // A visitor's HTTP send is refused: sending is a member call.
    const visitor = await post(app, web.send.path, { room: anchorRoom, msgType: 'text', text: '你好' });
    expect(visitor.body.code).toBe(10401);
  });

  it('fans a socket message out to the room once; a visitor socket reads but cannot send', async () => {
    const visitor = await open(url);
    const member = await open(url, bob.token);
    sockets.push(visitor, member);
    expect(await join(visitor, anchorRoom)).toMatchObject({ code: 0 });
    expect(await join(member, anchorRoom)).toMatchObject({ code: 0 });
    const heard = hear(visitor);
    expect(await sendOn(visitor, anchorRoom, '我是游客')).toMatchObject({ code: 10401, data: null });
    const ack = await sendOn(member, anchorRoom, '好球！');
    expect(ack.code).toBe(0);
    await expect.poll(() => heard.filter((m) => m.content.msgType === 'text').length).toBe(1);
    const [got] = heard.filter((m) => m.content.msgType === 'text');
    expect(got).toEqual(ack.data);
    // Clients de-duplicate by id (spec section 5): the history and the push carry the same message once.
    const history = (await call(app, anon.history, { room: anchorRoom, limit: 5 })).list;
    const ctx = { venueName: 'YB', siteId: 5000 };
    const shown = acceptChatMessages([], history as ChatMessage[], ctx);
    expect(acceptChatMessages(shown, [got as ChatMessage], ctx)).toEqual([]);
  });

  it('delivers each line once to a socket that joins its room twice and reconnects mid-stream', async () => {
    const viewer = connect(`${url}${CHAT_NAMESPACE}`, {
      transports: ['websocket'],
      reconnectionDelay: 50,
      reconnectionDelayMax: 50,
    });
    sockets.push(viewer);
    let connects = 0;
    const joined: Promise<ChatSendAck>[] = [];
    // As the web client does: join at every connect (here twice over), and after a reconnect read
    // what was said meanwhile from history.
    viewer.on('connect', () => {
      connects += 1;
      joined.push(join(viewer, otherRoom), join(viewer, otherRoom));
    });
    const heard = hear(viewer);
    await expect.poll(() => joined.length).toBe(2);
    expect(await Promise.all(joined)).toMatchObject([{ code: 0 }, { code: 0 }]);
    const sent: string[] = [];
    const speak = async (text: string) => {
      nowMs += 2_001;
      const reply = await say(bob, otherRoom, text);
      expect(reply.body.code).toBe(0);
      sent.push((reply.body.data as ChatWireMessage).id);
    };
    for (let i = 0; i < 3; i += 1) await speak(`断线前${i}`);
    await expect.poll(() => heard.length).toBe(3);
    viewer.io.engine.close();
    await speak('断线时');
    await expect.poll(() => connects).toBe(2);
    await expect.poll(() => joined.length).toBe(4);
    await Promise.all(joined);
    for (let i = 0; i < 3; i += 1) await speak(`重连后${i}`);
    await expect.poll(() => heard.length).toBeGreaterThanOrEqual(6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const live = heard.map((m) => m.id);
    // Each id once, in the order said; every line before the drop and after the rejoin came live.
    expect(new Set(live).size).toBe(live.length);
    expect(live).toEqual(sent.filter((id) => live.includes(id)));
    expect(live).toEqual(expect.arrayContaining([...sent.slice(0, 3), ...sent.slice(4)]));
    // The line said around the drop came live (the socket was back already) or is in history.
    const history = (await call(app, anon.history, { room: otherRoom, limit: 10 })).list.map((m) => m.id);
    expect(history).toEqual(expect.arrayContaining(sent.filter((id) => !live.includes(id))));
  });

  it('welcomes a member once per visit, however many sockets join', async () => {
    const watcher = await open(url);
    sockets.push(watcher);
    await join(watcher, otherRoom);
    const heard = hear(watcher);
    const tab1 = await open(url, alice.token);
    const tab2 = await open(url, alice.token);
    sockets.push(tab1, tab2);
    await Promise.all([join(tab1, otherRoom), join(tab2, otherRoom)]);
    await expect.poll(() => heard.filter((m) => m.content.msgType === 'welcome').length).toBe(1);
    expect(heard[0]).toMatchObject({ type: 8, content: { userId: alice.member.id } });
  });

  it('lets the anchor mute a member: refused here on HTTP and socket, free elsewhere, and free again after', async () => {
    const muted = await post(
      app,
      web.mute.path,
      { room: anchorRoom, memberId: bob.member.id, minutes: 10, reason: '刷屏' },
      tokenHeader(anchor.token),
    );
    expect(muted.body).toMatchObject({ code: 0 });
    expect((await say(bob, anchorRoom, '我被禁言了吗')).body.code).toBe(10680);
    const socket = await open(url, bob.token);
    sockets.push(socket);
    await join(socket, anchorRoom);
    expect((await sendOn(socket, anchorRoom, '试试 socket')).code).toBe(10680);
    expect((await say(bob, otherRoom, '别的房间可以说')).body.code).toBe(0);
    const list = await call(app, web.muted, { room: anchorRoom }, tokenHeader(anchor.token));
    expect(list.list).toMatchObject([{ memberId: bob.member.id, reason: '刷屏' }]);
    const detail = (await call(app, web.detail, { room: anchorRoom }, tokenHeader(bob.token))) as ChatDetail;
    expect(detail.permissions).toMatchObject({ canSpeak: false, muted: true });

    nowMs += 9 * 60_000 + 59_000;
    expect((await say(bob, anchorRoom, '还没到时间')).body.code).toBe(10680);
    nowMs += 1_000;
    expect((await say(bob, anchorRoom, '禁言结束')).body.code).toBe(0);
  });

  it('lets the anchor unblock early, and mute until unblocked', async () => {
    const h = tokenHeader(anchor.token);
    await call(app, web.mute, { room: anchorRoom, memberId: bob.member.id, minutes: 0 }, h);
    // Past every timed mute shorter than a day (sessions idle out after 22 hours, so no further).
    nowMs += 20 * 3600_000;
    expect((await say(bob, anchorRoom, '二十小时后')).body.code).toBe(10680);
    await call(app, web.unblock, { room: anchorRoom, memberId: bob.member.id }, h);
    expect((await say(bob, anchorRoom, '解封了')).body.code).toBe(0);
    expect(
      (await post(app, web.mute.path, { room: anchorRoom, memberId: bob.member.id, minutes: 7 }, h)).body.code,
    ).toBe(10400);
  });

  it('holds slow mode to its interval and the per-member rate limit to its window', async () => {
    const h = tokenHeader(anchor.token);
    await call(app, web.switches, { room: anchorRoom, slowModeSeconds: 30 }, h);
    expect((await say(alice, anchorRoom, '第一句')).body.code).toBe(0);
    nowMs += 29_000;
    expect((await say(alice, anchorRoom, '太快了')).body).toMatchObject({
      code: 10682,
      msg: '慢速模式中，请1秒后再发言',
    });
    nowMs += 1_000;
    expect((await say(alice, anchorRoom, '第二句')).body.code).toBe(0);
    // The anchor is not held by their own slow mode.
    expect((await say(anchor, anchorRoom, '主播说话')).body.code).toBe(0);
    expect((await say(anchor, anchorRoom, '主播再说')).body.code).toBe(0);
    await call(app, web.switches, { room: anchorRoom, slowModeSeconds: 0 }, h);

    nowMs += 60_000;
    // The default limit: 5 messages in 10 s.
    for (let i = 0; i < 5; i += 1) expect((await say(bob, otherRoom, `第${i}句`)).body.code).toBe(0);
    expect((await say(bob, anchorRoom, '刷屏')).body.code).toBe(10683);
    nowMs += 10_000;
    expect((await say(bob, anchorRoom, '歇一会再说')).body.code).toBe(0);
  });

  it('counts only the lines a member typed toward the rate limit: not their welcome, gift or order pushes', async () => {
    const carol = await registerMember(app, 'chatcarol');
    const tab = await open(url, carol.token);
    sockets.push(tab);
    await join(tab, anchorRoom);
    const gift = rocket;
    for (let combo = 1; combo <= 5; combo += 1) {
      await app.services.chat.postGiftPush({
        siteId: 5000,
        room: anchorRoom,
        memberId: carol.member.id,
        nick: carol.member.nickname,
        level: 0,
        gift: { ...gift, recordId: 70 + combo, combo },
      });
    }
    const posted = await rowsOf<{ kind: string; n: number }>(
      app,
      sql`select kind, count(*)::int as n from chat_message where member_id = ${carol.member.id} group by kind order by kind`,
    );
    expect(posted).toEqual([
      { kind: 'gift', n: 5 },
      { kind: 'welcome', n: 1 },
    ]);
    for (let i = 0; i < 5; i += 1) expect((await say(carol, anchorRoom, `送完礼物说${i}`)).body.code).toBe(0);
    expect((await say(carol, anchorRoom, '第六句')).body.code).toBe(10683);

    // The anchor's order pushes and their reverts are the anchor's cards, not lines typed.
    await provider.send(fixture('chat2', nowMs, ++seq, nowMs + 2 * HOUR));
    await provider.send(odds1x2('chat2', nowMs, ++seq, 2100));
    const [matchRow] = await rowsOf<{ id: number }>(app, sql`select id from feed_match where provider_ref = 'chat2'`);
    const detail = (await call(app, feedRoutes.matchDetail, { matchId: Number(matchRow!.id) })) as MatchDetail;
    const market = detail.markets.find((m) => m.type === 'fb.1x2')!;
    const h = tokenHeader(anchor.token);
    for (const outcome of ['home', 'draw', 'away']) {
      const pick = { room: anchorRoom, source: 'selection', matchId: detail.id, marketId: market.id, outcome };
      const pushed = (await call(app, web.orderPush, pick, h)) as ChatWireMessage;
      await call(app, web.revertOrderPush, { room: anchorRoom, pushId: pushed.id }, h);
    }
    for (let i = 0; i < 5; i += 1) expect((await say(anchor, anchorRoom, `推单后说${i}`)).body.code).toBe(0);
    expect((await say(anchor, anchorRoom, '主播第六句')).body.code).toBe(10683);
  });

  it('keeps a room closed or levelled to those the switches allow, and tells the member why', async () => {
    const h = tokenHeader(anchor.token);
    await call(app, web.switches, { room: anchorRoom, chatOn: false }, h);
    expect((await say(alice, anchorRoom, '关了吗')).body.code).toBe(10681);
    const status = await call(app, anon.status, { chatRoomNos: [anchorRoom.id, 999_999] });
    expect(status).toMatchObject([
      { chatRoomNo: anchorRoom.id, status: 0, exist: true, type: 2 },
      { chatRoomNo: 999_999, exist: false },
    ]);
    await call(app, web.switches, { room: anchorRoom, chatOn: true, minLevel: 3 }, h);
    expect((await say(alice, anchorRoom, '等级不够')).body).toMatchObject({
      code: 10684,
      msg: 'VIP3及以上才能在此发言',
    });
    const detail = (await call(app, web.detail, { room: anchorRoom }, tokenHeader(alice.token))) as ChatDetail;
    expect(detail.permissions).toMatchObject({ canSpeak: false, reason: 'VIP3及以上才能发言' });
    await call(app, web.switches, { room: anchorRoom, minLevel: 0 }, h);
    expect((await say(alice, anchorRoom, '又能说了')).body.code).toBe(0);
  });

  it('does not let member A act as a room administrator or as member B', async () => {
    const bobSaid = (await say(bob, anchorRoom, '我是 bob')).body.data as ChatWireMessage;
    const a = tokenHeader(alice.token);
    expect(
      (await post(app, web.mute.path, { room: anchorRoom, memberId: bob.member.id, minutes: 10 }, a)).body.code,
    ).toBe(10504);
    expect((await post(app, web.remove.path, { room: anchorRoom, messageId: bobSaid.id }, a)).body.code).toBe(10504);
    expect((await post(app, web.switches.path, { room: anchorRoom, chatOn: false }, a)).body.code).toBe(10504);
    expect(
      (await post(app, web.appoint.path, { room: anchorRoom, memberId: alice.member.id, appoint: true }, a)).body.code,
    ).toBe(10504);
    // The send takes the member from the session alone: a userId in the body is not read.
    const claimed = await post(
      app,
      web.send.path,
      { room: anchorRoom, msgType: 'text', text: '冒充', userId: bob.member.id },
      a,
    );
    expect((claimed.body.data as ChatWireMessage).content.userId).toBe(alice.member.id);

    // Appointed by the anchor, alice moderates this room, and only this room.
    await call(
      app,
      web.appoint,
      { room: anchorRoom, memberId: alice.member.id, appoint: true },
      tokenHeader(anchor.token),
    );
    expect((await post(app, web.remove.path, { room: anchorRoom, messageId: bobSaid.id }, a)).body.code).toBe(0);
    expect(
      (await post(app, web.mute.path, { room: otherRoom, memberId: bob.member.id, minutes: 10 }, a)).body.code,
    ).toBe(10504);
    expect(
      (await post(app, web.mute.path, { room: anchorRoom, memberId: anchor.member.id, minutes: 10 }, a)).body.code,
    ).toBe(10504);
    const history = await call(app, anon.history, { room: anchorRoom, limit: 20 });
    expect(history.list.map((m) => m.id)).not.toContain(bobSaid.id);
    await call(
      app,
      web.appoint,
      { room: anchorRoom, memberId: alice.member.id, appoint: false },
      tokenHeader(anchor.token),
    );
    expect(
      (await post(app, web.mute.path, { room: anchorRoom, memberId: bob.member.id, minutes: 10 }, a)).body.code,
    ).toBe(10504);
  });

  it("shares a member's own bet as an order card, never another's, and pushes and reverts an anchor's pick", async () => {
    await provider.send(fixture('chat1', nowMs, ++seq, nowMs + 2 * HOUR));
    await provider.send(odds1x2('chat1', nowMs, ++seq, 2100));
    const [matchRow] = await rowsOf<{ id: number }>(app, sql`select id from feed_match where provider_ref = 'chat1'`);
    const matchId = Number(matchRow!.id);
    const detail = (await call(app, feedRoutes.matchDetail, { matchId })) as MatchDetail;
    const market = detail.markets.find((m) => m.type === 'fb.1x2')!;
    await fundCentre(app, alice.member.id, 100_00n);
    await call(
      app,
      walletRoutes.transferIntoVal,
      { venueCode: 'OBTY', amount: '100', requestId: randomUUID() },
      tokenHeader(alice.token),
    );
    const leg = { marketId: market.id, outcome: 'home', odds: market.outcomes[0]!.odds, marketVersion: market.version };
    const bet = (await call(
      app,
      sportsbookRoutes.place,
      { requestId: randomUUID(), oddsPolicy: 'better', kind: 'single', stake: '10', legs: [leg] },
      tokenHeader(alice.token),
    )) as BetView;

    const matchRoom: ChatRoomRef = { kind: 'match', id: matchId };
    const shared = (await call(
      app,
      web.send,
      { room: matchRoom, msgType: 'order', betId: bet.id },
      tokenHeader(alice.token),
    )) as ChatWireMessage;
    expect(shared.content).toMatchObject({
      msgType: 'order',
      data: {
        venueName: 'YB',
        siteId: 5000,
        memberId: alice.member.id,
        betNo: bet.betNo,
        legs: [{ matchId, marketId: market.id, outcome: 'home' }],
      },
    });
    const stolen = await post(
      app,
      web.send.path,
      { room: matchRoom, msgType: 'order', betId: bet.id },
      tokenHeader(bob.token),
    );
    expect(stolen.body.code).toBe(10404);

    // Only the anchor pushes orders in their room.
    const pick = { room: anchorRoom, source: 'selection', matchId, marketId: market.id, outcome: 'away' };
    expect((await post(app, web.orderPush.path, pick, tokenHeader(alice.token))).body.code).toBe(10504);
    const pushed = (await call(app, web.orderPush, pick, tokenHeader(anchor.token))) as ChatWireMessage;
    expect(pushed.content.data).toMatchObject({ selection: { matchId, outcome: 'away' }, venueName: 'YB' });
    expect(((await call(app, anon.detail, { room: anchorRoom })) as ChatDetail).activeOrderPush?.id).toBe(pushed.id);
    await call(app, web.revertOrderPush, { room: anchorRoom, pushId: pushed.id }, tokenHeader(anchor.token));
    expect(((await call(app, anon.detail, { room: anchorRoom })) as ChatDetail).activeOrderPush).toBeNull();
    expect(await app.services.ledger.check()).toEqual([]);
  });

  it('posts a gift push into a room for the gift module, stored and fanned out like any message', async () => {
    const watcher = await open(url);
    sockets.push(watcher);
    await join(watcher, anchorRoom);
    const heard = hear(watcher);
    const gift = { ...rocket, recordId: 7, combo: 2 };
    const push = { siteId: 5000, room: anchorRoom, memberId: alice.member.id, nick: alice.member.nickname, level: 0 };
    const posted = await app.services.chat.postGiftPush({ ...push, gift });
    expect(posted).toMatchObject({ type: 3, content: { msgType: 'gift', data: gift, userId: alice.member.id } });
    await expect.poll(() => heard.map((m) => m.id)).toEqual([posted.id]);
    expect((await call(app, anon.history, { room: anchorRoom, limit: 1 })).list[0]).toEqual(posted);
    // The outbox tells the chat at least once: the same gift told again is the same line, not a new one.
    const again = await app.services.chat.postGiftPush({ ...push, gift });
    expect(again).toEqual(posted);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.map((m) => m.id)).toEqual([posted.id]);
    const told = (await call(app, anon.history, { room: anchorRoom, limit: 10 })).list.filter(
      (m) => m.content.msgType === 'gift' && (m.content.data as { recordId: number }).recordId === gift.recordId,
    );
    expect(told.map((m) => m.id)).toEqual([posted.id]);
    await expect(
      app.services.chat.postGiftPush({
        siteId: 5000,
        room: { kind: 'anchor', id: 999_999 },
        memberId: 1,
        nick: 'x',
        level: 0,
        gift,
      }),
    ).rejects.toMatchObject({ spec: { code: 10404 } });
  });

  it('gives offline messages since the member last looked', async () => {
    const first = await call(app, web.offline, { room: otherRoom }, tokenHeader(anchor.token));
    expect(first.list.length).toBeGreaterThan(0);
    expect((await call(app, web.offline, { room: otherRoom }, tokenHeader(anchor.token))).list).toEqual([]);
    const said = (await say(bob, otherRoom, '你不在的时候')).body.data as ChatWireMessage;
    expect(
      (await call(app, web.offline, { room: otherRoom }, tokenHeader(anchor.token))).list.map((m) => m.id),
    ).toEqual([said.id]);
  });

  it('lets an operator edit the word list and moderate any room, each change audited', async () => {
    const changed = await call(app, chatAdminRoutes.chatWordsChange, { add: ['臭球'], remove: ['假球'] }, adminHeader);
    expect(changed.words).toContain('臭球');
    expect(changed.words).not.toContain('假球');
    expect(((await say(alice, otherRoom, '臭球，假球')).body.data as ChatWireMessage).content.data).toBe('**，假球');
    await call(app, chatAdminRoutes.chatMute, { room: otherRoom, memberId: alice.member.id, minutes: 60 }, adminHeader);
    expect((await say(alice, otherRoom, '被运营禁言')).body.code).toBe(10680);
    await call(app, chatAdminRoutes.chatUnmute, { room: otherRoom, memberId: alice.member.id }, adminHeader);
    const audit = await rowsOf<{ action: string }>(app, sql`select action from audit_log where action like 'chat.%'`);
    expect(audit.map((r) => r.action)).toEqual(expect.arrayContaining(['chat.words', 'chat.mute', 'chat.unblock']));
    expect((await post(app, chatAdminRoutes.chatWords.path, {})).body.code).not.toBe(0);
  });
});

describe.runIf(process.env.REDIS_URL)('chat across nodes through Redis', () => {
  /** Two nodes on one database and one Redis, and the first demo anchor room; closed after `use`. */
  const onTwoNodes = async (use: (a: TestApp, b: TestApp, room: ChatRoomRef) => Promise<void>) => {
    const [kind] = databaseKinds();
    // A Redis of their own: test files run side by side, and a shared one would carry another file's events.
    const redis = await ownRedis();
    const a = await createTestApp(kind!, { redisUrl: redis.url });
    const b = await createTestApp(kind!, { redisUrl: redis.url, shareDatabaseOf: a });
    try {
      const [roomRow] = await rowsOf<{ id: number }>(
        a,
        sql`select id from anchor_room where site_id = 5000 order by id limit 1`,
      );
      await use(a, b, { kind: 'anchor', id: roomRow!.id });
    } finally {
      await b.close();
      await a.close();
      await redis.close();
    }
  };

  it('delivers a message sent on node 2 to the sockets on node 1, once', () =>
    onTwoNodes(async (a, b, room) => {
      const viewer = await open(await listen(a));
      await join(viewer, room);
      const heard = hear(viewer);
      const member = await registerMember(b, 'chatnode2');
      const sent = await post(
        b,
        web.send.path,
        { room, msgType: 'text', text: '二号节点发来' },
        tokenHeader(member.token),
      );
      expect(sent.body.code).toBe(0);
      await expect.poll(() => heard.length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.map((m) => m.id)).toEqual([(sent.body.data as ChatWireMessage).id]);
      viewer.close();
    }));

  it('delivers each line once to a socket that joins twice on node 1 and comes back on node 2 mid-stream', () =>
    onTwoNodes(async (a, b, room) => {
      const [urlA, urlB] = [await listen(a), await listen(b)];
      const member = await registerMember(b, 'chatnode3');
      const sent: string[] = [];
      const speak = async (node: TestApp, text: string) => {
        const reply = await post(node, web.send.path, { room, msgType: 'text', text }, tokenHeader(member.token));
        expect(reply.body.code).toBe(0);
        sent.push((reply.body.data as ChatWireMessage).id);
      };
      const heard: ChatWireMessage[] = [];
      /** The viewer's socket on a node, joined to the room twice over. */
      const watchOn = async (nodeUrl: string) => {
        const socket = await open(nodeUrl);
        socket.on(chatEvents.message, (m: ChatWireMessage) => heard.push(m));
        await join(socket, room);
        await join(socket, room);
        return socket;
      };
      const first = await watchOn(urlA);
      await speak(b, '节点二说');
      await speak(a, '节点一说');
      await expect.poll(() => heard.length).toBe(2);
      // The balancer sends the viewer's next connection to the other node.
      first.close();
      const second = await watchOn(urlB);
      await speak(a, '换节点后一');
      await speak(b, '换节点后二');
      await expect.poll(() => heard.length).toBeGreaterThanOrEqual(4);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.map((m) => m.id)).toEqual(sent);
      second.close();
    }));
});
