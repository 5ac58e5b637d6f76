import { randomUUID } from 'node:crypto';
import {
  type AnchorEarnings,
  type BuyCoinsResult,
  type CalibrateResult,
  type ChatWireMessage,
  type CoinBalance,
  chatRoutes,
  type GiftView,
  giftRoutes,
  type LoginResult,
  type RankResponse,
  type RewardRecord,
  type RewardResult,
  walletRoutes,
} from '@courtside/contract';
import { giftAdminRoutes } from '@courtside/contract/admin';
import { rankPeriodStart } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { fundCentre, registerMember, SITE, tokenHeader } from '../../test/members';

const g = giftRoutes;
const a = giftAdminRoutes;
const admin = { 'x-admin-token': ADMIN_TOKEN };
const HOUR_MS = 60 * 60_000;

describe.each(databaseKinds())('gold coins and gifts on %s', (kind) => {
  let app: TestApp;
  let at: number | null = null;
  const clock = { now: () => new Date(at ?? Date.now()) };
  let n = 0;
  let rooms: { id: number; anchorId: number }[] = [];
  /** 星星, 10 coins. */
  let star: GiftView;

  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** A new member with `centre` minor units in the centre wallet and `coins` gold coins bought with it. */
  const member = async (centre: bigint, coins = 0): Promise<LoginResult> => {
    n += 1;
    const who = await registerMember(app, `gifter${n}x`);
    if (centre > 0n) await fundCentre(app, who.member.id, centre);
    if (coins > 0) expect((await buy(who, coins)).body.code).toBe(0);
    return who;
  };
  const buy = (who: LoginResult, coins: number, requestId: string = randomUUID()) =>
    post(app, g.buyCoins.path, { coins, requestId }, tokenHeader(who.token));
  const balance = async (who: LoginResult) =>
    (await post(app, g.coinBalance.path, {}, tokenHeader(who.token))).body.data as CoinBalance;
  const send = (
    who: LoginResult,
    input: { roomId?: number; roomType?: 'anchor' | 'match'; giftId?: number; count?: number; requestId?: string },
  ) =>
    post(
      app,
      g.reward.path,
      {
        roomType: input.roomType ?? 'anchor',
        roomId: input.roomId ?? rooms[0]!.id,
        giftId: input.giftId ?? star.giftId,
        count: input.count ?? 1,
        requestId: input.requestId ?? randomUUID(),
      },
      tokenHeader(who.token),
    );
  const rank = async (roomId: number, period: 'day' | 'week' | 'all', who?: LoginResult) =>
    (await post(app, g.rank.path, { roomType: 'anchor', roomId, period }, who ? tokenHeader(who.token) : {})).body
      .data as RankResponse;
  const records = async (who: LoginResult) =>
    (await post(app, g.queryReward.path, { page: 1, pageSize: 50 }, tokenHeader(who.token))).body.data as {
      items: RewardRecord[];
      total: number;
    };
  /** Coins of one side of the books, summed over its split accounts. */
  const coinsHeld = async (kindName: string, venueLike = '%') => {
    const [row] = await rows<{ total: string }>(
      sql`select coalesce(sum(balance), 0)::text as total from wallet_account
          where currency = 'COIN' and kind = ${kindName} and venue_code like ${venueLike} and site_id = ${SITE}`,
    );
    return BigInt(row!.total);
  };

  beforeAll(async () => {
    app = await createTestApp(kind, { clock, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    rooms = await rows<{ id: number; anchorId: number }>(
      sql`select id, anchor_id as "anchorId" from anchor_room where site_id = ${SITE} order by id`,
    );
    const catalogue = (await post(app, g.catalogue.path, {})).body.data as GiftView[];
    star = catalogue.find((gift) => gift.giftCode === 'G007')!;
  });
  afterEach(async () => {
    at = null;
    expect(await app.services.ledger.check()).toEqual([]);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists about twenty gifts with still and animated artwork that the site serves', async () => {
    const catalogue = (await post(app, g.catalogue.path, {})).body.data as GiftView[];
    expect(catalogue.length).toBeGreaterThanOrEqual(20);
    expect(star).toMatchObject({ giftName: '星星', giftPrice: 10, giftType: 1, status: 1 });
    const art = await app.fastify.inject({ method: 'GET', url: star.giftIconWeb });
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('<animateTransform');
  });

  it('buys coins at the operator price, exactly and once per requestId', async () => {
    const buyer = await member(100_000n);
    const requestId = randomUUID();
    const first = await buy(buyer, 250, requestId);
    expect(first.body.data).toMatchObject({
      coins: 250,
      cost: '25.00',
      coinBalance: '250',
      centreAvailable: '975.00',
      replayed: false,
    } satisfies Partial<BuyCoinsResult>);
    const again = await buy(buyer, 250, requestId);
    expect(again.body.data).toMatchObject({ cost: '25.00', coinBalance: '250', replayed: true });
    const twins = await Promise.all(Array.from({ length: 8 }, () => buy(buyer, 100, 'same-purchase-id')));
    expect(twins.every((r) => r.body.code === 0)).toBe(true);
    expect(twins.filter((r) => (r.body.data as BuyCoinsResult).replayed === false)).toHaveLength(1);
    expect(await balance(buyer)).toMatchObject({ coins: '350', coinPrice: '0.10', centreAvailable: '965.00' });
    const reused = await buy(buyer, 99, requestId);
    expect(reused.body.code).toBe(10621);
    expect(await balance(buyer)).toMatchObject({ coins: '350' });
    // The money records show the two purchases' payments and none of the coin movements.
    expect((await send(buyer, {})).body.code).toBe(0);
    const deals = (await post(app, walletRoutes.dealRecords.path, { page: 1, pageSize: 50 }, tokenHeader(buyer.token)))
      .body.data as { items: { kind: string; amount: string }[] };
    expect(deals.items.filter((d) => d.kind === 'coinBuy').map((d) => d.amount)).toEqual(['-10.00', '-25.00']);
    expect(deals.items.some((d) => d.kind.startsWith('gift'))).toBe(false);
  });

  it('refuses to buy more than the centre wallet holds, moving nothing', async () => {
    const buyer = await member(1_000n);
    const refused = await buy(buyer, 101);
    expect(refused.body).toMatchObject({ code: 10620, msg: '中心钱包余额不足，请先存款' });
    expect(await balance(buyer)).toMatchObject({ coins: '0', centreAvailable: '10.00' });
    expect((await buy(buyer, 100)).body.code).toBe(0);
  });

  it('gives exactly ten of fifty concurrent sends when the coins cover ten', async () => {
    const giver = await member(10_000n, 100);
    const anchorBefore = await coinsHeld('anchorGifts', `anchor:${rooms[0]!.anchorId}`);
    const replies = await Promise.all(Array.from({ length: 50 }, () => send(giver, {})));
    const sent = replies.filter((r) => r.body.code === 0);
    const refused = replies.filter((r) => r.body.code === 10690);
    expect(sent).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused[0]!.body.msg).toBe('金币不足，请先充值金币');
    expect(await balance(giver)).toMatchObject({ coins: '0' });
    expect((await coinsHeld('anchorGifts', `anchor:${rooms[0]!.anchorId}`)) - anchorBefore).toBe(50n);
    expect((await records(giver)).total).toBe(10);
    const [events] = await rows<{ n: number }>(
      sql`select count(*)::int as n from outbox_event
          where topic = 'gift.sent' and (payload->>'memberId')::bigint = ${giver.member.id}`,
    );
    expect(events!.n).toBe(10);
  });

  it('sends once for the same requestId, even when the twins race', async () => {
    const giver = await member(10_000n, 100);
    const requestId = randomUUID();
    const first = await send(giver, { requestId, count: 2 });
    expect(first.body.data).toMatchObject({
      amount: '20',
      coinBalance: '80',
      replayed: false,
    } satisfies Partial<RewardResult>);
    const again = await send(giver, { requestId, count: 2 });
    expect(again.body.data).toMatchObject({ recordId: (first.body.data as RewardResult).recordId, replayed: true });
    const raced = await Promise.all(Array.from({ length: 6 }, () => send(giver, { requestId: 'raced-gift-id' })));
    expect(raced.every((r) => r.body.code === 0)).toBe(true);
    expect(raced.filter((r) => !(r.body.data as RewardResult).replayed)).toHaveLength(1);
    expect(await balance(giver)).toMatchObject({ coins: '70' });
    expect((await send(giver, { requestId, count: 3 })).body.code).toBe(10621);
  });

  it("tells the room: a paid gift shows once in the room's chat as a gift push under its record id", async () => {
    const giver = await member(10_000n, 100);
    const requestId = randomUUID();
    const sent = (await send(giver, { requestId, count: 3 })).body.data as RewardResult;
    await send(giver, { requestId, count: 3 });
    const pushes = async () => {
      const history = await post(app, chatRoutes.anonymous.history.path, {
        room: { kind: 'anchor', id: rooms[0]!.id },
        limit: 50,
      });
      return (history.body.data as { list: ChatWireMessage[] }).list.filter(
        (m) => m.content.msgType === 'gift' && (m.content.data as { recordId?: number }).recordId === sent.recordId,
      );
    };
    await expect.poll(async () => (await pushes()).length, { timeout: 15_000 }).toBe(1);
    expect((await pushes())[0]!.content).toMatchObject({
      userId: giver.member.id,
      data: { giftId: star.giftId, giftName: '星星', count: 3, giftType: 1 },
    });
  });

  it('refuses a send the coins do not cover with a clear message and moves nothing', async () => {
    const giver = await member(10_000n, 15);
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from wallet_transfer`);
    const refused = await send(giver, { count: 2 });
    expect(refused.body).toMatchObject({ code: 10690, msg: '金币不足，请先充值金币' });
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from wallet_transfer`);
    expect(after!.n).toBe(before!.n);
    expect(await balance(giver)).toMatchObject({ coins: '15' });
    expect((await records(giver)).total).toBe(0);
    // A member with no coins at all is refused the same way.
    expect((await send(await member(0n), {})).body.code).toBe(10690);
  });

  it('splits the value between the anchor and the house by the operator share, and the anchor sees it', async () => {
    const saved = await post(app, a.settingsSave.path, { coinPrice: '0.10', anchorShare: '70' }, admin);
    expect(saved.body.data).toEqual({ coinPrice: '0.10', anchorShare: '70.00' });
    const room = rooms[1]!;
    const anchorAccount = `anchor:${room.anchorId}`;
    const anchorBefore = await coinsHeld('anchorGifts', anchorAccount);
    const houseBefore = await coinsHeld('giftRevenue');
    const giver = await member(10_000n, 100);
    expect((await send(giver, { roomId: room.id, count: 3 })).body.code).toBe(0);
    expect((await coinsHeld('anchorGifts', anchorAccount)) - anchorBefore).toBe(21n);
    expect((await coinsHeld('giftRevenue')) - houseBefore).toBe(9n);
    // The anchor signs in with a member account linked to the profile.
    const anchorMember = await member(0n);
    await app.database.db.execute(
      sql`update anchor set member_id = ${anchorMember.member.id} where id = ${room.anchorId}`,
    );
    const earnings = (await post(app, g.anchorEarnings.path, {}, tokenHeader(anchorMember.token))).body
      .data as AnchorEarnings;
    expect(earnings.anchors).toEqual([
      expect.objectContaining({ anchorId: room.anchorId, coins: (anchorBefore + 21n).toString() }),
    ]);
    // Another member has no anchor profile and sees none.
    expect(
      ((await post(app, g.anchorEarnings.path, {}, tokenHeader(giver.token))).body.data as AnchorEarnings).anchors,
    ).toEqual([]);
    await post(app, a.settingsSave.path, { coinPrice: '0.10', anchorShare: '50' }, admin);
    const [audit] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'gift.settings'`,
    );
    expect(audit!.n).toBe(2);
  });

  it('ranks a room by coins given per day, week and all time, read from the ledger, ties by time', async () => {
    const room = rooms[3]!;
    const now = Date.now();
    const early = await member(10_000n, 500);
    const late = await member(10_000n, 500);
    const old = await member(10_000n, 500);
    at = now - 9 * 24 * HOUR_MS;
    expect((await send(old, { roomId: room.id, count: 30 })).body.code).toBe(0);
    // Both inside today's business day, whatever the hour the test runs at (two hours back was
    // yesterday between midnight and 02:00 in Beijing).
    const intoToday = now - rankPeriodStart('day', now)!;
    at = now - Math.floor((intoToday * 2) / 3);
    expect((await send(early, { roomId: room.id, count: 4 })).body.code).toBe(0);
    at = now - Math.floor(intoToday / 3);
    expect((await send(late, { roomId: room.id, count: 2 })).body.code).toBe(0);
    expect((await send(late, { roomId: room.id, count: 2 })).body.code).toBe(0);
    at = null;
    const day = await rank(room.id, 'day', late);
    expect(day.items.map((i) => [i.amount, i.isMe])).toEqual([
      ['40', false],
      ['40', true],
    ]);
    expect(day.items[1]!.nick).toBe(late.member.nickname);
    expect(day.items[0]!.nick).toContain('*');
    const all = await rank(room.id, 'all');
    expect(all.items.map((i) => i.amount)).toEqual(['300', '40', '40']);
    expect(all.since).toBeNull();
    // Each board's total is what the ledger moved for the room in its period.
    const [ledger] = await rows<{ total: string }>(
      sql`select sum(amount)::text as total from wallet_transfer
          where reference = ${`anchor:${room.id}`} and kind in ('giftAnchor', 'giftHouse')`,
    );
    expect(all.items.reduce((sum, i) => sum + BigInt(i.amount), 0n)).toBe(BigInt(ledger!.total));
  });

  it('shows a member only their own gift records', async () => {
    const mine = await member(10_000n, 100);
    const theirs = await member(10_000n, 100);
    await send(mine, { count: 1 });
    await send(theirs, { count: 2 });
    await send(theirs, { count: 3 });
    const own = await records(mine);
    expect(own.total).toBe(1);
    expect(own.items[0]).toMatchObject({ giftName: '星星', count: 1, amount: '10', roomType: 'anchor' });
    expect((await records(theirs)).items.map((r) => r.count)).toEqual([3, 2]);
    expect((await post(app, g.queryReward.path, { page: 1, pageSize: 20 })).body.code).toBe(10401);
  });

  it('checks permissions: visitors, rooms with gifts off, blocked members, unknown rooms', async () => {
    const giver = await member(10_000n, 100);
    const room = { roomType: 'anchor', roomId: rooms[2]!.id } as const;
    const calibrate = async (who: LoginResult | null, target: object = room) =>
      (await post(app, g.calibratePermissions.path, target, who ? tokenHeader(who.token) : {})).body
        .data as CalibrateResult;
    expect(await calibrate(null)).toEqual({ canSend: false, reason: 'notLoggedIn' });
    expect(await calibrate(giver)).toEqual({ canSend: true, reason: null });
    expect(await calibrate(giver, { roomType: 'anchor', roomId: 999_999 })).toEqual({
      canSend: false,
      reason: 'roomNotFound',
    });
    expect((await post(app, a.roomSave.path, { ...room, giftsEnabled: false }, admin)).body.code).toBe(0);
    expect(await calibrate(giver)).toEqual({ canSend: false, reason: 'giftsOff' });
    expect((await send(giver, { roomId: room.roomId })).body.code).toBe(10692);
    await post(app, a.roomSave.path, { ...room, giftsEnabled: true }, admin);
    const blocked = await post(app, a.block.path, { ...room, memberId: giver.member.id, blocked: true }, admin);
    expect(blocked.body.data).toMatchObject({ giftsEnabled: true, blockedMemberIds: [giver.member.id] });
    expect(await calibrate(giver)).toEqual({ canSend: false, reason: 'blocked' });
    expect((await send(giver, { roomId: room.roomId })).body.code).toBe(10693);
    // Blocked in one room, free in another.
    expect((await send(giver, { roomId: rooms[0]!.id })).body.code).toBe(0);
    await post(app, a.block.path, { ...room, memberId: giver.member.id, blocked: false }, admin);
    expect((await send(giver, { roomId: room.roomId })).body.code).toBe(0);
    expect(await balance(giver)).toMatchObject({ coins: '80' });
    const actions = await rows<{ action: string }>(
      sql`select action from audit_log where action in ('gift.room', 'gift.block') order by id`,
    );
    expect(actions.map((r) => r.action)).toEqual(['gift.room', 'gift.room', 'gift.block', 'gift.block']);
    // Operators only.
    expect((await post(app, a.roomSave.path, { ...room, giftsEnabled: false }, tokenHeader(giver.token))).status).toBe(
      403,
    );
  });

  it('refuses a withdrawn gift and bad input without moving anything', async () => {
    const giver = await member(10_000n, 100);
    const withdrawn = await post(
      app,
      a.save.path,
      { giftId: star.giftId, giftName: '星星', giftPrice: 10, giftType: 1, status: 0 },
      admin,
    );
    expect(withdrawn.body.data).toMatchObject({ status: 0 });
    expect((await send(giver, {})).body).toMatchObject({ code: 10691, msg: '该礼物已下架，请选择其他礼物' });
    // A gift that never existed is not "withdrawn": the member is told it does not exist.
    expect((await send(giver, { giftId: 999_999 })).body).toMatchObject({ code: 10404, msg: '礼物不存在' });
    expect(
      ((await post(app, g.catalogue.path, {})).body.data as GiftView[]).some((x) => x.giftId === star.giftId),
    ).toBe(false);
    await post(
      app,
      a.save.path,
      { giftId: star.giftId, giftName: '星星', giftPrice: 10, giftType: 1, status: 1 },
      admin,
    );
    expect((await send(giver, { count: 0 })).body.code).toBe(10400);
    expect((await send(giver, { count: 1_000 })).body.code).toBe(10400);
    expect((await send(giver, { roomType: 'match', roomId: 999_999 })).body.code).toBe(10404);
    expect(await balance(giver)).toMatchObject({ coins: '100' });
  });

  it('seeds a rank board for the demo rooms', async () => {
    const board = await rank(rooms[0]!.id, 'all');
    expect(board.items.length).toBeGreaterThan(0);
  });
});
