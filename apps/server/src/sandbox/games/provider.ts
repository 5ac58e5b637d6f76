import { randomBytes } from 'node:crypto';
import type { BaccaratHandView, BaccaratTableState, RoundProof, ShoeProof, SlotSpinReply } from '@courtside/contract';
import { fromMinorUnits, toMinorUnits } from '@courtside/domain';
import {
  type BaccaratBetKind,
  type BaccaratBets,
  findSlot,
  playFairSlotRound,
  type SlotDefinition,
  seedCommitment,
  settleBaccarat,
} from '@courtside/domain/casino';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { VenueBetRecord } from '../../modules/venue';
import type { Db, Executor } from '../../platform/db';
import { pgErrorCode } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { sandboxBalances, sandboxFairSeeds, sandboxRounds, sandboxShoes } from '../tables';
import { allowanceUsed, takeAllowance } from './allowance';
import { BET_CUTOFF_MS, betsFromText, betsToText, HAND_MS, handView, SHOE_DECKS, shoeHands } from './play';
import type { GameSession } from './token';

/** A stake the game wallet cannot cover: the game's bar offers the one-tap 转入 from the centre wallet. */
const GAME_SHORT = '游戏余额不足，请点击上方“转入”从中心钱包转入';

const newSeed = () => randomBytes(32).toString('hex');
const BET_KINDS: readonly BaccaratBetKind[] = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];
const SLOT_MIN_BET = 100n;
const SLOT_MAX_BET = 100_000n;
const BACCARAT_MAX_STAKE = 5_000_000n;
const DEMO_BALANCE = 200_000n;
const DEMO_PURSES_MAX = 10_000;

interface DemoPurse {
  balance: bigint;
  serverSeed: string;
  nonce: number;
  rounds: Map<string, { slot?: SlotSpinReply; hand?: number; shoeNo?: number; bets?: BaccaratBets; payout?: bigint }>;
}

type Shoe = typeof sandboxShoes.$inferSelect;

const sameBets = (a: BaccaratBets, b: BaccaratBets): boolean =>
  BET_KINDS.every((kind) => (a[kind] ?? 0n) === (b[kind] ?? 0n));

/**
 * The sandbox provider's games: slot rounds and baccarat bets that move only the member's balance at
 * the provider (its own books), each round idempotent by the client's round id. Slot rounds settle
 * in the transaction that takes the stake; a baccarat bet stays open until its hand is dealt and is
 * settled by the next reader of the table or of the bet records, so a crash leaves it open, never half
 * paid. Demo sessions play from an in-memory purse and leave no records.
 */
export class SandboxGames {
  private readonly purses = new Map<string, DemoPurse>();

