import { randomUUID } from 'node:crypto';
import { giftRoutes, LIVE_NAMESPACE, type LoginResult, sportsLiveEvents } from '@courtside/contract';
import {
  adminRoutes as a,
  anchorDeskRoutes as desk,
  type LiabilityTopResponse,
  type LiveRoomsResponse,
  type OpenBetsResponse,
  type RoomAudienceResponse,
} from '@courtside/contract/admin';
import { fromMinorUnits } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, post } from '../../test/harness';
import { creditCentre, SITE } from '../../test/members';
import { adminHeader, rowsOf } from '../../test/payments';
import { homeLoses, promoBed } from '../../test/promo';

const DAY_MS = 24 * 60 * 60_000;
/** The three 1x2 prices each test match gets (home is the match's own, draw and away the feed's). */
const AWAY_ODDS = 3900;
const DRAW_ODDS = 3300;

describe.each(databaseKinds())("the dashboard's open bets, liability and live rooms on %s", (kind) => {
  const { bed, join, as, fundSports, newMatch, leg, place, settle } = promoBed(kind, 'dash');
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const s of sockets.splice(0)) s.close();
  });

  it('counts the open bets and lists the ten largest liabilities to the cent, settled ones left out', async () => {
    // Four matches, a member each betting home, draw and away: twelve outcomes, each liability
    // stake x (odds - 1), all different.
    const homes = [2100, 1500, 2500, 1800];
    const expected: { marketId: number; outcome: string; matchId: number; liability: bigint }[] = [];
    let stakes = 0n;
    let n = 0;
    for (const [i, home] of homes.entries()) {
      const who = await join();
      await fundSports(who, 1000);
      const matchId = await newMatch(`dash-${i}-${randomUUID()}`, home);
      for (const [outcome, odds] of [
        ['home', home],
        ['draw', DRAW_ODDS],
        ['away', AWAY_ODDS],
      ] as const) {
        n += 1;
        const stake = BigInt(n * 1000);
        const picked = await leg(matchId, outcome);
        expect((await place(who, fromMinorUnits(stake), [picked])).body.code).toBe(0);
        stakes += stake;
        expected.push({
          marketId: picked.marketId,
          outcome,
          matchId,
          liability: (stake * BigInt(odds - 1000)) / 1000n,
        });
      }
    }
    // A bet that settled is neither open nor a liability.
    const settler = await join();
    await fundSports(settler, 100);
    const settledRef = `dash-settled-${randomUUID()}`;
    const settledMatch = await newMatch(settledRef);
    expect((await place(settler, '50', [await leg(settledMatch)])).body.code).toBe(0);
    await settle(settledRef, homeLoses);

    await expect
      .poll(async () => (await call(bed.app, a.openBets, {}, adminHeader)) as OpenBetsResponse, { timeout: 10_000 })
      .toMatchObject({ sportsbook: [{ currency: 'RMB', count: 12, pending: 0, stake: fromMinorUnits(stakes) }] });
    expect(fromMinorUnits(stakes)).toBe('780.00');

    const top = (await call(bed.app, a.liabilityTop, {}, adminHeader)) as LiabilityTopResponse;
    const ranked = expected.sort((x, y) => Number(y.liability - x.liability) || x.marketId - y.marketId).slice(0, 10);
    expect(top.items.map((i) => [i.marketId, i.outcome, i.matchId, i.liability])).toEqual(
      ranked.map((r) => [r.marketId, r.outcome, r.matchId, fromMinorUnits(r.liability)]),
    );
    // The largest: ¥120 on away at 3.90.
    expect(top.items[0]).toMatchObject({ liability: '348.00', outcome: 'away', match: '上海海港 v 北京国安' });
    expect(top.items.every((i) => i.marketName !== '' && i.outcomeName !== '' && i.league === '测试超级联赛')).toBe(
      true,
    );
    expect(top.items.some((i) => i.matchId === settledMatch)).toBe(false);
  });

  it("lists the rooms on air with their audience and today's gifts, and names a room's signed-in members", async () => {
    // The last three rooms: the demo's gift history is in the first three.
    const rooms = (
      await rowsOf<{ id: number }>(bed.app, sql`select id from anchor_room where site_id = ${SITE} order by id`)
    ).map((r) => Number(r.id));
    expect(rooms.length).toBeGreaterThanOrEqual(6);
    const [live, away, dark] = rooms.slice(-3) as [number, number, number];
    for (const [roomId, status] of [
      [live, 'On1'],
      [away, 'On2'],
      [dark, 'On0'],
    ] as const) {
      expect((await post(bed.app, desk.roomStatus.path, { roomId, status }, adminHeader)).body.code).toBe(0);
    }

    const giver = await join();
    await creditCentre(bed.app, giver.member.id, 10_000n);
    expect(
      (await post(bed.app, giftRoutes.buyCoins.path, { coins: 200, requestId: randomUUID() }, as(giver))).body.code,
    ).toBe(0);
    const catalogue = (await post(bed.app, giftRoutes.catalogue.path, {})).body.data as {
      giftId: number;
      giftCode: string;
    }[];
    const star = catalogue.find((g) => g.giftCode === 'G007')!; // 星星, 10 coins
    const send = async (who: LoginResult, roomId: number, count: number) =>
      expect(
        (
          await post(
            bed.app,
            giftRoutes.reward.path,
            { roomType: 'anchor', roomId, giftId: star.giftId, count, requestId: randomUUID() },
            as(who),
          )
        ).body.code,
      ).toBe(0);
    // Yesterday's gift is not today's income.
    bed.skewMs = -DAY_MS;
    await send(giver, live, 5);
    bed.skewMs = 0;
    await send(giver, live, 3);
    await send(giver, away, 1);
    await send(giver, away, 1);

    // A visitor and a member with two tabs watch the live room.
    await bed.app.fastify.listen({ host: '127.0.0.1', port: 0 });
    const address = bed.app.fastify.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const url = `http://127.0.0.1:${address.port}${LIVE_NAMESPACE}`;
    const watch = async (token?: string) => {
      const socket = await new Promise<Socket>((resolve, reject) => {
        const s = connect(url, { transports: ['websocket'], auth: token ? { token } : {}, reconnection: false });
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      });
      sockets.push(socket);
      socket.emit(sportsLiveEvents.join, { rooms: [`room:${live}`] });
    };
    const viewer = await join();
    await watch();
    await watch(viewer.token);
    await watch(viewer.token);

    const audience = async (page: number) =>
      (await call(
        bed.app,
        desk.roomAudience,
        { roomId: live, page, pageSize: 20 },
        adminHeader,
      )) as RoomAudienceResponse;
    await expect.poll(async () => (await audience(1)).viewers.real, { timeout: 10_000 }).toBe(3);
    expect(await audience(1)).toMatchObject({
      roomId: live,
      members: [{ memberId: viewer.member.id, name: viewer.member.name, sockets: 2 }],
      total: 1,
    });
    expect(await audience(2)).toMatchObject({ members: [], total: 1 });
    const unknown = await post(
      bed.app,
      desk.roomAudience.path,
      { roomId: 999_999, page: 1, pageSize: 20 },
      adminHeader,
    );
    expect(unknown.body).toMatchObject({ code: 10404, msg: '房间不存在' });

    const report = (await call(bed.app, a.liveRooms, {}, adminHeader)) as LiveRoomsResponse;
    const byId = new Map(report.rooms.map((r) => [r.roomId, r]));
    expect(byId.get(live)).toMatchObject({
      status: 'On1',
      viewers: { real: 3 },
      gifts: { sends: 1, coins: 30, houseCoins: 15 },
    });
    expect(byId.get(away)).toMatchObject({
      status: 'On2',
      viewers: { real: 0 },
      gifts: { sends: 2, coins: 20, houseCoins: 10 },
    });
    expect(byId.get(live)!.anchorNick).not.toBe('');
    expect(byId.has(dark)).toBe(false);
    expect(report.rooms.every((r) => r.status === 'On1' || r.status === 'On2')).toBe(true);
  });
});
