import { businessDate, fromMinorUnits } from '@courtside/domain';
import {
  advance,
  contribution,
  fundStake,
  type GrantStatus,
  gameWeightBp,
  isLive,
  type ProductKind,
  splitReturn,
  sportsBetWeightBp,
} from '@courtside/domain/promotions';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { BetBonus, ClosingBet, ReturnShares, StakeToFund } from '../sportsbook';
import type { AccountKey, Ledger } from '../wallet';
import type { FreeBets } from './free-bet';
import { promoAccount } from './promo-account';
import * as store from './store';
import { grantTermsOf, termsOf } from './terms';

/** The turnover source of house sportsbook bets. */
const SPORTSBOOK = 'sportsbook';

/** A grant's change within one step, applied in one statement per grant. */
interface Shift {
  balance: bigint;
  progress: bigint;
}

/** The grant a new bet feeds: the one that expires first, then the oldest. */
const feedingGrant = (active: readonly store.GrantRow[]): store.GrantRow | undefined =>
  [...active].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id)[0];

/**
 * The grants whose terms count a product (a game's own weight first, where a round names one): only
 * those are fed by, fund and cap a stake of that product. A casino-only gift (游戏大礼包) so never takes
 * a sports bet at weight 0 from the first-deposit gift beside it, nor caps it with its own max bet.
 */
const counting = (active: readonly store.GrantRow[], product: ProductKind, gameCode?: string) =>
  active.filter((g) => {
    const { weights } = grantTermsOf(termsOf(g.terms));
    const bp =
      gameCode === undefined
        ? (weights.products[product] ?? weights.defaultBp)
        : gameWeightBp(weights, product, gameCode);
    return bp > 0;
  });

/**
 * Wagering on the house sportsbook (the `BetBonus` the sportsbook calls). It follows the reference
 * model in `@courtside/domain/promotions` step for step: real money first, the bonus covering the
 * shortfall; the return split in proportion; progress advanced by the weighted valid turnover when
 * the bet settles; a void or rollback reversing exactly what it made. Everything runs in the
 * sportsbook's transaction, grants locked before the ledger's accounts.
 */
export class Wagering implements BetBonus {
  constructor(private readonly deps: { ledger: Ledger; clock: Clock; freeBets: FreeBets }) {}

  houseAccount(siteId: number, memberId: number, currency: 'RMB' | 'USDT'): AccountKey {
    return promoAccount(siteId, memberId, currency);
  }

  async fundStake(tx: Executor, bet: StakeToFund): Promise<bigint> {
    const { freeBetId } = bet;
    if (freeBetId !== null) return this.deps.freeBets.stake(tx, { ...bet, freeBetId });
    const active = counting(await store.lockActiveGrants(tx, bet.memberId), 'sports');
    const feeding = feedingGrant(active);
    if (!feeding) return 0n;
    let maxBet: bigint | null = null;
    for (const g of active) if (g.maxBet !== null && (maxBet === null || g.maxBet < maxBet)) maxBet = g.maxBet;
    // Refused at placement, never confiscated later.
    if (maxBet !== null && bet.stake > maxBet) {
      throw new DomainError('promoMaxBet', {
        msg: `优惠进行中，单注投注金额最高为${fromMinorUnits(maxBet)}`,
        data: { maxBet: fromMinorUnits(maxBet) },
      });
    }
    const terms = grantTermsOf(termsOf(feeding.terms));
    const weightBp = sportsBetWeightBp(terms.weights, 'sports', bet.legs, terms.minOdds);
    const funding = fundStake(bet.stake, await bet.realAvailable(), feeding.balance);
    // Where real money and bonus together fall short, the ledger refuses the real part as usual.
    const bonus = funding?.bonus ?? 0n;
    const now = this.deps.clock.now();
    if (bonus > 0n) {
      const after = await store.shiftGrant(tx, feeding.id, { balance: -bonus, progress: 0n });
      await store.insertEntries(tx, [
        {
          grantId: feeding.id,
          kind: 'stake',
          amount: -bonus,
          balanceAfter: after.balance,
          reference: `bet:${bet.betId}`,
          at: now,
        },
      ]);
      await this.deps.ledger.moveWithin(tx, {
        debit: promoAccount(bet.siteId, bet.memberId, bet.currency),
        credit: bet.inPlay,
        amount: bonus,
        kind: 'bonusStake',
        reference: `bet:${bet.betId}`,
        idempotencyKey: `promo:bet:${bet.betId}:stake`,
        memberId: null,
        detail: { betId: bet.betId, memberId: bet.memberId, grantId: feeding.id },
      });
    }
    await store.insertGrantBet(tx, {
      betId: bet.betId,
      grantId: feeding.id,
      memberId: bet.memberId,
      stake: bet.stake,
      bonusStake: bonus,
      weightBp,
      state: 'open',
      placedAt: bet.placedAt,
    });
    return bonus;
  }

