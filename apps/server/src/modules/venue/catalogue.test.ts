import { randomUUID } from 'node:crypto';
import { egameRoutes, type LoginResult, venueRoutes, walletRoutes } from '@courtside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigation } from '../../seed/content';
import { call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { fundCentre, registerMember, tokenHeader } from '../../test/members';

describe.each(databaseKinds())('game catalogue on %s', (kind) => {
  let app: TestApp;
  let member: LoginResult;
  const auth = () => tokenHeader(member.token);

  beforeAll(async () => {
    app = await createTestApp(kind);
    member = await registerMember(app, 'catalog1x');
  });
  afterAll(async () => {
    await app.close();
  });

  it('registers every venue a navigation tile names', async () => {
    const venues = (await call(app, venueRoutes.list)).map((v) => v.venueCode);
    const named: readonly { venue: string }[][] = navigation.map((item) => [...item.tiles]);
    for (const tile of named.flat()) expect(venues).toContain(tile.venue);
  });

  it('lists about forty playable games, by venue, brand, category and search, paged', async () => {
    const all = await call(app, egameRoutes.list, { pageSize: 100 });
    expect(all.total).toBe(44);
    expect(all.list.filter((g) => g.engine === 'slot')).toHaveLength(40);
    expect(all.list.find((g) => g.gameCode === 'caishen-dao')).toMatchObject({ rtp: '96.23', venueCode: 'PGDZ' });
    const page2 = await call(app, egameRoutes.list, { venueCodes: ['PGDZ'], pageNum: 2, pageSize: 10 });
    expect(page2.total).toBe(14);
    expect(page2.list).toHaveLength(4);
    const found = await call(app, egameRoutes.list, { keyword: '财神' });
    expect(found.list.map((g) => g.name)).toContain('财神到');
    expect((await call(app, egameRoutes.list, { keyword: '%' })).total).toBe(0);
    const live = await call(app, egameRoutes.list, { category: 'live' });
    expect(live.list.map((g) => `${g.venueCode}/${g.gameCode}`)).toEqual([
      'AGZR/baccarat-a',
      'AGZR/baccarat-b',
      'DGZR/baccarat-a',
      'DGZR/baccarat-b',
    ]);
    expect(await call(app, egameRoutes.categories, {})).toEqual([
      { category: 'slots', count: 40 },
      { category: 'live', count: 4 },
    ]);
    expect((await call(app, egameRoutes.brands, { venueCodes: ['PGDZ', 'CQDZ'] })).map((b) => b.brandCode)).toEqual([
      'PG',
      'CQ9',
    ]);
    expect((await call(app, egameRoutes.hot, { venueCodes: ['PGDZ'] })).map((g) => g.hot)).toEqual([true, true]);
  });

  it('gives every game its own 512 x 512 picture, served by the site at the URL the catalogue names', async () => {
    const all = (await call(app, egameRoutes.list, { pageSize: 100 })).list;
    expect(all).toHaveLength(44);
    const bodies = new Set<string>();
    for (const game of all) {
      expect(game.image).toBe(`/media/games/${game.venueCode.toLowerCase()}-${game.gameCode}.svg`);
      const art = await app.fastify.inject({ method: 'GET', url: game.image });
      expect({ game: game.image, status: art.statusCode, type: art.headers['content-type'] }).toEqual({
        game: game.image,
        status: 200,
        type: 'image/svg+xml',
      });
      expect(art.body).toContain('width="512" height="512" viewBox="0 0 512 512"');
      // The picture carries the game's own name, not the first letter of its code.
      expect(art.body).toContain(`>${game.name}</text>`);
      bodies.add(art.body);
    }
    // Two tables share a code at two venues; no two games share a picture.
    expect(bodies.size).toBe(all.length);
    for (const url of ['/media/games/pgdz-no-such-game.svg', '/media/games/banner-worldcup.svg', '/media/games/x']) {
      expect((await app.fastify.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await call(app, egameRoutes.hot, { venueCodes: ['AGZR'] }))[0]?.image).toBe(
      '/media/games/agzr-baccarat-a.svg',
    );
  });

  it('refuses bad input in Chinese, never with a 500', async () => {
    const bad = await post(app, egameRoutes.list.path, { keyword: 'x'.repeat(30) });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const missing = await post(app, egameRoutes.demoLaunch.path, { venueCode: 'PGDZ', gameCode: 'no-such-game' });
    expect(missing.body.msg).toBe('游戏不存在');
    const code = await post(app, egameRoutes.demoLaunch.path, { venueCode: 'PGDZ', gameCode: 'Bad Code' });
    expect(code.body.msg).toContain('游戏代码无效');
  });

  it('keeps favourites per member, and only theirs', async () => {
    const ref = { venueCode: 'CQDZ', gameCode: 'long-teng-si-hai' };
    expect((await post(app, egameRoutes.collectionAdd.path, ref)).status).toBe(401);
    await call(app, egameRoutes.collectionAdd, ref, auth());
    await call(app, egameRoutes.collectionAdd, ref, auth());
    expect((await call(app, egameRoutes.collectionList, {}, auth())).map((g) => g.gameCode)).toEqual([ref.gameCode]);
    const listed = await call(app, egameRoutes.list, { keyword: '龙腾四海' }, auth());
    expect(listed.list[0]?.favourite).toBe(true);
    const other = await registerMember(app, 'catalog2x');
    expect(await call(app, egameRoutes.collectionList, {}, tokenHeader(other.token))).toEqual([]);
    expect((await call(app, egameRoutes.list, { keyword: '龙腾四海' })).list[0]?.favourite).toBe(false);
    await call(app, egameRoutes.collectionRemove, ref, auth());
    expect(await call(app, egameRoutes.collectionList, {}, auth())).toEqual([]);
  });

  it('launches a game for demo and for money, moving money by auto-transfer, and remembers it', async () => {
    const demo = await call(app, egameRoutes.demoLaunch, { venueCode: 'PGDZ', gameCode: 'caishen-dao' }, auth());
    expect(demo.url).toMatch(/^\/app\/egame\/play\/PGDZ\/caishen-dao\?token=/);
    await fundCentre(app, member.member.id, 50_000n);
    await call(app, walletRoutes.autoTransferSet, { enabled: true }, auth());
    const launched = await call(
      app,
      egameRoutes.launch,
      { venueCode: 'AGZR', gameCode: 'baccarat-a', requestId: randomUUID() },
      auth(),
    );
    expect(launched).toMatchObject({ transferred: '500.00', state: 'posted' });
    expect(launched.url).toMatch(/^\/app\/egame\/play\/AGZR\/baccarat-a\?token=/);
    expect((await call(app, egameRoutes.recent, {}, auth())).map((g) => g.gameCode)).toEqual([
      'baccarat-a',
      'caishen-dao',
    ]);
  });
});
