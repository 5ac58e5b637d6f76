import { randomUUID } from 'node:crypto';
import { egameRoutes, type LoginResult, walletRoutes } from '@courtside/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameSession } from '../../sandbox';
import { call, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { fundCentre, registerMember, tokenHeader } from '../../test/members';
import { gameRecords } from './tables';

describe.each(databaseKinds())('game records on %s', (kind) => {
  let app: TestApp;
  let a: LoginResult;
  let b: LoginResult;

  const session = (who: LoginResult): GameSession => ({
    siteId: 5000,
    memberId: who.member.id,
    currency: 'RMB',
    venueCode: 'PGDZ',
    gameCode: 'caishen-dao',
    demo: null,
    expiresAt: Number.MAX_SAFE_INTEGER,
  });
  const fundVenue = async (who: LoginResult) => {
    await fundCentre(app, who.member.id, 100_000n);
    await call(
      app,
      walletRoutes.transferInto,
      { venueCode: 'PGDZ', amount: '1000.00', requestId: randomUUID() },
      tokenHeader(who.token),
    );
  };
  const stored = async () => (await app.database.db.select({ n: count() }).from(gameRecords))[0]?.n;

  beforeAll(async () => {
    app = await createTestApp(kind);
    a = await registerMember(app, 'recordsa1');
    b = await registerMember(app, 'recordsb1');
    await fundVenue(a);
    await fundVenue(b);
  });
  afterAll(async () => {
    await app.close();
  });

  it('pulls each provider bet once however often a range is pulled again', async () => {
    const games = app.services.sandboxGames;
    for (let i = 0; i < 5; i++) await games.spin(session(a), randomUUID(), '20.00', 'a');
    for (let i = 0; i < 3; i++) await games.spin(session(b), randomUUID(), '40.00', 'b');
    const [name, adapter] = app.services.venues.pullable().find(([n]) => n === 'sandbox') ?? [];
    if (!name || !adapter) throw new Error('no sandbox adapter');
    const records = app.services.gameRecords;
    const from = new Date(Date.now() - 60_000);
    const to = new Date(Date.now() + 1000);
    expect(await records.pullRange(name, adapter, from, to)).toBe(8);
    expect(await records.pullRange(name, adapter, from, to)).toBe(0);
    expect(await records.pull(name, adapter)).toBe(0);
    expect(await stored()).toBe(8);
  });

  it('shows a member only their own records, with stake, valid turnover and win or loss', async () => {
    const mine = await call(app, egameRoutes.records, {}, tokenHeader(a.token));
    expect(mine.total).toBe(5);
    expect(mine.stake).toBe('100.00');
    expect(mine.validTurnover).toBe('100.00');
    expect(mine.list.every((r) => r.gameName === '财神到' && r.venueName === 'PG 电子')).toBe(true);
    const won = mine.list.reduce((sum, r) => sum + Number(r.winLoss.replace('.', '')), 0);
    expect(Number(mine.winLoss.replace('.', ''))).toBe(won);
    const theirs = await call(app, egameRoutes.records, { venueCode: 'PGDZ' }, tokenHeader(b.token));
    expect(theirs.total).toBe(3);
    expect(theirs.list.some((r) => mine.list.some((m) => m.betId === r.betId))).toBe(false);
  });
});
