import type { BetView, MatchView, OddsPolicy, PlaceRequest } from '@courtside/contract';
import { fromMinorUnits, toMinorUnits } from '@courtside/domain';
import {
  potentialReturn,
  type SystemType,
  systemPotentialReturn,
  systemStake,
  systemType,
} from '@courtside/domain/betting';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { type Db, type Executor, pgErrorCode } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { FeedService } from '../feed';
import type { RgService } from '../rg';
import type { Ledger, WalletService } from '../wallet';
import type { BetBonus } from './bonus';
import type { BuilderPricer } from './builder';
import { sportsbookEvents } from './events';
import { type BookLiability, betLiability } from './liability';
import type { Payouts } from './payouts';
import { type Bettable, closedReason, currentOdds, oddsAllowed } from './pricing';
import type { BetReader } from './reader';
import { BOOK_VENUE, betsInPlay, LIMITS, type MemberLimits, memberLimits, memberWallet } from './rules';
import * as store from './store';
import { betNo, betViewOf } from './views';

type Currency = 'RMB' | 'USDT';

export interface PlacementDeps {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  feed: FeedService;
  wallet: WalletService;
  outbox: Outbox;
  reader: BetReader;
  payouts: Payouts;
  builder: BuilderPricer;
  liability: BookLiability;
  bonus: BetBonus;
  /** Safer-gambling limits: a stake counts against them and is refused past them, in the bet's transaction. */
  rg: RgService;
  log: FastifyBaseLogger;
  delayMs: number;
}

/** A bet checked and priced, ready to be written. */
interface Plan {
  kind: PlaceRequest['kind'];
  system: SystemType | null;
  unitStake: bigint;
  totalStake: bigint;
  potential: bigint;
  inPlay: boolean;
  legs: Omit<store.NewLeg, 'betId'>[];
  /** What a bonus's contribution weight reads: the price and market type of each leg (a builder's one price). */
  weighed: { odds: number; marketType: string }[];
  matches: Map<number, MatchView>;
  /** The member's limits: the book's scaled by the factor the trader set for them. */
  limits: MemberLimits;
}

/** Thrown inside the bet's transaction when an outcome's liability would pass its cap. */
class LiabilityReached extends Error {
  constructor(readonly reached: { marketId: number; before: bigint }) {
    super(`liability cap reached on market ${reached.marketId}`);
  }
}

const DUE_BATCH = 100;

/**
 * Taking bets (DESIGN.md section 13): the checks in order (market open, price within the member's
 * policy, stake and payout limits, liability per outcome), then the stake moves from the member's
 * sports wallet into "bets in play" in the transaction that writes the bet. A bet in play waits
 * out the bet delay as `pending`, stake held, and is then accepted or rejected; the decision is
 * durable because the pending bet is a row that a job decides if this process does not.
 */