  async settled(tx: Executor, bets: readonly ClosingBet[]): Promise<Map<number, ReturnShares>> {
    const day = businessDate(this.deps.clock.now().getTime());
    await store.recordTurnover(
      tx,
      bets
        .filter((b) => b.validTurnover > 0n)
        .map((b) => ({
          source: SPORTSBOOK,
          ref: String(b.betId),
          siteId: b.siteId,
          memberId: b.memberId,
          day,
          product: b.product,
          amount: b.validTurnover,
          market: b.market,
          side: b.side,
        })),
    );
    const shares = new Map<number, ReturnShares>();
    const free = await this.deps.freeBets.closed(
      tx,
      bets.flatMap(({ freeBetId, ...b }) => (freeBetId === null ? [] : [{ ...b, freeBetId }])),
    );
    for (const [betId, toPromo] of free) shares.set(betId, { toPromo, withheld: 0n });
    // The sportsbook holds these bets locked for the settlement.
    const rows = await store.grantBetsOfLocked(
      tx,
      bets.map((b) => b.betId),
    );
    const open = bets.filter((b) => rows.get(b.betId)?.state === 'open').sort((a, b) => a.betId - b.betId);
    if (open.length === 0) return shares;
    const grants = await store.lockGrants(
      tx,
      open.map((b) => rows.get(b.betId)!.grantId),
    );
    const shifts = new Map<number, Shift>();
    const entries: Parameters<typeof store.insertEntries>[1] = [];
    const closed: Parameters<typeof store.settleGrantBets>[1][number][] = [];
    const now = this.deps.clock.now();
    for (const bet of open) {
      const row = rows.get(bet.betId)!;
      const grant = grants.get(row.grantId)!;
      const status = grant.status as GrantStatus;
      const shift = shifts.get(grant.id) ?? { balance: 0n, progress: 0n };
      const split = splitReturn(bet.returned, bet.stake, row.bonusStake);
      let share: ReturnShares;
      let bonusReturned = 0n;
      let realReturned = split.real;
      if (isLive(status)) {
        share = { toPromo: split.bonus, withheld: 0n };
        bonusReturned = split.bonus;
        if (split.bonus > 0n) {
          shift.balance += split.bonus;
          entries.push({
            grantId: grant.id,
            kind: 'win',
            amount: split.bonus,
            balanceAfter: grant.balance + shift.balance,
            reference: `bet:${bet.betId}:${bet.step}`,
            at: now,
          });
        }
      } else if (status === 'converted') {
        // The grant is wallet money now, so its share of the return is too.
        share = { toPromo: 0n, withheld: 0n };
        realReturned = bet.returned;
      } else {
        // The share of a bonus that ended stays with the book: paying it would make a dead bonus cash.
        share = { toPromo: 0n, withheld: split.bonus };
      }
      let added = 0n;
      if (status === 'active') {
        added = advance(
          grant.progress + shift.progress,
          grant.requirement,
          contribution(bet.validTurnover, row.weightBp),
        ).added;
        shift.progress += added;
      }
      shifts.set(grant.id, shift);
      shares.set(bet.betId, share);
      closed.push({ betId: bet.betId, added, bonusReturned, realReturned });
    }
    // One statement each for the batch's bets and its grants: a statement per bet and per grant made a
    // settlement of bonus-funded bets take about twice as long as the same settlement without them.
    await store.settleGrantBets(tx, closed);
    await store.insertEntries(tx, entries);
    await store.shiftGrants(
      tx,
      new Map([...shifts].filter(([, shift]) => shift.balance !== 0n || shift.progress !== 0n)),
    );
    // The grants are locked since `lockGrants` above: their state now is the read plus the shifts.
    await this.reviewLocked(
      tx,
      [...shifts].map(([id, shift]) => {
        const grant = grants.get(id)!;
        return { ...grant, balance: grant.balance + shift.balance, progress: grant.progress + shift.progress };
      }),
    );
    return shares;
  }

