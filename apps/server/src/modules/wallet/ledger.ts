import { createHash } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import { afterCommit, type Db, type Executor, pgErrorCode } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import * as store from './store';

export type { AccountKey, LedgerCurrency } from './store';

export interface MoveRequest {
  debit: store.AccountKey;
  credit: store.AccountKey;
  /** Minor units, more than zero. */
  amount: bigint;
  kind: string;
  reference?: string;
  /** Scoped by the caller (e.g. `member:42:transferInto:<requestId>`); one key, one movement, ever. */
  idempotencyKey: string;
  /** The member whose records show the movement. */
  memberId: number | null;
  /** Two-phase: hold the amount now, post or void it later. */
  pending?: boolean;
  detail?: Record<string, unknown>;
}

export interface MoveResult {
  transferId: number;
  state: 'posted' | 'pending' | 'voided';
  amount: bigint;
  /** Available balances (balance less pending debits) right after the movement. */
  debitAvailable: bigint;
  creditAvailable: bigint;
  /** True when this answer is the stored result of an earlier identical request. */
  replayed: boolean;
}

/** The one member account kind allowed below zero: what a member owes the house (see the floor CHECK). */
export const OWED_KIND = 'owed';

const available = (account: store.AccountRow): bigint => account.balance - account.debitsPending;

const requestHashOf = (r: MoveRequest): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        r.debit,
        r.credit,
        r.amount.toString(),
        r.kind,
        r.reference ?? '',
        r.memberId,
        r.pending === true,
      ]),
    )
    .digest('hex');

const validate = (request: MoveRequest): void => {
  if (request.amount <= 0n) throw new DomainError('invalidParameter', { msg: '金额必须大于0' });
  if (request.debit.currency !== request.credit.currency) {
    throw new DomainError('invalidParameter', { msg: '币种不一致' });
  }
};

const resultOf = (t: store.TransferRow, replayed: boolean): MoveResult => ({
  transferId: t.id,
  state: t.state as MoveResult['state'],
  amount: t.amount,
  debitAvailable: t.debitAvailableAfter,
  creditAvailable: t.creditAvailableAfter,
  replayed,
});

/** A member whose money just moved (after the commit), for the balance push. */
export interface MovementNotice {
  siteId: number;
  memberId: number;
  currency: 'RMB' | 'USDT';
  /** The centre wallet's balances right after the movement, when it was one of its sides. */
  centre?: { balance: bigint; available: bigint };
}

/** An account whose money moved, as `announce` hears of it; balances when the movement returned them. */
export interface MovedAccount {
  siteId: number;
  memberId: number | null;
  currency: string;
  kind?: string;
  venueCode?: string;
  after?: { balance: bigint; available: bigint };
}

/** A member one of whose accounts a movement changed. */
export interface MemberOfAccount {
  siteId: number;
  memberId: number;
}

/** Account ids never change once made, so each process resolves a key once (bounded, oldest out). */
const ACCOUNT_IDS_CACHED = 50_000;

/**
 * The one place money moves (DESIGN.md section 4). Each movement is a transfer row and both balance
 * changes in one statement (`ledger_move`, migration 0020), with the accounts locked in id order;
 * member accounts cannot go below zero (checked there and by a CHECK constraint); every request
 * carries an idempotency key, and a repeat answers the first result.
 */
export class Ledger {
  private readonly listeners: ((notice: MovementNotice) => void)[] = [];
  private readonly changeListeners: ((members: readonly MemberOfAccount[]) => void)[] = [];
  private readonly accountIds = new Map<string, number>();

  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Called after every committed movement that touches a member's account. */
  onMovement(listener: (notice: MovementNotice) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Called as each movement's commit completes, whoever moved the money and however (a member's
   * transfer, a settlement inside the outbox's transaction, a trader's resettle), with the members
   * whose accounts changed: for dropping what was read of their money, not for telling them (that is
   * `onMovement`, which callers may fold and delay).
   */
  onChange(listener: (members: readonly MemberOfAccount[]) => void): void {
    this.changeListeners.push(listener);
  }

  /** Hands the members among `accounts` to the change listeners once what `db` wrote has committed. */
  private changed(db: Executor, accounts: readonly { siteId: number; memberId: number | null }[]): void {
    const members = new Map<string, MemberOfAccount>();
    for (const { siteId, memberId } of accounts) {
      if (memberId !== null) members.set(`${siteId}:${memberId}`, { siteId, memberId });
    }
    if (members.size === 0 || this.changeListeners.length === 0) return;
    afterCommit(db, () => {
      for (const listener of this.changeListeners) listener([...members.values()]);
    });
  }

