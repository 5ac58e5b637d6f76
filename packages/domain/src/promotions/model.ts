import { advance, conversion, fundStake, splitReturn } from './wagering';
import { contribution } from './weights';

/**
 * The reference model of bonus grants: what the promotions module does in SQL, as plain data. The
 * property tests drive it with random sequences of operations and check its invariants; the
 * server's store follows the same rules step by step, with the same arithmetic (this module's
 * functions), so the model is the specification of the tables' behaviour.
 *
 * Money lives in four ledger accounts (the member's wallet, the house's bets-in-play, its book and
 * its promo account) that only ever exchange amounts, plus each grant's balance, which is not ledger
 * money until it converts. The wallet may go below zero only as what the member owes (`owed`).
 */

export const GRANT_STATUSES = ['pending', 'active', 'completed', 'converted', 'forfeited', 'expired'] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];

/** Why a grant was forfeited; the regulator always has one to read. */
export const FORFEIT_REASONS = [
  'admin',
  'terms_breach',
  'self_exclusion',
  'cooling_off',
  'balance_spent',
  'risk',
] as const;
export type ForfeitReason = (typeof FORFEIT_REASONS)[number];

export const ENTRY_KINDS = ['grant', 'stake', 'win', 'reversal', 'convert', 'forfeit', 'expire'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** A grant whose balance still belongs to it (wins come back to it, stakes may come from it). */
export const isLive = (status: GrantStatus): boolean => status === 'active' || status === 'completed';

export interface ModelGrant {
  readonly id: number;
  readonly granted: bigint;
  balance: bigint;
  readonly requirement: bigint;
  progress: bigint;
  status: GrantStatus;
  reason: ForfeitReason | null;
  readonly maxWinMultiplier: number | null;
  conversions: number;
}

export interface ModelBet {
  readonly id: number;
  readonly grantId: number;
  readonly stake: bigint;
  readonly bonusStake: bigint;
  readonly weightBp: number;
  state: 'open' | 'settled' | 'void';
  /** What its settlement added to progress: a rollback takes exactly this off. */
  added: bigint;
  /** The bonus share of its return that went back to the grant, and what went to the wallet. */
  bonusReturned: bigint;
  realReturned: bigint;
}

export interface ModelEntry {
  readonly grantId: number;
  readonly kind: EntryKind;
  readonly amount: bigint;
}

export type Account = 'wallet' | 'inPlay' | 'book' | 'promo' | 'outside';

export interface ModelState {
  readonly accounts: Record<Account, bigint>;
  readonly grants: Map<number, ModelGrant>;
  readonly bets: Map<number, ModelBet>;
  readonly entries: ModelEntry[];
}

export const emptyModel = (): ModelState => ({
  accounts: { wallet: 0n, inPlay: 0n, book: 0n, promo: 0n, outside: 0n },
  grants: new Map(),
  bets: new Map(),
  entries: [],
});

export type ModelOp =
  | { readonly op: 'deposit'; readonly amount: bigint }
  | {
      readonly op: 'give';
      readonly grantId: number;
      readonly amount: bigint;
      readonly multiplier: number;
      readonly maxWinMultiplier: number | null;
    }
  | { readonly op: 'stake'; readonly betId: number; readonly stake: bigint; readonly weightBp: number }
  /** `returnedBp`: the return as basis points of the stake (0 a loss, 10,000 a push, 19,500 a win at 1.95). */
  | { readonly op: 'settle'; readonly betId: number; readonly returnedBp: number; readonly turnoverBp: number }
  | { readonly op: 'void'; readonly betId: number }
  | { readonly op: 'rollback'; readonly betId: number }
  | { readonly op: 'convert'; readonly grantId: number }
  | { readonly op: 'forfeit'; readonly grantId: number }
  | { readonly op: 'expire'; readonly grantId: number };

const move = (s: ModelState, from: Account, to: Account, amount: bigint): void => {
  if (amount === 0n) return;
  s.accounts[from] -= amount;
  s.accounts[to] += amount;
};

const entry = (s: ModelState, grant: ModelGrant, kind: EntryKind, amount: bigint): void => {
  if (amount === 0n) return;
  grant.balance += amount;
  if (grant.balance < 0n) throw new Error(`grant ${grant.id} below zero`);
  s.entries.push({ grantId: grant.id, kind, amount });
};

/** The grant a new bet feeds: the oldest active one (the server picks the earliest expiry, then id). */
const feedingGrant = (s: ModelState): ModelGrant | undefined =>
  [...s.grants.values()].filter((g) => g.status === 'active').sort((a, b) => a.id - b.id)[0];

const hasOpenBets = (s: ModelState, grantId: number, bonusOnly: boolean): boolean =>
  [...s.bets.values()].some((b) => b.grantId === grantId && b.state === 'open' && (!bonusOnly || b.bonusStake > 0n));

/**
 * After a bet of the grant closes: a grant whose bonus is all lost (nothing left, nothing riding)
 * is closed as spent; one whose requirement is met with no bet of it still open completes.
 */
const review = (s: ModelState, grant: ModelGrant): void => {
  if (grant.status !== 'active') return;
  if (grant.balance === 0n && !hasOpenBets(s, grant.id, true)) {
    grant.status = 'forfeited';
    grant.reason = 'balance_spent';
    return;
  }
  if (grant.progress === grant.requirement && !hasOpenBets(s, grant.id, false)) grant.status = 'completed';
};

/** Pays a bet's return: in proportion to its funding, the bonus share to its grant while the grant lives. */
const payReturn = (s: ModelState, bet: ModelBet, grant: ModelGrant, returned: bigint): void => {
  const split = splitReturn(returned, bet.stake, bet.bonusStake);
  move(s, 'inPlay', 'book', bet.stake);
  if (isLive(grant.status)) {
    move(s, 'book', 'promo', split.bonus);
    entry(s, grant, 'win', split.bonus);
    move(s, 'book', 'wallet', split.real);
    bet.bonusReturned = split.bonus;
    bet.realReturned = split.real;
  } else if (grant.status === 'converted') {
    // The grant is wallet money now: its share of the return is, too.
    move(s, 'book', 'wallet', returned);
    bet.bonusReturned = 0n;
    bet.realReturned = returned;
  } else {
    // A forfeited or expired grant's share is destroyed: paying it out would turn a dead bonus into cash.
    move(s, 'book', 'wallet', split.real);
    bet.bonusReturned = 0n;
    bet.realReturned = split.real;
  }
};

/** Applies one operation; an operation that does not apply to the state (a settled bet settled again) changes nothing. */
export function applyOp(s: ModelState, o: ModelOp): void {
  switch (o.op) {
    case 'deposit':
      move(s, 'outside', 'wallet', o.amount);
      return;
    case 'give': {
      if (s.grants.has(o.grantId) || o.amount <= 0n) return;
      const grant: ModelGrant = {
        id: o.grantId,
        granted: o.amount,
        balance: 0n,
        requirement: o.amount * BigInt(o.multiplier),
        progress: 0n,
        status: 'active',
        reason: null,
        maxWinMultiplier: o.maxWinMultiplier,
        conversions: 0,
      };
      s.grants.set(grant.id, grant);
      entry(s, grant, 'grant', o.amount);
      review(s, grant);
      return;
    }
    case 'stake': {
      const grant = feedingGrant(s);
      if (!grant || s.bets.has(o.betId)) return;
      const funding = fundStake(o.stake, s.accounts.wallet, grant.balance);
      if (!funding) return;
      move(s, 'wallet', 'inPlay', funding.real);
      move(s, 'promo', 'inPlay', funding.bonus);
      entry(s, grant, 'stake', -funding.bonus);
      s.bets.set(o.betId, {
        id: o.betId,
        grantId: grant.id,
        stake: o.stake,
        bonusStake: funding.bonus,
        weightBp: o.weightBp,
        state: 'open',
        added: 0n,
        bonusReturned: 0n,
        realReturned: 0n,
      });
      return;
    }
    case 'settle': {
      const bet = s.bets.get(o.betId);
      if (bet?.state !== 'open') return;
      const grant = s.grants.get(bet.grantId)!;
      const returned = (bet.stake * BigInt(o.returnedBp)) / 10_000n;
      const turnover = (bet.stake * BigInt(o.turnoverBp)) / 10_000n;
      payReturn(s, bet, grant, returned);
      bet.state = 'settled';
      if (grant.status === 'active') {
        const step = advance(grant.progress, grant.requirement, contribution(turnover, bet.weightBp));
        grant.progress = step.progress;
        bet.added = step.added;
      }
      review(s, grant);
      return;
    }
    case 'rollback': {
      const bet = s.bets.get(o.betId);
      if (bet?.state !== 'settled') return;
      rollback(s, bet);
      return;
    }
    case 'void': {
      const bet = s.bets.get(o.betId);
      if (!bet || bet.state === 'void') return;
      if (bet.state === 'settled') rollback(s, bet);
      const grant = s.grants.get(bet.grantId)!;
      const real = bet.stake - bet.bonusStake;
      move(s, 'inPlay', 'wallet', real);
      if (isLive(grant.status)) {
        move(s, 'inPlay', 'promo', bet.bonusStake);
        entry(s, grant, 'reversal', bet.bonusStake);
      } else if (grant.status === 'converted') {
        move(s, 'inPlay', 'wallet', bet.bonusStake);
      } else {
        move(s, 'inPlay', 'promo', bet.bonusStake);
      }
      bet.state = 'void';
      review(s, grant);
      return;
    }
    case 'convert': {
      const grant = s.grants.get(o.grantId);
      if (grant?.status !== 'completed') return;
      const { paid, forfeited } = conversion(grant.balance, grant.granted, grant.maxWinMultiplier);
      move(s, 'promo', 'wallet', paid);
      entry(s, grant, 'convert', -paid);
      entry(s, grant, 'forfeit', -forfeited);
      grant.status = 'converted';
      grant.conversions += 1;
      return;
    }
    case 'forfeit':
    case 'expire': {
      const grant = s.grants.get(o.grantId);
      if (!grant || !(o.op === 'forfeit' ? isLive(grant.status) : grant.status === 'active')) return;
      entry(s, grant, o.op, -grant.balance);
      grant.status = o.op === 'forfeit' ? 'forfeited' : 'expired';
      grant.reason = o.op === 'forfeit' ? 'admin' : null;
      return;
    }
  }
}

/**
 * A settled bet opened again: its contribution comes off progress exactly (a completed grant is
 * active again), and its return goes back: the bonus share from the grant as far as its balance
 * goes, the rest (and the real share) from the wallet, as an amount owed where the wallet is short.
 * A grant that has ended keeps its end (a forfeited or expired grant's share is the house's own),
 * except one closed as spent, which this bet may refill.
 */
const rollback = (s: ModelState, bet: ModelBet): void => {
  const grant = s.grants.get(bet.grantId)!;
  // Closing a grant as spent was provisional: with this bet open again, its bonus may come back.
  if (grant.status === 'forfeited' && grant.reason === 'balance_spent') {
    grant.status = 'active';
    grant.reason = null;
  }
  if (isLive(grant.status)) {
    grant.progress -= bet.added;
    // A bet of it is open again: it cannot stay complete.
    grant.status = 'active';
  }
  const fromGrant = isLive(grant.status) ? (bet.bonusReturned < grant.balance ? bet.bonusReturned : grant.balance) : 0n;
  entry(s, grant, 'reversal', -fromGrant);
  move(s, 'promo', 'book', fromGrant);
  const rest = bet.bonusReturned - fromGrant;
  move(s, grant.status === 'forfeited' || grant.status === 'expired' ? 'promo' : 'wallet', 'book', rest);
  move(s, 'wallet', 'book', bet.realReturned);
  move(s, 'book', 'inPlay', bet.stake);
  bet.added = 0n;
  bet.bonusReturned = 0n;
  bet.realReturned = 0n;
  bet.state = 'open';
};