  async refunded(tx: Executor, betId: number, step: string): Promise<bigint> {
    const row = (await store.lockGrantBets(tx, [betId])).get(betId);
    if (row?.state !== 'open') return 0n;
    const grant = (await store.lockGrants(tx, [row.grantId])).get(row.grantId)!;
    const status = grant.status as GrantStatus;
    await store.updateGrantBet(tx, betId, { state: 'void' });
    let toPromo = 0n;
    if (row.bonusStake > 0n && status !== 'converted') {
      toPromo = row.bonusStake;
      if (isLive(status)) {
        const after = await store.shiftGrant(tx, grant.id, { balance: row.bonusStake, progress: 0n });
        await store.insertEntries(tx, [
          {
            grantId: grant.id,
            kind: 'reversal',
            amount: row.bonusStake,
            balanceAfter: after.balance,
            reference: `bet:${betId}:${step}`,
            at: this.deps.clock.now(),
          },
        ]);
      }
    }
    await this.review(tx, [grant.id]);
    return toPromo;
  }

  async reopened(tx: Executor, betId: number, step: string) {
    // Its turnover goes with it: no level or rebate reads a settlement that was undone.
    await store.dropTurnover(tx, SPORTSBOOK, String(betId));
    const row = (await store.lockGrantBets(tx, [betId])).get(betId);
    if (row?.state !== 'settled') return null;
    let grant = (await store.lockGrants(tx, [row.grantId])).get(row.grantId)!;
    // Closing a grant as spent was provisional: with this bet open again, its bonus may come back.
    if (grant.status === 'forfeited' && grant.reason === 'balance_spent') {
      grant = await store.updateGrant(tx, grant.id, { status: 'active', reason: null, closedAt: null });
    }
    const status = grant.status as GrantStatus;
    const live = isLive(status);
    const fromGrant = live ? (row.bonusReturned < grant.balance ? row.bonusReturned : grant.balance) : 0n;
    const rest = row.bonusReturned - fromGrant;
    const dead = status === 'forfeited' || status === 'expired';
    if (live) {
      // A bet of it is open again, so it cannot stay complete; its contribution comes off exactly.
      const after = await store.shiftGrant(tx, grant.id, {
        balance: -fromGrant,
        progress: -row.added,
        status: 'active',
      });
      if (fromGrant > 0n) {
        await store.insertEntries(tx, [
          {
            grantId: grant.id,
            kind: 'reversal',
            amount: -fromGrant,
            balanceAfter: after.balance,
            reference: `bet:${betId}:${step}`,
            at: this.deps.clock.now(),
          },
        ]);
      }
    }
    await store.updateGrantBet(tx, betId, { state: 'open', added: 0n, bonusReturned: 0n, realReturned: 0n });
    return { fromPromo: fromGrant + (dead ? rest : 0n), fromMember: row.realReturned + (dead ? 0n : rest) };
  }

  freeBetRefunded(tx: Executor, bet: { id: number; freeBetId: number }): Promise<void> {
    return this.deps.freeBets.refunded(tx, bet);
  }

  freeBetReopened(
    tx: Executor,
    bet: { id: number; memberId: number; freeBetId: number; generation: number },
  ): Promise<void> {
    return this.deps.freeBets.reopened(tx, bet);
  }

