import type { LedgerCurrency } from '@courtside/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db';
import { walletAccounts, walletSettings, walletTransfers, walletVenueBalances } from './tables';

export type AccountRow = typeof walletAccounts.$inferSelect;
export type TransferRow = typeof walletTransfers.$inferSelect;

// Money (RMB, USDT) and the gold coins members spend on gifts, counted in whole coins.
export type { LedgerCurrency };

export interface AccountKey {
  siteId: number;
  memberId: number | null;
  kind: string;
  venueCode: string;
  currency: LedgerCurrency;
}

const keyMatches = (key: AccountKey) =>
  and(
    eq(walletAccounts.siteId, key.siteId),
    sql`coalesce(${walletAccounts.memberId}, 0) = ${key.memberId ?? 0}`,
    eq(walletAccounts.kind, key.kind),
    eq(walletAccounts.venueCode, key.venueCode),
    eq(walletAccounts.currency, key.currency),
  );

/**
 * The account for a key, created empty on first use; concurrent first uses share one row. Looked up
 * first, because after its first movement an account always exists and the insert is wasted work.
 */
export const ensureAccount = async (db: Executor, key: AccountKey): Promise<AccountRow> => {
  const found = await db.select().from(walletAccounts).where(keyMatches(key)).limit(1);
  if (found[0]) return found[0];
  await db.insert(walletAccounts).values(key).onConflictDoNothing();
  const rows = await db.select().from(walletAccounts).where(keyMatches(key)).limit(1);
  return rows[0]!;
};

