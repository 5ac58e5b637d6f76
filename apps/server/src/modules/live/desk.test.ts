import { anchorRoutes } from '@courtside/contract';
import { anchorDeskRoutes } from '@courtside/contract/admin';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/tables';
import { scheduleDemoAnchors } from '../../sandbox/media/anchor-schedule';
import { SimulatedAudience } from '../../sandbox/media/audience';
import { fixture, idle, ScriptedProvider } from '../../test/feed';
import { call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { registerMember, tokenHeader } from '../../test/members';
import { adminHeader, rowsOf } from '../../test/payments';

const desk = anchorDeskRoutes;

describe.each(databaseKinds())('the operators’ anchor desk (%s)', (kind) => {
  let app: TestApp;
  let anchorId: number;
  beforeAll(async () => {
    app = await createTestApp(kind);
    const [anchor] = await rowsOf<{ id: number }>(
      app,
      sql`select id from anchor where site_id = 5000 order by id limit 1`,
    );
    anchorId = Number(anchor!.id);
  });
  afterAll(() => app.close());

  const auditOf = (action: string) =>
    app.database.db
      .select({ actor: auditLog.actor, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(asc(auditLog.id));

  it('creates a room not yet on air, edits it, switches it live and away, and audits each change', async () => {
    const created = await call(
      app,
      desk.roomCreate,
      { anchorId, themeId: 'T90001', title: '周末焦点战', cover: '/demo/cover.png', flv: true },
      adminHeader,
    );
    expect(created).toMatchObject({
      themeId: 'T90001',
      title: '周末焦点战',
      description: '',
      status: 'On0',
      anchorType: 2,
      matchId: null,
      formats: ['hls', 'flv'],
      anchor: { id: anchorId },
    });
    const roomId = created.roomId;

    const edited = await call(
      app,
      desk.roomEdit,
      { roomId, title: '周末焦点战（下半场）', anchorType: 1 },
      adminHeader,
    );
    expect(edited).toMatchObject({ title: '周末焦点战（下半场）', anchorType: 1, cover: '/demo/cover.png' });

    expect(await call(app, desk.roomStatus, { roomId, status: 'On1' }, adminHeader)).toMatchObject({ status: 'On1' });
    const video = await call(
      app,
      anchorRoutes.video,
      { type: 'ANCHOR', anchorRoomId: roomId },
      { cookie: 'cs-vid=0123456789abcdef' },
    );
    expect(video.sources.map((s) => s.format)).toEqual(['flv', 'hls']);
    await call(app, desk.roomStatus, { roomId, status: 'On2' }, adminHeader);
    expect(
      (
        await post(
          app,
          anchorRoutes.video.path,
          { type: 'ANCHOR', anchorRoomId: roomId },
          { cookie: 'cs-vid=0123456789abcdef' },
        )
      ).body.code,
    ).toBe(10661);

    // The desk's list has every room in any state, with who switches it, and the site's anchors.
    const listed = await call(app, desk.rooms, {}, adminHeader);
    expect(listed.rooms.find((room) => room.roomId === roomId)).toMatchObject({
      status: 'On2',
      setBy: 'operator',
      title: '周末焦点战（下半场）',
    });
    expect(listed.rooms.some((room) => room.setBy === 'schedule')).toBe(true);
    expect(listed.anchors.map((anchor) => anchor.id)).toContain(anchorId);

    expect((await auditOf('live.roomCreate')).map((a) => a.detail)).toEqual([
      expect.objectContaining({ roomId, themeId: 'T90001', anchorId }),
    ]);
    expect((await auditOf('live.roomEdit')).map((a) => a.detail)).toEqual([
      {
        siteId: 5000,
        roomId,
        before: { title: '周末焦点战', anchorType: 2 },
        after: { title: '周末焦点战（下半场）', anchorType: 1 },
      },
    ]);
    expect((await auditOf('live.roomStatus')).map((a) => a.detail)).toEqual([
      { siteId: 5000, roomId, before: 'On0', after: 'On1' },
      { siteId: 5000, roomId, before: 'On1', after: 'On2' },
    ]);
  });

  it("lists anchors' profiles with rooms, followers and gifts, and edits a profile, audited and validated", async () => {
    // A gift sent to the anchor (the row a send writes; the gift module's own tests cover sending).
    await rowsOf(
      app,
      sql`insert into gift_send (site_id, member_id, request_id, room_key, anchor_id, gift_id, count, amount, anchor_amount, house_amount)
          values (5000, 0, 'desk-anchor-gift', 'anchor:0', ${anchorId}, 1, 3, 300, 150, 150)`,
    );
    const page = await call(app, desk.anchors, { page: 1, pageSize: 100 }, adminHeader);
    expect(page.total).toBe(page.list.length);
    const [expected] = await rowsOf<{ sends: number; coins: string; rooms: number; followers: number }>(
      app,
      sql`select (select count(*)::int from gift_send where anchor_id = ${anchorId} and site_id = 5000) as sends,
                 (select coalesce(sum(amount), 0)::text from gift_send where anchor_id = ${anchorId} and site_id = 5000) as coins,
                 (select count(*)::int from anchor_room where anchor_id = ${anchorId}) as rooms,
                 (select count(*)::int from anchor_follower where anchor_id = ${anchorId}) as followers`,
    );
    const mine = page.list.find((a) => a.id === anchorId)!;
    expect(mine).toMatchObject({
      rooms: Number(expected!.rooms),
      followers: { real: Number(expected!.followers) },
      gifts: { sends: Number(expected!.sends), coins: Number(expected!.coins) },
    });
    expect(mine.gifts.sends).toBeGreaterThan(0);
    const found = await call(app, desk.anchors, { keyword: mine.nick.slice(0, 2) }, adminHeader);
    expect(found.list.map((a) => a.id)).toContain(anchorId);

    const other = page.list.find((a) => a.id !== anchorId)!;
    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ nick: '' }, 'nick', /请填写主播昵称/],
      [{ nick: '长'.repeat(21) }, 'nick', /主播昵称最多20个字/],
      [{ avatar: 'javascript:alert(1)' }, 'avatar', /头像须为本站/],
      [{ intro: '长'.repeat(201) }, 'intro', /主播简介最多200个字/],
      [{ nick: other.nick }, 'nick', /已有同名主播/],
    ];
    const profile = { anchorId, nick: mine.nick, avatar: mine.avatar, intro: mine.intro };
    for (const [change, field, message] of refusals) {
      const reply = await post(app, desk.anchorSave.path, { ...profile, ...change }, adminHeader);
      expect(reply.body.code, field).toBe(10400);
      expect(reply.body).toMatchObject({ data: { field } });
      expect(reply.body.msg).toMatch(message);
    }
    const missing = await post(app, desk.anchorSave.path, { ...profile, anchorId: 999_999 }, adminHeader);
    expect(missing.body).toMatchObject({ code: 10404, msg: '主播不存在' });
    expect(await auditOf('anchor.profile')).toEqual([]);

    const saved = await call(
      app,
      desk.anchorSave,
      {
        anchorId,
        nick: '解说小北',
        avatar: '/media/up/0123456789abcdef0123456789abcdef.webp',
        intro: '专注英超与欧冠',
      },
      adminHeader,
    );
    expect(saved).toMatchObject({ id: anchorId, nick: '解说小北', intro: '专注英超与欧冠', rooms: mine.rooms });
    expect(await auditOf('anchor.profile')).toEqual([
      {
        actor: 'operator-token',
        detail: {
          siteId: 5000,
          anchorId,
          before: { nick: mine.nick, avatar: mine.avatar, intro: mine.intro },
          after: {
            nick: '解说小北',
            avatar: '/media/up/0123456789abcdef0123456789abcdef.webp',
            intro: '专注英超与欧冠',
          },
        },
      },
    ]);
    // Members see the new name on the anchor's rooms.
    const rooms = await call(app, desk.rooms, {}, adminHeader);
    const room = rooms.rooms.find((r) => r.anchor.id === anchorId);
    if (room) expect((await call(app, anchorRoutes.room, { roomId: room.roomId })).anchor.nick).toBe('解说小北');
    await call(app, desk.anchorSave, profile, adminHeader);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const before = await rowsOf<{ n: number }>(app, sql`select count(*)::int as n from anchor_room`);
    const refused = async (route: { path: string }, body: unknown) =>
      (await post(app, route.path, body, adminHeader)).body as { code: number; msg: string };
    // A theme id already taken, an unknown anchor, a match the feed does not know, a cover that is not a URL.
    expect(
      await refused(desk.roomCreate, { anchorId, themeId: 'T90001', title: '重复', cover: '/c.png' }),
    ).toMatchObject({
      msg: '主题房间号已被使用',
    });
    expect(
      (await refused(desk.roomCreate, { anchorId: 999_999, themeId: 'T90002', title: '无人', cover: '/c.png' })).code,
    ).toBe(10404);
    expect(
      (
        await refused(desk.roomCreate, {
          anchorId,
          themeId: 'T90003',
          title: '无赛',
          cover: '/c.png',
          matchId: 999_999,
        })
      ).code,
    ).toBe(10404);
    expect(
      (await refused(desk.roomCreate, { anchorId, themeId: 'T90004', title: '坏图', cover: 'javascript:alert(1)' }))
        .code,
    ).toBe(10400);
    expect((await refused(desk.roomEdit, { roomId: 999_999, title: '无房' })).code).toBe(10404);
    expect((await refused(desk.roomEdit, { roomId: 1 })).code).toBe(10400);
    expect((await refused(desk.roomStatus, { roomId: 1, status: 'On3' })).code).toBe(10400);
    expect(await rowsOf<{ n: number }>(app, sql`select count(*)::int as n from anchor_room`)).toEqual(before);
  });

  it('is for operators only: a member or a visitor is refused', async () => {
    const member = await registerMember(app, 'deskmember1');
    const body = { roomId: 1, status: 'On1' };
    for (const headers of [tokenHeader(member.token), {}]) {
      const reply = await post(app, desk.roomStatus.path, body, headers);
      expect([401, 403]).toContain(reply.status);
      expect(reply.body.code).not.toBe(0);
    }
    expect(await auditOf('live.roomStatus')).toHaveLength(2);
  });

  it("keeps an operator's switch, match and new room against the streamers' rota until the room is handed back", async () => {
    const provider = new ScriptedProvider();
    app.services.feedIngest.connect(provider);
    const now = Date.now();
    const live = { ...idle, status: 'live' as const, period: '1H', clock: { seconds: 900, running: true } };
    await provider.send(fixture('rota1', now, 1, now - 15 * 60_000, live));
    const [match] = await rowsOf<{ id: number }>(app, sql`select id from feed_match where provider_ref = 'rota1'`);
    const matchId = Number(match!.id);
    const rota = () => scheduleDemoAnchors(app.services.live, app.services.feed);
    const roomsById = async () =>
      new Map(
        (
          await rowsOf<{ id: number; status: string; matchId: number | null; setBy: string }>(
            app,
            sql`select id, status, match_id as "matchId", set_by as "setBy" from anchor_room order by id`,
          )
        ).map((r) => [Number(r.id), { ...r, matchId: r.matchId === null ? null : Number(r.matchId) }]),
      );
    // The rota casts an anchor only on the sport it is known for: the live match is football.
    const seeded = await rowsOf<{ id: number }>(
      app,
      sql`select r.id from anchor_room r join anchor a on a.id = r.anchor_id
          where r.site_id = 5000 and r.theme_id like 'T1%' and a.sport = 'football' order by r.id limit 3`,
    );
    const [first, second, third] = seeded.map((r) => Number(r.id));
    const others = await rowsOf<{ id: number }>(
      app,
      sql`select r.id from anchor_room r join anchor a on a.id = r.anchor_id
          where r.site_id = 5000 and r.theme_id like 'T1%' and a.sport <> 'football' and r.set_by = 'schedule'`,
    );
    expect(others.length).toBeGreaterThan(5);

    await rota();
    expect((await roomsById()).get(first!)).toMatchObject({ status: 'On1', matchId, setBy: 'schedule' });
    const rooms = await roomsById();
    for (const { id } of others) expect(rooms.get(Number(id))).toMatchObject({ status: 'On0', matchId: null });

    // The operator takes the first room off the air, points the second at no match and opens a room
    // for the live match, not yet on air.
    await call(app, desk.roomStatus, { roomId: first!, status: 'On0' }, adminHeader);
    await call(app, desk.roomEdit, { roomId: second!, matchId: null }, adminHeader);
    const own = await call(
      app,
      desk.roomCreate,
      { anchorId, themeId: 'T90100', title: '运营自建', cover: '/demo/cover.png', matchId },
      adminHeader,
    );
    // A text edit is not a switch: the third room stays the rota's.
    await call(app, desk.roomEdit, { roomId: third!, title: '改个标题' }, adminHeader);

    await rota();
    await rota();
    const after = await roomsById();
    expect(after.get(first!)).toMatchObject({ status: 'On0', matchId, setBy: 'operator' });
    expect(after.get(second!)).toMatchObject({ matchId: null, setBy: 'operator' });
    expect(after.get(own.roomId)).toMatchObject({ status: 'On0', matchId, setBy: 'operator' });
    expect(after.get(third!)).toMatchObject({ status: 'On1', matchId, setBy: 'schedule' });

    // An operator's switch landing between the rota's read and its write wins.
    await call(app, desk.roomStatus, { roomId: third!, status: 'On2' }, adminHeader);
    expect(await app.services.live.scheduleRoom(third!, { status: 'On0', matchId: null })).toBe(false);
    expect((await roomsById()).get(third!)).toMatchObject({ status: 'On2', matchId });

    // Handed back, the first room is the rota's again, and the hand-back is audited.
    expect(await call(app, desk.roomRelease, { roomId: first! }, adminHeader)).toMatchObject({ status: 'On0' });
    await rota();
    expect((await roomsById()).get(first!)).toMatchObject({ status: 'On1', matchId, setBy: 'schedule' });
    expect((await auditOf('live.roomRelease')).map((a) => a.detail)).toEqual([
      { siteId: 5000, roomId: first, before: 'operator', after: 'schedule' },
    ]);
    expect((await post(app, desk.roomRelease.path, { roomId: 999_999 }, adminHeader)).body.code).toBe(10404);
  });

  it("drops the chat's facts of a room as the operator's switch commits (no 5 s of the old status)", async () => {
    const [room] = await rowsOf<{ id: number }>(
      app,
      sql`select id from anchor_room where site_id = 5000 order by id limit 1 offset 3`,
    );
    const roomId = Number(room!.id);
    const chatRoom = { kind: 'anchor' as const, id: roomId };
    await call(app, desk.roomStatus, { roomId, status: 'On1' }, adminHeader);
    expect((await app.services.chat.facts(5000, chatRoom)).gameStatus).toBe('On1');
    await call(app, desk.roomStatus, { roomId, status: 'On2' }, adminHeader);
    expect((await app.services.chat.facts(5000, chatRoom)).gameStatus).toBe('On2');
    await call(app, desk.roomRelease, { roomId }, adminHeader);
  });

  it("shows the demo's simulated audience to members as part of the count and to operators apart, labelled", async () => {
    const provider = new ScriptedProvider();
    app.services.feedIngest.connect(provider);
    const now = Date.now();
    const live = { ...idle, status: 'live' as const, period: '1H', clock: { seconds: 600, running: true } };
    await provider.send(fixture('aud1', now, 1, now - 10 * 60_000, live));
    const audience = new SimulatedAudience(() => Date.now());
    app.services.live.useDemoAudience(audience);
    await scheduleDemoAnchors(app.services.live, app.services.feed, audience);

    const { rooms } = await call(app, desk.rooms, {}, adminHeader);
    const onAir = rooms.filter((r) => r.status === 'On1' && r.setBy === 'schedule');
    expect(onAir.length).toBeGreaterThan(0);
    for (const room of onAir) {
      // Nobody is connected: every viewer of the demo room is simulated, and says so.
      expect(room.viewers.real).toBe(0);
      expect(room.viewers.simulated).toBeGreaterThan(0);
      expect(room.followers.simulated).toBeGreaterThan(0);
    }
    const offAir = rooms.filter((r) => r.status === 'On0');
    for (const room of offAir) expect(room.viewers.simulated).toBe(0);

    // A member sees one figure, the sum; a real follow adds one to it and to the real part only.
    const [first] = onAir;
    const fan = await registerMember(app, 'audfan01');
    const seen = await call(app, anchorRoutes.room, { roomId: first!.roomId }, tokenHeader(fan.token));
    expect(seen.viewers).toBeGreaterThan(0);
    expect(seen.anchor.followers).toBe(first!.followers.real + first!.followers.simulated);
    await call(app, anchorRoutes.follow, { anchorId: seen.anchor.id, follow: true }, tokenHeader(fan.token));
    const after = (await call(app, desk.rooms, {}, adminHeader)).rooms.find((r) => r.roomId === first!.roomId)!;
    expect(after.followers).toEqual({ real: first!.followers.real + 1, simulated: first!.followers.simulated });

    // Operators only: a member's token is refused.
    await expect(call(app, desk.rooms, {}, tokenHeader(fan.token))).rejects.toThrow(/answered/);
  });
});