  async fundedByBonus(db: Executor, betId: number): Promise<boolean> {
    const row = await store.findGrantBet(db, betId);
    return row !== null && row.state === 'open' && row.bonusStake > 0n;
  }

  /**
   * A settled round from a venue with its own wallet (the game-record subscriber, once per record):
   * its valid turnover counts for levels and rebates; it feeds the member's active grant that counts
   * its game, by that weight; and a stake above the max bet of a grant counting it, placed while the
   * grant was active, forfeits that grant (`terms_breach`): bonus money never rides on a
   * casino round, so the breach can only be seen afterwards, on the record.
   */
  async gameRecord(
    tx: Executor,
    r: {
      siteId: number;
      memberId: number;
      venueCode: string;
      gameCode: string;
      betId: string;
      product: ProductKind;
      stake: bigint;
      validTurnover: bigint;
      betAt: Date;
      settledAt: Date;
    },
  ): Promise<void> {
    const now = this.deps.clock.now();
    if (r.validTurnover > 0n) {
      await store.recordTurnover(tx, [
        {
          source: `venue:${r.venueCode}`,
          ref: r.betId,
          siteId: r.siteId,
          memberId: r.memberId,
          day: businessDate(r.settledAt.getTime()),
          product: r.product,
          amount: r.validTurnover,
        },
      ]);
    }
    const during = counting(
      (await store.lockActiveGrants(tx, r.memberId)).filter((g) => g.createdAt <= r.betAt),
      r.product,
      r.gameCode,
    );
    const breached = during.filter((g) => g.maxBet !== null && r.stake > g.maxBet);
    for (const grant of breached) {
      await store.closeGrant(tx, grant, { status: 'forfeited', reason: 'terms_breach', kind: 'forfeit', at: now });
    }
    const feeding = feedingGrant(during.filter((g) => !breached.includes(g)));
    if (!feeding) return;
    const weights = grantTermsOf(termsOf(feeding.terms)).weights;
    const w = contribution(r.validTurnover, gameWeightBp(weights, r.product, r.gameCode));
    const { added } = advance(feeding.progress, feeding.requirement, w);
    if (added > 0n) await store.shiftGrant(tx, feeding.id, { balance: 0n, progress: added });
    await this.review(tx, [feeding.id]);
  }

  /** A bet cashed out in full closes with no contribution; its grant may complete now. */
  async cashedOut(tx: Executor, betId: number): Promise<void> {
    const row = (await store.lockGrantBets(tx, [betId])).get(betId);
    if (row?.state !== 'open') return;
    await store.lockGrants(tx, [row.grantId]);
    await store.updateGrantBet(tx, betId, { state: 'settled' });
    await this.review(tx, [row.grantId]);
  }

  /**
   * After bets of these grants closed: a grant whose bonus is all lost (nothing left, nothing riding)
   * closes as spent; one whose requirement is met with none of its bets open completes. The grants
   * are locked by the caller.
   */
  async review(tx: Executor, grantIds: readonly number[]): Promise<void> {
    if (grantIds.length === 0) return;
    await this.reviewLocked(tx, [...(await store.lockGrants(tx, grantIds)).values()]);
  }

  /**
   * `review` of grants this transaction holds locked, as they stand now. Only a grant spent or at its
   * requirement can close, so the open bets are read for those alone (most settlements have none).
   */
  private async reviewLocked(tx: Executor, grants: readonly store.GrantRow[]): Promise<void> {
    const closing = grants.filter((g) => g.status === 'active' && (g.balance === 0n || g.progress === g.requirement));
    if (closing.length === 0) return;
    const open = await store.openBets(
      tx,
      closing.map((g) => g.id),
    );
    const now = this.deps.clock.now();
    for (const grant of closing) {
      const riding = open.get(grant.id) ?? { all: 0, bonus: 0 };
      if (grant.balance === 0n && riding.bonus === 0) {
        await store.updateGrant(tx, grant.id, { status: 'forfeited', reason: 'balance_spent', closedAt: now });
      } else if (grant.progress === grant.requirement && riding.all === 0) {
        await store.updateGrant(tx, grant.id, { status: 'completed' });
      }
    }
  }
}
