import { venueRoutes } from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';

const admin = { 'x-admin-token': ADMIN_TOKEN };

describe.each(databaseKinds())('venues on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  const channels = async () =>
    (await post(app, venueRoutes.gameChannels.path, {})).body.data as { enName: string; venueOpen: boolean }[];

  it('lists the venues with the strict open check', async () => {
    const venues = (await post(app, venueRoutes.list.path, {})).body.data as {
      venueCode: string;
      open: boolean;
      kind: string;
    }[];
    expect(venues.map((v) => [v.venueCode, v.open])).toEqual([
      ['OBTY', true],
      ['IMTY', true],
      ['FBTY', false],
      ['OBDJ', true],
      ['AGZR', true],
      ['PGDZ', true],
      ['DGZR', true],
      ['YBDZ', true],
      ['CQDZ', true],
      ['YBBY', true],
    ]);
    expect(venues.find((v) => v.venueCode === 'OBDJ')?.kind).toBe('esports');
  });

  it('lets a visitor try an open venue without a wallet, and not one in maintenance', async () => {
    expect((await post(app, venueRoutes.demoLaunch.path, { venueCode: 'AGZR' })).body.data).toEqual({
      url: '/sandbox/venue/AGZR?demo=1',
    });
    expect((await post(app, venueRoutes.demoLaunch.path, { venueCode: 'FBTY' })).body.code).toBe(10622);
    const page = await app.fastify.inject({ method: 'GET', url: '/sandbox/venue/AGZR?demo=1' });
    expect(page.body).toContain('试玩模式');
    expect(page.body).toContain('href="/app/home"');
  });

  it('shows game entrances unless hidden, and through maintenance only when marked to', async () => {
    expect((await channels()).map((c) => [c.enName, c.venueOpen])).toEqual([
      ['ZBYX', true],
      ['ZRSX', true],
      ['DJSS', true],
      ['FBTY', false],
    ]);
    await post(app, adminRoutes.venueStatus.path, { venueCode: 'PGDZ', status: 1 }, admin);
    expect((await channels()).map((c) => c.enName)).not.toContain('ZBYX');
    await post(app, adminRoutes.venueStatus.path, { venueCode: 'PGDZ', status: 0 }, admin);
    expect((await channels()).map((c) => c.enName)).toContain('ZBYX');
  });
});