export class Placement {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly deps: PlacementDeps) {}

  async place(auth: AuthContext, input: PlaceRequest): Promise<BetView> {
    const { db } = this.deps;
    const earlier = await store.findByRequest(db, auth.siteId, auth.memberId, input.requestId);
    if (earlier) return this.deps.reader.view(earlier);
    const [plan, currency] = await Promise.all([this.plan(auth, input), this.deps.wallet.currencyOf(auth)]);
    // Refused before any money moves; the count in the bet's transaction is what settles a race.
    await this.deps.rg.precheck(auth, 'stake', plan.totalStake);
    // A free bet's stake is the house's: nothing to move from the centre wallet.
    if (input.freeBetId === undefined) await this.fundShortfall(auth, currency, plan.totalStake, input.requestId);
    let bet: store.BetRow;
    try {
      bet = await db.transaction((tx) => this.write(tx, auth, currency, input, plan));
    } catch (error) {
      return this.afterFailure(error, auth, currency, input.requestId, plan);
    }
    this.deps.ledger.announce([memberWallet(auth.siteId, auth.memberId, currency)]);
    if (bet.state === 'pending') this.schedule(bet.id, this.deps.delayMs);
    // The answer is built from what placement already read: no second trip for the legs and matches.
    return betViewOf(
      bet,
      plan.legs.map((leg) => ({
        ...leg,
        betId: bet.id,
        inPlay: leg.inPlay ?? 0,
        scoreAt: leg.scoreAt ?? '',
        result: null,
      })),
      plan.matches,
    );
  }

  private async afterFailure(
    error: unknown,
    auth: AuthContext,
    currency: Currency,
    requestId: string,
    plan: Plan,
  ): Promise<BetView> {
    // The same requestId placed at the same moment: the first one's bet is the answer to both.
    if (pgErrorCode(error) === '23505') {
      const twin = await store.findByRequest(this.deps.db, auth.siteId, auth.memberId, requestId);
      if (twin) return this.deps.reader.view(twin);
    }
    if (error instanceof LiabilityReached) {
      await this.deps.liability.refused(error.reached);
      throw new DomainError('liabilityLimit');
    }
    if (error instanceof DomainError && error.spec.code === 10620) {
      const { available } = await this.deps.ledger.balanceOf(memberWallet(auth.siteId, auth.memberId, currency));
      const shortfall = plan.totalStake - available;
      throw new DomainError('insufficientFunds', {
        msg: '体育钱包余额不足',
        data: { shortfall: fromMinorUnits(shortfall > 0n ? shortfall : 0n), stake: fromMinorUnits(plan.totalStake) },
      });
    }
    throw error;
  }

  /** With auto-transfer on, the shortfall (only) comes from the centre wallet first, in one idempotent transfer. */
  private async fundShortfall(auth: AuthContext, currency: Currency, stake: bigint, requestId: string) {
    const { enabled } = await this.deps.wallet.autoTransfer(auth);
    if (!enabled) return;
    const { available } = await this.deps.ledger.balanceOf(memberWallet(auth.siteId, auth.memberId, currency));
    if (available >= stake) return;
    await this.deps.wallet.transfer(auth, BOOK_VENUE, 'in', stake - available, `bet-${requestId}`).catch(() => {
      // The centre cannot cover it either: the bet itself answers "insufficient funds".
    });
  }

  /** Checks the selections against the markets now and prices the bet; throws what the slip must show. */
  private async plan(auth: AuthContext, input: PlaceRequest): Promise<Plan> {
    const marketIds = input.legs.map((leg) => leg.marketId);
    if (new Set(marketIds).size !== marketIds.length) {
      throw new DomainError('invalidParameter', { msg: '同一盘口只能选择一个投注项' });
    }
    const system = input.kind === 'system' ? systemOf(input.systemType ?? '', input.legs.length) : null;
    const [markets, factorBp] = await Promise.all([
      this.deps.feed.bettable(marketIds),
      store.memberFactor(this.deps.db, auth.siteId, auth.memberId),
    ]);
    const limits = memberLimits(factorBp);
    const matchIds = input.legs.map((leg) => markets.get(leg.marketId)?.match.id ?? 0);
    if ((input.kind === 'parlay' || input.kind === 'system') && new Set(matchIds).size !== matchIds.length) {
      throw new DomainError('invalidParameter', { msg: '同一场比赛的投注项不能串关' });
    }
    this.assertOpen(input, markets);
    // A builder is priced as one: the member saw its combined price, not the legs'.
    const combined = input.kind === 'builder' ? await this.builderOdds(input) : null;
    if (combined === null) this.assertPrices(input, markets);

    const unitStake = toMinorUnits(input.stake);
    if (unitStake < LIMITS.minStake) {
      throw new DomainError('stakeLimit', { msg: `最低投注金额为${fromMinorUnits(LIMITS.minStake)}` });
    }
    const totalStake = system ? systemStake(unitStake, system) : unitStake;
    if (totalStake > limits.maxStake) {
      throw new DomainError('stakeLimit', { msg: `单注投注金额最高为${fromMinorUnits(limits.maxStake)}` });
    }
    const odds = input.legs.map((leg) => currentOdds(markets.get(leg.marketId), leg.outcome));
    const potential =
      combined !== null
        ? potentialReturn(unitStake, [combined])
        : system
          ? systemPotentialReturn(unitStake, odds, system)
          : potentialReturn(unitStake, odds);
    if (potential > limits.maxPayout) {
      throw new DomainError('payoutLimit', { msg: `单注可赢金额最高为${fromMinorUnits(limits.maxPayout)}` });
    }
    const legs = input.legs.map((leg, idx) => {
      const { market, match } = markets.get(leg.marketId)!;
      const live = match.status === 'live';
      return {
        idx,
        matchId: match.id,
        marketId: market.id,
        outcome: leg.outcome,
        odds: odds[idx]!,
        marketVersion: market.version,
        inPlay: live ? 1 : 0,
        scoreAt: live ? `${match.score.home}:${match.score.away}` : '',
        sport: match.sport,
        leagueName: match.league.name,
        home: match.home.name,
        away: match.away.name,
        kickoffAt: new Date(match.kickoffAt),
        marketName: market.name,
        outcomeName: market.outcomes.find((o) => o.key === leg.outcome)?.name ?? leg.outcome,
      };
    });
    return {
      kind: input.kind,
      system,
      unitStake,
      totalStake,
      potential,
      inPlay: legs.some((leg) => leg.inPlay === 1),
      legs,
      weighed:
        combined !== null
          ? [{ odds: combined, marketType: 'builder' }]
          : legs.map((leg) => ({ odds: leg.odds, marketType: markets.get(leg.marketId)!.market.type })),
      matches: new Map([...markets.values()].map(({ match }) => [match.id, match])),
      limits,
    };
  }

  /** The builder's price now, if the member's policy takes it over the one they saw. */
  private async builderOdds(input: PlaceRequest): Promise<number> {
    const { odds } = await this.deps.builder.price(input.legs);
    if (!oddsAllowed(input.oddsPolicy, input.builderOdds ?? 0, odds)) {
      throw new DomainError('oddsChanged', { msg: '组合赔率已变化，请确认新赔率', data: { builderOdds: odds } });
    }
    return odds;
  }

  private assertOpen(input: PlaceRequest, markets: Bettable): void {
    const closed = input.legs.flatMap((leg) => {
      const reason = closedReason(markets.get(leg.marketId), leg.outcome);
      return reason ? [{ marketId: leg.marketId, outcome: leg.outcome, reason }] : [];
    });
    if (closed.length > 0) {
      throw new DomainError('marketClosed', { msg: closed[0]!.reason, data: { legs: closed } });
    }
  }

  /** Every price must be the one seen, or one the member's policy accepts; the slip gets the prices now. */
  private assertPrices(input: PlaceRequest, markets: Bettable): void {
    const changed = input.legs.some(
      (leg) => !oddsAllowed(input.oddsPolicy, leg.odds, currentOdds(markets.get(leg.marketId), leg.outcome)),
    );
    if (!changed) return;
    throw new DomainError('oddsChanged', {
      data: {
        legs: input.legs.map((leg) => ({
          marketId: leg.marketId,
          outcome: leg.outcome,
          odds: currentOdds(markets.get(leg.marketId), leg.outcome),
          marketVersion: markets.get(leg.marketId)?.market.version ?? 0,
        })),
      },
    });
  }

  private async write(tx: Executor, auth: AuthContext, currency: Currency, input: PlaceRequest, plan: Plan) {
    const matchIds = [...new Set(plan.legs.map((leg) => leg.matchId))];
    const onMatches = await store.openReturnOnMatch(tx, auth.memberId, matchIds);
    if (onMatches + plan.potential > plan.limits.maxMatchPayout) {
      throw new DomainError('payoutLimit', { msg: '您在该场比赛的可赢金额已达上限' });
    }
    const now = this.deps.clock.now();
    const pending = plan.inPlay && this.deps.delayMs > 0;
    const bet = await store.insertBet(
      tx,
      {
        siteId: auth.siteId,
        memberId: auth.memberId,
        requestId: input.requestId,
        currency,
        kind: plan.kind,
        systemType: plan.system?.name ?? null,
        unitStake: plan.unitStake,
        stake: plan.totalStake,
        placedStake: plan.totalStake,
        potentialReturn: plan.potential,
        oddsPolicy: input.oddsPolicy,
        state: pending ? 'pending' : 'accepted',
        placedAt: now,
        decideAt: pending ? new Date(now.getTime() + this.deps.delayMs) : null,
        freeBetId: input.freeBetId ?? null,
      },
      plan.legs,
    );
    // Before the liability and the ledger, as every settler does: grants are locked first.
    const wallet = memberWallet(auth.siteId, auth.memberId, currency);
    const inPlay = betsInPlay(auth.siteId, auth.memberId, currency);
    await this.deps.rg.count(tx, auth, 'stake', plan.totalStake, { check: true });
    const fromBonus = await this.deps.bonus.fundStake(tx, {
      siteId: auth.siteId,
      memberId: auth.memberId,
      betId: bet.id,
      currency,
      stake: plan.totalStake,
      legs: plan.weighed,
      placedAt: now,
      inPlay,
      realAvailable: async () => (await this.deps.ledger.balanceOf(wallet, tx)).available,
      freeBetId: input.freeBetId ?? null,
    });
    const reached = await this.deps.liability.open(
      tx,
      betLiability({ potentialReturn: plan.potential, stake: plan.totalStake }, plan.legs, 1n),
    );
    if (reached) throw new LiabilityReached(reached);
    // Real money first; a bonus pays only the shortfall, already moved in by the bonus rules.
    if (plan.totalStake > fromBonus) {
      await this.deps.ledger.moveWithin(tx, {
        debit: wallet,
        credit: inPlay,
        amount: plan.totalStake - fromBonus,
        kind: 'betStake',
        reference: betNo(bet),
        idempotencyKey: `sportsbook:bet:${bet.id}:stake`,
        memberId: auth.memberId,
        detail: { betId: bet.id },
      });
    }
    await this.deps.outbox.add(tx, sportsbookEvents.betPlaced, {
      siteId: auth.siteId,
      memberId: auth.memberId,
      betId: bet.id,
      currency,
      state: bet.state,
      stake: plan.totalStake.toString(),
      matchIds,
    });
    return bet;
  }

  /** Decides a pending bet soon after its delay in this process; the job decides it if this one cannot. */
  private schedule(betId: number, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.decide(betId).catch((error: unknown) => this.deps.log.warn({ err: error, betId }, 'bet decision failed'));
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** Every pending bet past its delay, decided (the job's run). */
  async decideDue(): Promise<number> {
    const due = await store.duePending(this.deps.db, this.deps.clock.now(), DUE_BATCH);
    for (const { id } of due) await this.decide(id);
    return due.length;
  }

  /**
   * After the delay the markets are checked again: a bet stop (a goal, a red card) or a price the
   * member's policy refuses rejects the bet and returns its stake; otherwise it is accepted, at the
   * price now when the policy took a change.
   */
  async decide(betId: number): Promise<void> {
    const { db } = this.deps;
    const bet = await store.findBet(db, betId);
    if (bet?.state !== 'pending') return;
    const legs = (await store.legsOf(db, [betId])).get(betId) ?? [];
    const markets = await this.deps.feed.bettable(legs.map((leg) => leg.marketId));
    const closed = legs.some((leg) => closedReason(markets.get(leg.marketId), leg.outcome) !== null);
    const odds = legs.map((leg) => currentOdds(markets.get(leg.marketId), leg.outcome));
    // A builder was priced as one and keeps that price; its legs only have to stay open.
    const priced =
      bet.kind === 'builder' || legs.every((leg, i) => oddsAllowed(bet.oddsPolicy as OddsPolicy, leg.odds, odds[i]!));
    const reason = closed ? '确认期间盘口暂停投注，本金已退回' : priced ? null : '确认期间赔率已变化，本金已退回';
    const decided = await db.transaction(async (tx) => {
      const locked = await store.lockBet(tx, betId);
      if (locked?.state !== 'pending') return null;
      if (reason === null) {
        const changed = bet.kind !== 'builder' && legs.some((leg, i) => leg.odds !== odds[i]);
        for (const [i, leg] of legs.entries()) {
          if (leg.odds !== odds[i]) await store.setLegOdds(tx, betId, leg.idx, odds[i]!);
        }
        const potential = changed ? this.repriced(locked, odds) : locked.potentialReturn;
        if (potential !== locked.potentialReturn) {
          await this.deps.liability.shift(tx, [
            ...betLiability(locked, legs, -1n),
            ...betLiability({ potentialReturn: potential, stake: locked.stake }, legs, 1n),
          ]);
        }
        const row = await store.updateBet(tx, betId, { state: 'accepted', decideAt: null, potentialReturn: potential });
        await this.tell(tx, row, 'accepted');
        return row;
      }
      await this.deps.payouts.refund(tx, locked, 'refund');
      await this.deps.liability.shift(tx, betLiability(locked, legs, -1n));
      const row = await store.updateBet(tx, betId, {
        state: 'rejected',
        decideAt: null,
        rejectReason: reason,
        settledAt: this.deps.clock.now(),
      });
      await this.tell(tx, row, 'rejected');
      return row;
    });
    if (decided?.state === 'rejected') {
      this.deps.ledger.announce([memberWallet(decided.siteId, decided.memberId, decided.currency as Currency)]);
    }
  }

  private repriced(bet: store.BetRow, odds: number[]): bigint {
    const system = bet.kind === 'system' && bet.systemType ? systemType(bet.systemType) : null;
    return system ? systemPotentialReturn(bet.unitStake, odds, system) : potentialReturn(bet.stake, odds);
  }

  private tell(tx: Executor, bet: store.BetRow, state: 'accepted' | 'rejected') {
    return this.deps.outbox.add(tx, sportsbookEvents.betDecided, {
      siteId: bet.siteId,
      memberId: bet.memberId,
      betId: bet.id,
      currency: bet.currency,
      state,
    });
  }
}

function systemOf(name: string, legs: number): SystemType {
  try {
    const type = systemType(name);
    if (type.legs === legs) return type;
  } catch {
    // Falls through to the member's message.
  }
  throw new DomainError('invalidParameter', { msg: '串关方式与所选场次不符' });
}