  /** Tells the listeners whose money moved; `moveWithin` callers call it after their commit. */
  announce(accounts: MovedAccount[]): void {
    const notices = new Map<string, MovementNotice>();
    for (const a of accounts) {
      // Gold coins are not the centre wallet: the balance push is about money only.
      if (a.memberId === null || a.currency === 'COIN') continue;
      // Per currency: a conversion moves both of a member's wallets, and each needs its push.
      const key = `${a.siteId}:${a.memberId}:${a.currency}`;
      const notice = notices.get(key) ?? {
        siteId: a.siteId,
        memberId: a.memberId,
        currency: a.currency === 'USDT' ? 'USDT' : 'RMB',
      };
      if (a.kind === 'centre' && a.venueCode === '' && a.after) notice.centre = a.after;
      notices.set(key, notice);
    }
    for (const notice of notices.values()) for (const listener of this.listeners) listener(notice);
  }

  /**
   * The ids of two accounts, made on first use and remembered once the rows are committed: an account
   * made inside a transaction that rolls back (a refused first bet) leaves no row behind, and an id
   * remembered before the commit would name nothing for every later movement of that account.
   */
  private async idsOf(db: Executor, debit: store.AccountKey, credit: store.AccountKey): Promise<[number, number]> {
    const debitKey = store.accountKeyText(debit);
    const creditKey = store.accountKeyText(credit);
    const debitKnown = this.accountIds.get(debitKey);
    const creditKnown = this.accountIds.get(creditKey);
    if (debitKnown !== undefined && creditKnown !== undefined) return [debitKnown, creditKnown];
    const made = await store.ensureAccounts(db, [debit, credit]);
    const debitId = made.get(debitKey)!.id;
    const creditId = made.get(creditKey)!.id;
    afterCommit(db, () => {
      if (this.accountIds.size >= ACCOUNT_IDS_CACHED) this.accountIds.clear();
      this.accountIds.set(debitKey, debitId);
      this.accountIds.set(creditKey, creditId);
    });
    return [debitId, creditId];
  }

  private async replay(request: MoveRequest, hash: string): Promise<MoveResult | null> {
    const existing = await store.findTransferByKey(this.deps.db, request.idempotencyKey);
    if (!existing) return null;
    if (existing.requestHash !== hash) throw new DomainError('idempotencyConflict');
    return resultOf(existing, true);
  }

  async move(request: MoveRequest): Promise<MoveResult> {
    validate(request);
    const hash = requestHashOf(request);
    try {
      // Outside a transaction: the function's one statement is its own transaction.
      const { result, after } = await this.apply(this.deps.db, request, hash);
      if (after) {
        this.announce([
          { ...request.debit, after: after.debit },
          { ...request.credit, after: after.credit },
        ]);
      }
      return result;
    } catch (error) {
      // A concurrent twin with the same key committed first: answer with its result.
      if (pgErrorCode(error) === '23505') {
        const twin = await this.replay(request, hash);
        if (twin) return twin;
      }
      throw error;
    }
  }

  private async apply(
    db: Executor,
    request: MoveRequest,
    hash: string,
  ): Promise<{ result: MoveResult; after: { debit: store.SideAfter; credit: store.SideAfter } | null }> {
    const [debitAccountId, creditAccountId] = await this.idsOf(db, request.debit, request.credit);
    const pending = request.pending === true;
    const outcome = await store.callMove(db, {
      debitAccountId,
      creditAccountId,
      amount: request.amount,
      currency: request.debit.currency,
      kind: request.kind,
      pending,
      reference: request.reference ?? '',
      idempotencyKey: request.idempotencyKey,
      requestHash: hash,
      memberId: request.memberId,
      detail: request.detail ?? {},
      at: this.deps.clock.now(),
    });
    if (outcome.outcome === 'insufficient') throw new DomainError('insufficientFunds');
    if (outcome.outcome === 'replayed') {
      if (outcome.requestHash !== hash) throw new DomainError('idempotencyConflict');
      const result: MoveResult = {
        transferId: outcome.transferId,
        state: outcome.state as MoveResult['state'],
        amount: request.amount,
        debitAvailable: outcome.debitAvailable,
        creditAvailable: outcome.creditAvailable,
        replayed: true,
      };
      return { result, after: null };
    }
    this.changed(db, [request.debit, request.credit]);
    const result: MoveResult = {
      transferId: outcome.transferId,
      state: outcome.state as MoveResult['state'],
      amount: request.amount,
      debitAvailable: outcome.debit.available,
      creditAvailable: outcome.credit.available,
      replayed: false,
    };
    return { result, after: { debit: outcome.debit, credit: outcome.credit } };
  }

