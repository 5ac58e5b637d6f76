import {
  capPayout,
  type LegResult,
  parlayReturn,
  type SettledLeg,
  systemReturn,
  systemTurnover,
  systemType,
  validTurnover,
} from '@courtside/domain/betting';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db';
import type { Outbox } from '../../platform/outbox';
import type { MarketCancelled, MarketRolledBack, MarketSettled } from '../feed';
import type { RgService } from '../rg';
import type { Ledger, MoveRequest } from '../wallet';
import type { BetBonus } from './bonus';
import { sportsbookEvents } from './events';
import { type BookLiability, betLiability } from './liability';
import type { Payouts } from './payouts';
import { LIMITS } from './rules';
import * as store from './store';
import { betNo } from './views';

/** Bets settled per batch; their movements go to the ledger a thousand at a time. */
const SETTLE_BATCH = 400;
const MOVES_BATCH = 1_000;

/** What a bet returns when every leg has its result, and the valid turnover it counts. */
export const betOutcome = (bet: store.BetRow, legs: readonly store.LegRow[]) => {
  const settled: SettledLeg[] = legs.map((leg) => ({ odds: leg.odds, result: leg.result as LegResult }));
  const results = settled.map((leg) => leg.result);
  if (bet.kind === 'builder') {
    // One price for all its legs: it wins when all win; a void leg leaves the price without meaning,
    // so the bet is void and the stake comes back (its legs are whole-result lines: no half results).
    if (results.some((r) => r === 'lose' || r === 'half-lose'))
      return { returned: 0n, turnover: bet.stake, allVoid: false };
    if (results.every((r) => r === 'win')) {
      return { returned: capPayout(bet.potentialReturn, LIMITS.maxPayout).payout, turnover: bet.stake, allVoid: false };
    }
    return { returned: bet.stake, turnover: 0n, allVoid: true };
  }
  if (bet.kind === 'system' && bet.systemType) {
    const type = systemType(bet.systemType);
    return {
      returned: capPayout(systemReturn(bet.unitStake, settled, type), LIMITS.maxPayout).payout,
      turnover: systemTurnover(bet.unitStake, results, type),
      allVoid: results.every((r) => r === 'void'),
    };
  }
  return {
    returned: capPayout(parlayReturn(bet.stake, settled), LIMITS.maxPayout).payout,
    turnover: validTurnover(bet.stake, results),
    allVoid: results.every((r) => r === 'void'),
  };
};

/** What a bet's turnover counts as, and for a single the market and outcome it backed. */
const turnoverKind = (bet: store.BetRow, legs: readonly store.LegRow[]) => ({
  product: legs.every((leg) => leg.sport === 'esports') ? ('esports' as const) : ('sports' as const),
  market: bet.kind === 'single' && legs.length === 1 ? String(legs[0]!.marketId) : '',
  side: bet.kind === 'single' && legs.length === 1 ? legs[0]!.outcome : '',
});

/**
 * Settlement from the feed's events (DESIGN.md section 13). Each handler runs in the outbox's
 * transaction for that event, so an event settles its bets exactly once however often it is
 * delivered; the ledger keys make a repeat harmless as well. A bet settles when its last leg does;
 * a rollback reverses what was paid with new movements and opens the bet again.
 */
export class Settlement {
  constructor(
    private readonly deps: {
      clock: Clock;
      outbox: Outbox;
      payouts: Payouts;
      ledger: Ledger;
      liability: BookLiability;
      bonus: BetBonus;
      rg: RgService;
    },
  ) {}

  async marketSettled(tx: Executor, event: MarketSettled): Promise<number> {
    const betIds = await store.setMarketResults(tx, event.marketId, event.results);
    return this.settleReady(tx, betIds);
  }

  async marketCancelled(tx: Executor, event: MarketCancelled): Promise<number> {
    const from = event.from === null ? null : new Date(event.from);
    const to = event.to === null ? null : new Date(event.to);
    const betIds = await store.voidMarketLegs(tx, event.marketId, from, to);
    return this.settleReady(tx, betIds);
  }

  async marketRolledBack(tx: Executor, event: MarketRolledBack): Promise<number> {
    const betIds = await store.clearMarketResults(tx, event.marketId);
    let reopened = 0;
    for (const betId of [...betIds].sort((a, b) => a - b)) {
      if (await this.reopen(tx, betId)) reopened += 1;
    }
    return reopened;
  }

  /**
   * Settles each of the bets whose legs all have results now, a few hundred at a time: each batch is
   * locked in id order (the order every settler locks in), paid in one batch of ledger movements and
   * written in one statement, so a match with a hundred thousand bets settles in minutes, not hours.
   */
  async settleReady(tx: Executor, betIds: readonly number[]): Promise<number> {
    const sorted = [...new Set(betIds)].sort((a, b) => a - b);
    let settled = 0;
    for (let i = 0; i < sorted.length; i += SETTLE_BATCH) {
      settled += await this.settleBatch(tx, sorted.slice(i, i + SETTLE_BATCH));
    }
    return settled;
  }

