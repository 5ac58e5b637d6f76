import { Errors, egameRoutes, siteRoutes, venueRoutes } from '@courtside/contract';
import { adminRoutes, gameAdminRoutes as g } from '@courtside/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';

const service = { 'x-admin-token': ADMIN_TOKEN };

describe.each(databaseKinds())('venue and game display on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  const tilesOf = async (code: string) =>
    (await call(app, siteRoutes.navigation)).find((item) => item.code === code)?.tiles ?? [];

  it('hides, renames and reorders a venue; the venue list, navigation and lobby follow at once', async () => {
    // Read the cached member reads first, so a change that did not drop them would be caught.
    expect((await call(app, venueRoutes.list)).map((v) => v.venueCode)).toContain('CQDZ');
    expect((await tilesOf('egame')).map((t) => t.venueCode)).toContain('CQDZ');
    expect((await call(app, egameRoutes.list, { venueCodes: ['CQDZ'] })).total).toBeGreaterThan(0);

    const hidden = await call(
      app,
      g.venueDisplay,
      { venueCode: 'CQDZ', venueName: 'CQ9 电子', isDisplay: 1, sort: 8 },
      service,
    );
    expect(hidden).toMatchObject({ venueCode: 'CQDZ', isDisplay: 1 });
    expect((await call(app, venueRoutes.list)).map((v) => v.venueCode)).not.toContain('CQDZ');
    expect((await tilesOf('egame')).map((t) => t.venueCode)).not.toContain('CQDZ');
    expect((await call(app, egameRoutes.list, { venueCodes: ['CQDZ'] })).total).toBe(0);
    const admin = await call(app, g.venues, {}, service);
    expect(admin.find((v) => v.venueCode === 'CQDZ')).toMatchObject({ isDisplay: 1, sort: 8 });

    await call(app, g.venueDisplay, { venueCode: 'CQDZ', venueName: 'CQ9 老虎机', isDisplay: 0, sort: 0 }, service);
    const venues = await call(app, venueRoutes.list);
    expect(venues[0]).toMatchObject({ venueCode: 'CQDZ', venueName: 'CQ9 老虎机' });
    expect((await tilesOf('egame')).find((t) => t.venueCode === 'CQDZ')?.name).toBe('CQ9 老虎机');
    // The navigation keeps its own order: the first electronic-games tile stays the `dz` lobby.
    expect((await tilesOf('egame'))[0]?.venueCode).toBe('YBDZ');

    const audit = await call(app, adminRoutes.auditList, { action: 'venue.display' }, service);
    expect(audit.items[0]).toMatchObject({
      actor: 'operator-token',
      detail: {
        venueCode: 'CQDZ',
        before: { venueName: 'CQ9 电子', isDisplay: 1, sort: 8 },
        after: { venueName: 'CQ9 老虎机', isDisplay: 0, sort: 0 },
      },
    });
  });

  it('a venue switched to maintenance shows so on its navigation tile at once', async () => {
    expect((await tilesOf('casino')).find((t) => t.venueCode === 'DGZR')?.status).toBe(0);
    await call(app, adminRoutes.venueStatus, { venueCode: 'DGZR', status: 1 }, service);
    expect((await tilesOf('casino')).find((t) => t.venueCode === 'DGZR')?.status).toBe(1);
    await call(app, adminRoutes.venueStatus, { venueCode: 'DGZR', status: 0 }, service);
    expect((await tilesOf('casino')).find((t) => t.venueCode === 'DGZR')?.status).toBe(0);
  });

  it('hides a game from the lobby and moves another to the front', async () => {
    const catalogue = await call(app, g.games, { venueCode: 'PGDZ', page: 1, pageSize: 100 }, service);
    expect(catalogue.total).toBe(14);
    const [first, second] = catalogue.items;
    const lobby = async () => (await call(app, egameRoutes.list, { venueCodes: ['PGDZ'], pageSize: 100 })).list;
    expect((await lobby()).map((game) => game.gameCode)).toContain(first!.gameCode);

    await call(
      app,
      g.gameDisplay,
      { venueCode: 'PGDZ', gameCode: first!.gameCode, status: 1, sort: first!.sort },
      service,
    );
    expect((await lobby()).map((game) => game.gameCode)).not.toContain(first!.gameCode);
    const launch = await post(app, egameRoutes.demoLaunch.path, { venueCode: 'PGDZ', gameCode: first!.gameCode });
    expect(launch.body.code).toBe(Errors.notFound.code);
    const hiddenOnly = await call(app, g.games, { venueCode: 'PGDZ', status: 1 }, service);
    expect(hiddenOnly.items.map((game) => game.gameCode)).toEqual([first!.gameCode]);

    const last = catalogue.items.at(-1)!;
    await call(app, g.gameDisplay, { venueCode: 'PGDZ', gameCode: last.gameCode, status: 0, sort: 0 }, service);
    const shown = await lobby();
    expect(shown[0]?.gameCode).toBe(last.gameCode);
    expect(shown).toHaveLength(13);
    expect(shown.map((game) => game.gameCode)).toContain(second!.gameCode);

    const audit = await call(app, adminRoutes.auditList, { action: 'game.display' }, service);
    expect(audit.items[1]).toMatchObject({
      detail: { gameCode: first!.gameCode, before: { status: 0 }, after: { status: 1 } },
    });
  });

  it('refuses bad input with a Chinese message on the field, and changes nothing', async () => {
    const before = await call(app, g.venues, {}, service);
    const refusals: [string, Record<string, unknown>, string, RegExp][] = [
      [g.venueDisplay.path, { venueCode: 'PGDZ', venueName: '', isDisplay: 0, sort: 1 }, 'venueName', /请填写场馆名称/],
      [
        g.venueDisplay.path,
        { venueCode: 'PGDZ', venueName: '名'.repeat(21), isDisplay: 0, sort: 1 },
        'venueName',
        /场馆名称最多20个字/,
      ],
      [g.venueDisplay.path, { venueCode: 'PGDZ', venueName: 'PG', isDisplay: 2, sort: 1 }, 'isDisplay', /显示须为/],
      [
        g.venueDisplay.path,
        { venueCode: 'pg dz', venueName: 'PG', isDisplay: 0, sort: 1 },
        'venueCode',
        /场馆代码无效/,
      ],
      [g.gameDisplay.path, { venueCode: 'PGDZ', gameCode: 'x', status: 0, sort: -1 }, 'sort', /排序须在0-9999之间/],
      [g.gameDisplay.path, { venueCode: 'PGDZ', gameCode: 'a b', status: 0, sort: 0 }, 'gameCode', /游戏代码无效/],
    ];
    for (const [path, body, field, message] of refusals) {
      const reply = await post(app, path, body, service);
      expect([reply.status, reply.body.code], field).toEqual([400, Errors.invalidParameter.code]);
      expect(reply.body).toMatchObject({ data: { field } });
      expect(reply.body.msg).toMatch(message);
    }
    const unknownVenue = await post(
      app,
      g.venueDisplay.path,
      { venueCode: 'NOPE', venueName: '无', isDisplay: 0, sort: 0 },
      service,
    );
    expect(unknownVenue.body).toMatchObject({ code: Errors.notFound.code, msg: '场馆不存在' });
    const unknownGame = await post(
      app,
      g.gameDisplay.path,
      { venueCode: 'PGDZ', gameCode: 'no-such-game', status: 1, sort: 0 },
      service,
    );
    expect(unknownGame.body).toMatchObject({ code: Errors.notFound.code, msg: '游戏不存在' });
    expect(await call(app, g.venues, {}, service)).toEqual(before);
  });
});
