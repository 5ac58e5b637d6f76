import { randomUUID } from 'node:crypto';
import { egameRoutes, type LoginResult, sandboxGameRoutes } from '@courtside/contract';
import { fromMinorUnits, toMinorUnits } from '@courtside/domain';
import {
  checkShoeHand,
  checkSlotRound,
  findSlot,
  type SlotDefinition,
  seedCommitment,
  verifySlotRound,
} from '@courtside/domain/casino';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { registerMember } from '../../test/members';
import { sandboxBalances, sandboxRounds } from '../tables';
import { HAND_MS } from './play';
import { SandboxGames } from './provider';
import type { GameSession } from './token';

const SITE = 5000;

describe.each(databaseKinds())('sandbox provider games on %s', (kind) => {
  let app: TestApp;
  let member: LoginResult;
  const slot = findSlot('caishen-dao') as SlotDefinition;

  const session = (memberId: number, gameCode: string, venueCode = 'PGDZ'): GameSession => ({
    siteId: SITE,
    memberId,
    currency: 'RMB',
    venueCode,
    gameCode,
    demo: null,
    expiresAt: Number.MAX_SAFE_INTEGER,
  });
  const setBalance = (memberId: number, venueCode: string, balance: bigint) =>
    app.database.db
      .insert(sandboxBalances)
      .values({ siteId: SITE, channelCode: venueCode, memberId, balance })
      .onConflictDoUpdate({
        target: [sandboxBalances.siteId, sandboxBalances.channelCode, sandboxBalances.memberId],
        set: { balance },
      });

  beforeAll(async () => {
    app = await createTestApp(kind);
    member = await registerMember(app, 'slots1x');
  });
  afterAll(async () => {
    await app.close();
  });

  it('takes exactly ten of fifty concurrent spins on a balance for ten', async () => {
    const games = app.services.sandboxGames;
    const player = await registerMember(app, 'slots2x');
    const s = session(player.member.id, 'caishen-dao');
    await setBalance(player.member.id, 'PGDZ', 10n * 2000n);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => games.spin(s, randomUUID(), '20.00', 'c1')),
    );
    const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const won = done.reduce((sum, r) => sum + BigInt(r.win.replace('.', '')), 0n);
    // Without wins exactly ten are taken; each win can fund more spins, never a negative balance.
    expect(done.length).toBeGreaterThanOrEqual(10);
    expect(BigInt(done.length) * 2000n).toBeLessThanOrEqual(10n * 2000n + won);
    const balance = await games.balance(s);
    expect(balance).toBe(10n * 2000n + won - BigInt(done.length) * 2000n);
    expect(balance).toBeGreaterThanOrEqual(0n);
    for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).toContain('余额不足');
  });

  it('takes exactly ten when no spin can win (a zero-pay game), concurrently', async () => {
    const player = await registerMember(app, 'slots3x');
    const noWins = new SandboxGames(app.database.db, Date.now, () => ({
      ...slot,
      id: 'no-wins',
      pays: Object.fromEntries(Object.keys(slot.pays).map((k) => [k, [0, 0, 0] as const])),
      scatter: slot.scatter ? { ...slot.scatter, pays: [0, 0, 0], freeSpins: [0, 0, 0] } : undefined,
    }));
    const s = session(player.member.id, 'caishen-dao');
    await setBalance(player.member.id, 'PGDZ', 10n * 2000n);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => noWins.spin(s, randomUUID(), '20.00', 'c1')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await noWins.balance(s)).toBe(0n);
  });

  it('pays a replayed round id once', async () => {
    const games = app.services.sandboxGames;
    const s = session(member.member.id, 'caishen-dao');
    await setBalance(member.member.id, 'PGDZ', 100_000n);
    const roundId = randomUUID();
    const first = await games.spin(s, roundId, '20.00', 'seed-a');
    const again = await Promise.all([1, 2, 3].map(() => games.spin(s, roundId, '20.00', 'seed-a')));
    for (const r of again) expect({ ...r, balance: '' }).toEqual({ ...first, balance: '' });
    expect(await games.balance(s)).toBe(100_000n - 2000n + BigInt(first.win.replace('.', '')));
    const other = session((await registerMember(app, 'slots4x')).member.id, 'caishen-dao');
    await expect(games.spin(other, roundId, '20.00', 'seed-a')).rejects.toThrow();
  });

  it('commits to the seed before the round and reveals it after; the round verifies, altered input fails', async () => {
    const games = app.services.sandboxGames;
    const s = session(member.member.id, 'caishen-dao');
    const committed = await games.nextSeedHash(s);
    const round = await games.spin(s, randomUUID(), '20.00', 'my-seed');
    expect(round.serverSeedHash).toBe(committed);
    expect(round.nextServerSeedHash).toBe(await games.nextSeedHash(s));
    const reelLengths = slot.reels.map((r) => r.length);
    const fair = (spin: (typeof round.spins)[number], patch: Partial<Parameters<typeof verifySlotRound>[0]> = {}) =>
      verifySlotRound({
        serverSeed: round.serverSeed,
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: spin.nonce,
        stops: spin.stops,
        reelLengths,
        ...patch,
      });
    for (const spin of round.spins) expect(fair(spin)).toBe(true);
    const spin = round.spins[0];
    if (!spin) throw new Error('no spin');
    expect(fair(spin, { clientSeed: 'my-seeD' })).toBe(false);
    expect(fair(spin, { nonce: spin.nonce + 1 })).toBe(false);
    expect(fair(spin, { stops: spin.stops.map((x, i) => (i === 0 ? (x + 1) % (reelLengths[0] ?? 1) : x)) })).toBe(
      false,
    );
    const flipped = `${round.serverSeed.slice(0, -1)}${round.serverSeed.endsWith('0') ? '1' : '0'}`;
    expect(fair(spin, { serverSeed: flipped })).toBe(false);
    expect(fair(spin, { serverSeed: flipped, serverSeedHash: seedCommitment(flipped) })).toBe(false);
  });

  it('settles a baccarat bet when its hand is dealt, once, from the committed shoe', async () => {
    let now = Date.now();
    const games = new SandboxGames(app.database.db, () => now);
    const player = await registerMember(app, 'bacc1x');
    const s = session(player.member.id, 'baccarat-a', 'AGZR');
    await setBalance(player.member.id, 'AGZR', 10_000n);
    const table = await games.table(s);
    const roundId = randomUUID();
    const placed = await games.bet(s, roundId, table.hand, { player: '10.00', banker: '10.00' });
    expect(placed.balance).toBe('80.00');
    await games.bet(s, roundId, table.hand, { player: '10.00', banker: '10.00' });
    now += HAND_MS + 10;
    const after = await games.table(s);
    const dealt = after.dealt[table.hand];
    if (!dealt) throw new Error('hand not dealt');
    const expected = dealt.outcome === 'player' ? 2000n : dealt.outcome === 'banker' ? 1950n : 2000n;
    expect(after.balance).toBe(fromMinorUnits(8000n + expected));
    await games.table(s);
    expect(after.myBets[0]).toMatchObject({ roundId, status: 'settled' });
    const records = await games.records(new Date(0), new Date(now + 1));
    const mine = records.find((r) => r.betId === roundId);
    // Banker and player on one hand: the hedged part counts zero.
    expect(mine?.validTurnover).toBe(0n);
  });

  it("refuses a round id used by another member, another game or another bet; only the same bet's retry answers", async () => {
    const now = Date.now();
    const games = new SandboxGames(app.database.db, () => now);
    const conflict = { spec: { code: 10621 } };
    const [alice, bob] = [await registerMember(app, 'bacc4x'), await registerMember(app, 'bacc5x')];
    // A table of its own: its shoe starts now, so the first hand is open whatever the time.
    const a = session(alice.member.id, 'baccarat-replay', 'AGZR');
    const b = session(bob.member.id, 'baccarat-replay', 'AGZR');
    await setBalance(alice.member.id, 'AGZR', 10_000n);
    await setBalance(bob.member.id, 'AGZR', 10_000n);
    const { hand } = await games.table(a);
    const roundId = randomUUID();
    await games.bet(a, roundId, hand, { banker: '10.00' });

    // Bob's client sends Alice's round id: no "already placed" table for a bet he never made.
    await expect(games.bet(b, roundId, hand, { player: '10.00' })).rejects.toMatchObject(conflict);
    await expect(games.bet(b, roundId, hand, { banker: '10.00' })).rejects.toMatchObject(conflict);
    expect((await games.table(b)).myBets).toEqual([]);
    expect(await games.balance(b)).toBe(10_000n);
    // Alice's own id with other stakes, another hand or at another table is not a retry either.
    await expect(games.bet(a, roundId, hand, { banker: '20.00' })).rejects.toMatchObject(conflict);
    await expect(games.bet(a, roundId, hand, { banker: '10.00', tie: '1.00' })).rejects.toMatchObject(conflict);
    await expect(games.bet(a, roundId, hand + 1, { banker: '10.00' })).rejects.toMatchObject(conflict);
    await expect(games.bet({ ...a, gameCode: 'baccarat-b' }, roundId, hand, { banker: '10.00' })).rejects.toMatchObject(
      conflict,
    );
    await expect(games.spin({ ...a, gameCode: 'caishen-dao' }, roundId, '20.00', 'x')).rejects.toMatchObject(conflict);
    // The same bet again is the retry it looks like: answered with the table, taken once.
    const retried = await games.bet(a, roundId, hand, { banker: '10.00' });
    expect(retried.balance).toBe('90.00');
    expect(retried.myBets.map((bet) => bet.roundId)).toEqual([roundId]);
    expect(await games.balance(a)).toBe(9_000n);

    // Two members racing with one new round id: one bet is placed, the other refused, each paid as told.
    const raced = randomUUID();
    const race = await Promise.allSettled([
      games.bet(a, raced, hand, { tie: '1.00' }),
      games.bet(b, raced, hand, { tie: '1.00' }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = race.find((r) => r.status === 'rejected');
    expect(lost?.status === 'rejected' && lost.reason).toMatchObject(conflict);
    expect((await games.balance(a)) + (await games.balance(b))).toBe(20_000n - 1000n - 100n);

    // A slot round's id: another bet or seed is refused, the same one answers the round.
    const s = session(alice.member.id, 'caishen-dao');
    await setBalance(alice.member.id, 'PGDZ', 10_000n);
    const spinId = randomUUID();
    const spun = await games.spin(s, spinId, '20.00', 'seed-x');
    await expect(games.spin(s, spinId, '40.00', 'seed-x')).rejects.toMatchObject(conflict);
    await expect(games.spin(s, spinId, '20.00', 'seed-y')).rejects.toMatchObject(conflict);
    await expect(games.spin({ ...s, venueCode: 'CQDZ' }, spinId, '20.00', 'seed-x')).rejects.toMatchObject(conflict);
    await expect(games.bet({ ...a }, spinId, hand, { banker: '10.00' })).rejects.toMatchObject(conflict);
    expect({ ...(await games.spin(s, spinId, '20.00', 'seed-x')), balance: '' }).toEqual({ ...spun, balance: '' });

    // Demo purses hold the same rule.
    const demo = { ...session(0, 'baccarat-replay', 'AGZR'), demo: 'visitor-1' };
    const demoId = randomUUID();
    await games.bet(demo, demoId, hand, { player: '10.00' });
    await expect(games.bet(demo, demoId, hand, { player: '50.00' })).rejects.toMatchObject(conflict);
    await expect(games.spin({ ...demo, gameCode: 'caishen-dao' }, demoId, '20.00', 'x')).rejects.toMatchObject(
      conflict,
    );
    expect((await games.bet(demo, demoId, hand, { player: '10.00' })).balance).toBe('1990.00');
  });

  it('leaves no round half done across a crash: an open bet is settled by the next process', async () => {
    let now = Date.now();
    const before = new SandboxGames(app.database.db, () => now);
    const player = await registerMember(app, 'bacc2x');
    const s = session(player.member.id, 'baccarat-b', 'AGZR');
    await setBalance(player.member.id, 'AGZR', 10_000n);
    const table = await before.table(s);
    const roundId = randomUUID();
    await before.bet(s, roundId, table.hand, { tie: '10.00' });
    // The process dies here; a new one (its own caches empty) pulls the records after the deal.
    now += HAND_MS + 10;
    const after = new SandboxGames(app.database.db, () => now);
    const records = await after.records(new Date(0), new Date(now + 1));
    const mine = records.find((r) => r.betId === roundId);
    expect(mine).toBeDefined();
    const balance = await after.balance(s);
    expect(balance).toBe(9000n + (mine?.payout ?? 0n));
    expect([0n, 9000n]).toContain(mine?.payout);
    expect(await after.records(new Date(0), new Date(now + 1))).toHaveLength(records.length);
    expect(await after.balance(s)).toBe(balance);
  });

  it('leaves no slot round half done when the process dies inside it: no stake taken, no round, and a retry pays once', async () => {
    const player = await registerMember(app, 'slots5x');
    const s = session(player.member.id, 'caishen-dao');
    await setBalance(player.member.id, 'PGDZ', 10_000n);
    const committed = await app.services.sandboxGames.nextSeedHash(s);
    // The clock is read once, inside the round's transaction, after the stake and win are booked.
    const dying = new SandboxGames(app.database.db, () => {
      throw new Error('process died');
    });
    const roundId = randomUUID();
    await expect(dying.spin(s, roundId, '20.00', 'c1')).rejects.toThrow('process died');
    expect(await app.services.sandboxGames.balance(s)).toBe(10_000n);
    expect(await app.database.db.select().from(sandboxRounds).where(eq(sandboxRounds.roundId, roundId))).toEqual([]);
    expect(await app.services.sandboxGames.nextSeedHash(s)).toBe(committed);
    const retried = await app.services.sandboxGames.spin(s, roundId, '20.00', 'c1');
    expect(retried.serverSeedHash).toBe(committed);
    await app.services.sandboxGames.spin(s, roundId, '20.00', 'c1');
    expect(await app.services.sandboxGames.balance(s)).toBe(10_000n - 2000n + BigInt(retried.win.replace('.', '')));
  });

  it('proves a round by its id to anyone: a slot round replays, a baccarat bet once its shoe is finished', async () => {
    const games = app.services.sandboxGames;
    const s = session(member.member.id, 'caishen-dao');
    await setBalance(member.member.id, 'PGDZ', 100_000n);
    const roundId = randomUUID();
    await games.spin(s, roundId, '20.00', 'proof-seed');
    const proof = await call(app, sandboxGameRoutes.verifyRound, { roundId });
    if (proof.kind !== 'slot') throw new Error('not a slot proof');
    expect(proof).not.toHaveProperty('balance');
    const claim = { ...proof, bet: toMinorUnits(proof.bet), win: toMinorUnits(proof.win) };
    expect(checkSlotRound(slot, claim).verified).toBe(true);
    expect(checkSlotRound(slot, { ...claim, clientSeed: 'proof-seeD' }).verified).toBe(false);

    let now = Date.now();
    const clocked = new SandboxGames(app.database.db, () => now);
    const player = await registerMember(app, 'bacc3x');
    const t = session(player.member.id, 'baccarat-a', 'DGZR');
    await setBalance(player.member.id, 'DGZR', 10_000n);
    const table = await clocked.table(t);
    const betId = randomUUID();
    await clocked.bet(t, betId, table.hand, { banker: '10.00' });
    now += HAND_MS + 10;
    const open = await clocked.roundProof(betId);
    if (open.kind !== 'baccarat') throw new Error('not a baccarat proof');
    expect(open.result?.hand).toBe(table.hand);
    expect(open.shoe.shoeSeed).toBeNull();
    expect(open.shoe.shoeSeedHash).toBe(table.shoeSeedHash);
    now += 200 * HAND_MS;
    const done = await clocked.roundProof(betId);
    if (done.kind !== 'baccarat' || !done.result || !done.shoe.shoeSeed || done.payout === null) {
      throw new Error('shoe not revealed');
    }
    const check = checkShoeHand({
      shoeSeed: done.shoe.shoeSeed,
      shoeSeedHash: table.shoeSeedHash,
      decks: done.shoe.decks,
      hand: done.hand,
      player: done.result.player,
      banker: done.result.banker,
      bets: { banker: 1000n },
      payout: BigInt(done.payout),
    });
    expect(check.verified).toBe(true);
    const unknown = await post(app, sandboxGameRoutes.verifyRound.path, { roundId: randomUUID() });
    expect(unknown.body.msg).toContain('未找到该局');
    const malformed = await post(app, sandboxGameRoutes.verifyShoe.path, { venueCode: 'x', tableCode: 'a', shoeNo: 0 });
    expect(malformed.status).toBe(400);
  });

  it('answers the game client through the launch token, demo included', async () => {
    const { url } = await call(app, egameRoutes.demoLaunch, { venueCode: 'PGDZ', gameCode: 'caishen-dao' });
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    const opened = await call(app, sandboxGameRoutes.session, { token });
    expect(opened).toMatchObject({ demo: true, engine: 'slot', balance: '2000.00' });
    const spun = await call(app, sandboxGameRoutes.spin, {
      token,
      roundId: randomUUID(),
      bet: '20.00',
      clientSeed: 'x',
    });
    expect(spun.serverSeedHash).toBe(opened.serverSeedHash);
    const forged = await post(app, sandboxGameRoutes.session.path, { token: `${token.slice(0, -2)}xx` });
    expect(forged.body.msg).toBe('游戏会话已失效，请重新进入游戏');
    const badBet = await post(app, sandboxGameRoutes.spin.path, {
      token,
      roundId: randomUUID(),
      bet: '0.07',
      clientSeed: 'x',
    });
    expect(badBet.body.msg).toContain('投注额须在');
    const rows = await app.database.db.select().from(sandboxBalances).where(eq(sandboxBalances.memberId, 0));
    expect(rows).toEqual([]);
  });
});
