import { randomUUID } from 'node:crypto';
import { egameRoutes, type LoginResult, sandboxGameRoutes, walletRoutes } from '@courtside/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRecords } from '../../modules/venue/tables';
import { walletAccounts, walletTransfers } from '../../modules/wallet/tables';
import { call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { fundCentre, registerMember, tokenHeader } from '../../test/members';
import { sandboxBalances, sandboxRounds, sandboxTransfers } from '../tables';

const VENUES = ['PGDZ', 'CQDZ'] as const;
const GAME_OF: Record<(typeof VENUES)[number], string> = { PGDZ: 'caishen-dao', CQDZ: 'long-teng-si-hai' };

// The three books of the money that leaves for an outside venue: our ledger (the centre wallets and
// the venue's float), the provider's own (its wallets, the transfers it applied, its rounds) and the
// game records pulled from it. After transfers both ways, refused and replayed ones among them, and
// real-money rounds at two venues, every one of them must agree with the others to the minor unit.
describe.each(databaseKinds())('sandbox venue books reconcile with the ledger on %s', (kind) => {
  let app: TestApp;
  const members: LoginResult[] = [];

  const transfer = (who: LoginResult, direction: 'in' | 'out', venueCode: string, amount: string, requestId: string) =>
    post(
      app,
      direction === 'in' ? walletRoutes.transferInto.path : walletRoutes.transferOutVal.path,
      { venueCode, amount, requestId },
      tokenHeader(who.token),
    );

  const spinThroughClient = async (who: LoginResult, venueCode: (typeof VENUES)[number], rounds: number) => {
    const { url } = await call(
      app,
      egameRoutes.launch,
      { venueCode, gameCode: GAME_OF[venueCode], requestId: randomUUID() },
      tokenHeader(who.token),
    );
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    for (let i = 0; i < rounds; i++) {
      await call(app, sandboxGameRoutes.spin, { token, roundId: randomUUID(), bet: '20.00', clientSeed: `c${i}` });
    }
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    for (const name of ['recona1', 'reconb1']) {
      const member = await registerMember(app, name);
      await fundCentre(app, member.member.id, 100_000n);
      members.push(member);
    }
    const [a, b] = members as [LoginResult, LoginResult];
    // Transfers in, one of them delivered three times at once, and one more than the centre holds.
    const once = randomUUID();
    await Promise.all([1, 2, 3].map(() => transfer(a, 'in', 'PGDZ', '300.00', once)));
    expect((await transfer(a, 'in', 'CQDZ', '2000.00', randomUUID())).body.code).not.toBe(0);
    await transfer(a, 'in', 'CQDZ', '150.50', randomUUID());
    await Promise.all([
      transfer(b, 'in', 'PGDZ', '200.00', randomUUID()),
      transfer(b, 'in', 'CQDZ', '99.99', randomUUID()),
    ]);
    await spinThroughClient(a, 'PGDZ', 12);
    await spinThroughClient(a, 'CQDZ', 6);
    await spinThroughClient(b, 'PGDZ', 9);
    // Transfers out: one the venue can pay, and one larger than the member has there (refused). The
    // rounds' wins are random, so the one it can pay is at most what 12 lost rounds of 20 leave of 300.
    await transfer(a, 'out', 'PGDZ', '50.00', randomUUID());
    await transfer(b, 'out', 'PGDZ', '5000.00', randomUUID());
    await transfer(b, 'out', 'CQDZ', '99.99', randomUUID());
    const [name, adapter] = app.services.venues.pullable().find(([n]) => n === 'sandbox') ?? [];
    if (!name || !adapter) throw new Error('no sandbox adapter');
    await app.services.gameRecords.pullRange(
      name,
      adapter,
      new Date(Date.now() - 600_000),
      new Date(Date.now() + 1000),
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('has every ledger transfer to a venue applied there exactly when it is posted, for the same amount', async () => {
    const ids = members.map((m) => m.member.id);
    const ledger = await app.database.db
      .select()
      .from(walletTransfers)
      .where(and(inArray(walletTransfers.memberId, ids), inArray(walletTransfers.kind, ['transferIn', 'transferOut'])));
    const provider = await app.database.db
      .select()
      .from(sandboxTransfers)
      .where(inArray(sandboxTransfers.memberId, ids));
    // Three deliveries of one request, one transfer; the refused transfer in never reached the venue.
    expect(ledger.map((t) => t.state).sort()).toEqual([
      'posted',
      'posted',
      'posted',
      'posted',
      'posted',
      'posted',
      'voided',
    ]);
    expect(provider).toHaveLength(ledger.length);
    for (const t of ledger) {
      const seen = provider.find((p) => p.reference === String(t.id));
      expect(seen, `ledger transfer ${t.id}`).toBeDefined();
      expect(seen?.outcome).toBe(t.state === 'posted' ? 'applied' : 'refused');
      expect(seen?.memberId).toBe(t.memberId);
      expect(seen?.channelCode).toBe((t.detail as { venueCode: string }).venueCode);
      expect(seen?.amount).toBe(t.kind === 'transferIn' ? t.amount : -t.amount);
    }
    const floats = await app.database.db.select().from(walletAccounts).where(eq(walletAccounts.kind, 'venueFloat'));
    for (const venueCode of VENUES) {
      const applied = provider
        .filter((p) => p.channelCode === venueCode && p.outcome === 'applied')
        .reduce((sum, p) => sum + (p.amount ?? 0n), 0n);
      const float = floats.find((f) => f.venueCode === venueCode);
      expect(float?.balance ?? 0n, venueCode).toBe(applied);
      expect(float?.debitsPending ?? 0n).toBe(0n);
      expect(float?.creditsPending ?? 0n).toBe(0n);
    }
    expect(await app.services.ledger.check()).toEqual([]);
  });

  it("has each provider wallet equal to what was applied to it plus its rounds' wins less stakes, as pulled", async () => {
    const db = app.database.db;
    const applied = await db
      .select()
      .from(sandboxTransfers)
      .where(and(isNotNull(sandboxTransfers.memberId), eq(sandboxTransfers.outcome, 'applied')));
    const rounds = await db.select().from(sandboxRounds);
    const records = await db.select().from(gameRecords);
    expect(rounds).toHaveLength(27);
    expect(records).toHaveLength(27);
    for (const member of members) {
      for (const venueCode of VENUES) {
        const id = member.member.id;
        const [wallet] = await db
          .select()
          .from(sandboxBalances)
          .where(and(eq(sandboxBalances.memberId, id), eq(sandboxBalances.channelCode, venueCode)));
        const moved = applied
          .filter((t) => t.memberId === id && t.channelCode === venueCode)
          .reduce((sum, t) => sum + (t.amount ?? 0n), 0n);
        const played = rounds
          .filter((r) => r.memberId === id && r.channelCode === venueCode)
          .reduce((sum, r) => sum + (r.payout ?? 0n) - r.stake, 0n);
        const pulled = records
          .filter((r) => r.memberId === id && r.venueCode === venueCode)
          .reduce((sum, r) => sum + r.winLoss, 0n);
        expect(pulled, `${id} ${venueCode}`).toBe(played);
        expect(wallet?.balance ?? 0n, `${id} ${venueCode}`).toBe(moved + played);
      }
    }
  });

  it("leaves each member's centre wallet and provider wallets summing to what was funded plus the records' win or loss", async () => {
    const db = app.database.db;
    const records = await db.select().from(gameRecords);
    for (const member of members) {
      const id = member.member.id;
      const [centre] = await db
        .select()
        .from(walletAccounts)
        .where(and(eq(walletAccounts.memberId, id), eq(walletAccounts.kind, 'centre')));
      const atVenues = (await db.select().from(sandboxBalances).where(eq(sandboxBalances.memberId, id))).reduce(
        (sum, w) => sum + w.balance,
        0n,
      );
      const net = records.filter((r) => r.memberId === id).reduce((sum, r) => sum + r.winLoss, 0n);
      expect((centre?.balance ?? 0n) + atVenues).toBe(100_000n + net);
    }
  });
});