  private async settleBatch(tx: Executor, betIds: readonly number[]): Promise<number> {
    const bets = await store.lockBets(tx, betIds, 'accepted');
    const legs = await store.legsOf(
      tx,
      bets.map((b) => b.id),
    );
    const ready = bets.filter((bet) => {
      const list = legs.get(bet.id) ?? [];
      return list.length > 0 && list.every((leg) => leg.result !== null);
    });
    if (ready.length === 0) return 0;
    const owed = new Map<string, bigint>();
    for (const siteId of new Set(ready.map((b) => b.siteId))) {
      const members = ready.filter((b) => b.siteId === siteId).map((b) => b.memberId);
      for (const [who, amount] of await this.deps.ledger.owedBy(tx, siteId, members)) owed.set(who, amount);
    }
    const rows: {
      id: number;
      state: string;
      returned: bigint;
      turnover: bigint;
      generation: number;
      allVoid: boolean;
    }[] = ready.map((bet) => {
      const { returned, turnover, allVoid } = betOutcome(bet, legs.get(bet.id)!);
      return {
        id: bet.id,
        state: allVoid ? 'void' : 'settled',
        returned,
        // The house staked a free bet: it is no turnover of the member's (no rebate, level or commission).
        turnover: bet.freeBetId === null ? turnover : 0n,
        generation: bet.generation + 1,
        allVoid,
      };
    });
    // Wagering progress advances here, in the settlement's own transaction, and bonus shares are known.
    const shares = await this.deps.bonus.settled(
      tx,
      ready.map((bet, i) => ({
        siteId: bet.siteId,
        memberId: bet.memberId,
        betId: bet.id,
        ...turnoverKind(bet, legs.get(bet.id)!),
        stake: bet.stake,
        returned: rows[i]!.returned,
        validTurnover: rows[i]!.turnover,
        step: `g${rows[i]!.generation}`,
        freeBetId: bet.freeBetId,
        voided: rows[i]!.allVoid,
      })),
    );
    const moves: MoveRequest[] = ready.flatMap((bet, i) => {
      const row = rows[i]!;
      const kind = row.allVoid ? 'betVoid' : 'betWin';
      return this.deps.payouts.settlementMoves(bet, row.returned, kind, `g${row.generation}`, owed, shares.get(bet.id));
    });
    moves.push(
      ...this.deps.payouts.bonusReturns(
        ready.map((bet, i) => ({ bet, step: `g${rows[i]!.generation}`, toPromo: shares.get(bet.id)?.toPromo ?? 0n })),
      ),
    );
    for (let i = 0; i < moves.length; i += MOVES_BATCH) {
      await this.deps.ledger.moveManyWithin(tx, moves.slice(i, i + MOVES_BATCH));
    }
    await store.markSettled(tx, rows, this.deps.clock.now());
    // Returns take off the members' loss usage, one statement per member of the batch.
    const returns = new Map<number, { siteId: number; amount: bigint }>();
    ready.forEach((bet, i) => {
      const returned = rows[i]!.returned;
      if (returned <= 0n) return;
      const sum = returns.get(bet.memberId);
      returns.set(bet.memberId, { siteId: bet.siteId, amount: (sum?.amount ?? 0n) + returned });
    });
    for (const [memberId, r] of returns)
      await this.deps.rg.count(tx, { memberId, siteId: r.siteId }, 'return', r.amount, { check: false });
    await this.deps.liability.shift(
      tx,
      ready.flatMap((bet) => betLiability(bet, legs.get(bet.id)!, -1n)),
    );
    await this.deps.outbox.addMany(
      tx,
      sportsbookEvents.betSettled,
      ready.map((bet, i) => ({
        siteId: bet.siteId,
        memberId: bet.memberId,
        betId: bet.id,
        betNo: betNo(bet),
        currency: bet.currency,
        state: rows[i]!.state,
        stake: bet.stake.toString(),
        returned: rows[i]!.returned.toString(),
        validTurnover: rows[i]!.turnover.toString(),
      })),
    );
    return ready.length;
  }

  /**
   * Voids one bet (the trader's call): a settled bet is opened again first, then its stake goes back.
   * Answers the bet as it stands after.
   */
  async voidBet(tx: Executor, betId: number, reason: string): Promise<store.BetRow | null> {
    await this.reopen(tx, betId);
    const bet = await store.lockBet(tx, betId);
    if (!bet || (bet.state !== 'accepted' && bet.state !== 'pending')) return bet;
    const generation = bet.generation + 1;
    await this.deps.payouts.refund(tx, bet, `g${generation}:void`);
    await this.deps.liability.shift(tx, betLiability(bet, (await store.legsOf(tx, [betId])).get(betId) ?? [], -1n));
    const row = await store.updateBet(tx, betId, {
      state: 'void',
      voidReason: reason,
      settledReturn: bet.stake,
      validTurnover: 0n,
      settledAt: this.deps.clock.now(),
      decideAt: null,
      generation,
    });
    await this.tell(tx, row, bet.stake, 0n);
    return row;
  }

  private async reopen(tx: Executor, betId: number): Promise<boolean> {
    const bet = await store.lockBet(tx, betId);
    if (!bet || (bet.state !== 'settled' && bet.state !== 'void') || bet.voidReason !== null) return false;
    const generation = bet.generation + 1;
    const step = `g${generation}`;
    await this.deps.payouts.reclaim(tx, bet, bet.settledReturn ?? 0n, `${step}:reclaim`);
    await this.deps.payouts.restoreStake(tx, bet, bet.stake, `${step}:restake`);
    // Open again, the bet counts against its outcomes again (past the cap too: it was taken already).
    await this.deps.liability.shift(tx, betLiability(bet, (await store.legsOf(tx, [betId])).get(betId) ?? [], 1n));
    const row = await store.updateBet(tx, betId, {
      state: 'accepted',
      settledReturn: null,
      validTurnover: 0n,
      settledAt: null,
      generation,
    });
    await this.tell(tx, row, 0n, 0n);
    return true;
  }

  private tell(tx: Executor, bet: store.BetRow, returned: bigint, turnover: bigint) {
    return this.deps.outbox.add(tx, sportsbookEvents.betSettled, {
      siteId: bet.siteId,
      memberId: bet.memberId,
      betId: bet.id,
      betNo: betNo(bet),
      currency: bet.currency,
      state: bet.state,
      stake: bet.stake.toString(),
      returned: returned.toString(),
      validTurnover: turnover.toString(),
    });
  }
}