  /**
   * A movement inside the caller's own transaction, for a change that must commit or fail together
   * with it (a deposit order turning paid). The caller serialises its duplicates (by locking its own
   * row) and calls `announce` after the commit. A refusal (insufficient funds, a key used for another
   * request) changes nothing and leaves the transaction usable.
   */
  async moveWithin(tx: Executor, request: MoveRequest): Promise<MoveResult> {
    validate(request);
    return (await this.apply(tx, request, requestHashOf(request))).result;
  }

  /**
   * Many posted movements inside the caller's transaction in a handful of statements (a settlement
   * pays thousands of bets at once): the accounts are made and locked together in id order, the
   * member floor is checked movement by movement in the order given, and a movement whose key was
   * used before is skipped (or refused if it asked for something else). The caller announces.
   */
  async moveManyWithin(tx: Executor, requests: readonly MoveRequest[]): Promise<number> {
    for (const r of requests) {
      if (r.amount <= 0n || r.pending === true || r.debit.currency !== r.credit.currency) {
        throw new Error(`not a posted movement of a positive amount in one currency: ${r.idempotencyKey}`);
      }
    }
    if (new Set(requests.map((r) => r.idempotencyKey)).size !== requests.length) {
      throw new Error('one idempotency key twice in a batch of movements');
    }
    const earlier = await store.findTransfersByKeys(
      tx,
      requests.map((r) => r.idempotencyKey),
    );
    const fresh = requests.filter((r) => {
      const made = earlier.get(r.idempotencyKey);
      if (made && made.requestHash !== requestHashOf(r)) throw new DomainError('idempotencyConflict');
      return !made;
    });
    if (fresh.length === 0) return 0;
    const accounts = await store.ensureAccounts(
      tx,
      fresh.flatMap((r) => [r.debit, r.credit]),
    );
    const accountOf = (key: store.AccountKey) => accounts.get(store.accountKeyText(key))!;
    const locked = await store.lockAccounts(tx, [...new Set([...accounts.values()].map((a) => a.id))]);
    const availableNow = new Map([...locked.values()].map((a) => [a.id, available(a)]));
    const deltas = new Map<number, bigint>();
    const now = this.deps.clock.now();
    const rows = fresh.map((r) => {
      const from = locked.get(accountOf(r.debit).id)!;
      const to = locked.get(accountOf(r.credit).id)!;
      const fromAvailable = availableNow.get(from.id)! - r.amount;
      if (from.memberId !== null && from.kind !== OWED_KIND && fromAvailable < 0n) {
        throw new DomainError('insufficientFunds');
      }
      const toAvailable = availableNow.get(to.id)! + r.amount;
      availableNow.set(from.id, fromAvailable);
      availableNow.set(to.id, toAvailable);
      deltas.set(from.id, (deltas.get(from.id) ?? 0n) - r.amount);
      deltas.set(to.id, (deltas.get(to.id) ?? 0n) + r.amount);
      return {
        debitAccountId: from.id,
        creditAccountId: to.id,
        amount: r.amount,
        currency: r.debit.currency,
        kind: r.kind,
        state: 'posted',
        reference: r.reference ?? '',
        idempotencyKey: r.idempotencyKey,
        requestHash: requestHashOf(r),
        memberId: r.memberId,
        detail: r.detail ?? {},
        debitAvailableAfter: fromAvailable,
        creditAvailableAfter: toAvailable,
        createdAt: now,
      };
    });
    await store.addToBalances(tx, deltas);
    await store.insertTransfers(tx, rows);
    this.changed(
      tx,
      fresh.flatMap((r) => [r.debit, r.credit]),
    );
    return rows.length;
  }