  /** `slotOf` finds a slot's definition (the domain's catalogue; a test may hand in its own). */
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly slotOf: (gameCode: string) => SlotDefinition | undefined = findSlot,
  ) {}

  private purse(session: GameSession): DemoPurse {
    const id = session.demo ?? '';
    let purse = this.purses.get(id);
    if (!purse) {
      if (this.purses.size >= DEMO_PURSES_MAX) this.purses.clear();
      purse = { balance: DEMO_BALANCE, serverSeed: newSeed(), nonce: 0, rounds: new Map() };
      this.purses.set(id, purse);
    }
    return purse;
  }

  private memberKey(s: GameSession) {
    return and(
      eq(sandboxBalances.siteId, s.siteId),
      eq(sandboxBalances.channelCode, s.venueCode),
      eq(sandboxBalances.memberId, s.memberId),
    );
  }

  async balance(session: GameSession): Promise<bigint> {
    if (session.demo) return this.purse(session).balance;
    const rows = await this.db
      .select({ balance: sandboxBalances.balance })
      .from(sandboxBalances)
      .where(this.memberKey(session));
    return rows[0]?.balance ?? 0n;
  }

  /** The member's current slot seed row (made on first use), locked for the round in `tx`. */
  private async lockSeed(tx: Executor, s: GameSession) {
    const key = and(
      eq(sandboxFairSeeds.siteId, s.siteId),
      eq(sandboxFairSeeds.memberId, s.memberId),
      eq(sandboxFairSeeds.channelCode, s.venueCode),
    );
    await tx
      .insert(sandboxFairSeeds)
      .values({ siteId: s.siteId, memberId: s.memberId, channelCode: s.venueCode, serverSeed: newSeed() })
      .onConflictDoNothing();
    const rows = await tx.select().from(sandboxFairSeeds).where(key).for('update');
    const row = rows[0];
    if (!row) throw new Error('slot seed row vanished');
    return { row, key };
  }

  /** The hash of the server seed the member's next slot round will use. */
  async nextSeedHash(session: GameSession): Promise<string> {
    if (session.demo) return seedCommitment(this.purse(session).serverSeed);
    return this.db.transaction(async (tx) => seedCommitment((await this.lockSeed(tx, session)).row.serverSeed));
  }

  async spin(session: GameSession, roundId: string, betText: string, clientSeed: string): Promise<SlotSpinReply> {
    const def = this.slotOf(session.gameCode);
    if (!def) throw new DomainError('notFound', { msg: '游戏不存在' });
    const bet = toMinorUnits(betText);
    if (bet < SLOT_MIN_BET || bet > SLOT_MAX_BET || bet % BigInt(def.betUnits) !== 0n) {
      throw new DomainError('invalidParameter', {
        msg: `投注额须在 1.00 至 1000.00 之间，且为 ${fromMinorUnits(BigInt(def.betUnits))} 的整数倍`,
      });
    }
    if (session.demo) return this.demoSpin(session, def, roundId, bet, clientSeed);
    const earlier = await this.storedSpin(session, roundId, bet, clientSeed);
    if (earlier) return earlier;
    try {
      return await this.db.transaction(async (tx) => {
        const { row, key } = await this.lockSeed(tx, session);
        const played = playFairSlotRound(def, bet, { serverSeed: row.serverSeed, clientSeed, nonce: row.nonce });
        const paid = await tx
          .update(sandboxBalances)
          .set({
            balance: sql`${sandboxBalances.balance} - ${bet.toString()}::bigint + ${played.win.toString()}::bigint`,
          })
          .where(and(this.memberKey(session), gte(sandboxBalances.balance, bet)))
          .returning({ balance: sandboxBalances.balance });
        const balance = paid[0]?.balance;
        if (balance === undefined) throw new DomainError('insufficientFunds', { msg: GAME_SHORT });
        if (!(await takeAllowance(tx, session, bet))) throw allowanceUsed();
        const next = newSeed();
        const reply: SlotSpinReply = {
          roundId,
          bet: fromMinorUnits(bet),
          win: fromMinorUnits(played.win),
          balance: fromMinorUnits(balance),
          spins: played.spins.map(({ stops, freeSpin, nonce }) => ({ stops, freeSpin, nonce })),
          serverSeed: row.serverSeed,
          serverSeedHash: seedCommitment(row.serverSeed),
          clientSeed,
          nextServerSeedHash: seedCommitment(next),
        };
        const at = new Date(this.now());
        await tx.insert(sandboxRounds).values({
          roundId,
          siteId: session.siteId,
          memberId: session.memberId,
          channelCode: session.venueCode,
          gameCode: session.gameCode,
          stake: bet,
          payout: played.win,
          validTurnover: bet,
          status: 'settled',
          detail: { kind: 'slot', ...reply, spinWins: played.spins.map((s) => fromMinorUnits(s.win)) },
          createdAt: at,
          settledAt: at,
        });
        await tx
          .update(sandboxFairSeeds)
          .set({ serverSeed: next, nonce: row.nonce + played.spins.length })
          .where(key);
        return reply;
      });
    } catch (error) {
      // The same round id raced in twice: the first one's round stands, paid once.
      if (pgErrorCode(error) === '23505') {
        const first = await this.storedSpin(session, roundId, bet, clientSeed);
        if (first) return first;
      }
      throw error;
    }
  }

  /**
   * A round id already used: the round it names, when it is this member's round of this game (the
   * same bet and seed asked again); another member's, another game's or another bet's is refused.
   */
  private async storedRound(session: GameSession, roundId: string, kind: 'slot' | 'baccarat') {
    const rows = await this.db.select().from(sandboxRounds).where(eq(sandboxRounds.roundId, roundId));
    const row = rows[0];
    if (!row) return null;
    const mine =
      row.memberId === session.memberId &&
      row.siteId === session.siteId &&
      row.channelCode === session.venueCode &&
      row.gameCode === session.gameCode &&
      (row.detail as { kind?: string }).kind === kind;
    if (!mine) throw new DomainError('idempotencyConflict');
    return row;
  }

  private async storedSpin(
    session: GameSession,
    roundId: string,
    bet: bigint,
    clientSeed: string,
  ): Promise<SlotSpinReply | null> {
    const row = await this.storedRound(session, roundId, 'slot');
    if (!row) return null;
    const detail = row.detail as SlotSpinReply & { kind: string; spinWins: string[] };
    if (row.stake !== bet || detail.clientSeed !== clientSeed) throw new DomainError('idempotencyConflict');
    const { spinWins: _wins, kind: _kind, ...reply } = detail;
    return { ...reply, balance: fromMinorUnits(await this.balance(session)) };
  }

  private demoSpin(
    session: GameSession,
    def: SlotDefinition,
    roundId: string,
    bet: bigint,
    clientSeed: string,
  ): SlotSpinReply {
    const purse = this.purse(session);
    if (purse.rounds.has(roundId)) {
      const earlier = purse.rounds.get(roundId)?.slot;
      if (earlier?.bet !== fromMinorUnits(bet) || earlier.clientSeed !== clientSeed) {
        throw new DomainError('idempotencyConflict');
      }
      return { ...earlier, balance: fromMinorUnits(purse.balance) };
    }
    if (purse.balance < bet) throw new DomainError('insufficientFunds', { msg: '试玩余额不足' });
    const played = playFairSlotRound(def, bet, { serverSeed: purse.serverSeed, clientSeed, nonce: purse.nonce });
    const next = newSeed();
    purse.balance += played.win - bet;
    const reply: SlotSpinReply = {
      roundId,
      bet: fromMinorUnits(bet),
      win: fromMinorUnits(played.win),
      balance: fromMinorUnits(purse.balance),
      spins: played.spins.map(({ stops, freeSpin, nonce }) => ({ stops, freeSpin, nonce })),
      serverSeed: purse.serverSeed,
      serverSeedHash: seedCommitment(purse.serverSeed),
      clientSeed,
      nextServerSeedHash: seedCommitment(next),
    };
    purse.serverSeed = next;
    purse.nonce += played.spins.length;
    purse.rounds.set(roundId, { slot: reply });
    return reply;
  }

  // ---- baccarat ----

  /** The table's current shoe, starting the next one when the last is dealt out. */
  private async currentShoe(venueCode: string, tableCode: string): Promise<{ shoe: Shoe; previous: Shoe | null }> {
    const key = and(eq(sandboxShoes.channelCode, venueCode), eq(sandboxShoes.tableCode, tableCode));
    for (;;) {
      const rows = await this.db.select().from(sandboxShoes).where(key).orderBy(desc(sandboxShoes.shoeNo)).limit(2);
      const shoe = rows[0];
      const now = this.now();
      if (shoe) {
        const ends = shoe.startedAt.getTime() + shoeHands(shoe.shoeSeed).length * HAND_MS;
        if (now < ends) return { shoe, previous: rows[1] ?? null };
      }
      // A table idle for longer than a hand starts its new shoe now rather than in the past.
      const lastEnd = shoe ? shoe.startedAt.getTime() + shoeHands(shoe.shoeSeed).length * HAND_MS : now;
      const startedAt = new Date(now - lastEnd > HAND_MS ? now : lastEnd);
      await this.db
        .insert(sandboxShoes)
        .values({ channelCode: venueCode, tableCode, shoeNo: (shoe?.shoeNo ?? 0) + 1, shoeSeed: newSeed(), startedAt })
        .onConflictDoNothing();
    }
  }

  private handAt(shoe: Shoe): { hand: number; closesAt: number } {
    const hand = Math.floor((this.now() - shoe.startedAt.getTime()) / HAND_MS);
    return { hand, closesAt: shoe.startedAt.getTime() + (hand + 1) * HAND_MS };
  }

  /** Settles every open bet whose hand has been dealt (at one table, or everywhere). */
  async settleDue(where?: { venueCode: string; tableCode: string }): Promise<void> {
    const open = await this.db
      .select()
      .from(sandboxRounds)
      .where(
        and(
          eq(sandboxRounds.status, 'open'),
          where ? eq(sandboxRounds.channelCode, where.venueCode) : undefined,
          where ? eq(sandboxRounds.gameCode, where.tableCode) : undefined,
        ),
      );
    if (open.length === 0) return;
    const shoes = await this.db
      .select()
      .from(sandboxShoes)
      .where(inArray(sandboxShoes.channelCode, [...new Set(open.map((r) => r.channelCode))]));
    const now = this.now();
    for (const round of open) {
      const shoe = shoes.find(
        (s) => s.channelCode === round.channelCode && s.tableCode === round.gameCode && s.shoeNo === round.shoeNo,
      );
      const index = round.hand ?? -1;
      if (!shoe || shoe.startedAt.getTime() + (index + 1) * HAND_MS > now) continue;
      const hand = shoeHands(shoe.shoeSeed)[index];
      if (!hand) continue;
      const bets = betsFromText((round.detail as { bets: Record<string, string> }).bets);
      const settled = settleBaccarat(hand, bets);
      await this.db.transaction(async (tx) => {
        const done = await tx
          .update(sandboxRounds)
          .set({
            status: 'settled',
            payout: settled.returnMinor,
            validTurnover: settled.validTurnoverMinor,
            settledAt: new Date(now),
            detail: {
              ...(round.detail as object),
              result: handView(hand, index),
              shoeSeedHash: seedCommitment(shoe.shoeSeed),
            },
          })
          .where(and(eq(sandboxRounds.roundId, round.roundId), eq(sandboxRounds.status, 'open')))
          .returning({ roundId: sandboxRounds.roundId });
        if (done.length === 0 || settled.returnMinor === 0n) return;
        await tx
          .update(sandboxBalances)
          .set({ balance: sql`${sandboxBalances.balance} + ${settled.returnMinor.toString()}::bigint` })
          .where(
            and(
              eq(sandboxBalances.siteId, round.siteId),
              eq(sandboxBalances.channelCode, round.channelCode),
              eq(sandboxBalances.memberId, round.memberId),
            ),
          );
      });
    }
  }

  async table(session: GameSession): Promise<BaccaratTableState> {
    const tableCode = session.gameCode;
    const { shoe, previous } = await this.currentShoe(session.venueCode, tableCode);
    const { hand, closesAt } = this.handAt(shoe);
    const hands = shoeHands(shoe.shoeSeed);
    let myBets: BaccaratTableState['myBets'];
    if (session.demo) {
      myBets = this.settleDemo(session, [shoe, ...(previous ? [previous] : [])]);
    } else {
      await this.settleDue({ venueCode: session.venueCode, tableCode });
      const rows = await this.db
        .select()
        .from(sandboxRounds)
        .where(
          and(
            eq(sandboxRounds.siteId, session.siteId),
            eq(sandboxRounds.memberId, session.memberId),
            eq(sandboxRounds.channelCode, session.venueCode),
            eq(sandboxRounds.gameCode, tableCode),
          ),
        )
        .orderBy(desc(sandboxRounds.createdAt))
        .limit(10);
      myBets = rows.map((r) => ({
        roundId: r.roundId,
        hand: r.hand ?? 0,
        stake: fromMinorUnits(r.stake),
        payout: r.payout === null ? null : fromMinorUnits(r.payout),
        status: r.status === 'open' ? 'open' : 'settled',
      }));
    }
    return {
      tableCode,
      shoeNo: shoe.shoeNo,
      shoeSeedHash: seedCommitment(shoe.shoeSeed),
      hand,
      closesAt,
      serverNow: this.now(),
      dealt: hands.slice(0, hand).map(handView),
      balance: fromMinorUnits(await this.balance(session)),
      myBets,
      previousShoe: previous
        ? { shoeNo: previous.shoeNo, shoeSeed: previous.shoeSeed, shoeSeedHash: seedCommitment(previous.shoeSeed) }
        : null,
    };
  }

  private settleDemo(session: GameSession, shoes: readonly Shoe[]): BaccaratTableState['myBets'] {
    const purse = this.purse(session);
    for (const round of purse.rounds.values()) {
      const shoe = shoes.find((s) => s.shoeNo === round.shoeNo);
      if (!round.bets || round.payout !== undefined || round.hand === undefined || !shoe) continue;
      if (shoe.startedAt.getTime() + (round.hand + 1) * HAND_MS > this.now()) continue;
      const hand = shoeHands(shoe.shoeSeed)[round.hand];
      if (!hand) continue;
      round.payout = settleBaccarat(hand, round.bets).returnMinor;
      purse.balance += round.payout;
    }
    return [...purse.rounds.entries()]
      .filter(([, r]) => r.bets !== undefined)
      .slice(-10)
      .reverse()
      .map(([roundId, r]) => ({
        roundId,
        hand: r.hand ?? 0,
        stake: fromMinorUnits(Object.values(r.bets ?? {}).reduce((a, b) => a + (b ?? 0n), 0n)),
        payout: r.payout === undefined ? null : fromMinorUnits(r.payout),
        status: r.payout === undefined ? 'open' : 'settled',
      }));
  }

  async bet(
    session: GameSession,
    roundId: string,
    handIndex: number,
    stakes: Partial<Record<BaccaratBetKind, string>>,
  ): Promise<BaccaratTableState> {
    const bets: Partial<Record<BaccaratBetKind, bigint>> = {};
    let stake = 0n;
    for (const kind of BET_KINDS) {
      const text = stakes[kind];
      if (text === undefined) continue;
      const minor = toMinorUnits(text);
      if (minor === 0n) continue;
      if (minor < 100n || minor > BACCARAT_MAX_STAKE) {
        throw new DomainError('invalidParameter', { msg: '单项投注额须在 1.00 至 50000.00 之间' });
      }
      bets[kind] = minor;
      stake += minor;
    }
    if (stake === 0n) throw new DomainError('invalidParameter', { msg: '请先选择筹码并下注' });
    const { shoe } = await this.currentShoe(session.venueCode, session.gameCode);
    const { hand, closesAt } = this.handAt(shoe);
    if (!(await this.replayedBet(session, roundId, handIndex, bets))) {
      if (handIndex !== hand || this.now() > closesAt - BET_CUTOFF_MS) {
        throw new DomainError('invalidParameter', { msg: '本局已停止下注，请等待下一局' });
      }
      if (session.demo) this.demoBet(session, roundId, shoe.shoeNo, hand, bets, stake);
      else await this.placeBet(session, roundId, shoe.shoeNo, hand, bets, stake);
    }
    return this.table(session);
  }

  /**
   * True when the round id is this member's bet at this table on this hand with these stakes (a
   * retry, answered with the table); a round id used for anything else is refused, never taken
   * for a bet that was not placed.
   */
  private async replayedBet(
    session: GameSession,
    roundId: string,
    handIndex: number,
    bets: BaccaratBets,
  ): Promise<boolean> {
    if (session.demo) {
      const purse = this.purse(session);
      if (!purse.rounds.has(roundId)) return false;
      const earlier = purse.rounds.get(roundId);
      if (!earlier?.bets || earlier.hand !== handIndex || !sameBets(earlier.bets, bets)) {
        throw new DomainError('idempotencyConflict');
      }
      return true;
    }
    const row = await this.storedRound(session, roundId, 'baccarat');
    if (!row) return false;
    const placed = betsFromText((row.detail as { bets: Record<string, string> }).bets);
    if (row.hand !== handIndex || !sameBets(placed, bets)) throw new DomainError('idempotencyConflict');
    return true;
  }

  private demoBet(
    session: GameSession,
    roundId: string,
    shoeNo: number,
    hand: number,
    bets: BaccaratBets,
    stake: bigint,
  ) {
    const purse = this.purse(session);
    if (purse.balance < stake) throw new DomainError('insufficientFunds', { msg: '试玩余额不足' });
    purse.balance -= stake;
    // Settled by the next look at the table after the hand is dealt, from the shoe every player sees.
    purse.rounds.set(roundId, { hand, shoeNo, bets });
  }

  private async placeBet(
    session: GameSession,
    roundId: string,
    shoeNo: number,
    hand: number,
    bets: BaccaratBets,
    stake: bigint,
  ) {
    try {
      await this.db.transaction(async (tx) => {
        const taken = await tx
          .update(sandboxBalances)
          .set({ balance: sql`${sandboxBalances.balance} - ${stake.toString()}::bigint` })
          .where(and(this.memberKey(session), gte(sandboxBalances.balance, stake)))
          .returning({ balance: sandboxBalances.balance });
        if (taken.length === 0) throw new DomainError('insufficientFunds', { msg: GAME_SHORT });
        if (!(await takeAllowance(tx, session, stake))) throw allowanceUsed();
        await tx.insert(sandboxRounds).values({
          roundId,
          siteId: session.siteId,
          memberId: session.memberId,
          channelCode: session.venueCode,
          gameCode: session.gameCode,
          stake,
          status: 'open',
          shoeNo,
          hand,
          detail: { kind: 'baccarat', shoeNo, hand, bets: betsToText(bets) },
          createdAt: new Date(this.now()),
        });
      });
    } catch (error) {
      // A replayed round id that raced the first: the first bet stands, taken once, if it is this one.
      if (pgErrorCode(error) !== '23505') throw error;
      if (!(await this.replayedBet(session, roundId, hand, bets))) throw error;
    }
  }

  // ---- verification ----

  /**
   * What anyone holding a round id may check: a slot round's seeds, spins and amounts, or a baccarat
   * bet with its hand and shoe (the shoe seed only once the shoe is finished). No member is named.
   */
  async roundProof(roundId: string): Promise<RoundProof> {
    const rows = await this.db.select().from(sandboxRounds).where(eq(sandboxRounds.roundId, roundId));
    const row = rows[0];
    if (!row) throw new DomainError('notFound', { msg: '未找到该局（试玩局不保存，请在游戏内验证）' });
    if ((row.detail as { kind?: string }).kind === 'slot') {
      const {
        spinWins: _wins,
        kind: _kind,
        balance: _balance,
        nextServerSeedHash: _next,
        ...fair
      } = row.detail as SlotSpinReply & { kind: string; spinWins: string[] };
      return {
        kind: 'slot',
        ...fair,
        venueCode: row.channelCode,
        gameCode: row.gameCode,
        settledAt: (row.settledAt ?? row.createdAt).getTime(),
      };
    }
    await this.settleDue({ venueCode: row.channelCode, tableCode: row.gameCode });
    const [settled] = await this.db.select().from(sandboxRounds).where(eq(sandboxRounds.roundId, roundId));
    const detail = (settled ?? row).detail as { bets: Record<string, string>; result?: BaccaratHandView };
    return {
      kind: 'baccarat',
      roundId,
      hand: row.hand ?? 0,
      bets: detail.bets,
      payout: settled?.payout == null ? null : String(settled.payout),
      result: detail.result ?? null,
      shoe: await this.shoeProof(row.channelCode, row.gameCode, row.shoeNo ?? 0),
    };
  }

  /** A shoe's commitment and how far it is dealt; its seed only once its last hand is dealt. */
  async shoeProof(venueCode: string, tableCode: string, shoeNo: number): Promise<ShoeProof> {
    const rows = await this.db
      .select()
      .from(sandboxShoes)
      .where(
        and(
          eq(sandboxShoes.channelCode, venueCode),
          eq(sandboxShoes.tableCode, tableCode),
          eq(sandboxShoes.shoeNo, shoeNo),
        ),
      );
    const shoe = rows[0];
    if (!shoe) throw new DomainError('notFound', { msg: '未找到该牌靴' });
    const hands = shoeHands(shoe.shoeSeed).length;
    const dealt = Math.max(0, Math.min(hands, Math.floor((this.now() - shoe.startedAt.getTime()) / HAND_MS)));
    return {
      venueCode,
      tableCode,
      shoeNo,
      decks: SHOE_DECKS,
      shoeSeedHash: seedCommitment(shoe.shoeSeed),
      shoeSeed: dealt === hands ? shoe.shoeSeed : null,
      dealt,
    };
  }

  /** Settled rounds in [from, to) by settlement time, as the venue adapter reports them. */
  async records(from: Date, to: Date): Promise<VenueBetRecord[]> {
    await this.settleDue();
    const rows = await this.db
      .select()
      .from(sandboxRounds)
      .where(
        and(eq(sandboxRounds.status, 'settled'), gte(sandboxRounds.settledAt, from), lt(sandboxRounds.settledAt, to)),
      )
      .orderBy(asc(sandboxRounds.settledAt));
    return rows.map((r) => ({
      betId: r.roundId,
      siteId: r.siteId,
      memberId: r.memberId,
      venueCode: r.channelCode,
      gameCode: r.gameCode,
      stake: r.stake,
      validTurnover: r.validTurnover ?? 0n,
      payout: r.payout ?? 0n,
      betAt: r.createdAt,
      settledAt: r.settledAt ?? r.createdAt,
      detail: r.detail,
    }));
  }
}