/** Locks accounts in id order, the one order every movement takes, so two movements cannot deadlock. */
export const lockAccounts = async (db: Executor, ids: number[]): Promise<Map<number, AccountRow>> => {
  const rows = await db
    .select()
    .from(walletAccounts)
    .where(inArray(walletAccounts.id, ids))
    .orderBy(asc(walletAccounts.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
};

const keyText = (key: AccountKey): string =>
  `${key.siteId}:${key.memberId ?? 0}:${key.kind}:${key.venueCode}:${key.currency}`;

/** Plain values as a driver hands them back from raw SQL: PGlite numbers, node-postgres strings. */
type Scalar = string | number | bigint | null | undefined;
const bigintOf = (value: Scalar): bigint => BigInt(value ?? 0);

export interface MoveCall {
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
  currency: string;
  kind: string;
  pending: boolean;
  reference: string;
  idempotencyKey: string;
  requestHash: string;
  memberId: number | null;
  detail: Record<string, unknown>;
  at: Date;
}

/** Balance and available money of one side, right after a movement. */
export interface SideAfter {
  balance: bigint;
  available: bigint;
}

export type MoveOutcome =
  | { outcome: 'moved'; transferId: number; state: string; debit: SideAfter; credit: SideAfter }
  | {
      outcome: 'replayed';
      transferId: number;
      state: string;
      requestHash: string;
      debitAvailable: bigint;
      creditAvailable: bigint;
    }
  | { outcome: 'insufficient' };

/** One movement in one statement: `ledger_move` (migration 0020) locks, checks, writes and answers. */
export const callMove = async (db: Executor, m: MoveCall): Promise<MoveOutcome> => {
  const result = (await db.execute(sql`select * from ledger_move(
    ${m.debitAccountId}::bigint, ${m.creditAccountId}::bigint, ${m.amount.toString()}::bigint, ${m.currency}::text,
    ${m.kind}::text, ${m.pending}::boolean, ${m.reference}::text, ${m.idempotencyKey}::text, ${m.requestHash}::text,
    ${m.memberId}::bigint, ${JSON.stringify(m.detail)}::jsonb, ${m.at.toISOString()}::timestamptz)`)) as unknown as {
    rows: Record<string, Scalar>[];
  };
  const row = result.rows[0]!;
  if (row.outcome === 'insufficient') return { outcome: 'insufficient' };
  if (row.outcome === 'replayed') {
    return {
      outcome: 'replayed',
      transferId: Number(row.transfer_id),
      state: String(row.transfer_state),
      requestHash: String(row.stored_hash),
      debitAvailable: bigintOf(row.debit_available),
      creditAvailable: bigintOf(row.credit_available),
    };
  }
  return {
    outcome: 'moved',
    transferId: Number(row.transfer_id),
    state: String(row.transfer_state),
    debit: { balance: bigintOf(row.debit_balance), available: bigintOf(row.debit_available) },
    credit: { balance: bigintOf(row.credit_balance), available: bigintOf(row.credit_available) },
  };
};

export interface SettledSide extends SideAfter {
  siteId: number | null;
  memberId: number | null;
  /** The account's kind; any venue's wallet is 'venue'. */
  kind: string;
}

export interface SettleOutcome {
  /** False when the transfer had been posted or voided before (its stored answer). */
  changed: boolean;
  transferId: number;
  state: string;
  amount: bigint;
  currency: string;
  debit: SettledSide;
  credit: SettledSide;
}

/** Posts or voids a pending transfer in one statement (`ledger_settle`); null when there is none. */
export const callSettle = async (
  db: Executor,
  transferId: number,
  posted: boolean,
  at: Date,
): Promise<SettleOutcome | null> => {
  const result = (await db.execute(
    sql`select * from ledger_settle(${transferId}::bigint, ${posted}::boolean, ${at.toISOString()}::timestamptz)`,
  )) as unknown as { rows: Record<string, Scalar>[] };
  const row = result.rows[0];
  if (!row) return null;
  const owner = (site: Scalar, member: Scalar, kind: Scalar) => ({
    siteId: site === null || site === undefined ? null : Number(site),
    memberId: member === null || member === undefined ? null : Number(member),
    kind: String(kind ?? ''),
  });
  return {
    changed: row.outcome === 'settled',
    transferId: Number(row.transfer_id),
    state: String(row.transfer_state),
    amount: bigintOf(row.amount),
    currency: String(row.currency),
    debit: {
      balance: bigintOf(row.debit_balance),
      available: bigintOf(row.debit_available),
      ...owner(row.debit_site, row.debit_member, row.debit_kind),
    },
    credit: {
      balance: bigintOf(row.credit_balance),
      available: bigintOf(row.credit_available),
      ...owner(row.credit_site, row.credit_member, row.credit_kind),
    },
  };
};

/** Many accounts at once, each created empty on first use; by `keyText` of its key. */
export const ensureAccounts = async (db: Executor, keys: readonly AccountKey[]): Promise<Map<string, AccountRow>> => {
  const wanted = new Map(keys.map((key) => [keyText(key), key]));
  const tuples = (list: AccountKey[]) =>
    sql.join(
      list.map(
        (k) =>
          sql`(${k.siteId}::int, ${k.memberId ?? 0}::bigint, ${k.kind}::text, ${k.venueCode}::text, ${k.currency}::text)`,
      ),
      sql`, `,
    );
  // The keys as a VALUES list the owner key is probed with: a plain `in ((...), (...))` list is planned
  // as one OR arm per key, and a batch of a thousand movements spent 150 ms planning each lookup.
  const select = (list: AccountKey[]) =>
    db
      .select()
      .from(walletAccounts)
      .where(
        sql`(${walletAccounts.siteId}, coalesce(${walletAccounts.memberId}, 0), ${walletAccounts.kind}, ${walletAccounts.venueCode}, ${walletAccounts.currency}) in (select * from (values ${tuples(list)}) as k)`,
      );
  const found = new Map<string, AccountRow>();
  const remember = (rows: AccountRow[]) => {
    for (const row of rows) found.set(keyText({ ...row, currency: row.currency as AccountKey['currency'] }), row);
  };
  remember(await select([...wanted.values()]));
  const missing = [...wanted].filter(([text]) => !found.has(text)).map(([, key]) => key);
  if (missing.length > 0) {
    await db.insert(walletAccounts).values(missing).onConflictDoNothing();
    remember(await select(missing));
  }
  return found;
};

export { keyText as accountKeyText };

/** Members' accounts of a kind that are below zero (what they owe), by member id. */
export const negativeBalances = async (db: Executor, siteId: number, kind: string, memberIds: readonly number[]) => {
  if (memberIds.length === 0) return [];
  return db
    .select({ memberId: walletAccounts.memberId, currency: walletAccounts.currency, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(
      and(
        eq(walletAccounts.siteId, siteId),
        eq(walletAccounts.kind, kind),
        inArray(walletAccounts.memberId, [...memberIds]),
        lt(walletAccounts.balance, 0n),
      ),
    );
};

/** The transfers already made under any of these idempotency keys, by key. */
export const findTransfersByKeys = async (db: Executor, keys: readonly string[]): Promise<Map<string, TransferRow>> => {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(walletTransfers)
    .where(inArray(walletTransfers.idempotencyKey, [...keys]));
  return new Map(rows.map((row) => [row.idempotencyKey, row]));
};

/** Adds each delta to its account's balance, in one statement. */
export const addToBalances = (db: Executor, deltas: ReadonlyMap<number, bigint>) =>
  db.execute(sql`
    update ${walletAccounts} a set balance = a.balance + v.delta
    from (values ${sql.join(
      [...deltas].map(([id, delta]) => sql`(${id}::bigint, ${delta.toString()}::bigint)`),
      sql`, `,
    )}) as v(id, delta)
    where a.id = v.id`);

export const insertTransfers = (db: Executor, rows: (typeof walletTransfers.$inferInsert)[]) =>
  db.insert(walletTransfers).values(rows);

export const findTransferByKey = async (db: Executor, idempotencyKey: string): Promise<TransferRow | null> => {
  const rows = await db
    .select()
    .from(walletTransfers)
    .where(eq(walletTransfers.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows[0] ?? null;
};

// ---- back-office views ----

const debitAccount = alias(walletAccounts, 'debit_account');
const creditAccount = alias(walletAccounts, 'credit_account');

/** A transfer with the kinds of the two accounts it moved money between. */
const transferColumns = {
  id: walletTransfers.id,
  kind: walletTransfers.kind,
  state: walletTransfers.state,
  amount: walletTransfers.amount,
  currency: walletTransfers.currency,
  reference: walletTransfers.reference,
  memberId: walletTransfers.memberId,
  venueCode: sql<string>`coalesce(${walletTransfers.detail}->>'venueCode', '')`,
  createdAt: walletTransfers.createdAt,
  debitKind: debitAccount.kind,
  creditKind: creditAccount.kind,
};

const withAccounts = (db: Executor) =>
  db
    .select(transferColumns)
    .from(walletTransfers)
    .innerJoin(debitAccount, eq(debitAccount.id, walletTransfers.debitAccountId))
    .innerJoin(creditAccount, eq(creditAccount.id, walletTransfers.creditAccountId));

export const listMemberAccounts = (db: Executor, siteId: number, memberId: number) =>
  db
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.siteId, siteId), eq(walletAccounts.memberId, memberId)))
    .orderBy(asc(walletAccounts.id));

export const listMemberTransfers = (db: Executor, memberId: number, limit: number) =>
  withAccounts(db)
    .where(eq(walletTransfers.memberId, memberId))
    .orderBy(desc(walletTransfers.createdAt), desc(walletTransfers.id))
    .limit(limit);

export type TransferView = Awaited<ReturnType<typeof listMemberTransfers>>[number];

/** A site's pending transfers created before the cutoff, oldest first: the ones most overdue. */
export const listPendingTransfers = async (
  db: Executor,
  siteId: number,
  before: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: TransferView[]; total: number }> => {
  const where = and(
    eq(walletTransfers.state, 'pending'),
    lt(walletTransfers.createdAt, before),
    eq(debitAccount.siteId, siteId),
  );
  const [totalRow] = await db
    .select({ n: count() })
    .from(walletTransfers)
    .innerJoin(debitAccount, eq(debitAccount.id, walletTransfers.debitAccountId))
    .where(where);
  const rows = await withAccounts(db)
    .where(where)
    .orderBy(asc(walletTransfers.createdAt), asc(walletTransfers.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: totalRow?.n ?? 0 };
};

export interface LedgerProblem {
  problem: string;
  detail: Record<string, unknown>;
}

/**
 * The ledger's invariants, checked in SQL over every row: balances sum to zero per currency; each
 * balance equals its posted transfers; pending sums match the holds; no member below zero.
 */
export const ledgerProblems = async (db: Executor): Promise<LedgerProblem[]> => {
  const run = async (problem: string, query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((detail) => ({ problem, detail }));
  };
  return [
    ...(await run(
      'balances do not sum to zero',
      sql`select currency, sum(balance)::text as total from wallet_account group by currency having sum(balance) <> 0`,
    )),
    ...(await run(
      'balance differs from its posted transfers',
      sql`select a.id, a.balance::text as balance, coalesce(c.total, 0)::text as credits, coalesce(d.total, 0)::text as debits
          from wallet_account a
          left join (select credit_account_id as id, sum(amount) as total from wallet_transfer where state = 'posted' group by 1) c on c.id = a.id
          left join (select debit_account_id as id, sum(amount) as total from wallet_transfer where state = 'posted' group by 1) d on d.id = a.id
          where a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)`,
    )),
    ...(await run(
      'pending holds differ from pending transfers',
      sql`select a.id, a.debits_pending::text as debits_pending, a.credits_pending::text as credits_pending
          from wallet_account a
          left join (select credit_account_id as id, sum(amount) as total from wallet_transfer where state = 'pending' group by 1) c on c.id = a.id
          left join (select debit_account_id as id, sum(amount) as total from wallet_transfer where state = 'pending' group by 1) d on d.id = a.id
          where a.credits_pending <> coalesce(c.total, 0) or a.debits_pending <> coalesce(d.total, 0)`,
    )),
    ...(await run(
      'member account below zero',
      sql`select id, balance::text as balance, debits_pending::text as debits_pending from wallet_account
          where member_id is not null and kind <> 'owed' and balance - debits_pending < 0`,
    )),
    ...(await run(
      'transfer between currencies',
      sql`select t.id from wallet_transfer t join wallet_account d on d.id = t.debit_account_id
          join wallet_account c on c.id = t.credit_account_id where d.currency <> t.currency or c.currency <> t.currency`,
    )),
  ];
};

// ---- balance history (the savings wallet's interest reconstructs whole-day balances from these) ----

/**
 * Accounts of a kind whose posted balance just before `at` was above zero, with that balance, summed
 * from the transfers themselves rather than taken from today's balance, so concurrent movements
 * cannot skew it. Only posted transfers count; the kinds this is used for never hold pending money.
 * Joined through the transfer's member (indexed), which every movement of a member account carries.
 */
export const accountsHeldBefore = async (
  db: Executor,
  kind: string,
  at: Date,
): Promise<{ accountId: number; siteId: number; memberId: number; currency: 'RMB' | 'USDT'; opening: bigint }[]> => {
  const result = (await db.execute(sql`
    select a.id as account_id, a.site_id, a.member_id, a.currency,
      sum(case when t.credit_account_id = a.id then t.amount else -t.amount end)::text as opening
    from wallet_account a
    join wallet_transfer t on t.member_id = a.member_id
      and (t.credit_account_id = a.id or t.debit_account_id = a.id)
      and t.state = 'posted' and t.created_at < ${at.toISOString()}
    where a.kind = ${kind} and a.member_id is not null
    group by a.id
    having sum(case when t.credit_account_id = a.id then t.amount else -t.amount end) > 0
    order by a.id`)) as unknown as {
    rows: {
      account_id: string | number;
      site_id: number;
      member_id: string | number;
      currency: string;
      opening: string;
    }[];
  };
  return result.rows.map((r) => ({
    accountId: Number(r.account_id),
    siteId: Number(r.site_id),
    memberId: Number(r.member_id),
    currency: r.currency === 'USDT' ? 'USDT' : 'RMB',
    opening: BigInt(r.opening),
  }));
};

/** An account's posted movements in [from, to), signed from its side, in the order they happened. */
export const movementsBetween = async (
  db: Executor,
  account: { accountId: number; memberId: number },
  from: Date,
  to: Date,
): Promise<bigint[]> => {
  const { accountId } = account;
  const rows = await db
    .select({
      amount: walletTransfers.amount,
      credit: walletTransfers.creditAccountId,
    })
    .from(walletTransfers)
    .where(
      and(
        eq(walletTransfers.memberId, account.memberId),
        eq(walletTransfers.state, 'posted'),
        sql`(${walletTransfers.creditAccountId} = ${accountId} or ${walletTransfers.debitAccountId} = ${accountId})`,
        gte(walletTransfers.createdAt, from),
        lt(walletTransfers.createdAt, to),
      ),
    )
    .orderBy(asc(walletTransfers.createdAt), asc(walletTransfers.id));
  return rows.map((r) => (r.credit === accountId ? r.amount : -r.amount));
};

// ---- the member's wallet settings ----

export const findSettings = async (db: Executor, memberId: number) => {
  const rows = await db
    .select({ walletType: walletSettings.walletType, autoTransfer: walletSettings.autoTransfer })
    .from(walletSettings)
    .where(eq(walletSettings.memberId, memberId));
  return rows[0] ?? null;
};

export const saveSettings = (db: Executor, memberId: number, values: { walletType: string; autoTransfer?: boolean }) =>
  db
    .insert(walletSettings)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: walletSettings.memberId, set: { ...values, updatedAt: sql`now()` } });

// ---- transfers as the wallet service reads them ----

/** What the balance read needs of one member, from one query. */
export interface MemberMoney {
  /** The currency the member chose for their wallets, if they chose. */
  walletType: string | null;
  /** Their centre and house-venue accounts by `kind:venueCode:currency`. */
  accounts: Map<string, { balance: bigint; available: bigint }>;
  /** Amounts on their way to or from each venue (pending two-phase transfers), by venue code. */
  pendingByVenue: Map<string, bigint>;
  /** The last balance each outside venue reported, by `venueCode:currency`. */
  venues: Map<string, { balance: bigint; refreshedAt: Date }>;
}

export const memberAccountKey = (kind: string, venueCode: string, currency: string): string =>
  `${kind}:${venueCode}:${currency}`;

/**
 * A member's own money in one round trip: wallet setting, accounts (and what they owe), pending transfers by venue and
 * the outside venues' last known balances, as rows of one union told apart by `part`.
 */
export const memberMoney = async (db: Executor, siteId: number, memberId: number): Promise<MemberMoney> => {
  const result = (await db.execute(sql`
    select 'setting' as part, wallet_type as code, '' as currency, 0::bigint as a, 0::bigint as b, null::timestamptz as at
      from ${walletSettings} where member_id = ${memberId}
    union all
    select 'account', kind || ':' || venue_code, currency, balance, balance - debits_pending, null
      from ${walletAccounts}
      where site_id = ${siteId} and coalesce(member_id, 0) = ${memberId} and kind in ('centre', 'venue', 'owed')
    union all
    select 'pending', coalesce(detail->>'venueCode', ''), '', sum(amount), 0, null
      from ${walletTransfers} where member_id = ${memberId} and state = 'pending' group by 2
    union all
    select 'venue', venue_code, currency, balance, 0, refreshed_at
      from ${walletVenueBalances} where site_id = ${siteId} and member_id = ${memberId}`)) as unknown as {
    rows: { part: string; code: string; currency: string; a: Scalar; b: Scalar; at: string | Date | null }[];
  };
  const money: MemberMoney = { walletType: null, accounts: new Map(), pendingByVenue: new Map(), venues: new Map() };
  for (const row of result.rows) {
    if (row.part === 'setting') money.walletType = row.code;
    else if (row.part === 'account') {
      money.accounts.set(`${row.code}:${row.currency}`, { balance: bigintOf(row.a), available: bigintOf(row.b) });
    } else if (row.part === 'pending') money.pendingByVenue.set(row.code, bigintOf(row.a));
    else
      money.venues.set(`${row.code}:${row.currency}`, { balance: bigintOf(row.a), refreshedAt: new Date(row.at ?? 0) });
  }
  return money;
};

/** Remembers what an outside venue just reported for a member's wallet there. */
export const saveVenueBalance = (
  db: Executor,
  row: { siteId: number; memberId: number; venueCode: string; currency: string; balance: bigint; at: Date },
) =>
  db
    .insert(walletVenueBalances)
    .values({ ...row, refreshedAt: row.at })
    .onConflictDoUpdate({
      target: [
        walletVenueBalances.siteId,
        walletVenueBalances.memberId,
        walletVenueBalances.venueCode,
        walletVenueBalances.currency,
      ],
      set: { balance: row.balance, refreshedAt: row.at },
    });

/** A member's transfers whose idempotency key starts with `prefix` (the legs of one one-click request). */
export const transfersByKeyPrefix = (db: Executor, memberId: number, prefix: string) =>
  db
    .select()
    .from(walletTransfers)
    .where(
      and(
        eq(walletTransfers.memberId, memberId),
        sql`${walletTransfers.idempotencyKey} like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
      ),
    );

/** Pending transfers made before `cutoff`, with the site their debit side belongs to (for reconciliation). */
export const pendingTransfersBefore = (db: Executor, cutoff: Date) =>
  db
    .select({ id: walletTransfers.id, reference: walletTransfers.reference, siteId: walletAccounts.siteId })
    .from(walletTransfers)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletTransfers.debitAccountId))
    .where(and(eq(walletTransfers.state, 'pending'), lt(walletTransfers.createdAt, cutoff)))
    .limit(500);

/**
 * A page of a member's own movements, newest first. Only movements of the member's own wallets: a
 * withdrawal's payout from the house hold to payout clearing is the member's business, but not a
 * second debit of their money.
 */
export const memberMovements = async (
  db: Executor,
  memberId: number,
  filter: { kind?: string | undefined; from?: Date | undefined; to?: Date | undefined; offset: number; limit: number },
) => {
  // Money only: gold coins (gifts) have their own records.
  const conditions = [eq(walletTransfers.memberId, memberId), ne(walletTransfers.currency, 'COIN')];
  if (filter.kind) conditions.push(eq(walletTransfers.kind, filter.kind));
  if (filter.from) conditions.push(gte(walletTransfers.createdAt, filter.from));
  if (filter.to) conditions.push(lt(walletTransfers.createdAt, filter.to));
  conditions.push(or(eq(walletAccounts.memberId, memberId), eq(debitAccount.memberId, memberId))!);
  const where = and(...conditions);
  const [totalRow] = await db
    .select({ n: count() })
    .from(walletTransfers)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletTransfers.creditAccountId))
    .innerJoin(debitAccount, eq(debitAccount.id, walletTransfers.debitAccountId))
    .where(where);
  const rows = await db
    .select({
      id: walletTransfers.id,
      kind: walletTransfers.kind,
      amount: walletTransfers.amount,
      state: walletTransfers.state,
      reference: walletTransfers.reference,
      createdAt: walletTransfers.createdAt,
      creditMember: walletAccounts.memberId,
      creditKind: walletAccounts.kind,
      debitMember: debitAccount.memberId,
    })
    .from(walletTransfers)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletTransfers.creditAccountId))
    .innerJoin(debitAccount, eq(debitAccount.id, walletTransfers.debitAccountId))
    .where(where)
    .orderBy(desc(walletTransfers.createdAt), desc(walletTransfers.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows, total: totalRow?.n ?? 0 };
};

/**
 * Posted movements of some kinds under one reference, summed per member, biggest first; ties go to
 * the member whose last movement came earlier (who reached the total first), then the lower id.
 */
export const totalsByMember = (
  db: Executor,
  query: { kinds: readonly string[]; reference: string; since: Date | null; limit: number },
) => {
  const total = sql<string>`sum(${walletTransfers.amount})`.mapWith((v: string | number | bigint) => BigInt(v));
  const last = sql<Date>`max(${walletTransfers.createdAt})`.mapWith(walletTransfers.createdAt);
  return db
    .select({ memberId: walletTransfers.memberId, total, last })
    .from(walletTransfers)
    .where(
      and(
        inArray(walletTransfers.kind, [...query.kinds]),
        eq(walletTransfers.reference, query.reference),
        eq(walletTransfers.state, 'posted'),
        query.since ? gte(walletTransfers.createdAt, query.since) : undefined,
      ),
    )
    .groupBy(walletTransfers.memberId)
    .orderBy(desc(total), asc(last), asc(walletTransfers.memberId))
    .limit(query.limit);
};

/**
 * Posted movements of one kind out of a site's house accounts of one kind (e.g. the promo account's
 * rebates), counted and summed per Asia/Shanghai calendar day of the movement, in [from, to).
 */
export const houseOutflowByDay = (
  db: Executor,
  q: { siteId: number; accountKind: string; transferKind: string; currency: LedgerCurrency; from: Date; to: Date },
) => {
  const day = sql<string>`to_char(${walletTransfers.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      count: sql<number>`count(*)::int`.mapWith(Number),
      amount: sql<string>`sum(${walletTransfers.amount})`.mapWith((v: string | number | bigint) => BigInt(v)),
    })
    .from(walletTransfers)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletTransfers.debitAccountId))
    .where(
      and(
        eq(walletAccounts.siteId, q.siteId),
        sql`${walletAccounts.memberId} is null`,
        eq(walletAccounts.kind, q.accountKind),
        eq(walletAccounts.currency, q.currency),
        eq(walletTransfers.kind, q.transferKind),
        eq(walletTransfers.state, 'posted'),
        gte(walletTransfers.createdAt, q.from),
        lt(walletTransfers.createdAt, q.to),
      ),
    )
    .groupBy(day)
    .orderBy(day);
};