  /** Settles a pending transfer: posted moves the held amount, voided releases it. Repeats are no-ops. */
  async settle(transferId: number, outcome: 'posted' | 'voided'): Promise<MoveResult> {
    const settled = await store.callSettle(this.deps.db, transferId, outcome === 'posted', this.deps.clock.now());
    if (!settled) throw new DomainError('notFound', { msg: '转账记录不存在' });
    if (settled.changed) {
      const sides = [settled.debit, settled.credit];
      this.changed(
        this.deps.db,
        sides.flatMap((side) => (side.siteId === null ? [] : [{ siteId: side.siteId, memberId: side.memberId }])),
      );
      this.announce(
        sides.flatMap((side) =>
          side.siteId === null
            ? []
            : [
                {
                  siteId: side.siteId,
                  memberId: side.memberId,
                  currency: settled.currency,
                  kind: side.kind,
                  venueCode: '',
                  after: { balance: side.balance, available: side.available },
                },
              ],
        ),
      );
    }
    return {
      transferId: settled.transferId,
      state: settled.state as MoveResult['state'],
      amount: settled.amount,
      debitAvailable: settled.debit.available,
      creditAvailable: settled.credit.available,
      replayed: !settled.changed,
    };
  }

  /** An account's balances; `db` is the caller's transaction when the answer must agree with its writes. */
  async balanceOf(
    key: store.AccountKey,
    db: Executor = this.deps.db,
  ): Promise<{ balance: bigint; available: bigint; pendingIn: bigint }> {
    const account = await store.ensureAccount(db, key);
    return { balance: account.balance, available: available(account), pendingIn: account.creditsPending };
  }

  /**
   * Member accounts of a kind holding money just before `at`, with the balance they held then,
   * reconstructed from the posted transfers (for whole-day rules such as savings interest).
   */
  accountsHeldBefore(kind: string, at: Date) {
    return store.accountsHeldBefore(this.deps.db, kind, at);
  }

  /** A site's house-account outflow of one movement kind per Asia/Shanghai day in [from, to) (cost reports). */
  houseOutflowByDay(q: {
    siteId: number;
    accountKind: string;
    transferKind: string;
    currency: store.LedgerCurrency;
    from: Date;
    to: Date;
  }) {
    return store.houseOutflowByDay(this.deps.db, q);
  }

  /** An account's posted movements in [from, to), signed from its side, oldest first. */
  movementsBetween(account: { accountId: number; memberId: number }, from: Date, to: Date): Promise<bigint[]> {
    return store.movementsBetween(this.deps.db, account, from, to);
  }

  /**
   * Repays, inside the caller's transaction, what a member owes from money just credited to them (a
   * deposit): at most `max`, from the `from` account into their `owed` account. The owed account is
   * locked before it is read, so two deposits at once never repay the same debt twice.
   */
  async repayOwedWithin(
    tx: Executor,
    request: { from: store.AccountKey; memberId: number; max: bigint; idempotencyKey: string; reference: string },
  ): Promise<bigint> {
    const owedKey = { ...request.from, memberId: request.memberId, kind: OWED_KIND, venueCode: '' };
    const account = await store.ensureAccount(tx, owedKey);
    const owed = -((await store.lockAccounts(tx, [account.id])).get(account.id)?.balance ?? 0n);
    const amount = owed < request.max ? owed : request.max;
    if (amount <= 0n) return 0n;
    await this.moveWithin(tx, {
      debit: request.from,
      credit: owedKey,
      amount,
      kind: 'owedRepaid',
      reference: request.reference,
      idempotencyKey: request.idempotencyKey,
      memberId: request.memberId,
    });
    return amount;
  }

  /** What these members owe (their `owed` accounts below zero), as positive amounts by `memberId:currency`. */
  async owedBy(db: Executor, siteId: number, memberIds: readonly number[]): Promise<Map<string, bigint>> {
    const rows = await store.negativeBalances(db, siteId, OWED_KIND, [...new Set(memberIds)]);
    return new Map(rows.map((r) => [`${r.memberId}:${r.currency}`, -r.balance]));
  }

  /**
   * Who moved the most under one reference (a room's gifts), summed per member from posted movements
   * of the given kinds since `since` (all time when null); ties go to who got there first.
   */
  totalsByMember(query: { kinds: readonly string[]; reference: string; since: Date | null; limit: number }) {
    return store.totalsByMember(this.deps.db, query);
  }

  /** Every broken invariant, or an empty list when the ledger is sound. */
  check(): Promise<store.LedgerProblem[]> {
    return store.ledgerProblems(this.deps.db);
  }
}
