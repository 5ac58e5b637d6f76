import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Config, loadConfig } from './config';
import { onceEvery } from './once-every';
import { serverRoot } from './paths';

// biome-ignore lint/complexity/noBannedTypes: no relational schema is registered; modules use the query builder.
type NoSchema = {};
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema>;
/** What a store accepts: the database or a transaction inside it. */
export type Executor = Db | Tx;

/** What runs once a transaction's writes are committed, in the order they were asked for. */
type CommitHook = () => void;

/** Each open transaction's (or savepoint's) hooks; a savepoint hands its own to its parent when released. */
const commitHooks = new WeakMap<object, CommitHook[]>();

/**
 * Runs `hook` once what was written through `db` is committed: at once when `db` is the database
 * itself (each statement commits as it runs), after the commit when it is a transaction, and never
 * when that transaction (or the savepoint it is) rolls back. For in-process state that must not
 * outlive a rollback: remembered ids, dropped cached replies. A hook must not throw.
 */
export const afterCommit = (db: Executor, hook: CommitHook): void => {
  if (!is(db, PgTransaction)) {
    hook();
    return;
  }
  const hooks = commitHooks.get(db);
  if (!hooks) throw new Error('a transaction opened around openDatabase: its commit cannot be heard');
  hooks.push(hook);
};

/** A transaction's (or savepoint's) own hooks, and its savepoints' hooks joining them when released. */
const watch = (tx: Tx, hooks: CommitHook[]): void => {
  commitHooks.set(tx, hooks);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = async (work) => {
    const inner: CommitHook[] = [];
    const result = await savepoint(async (sub) => {
      watch(sub, inner);
      return work(sub);
    });
    hooks.push(...inner);
    return result;
  };
};

/** The database, with `afterCommit` hooks run when each of its transactions has committed. */
const hearingCommits = (db: Db, onHookError: (error: unknown) => void): Db => {
  const open = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    const hooks: CommitHook[] = [];
    const result = await open(async (tx) => {
      watch(tx, hooks);
      return work(tx);
    }, config);
    for (const hook of hooks) {
      try {
        hook();
      } catch (error) {
        // The transaction did commit: its caller must hear so, whatever a hook did.
        onHookError(error);
      }
    }
    return result;
  };
  return db;
};

/** The PGlite transaction whose work is running now, while it is open, and when it ends. */
interface OpenTransaction {
  open: boolean;
  ended: Promise<void>;
}
const openTransaction = new AsyncLocalStorage<OpenTransaction>();

/** How long a statement sent from inside an open transaction may wait for it before it is a deadlock. */
export const PGLITE_DEADLOCK_MS = 5_000;

/**
 * PGlite is one connection: a statement sent on the database while a transaction is open waits for
 * that transaction to end. Sent from inside the transaction's own work and awaited there, it waits
 * forever, and every request after it queues behind (on PostgreSQL the same call only takes a second
 * connection). Such a statement waits for the end of the transaction it was sent from; when that
 * transaction is still open after `PGLITE_DEADLOCK_MS`, it is waiting for the statement, and the
 * statement fails, naming the mistake, so it shows in a test and the site does not hang. Work started
 * inside a transaction and not awaited there (a notice posted on its way out) simply runs after it.
 */
const breakDeadlocksBesideOpenTransaction = (client: PGlite): void => {
  const transaction = client.transaction.bind(client);
  client.transaction = (work) => {
    let end = () => {};
    const state: OpenTransaction = { open: true, ended: new Promise((resolve) => (end = resolve)) };
    return transaction((tx) => openTransaction.run(state, () => work(tx))).finally(() => {
      state.open = false;
      end();
    });
  };
  const afterOpenTransaction = <T>(send: () => Promise<T>): Promise<T> => {
    const state = openTransaction.getStore();
    if (!state?.open) return send();
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new Error(
            'a statement on the database from inside an open transaction that waits for it: pass the transaction down',
          ),
        );
      }, PGLITE_DEADLOCK_MS);
      void state.ended.then(() => {
        clearTimeout(timer);
        send().then(resolve, reject);
      });
    });
  };
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<typeof query>) =>
    afterOpenTransaction(() => query(...args))) as typeof client.query;
  const exec = client.exec.bind(client);
  client.exec = ((...args: Parameters<typeof exec>) => afterOpenTransaction(() => exec(...args))) as typeof client.exec;
};

/** Plain SQL text on the database's own connection, for libraries that bring their SQL (the job queue). */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  sql: SqlRunner;
  close(): Promise<void>;
}

/** The limits on every PostgreSQL connection (config.ts says what each one bounds). */
export type DbTimeouts = Pick<
  Config,
  'DB_CONNECT_TIMEOUT_MS' | 'DB_STATEMENT_TIMEOUT_MS' | 'DB_QUERY_TIMEOUT_MS' | 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS'
>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; timeouts?: DbTimeouts }
  /** `from`: an in-memory database starts as a copy of this dump (the tests' migrated template). */
  | { kind: 'pglite'; dataDir: string | null; from?: Blob };

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export const databaseTarget = (config: Config): DatabaseTarget =>
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, timeouts: config }
    : { kind: 'pglite', dataDir: join(config.DATA_DIR, 'pglite') };

export const migrationsFolder = (): string => join(serverRoot(), 'drizzle');

/**
 * Ends a pool and waits until every connection has closed. `pool.end()` alone resolves as soon as
 * the clients are told to end, before their sockets close; a database dropped (or a server stopped)
 * right after would kill those connections mid-close and surface as unhandled errors.
 */
const closePool = async (pool: pg.Pool): Promise<void> => {
  const open = pool.totalCount;
  let closed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      closed += 1;
      if (closed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
};

const QUERY_TIMEOUT = 'Query read timeout';

/**
 * A client whose answer did not come in time (see DB_QUERY_TIMEOUT_MS) is closed at once. pg only
 * fails the waiting query: the connection would go back to the pool with that statement, maybe a
 * transaction, still open on it, and the next caller's work would run inside it (and commit it).
 * Closed, the pool drops the client and PostgreSQL rolls the transaction back.
 */
class GuardedClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them through.
  override query(...args: any[]): any {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const result = (super.query as (...a: any[]) => any)(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_TIMEOUT) this.abandon();
      });
    }
    return result;
  }

  private abandon(): void {
    // Marks the client ended before its caller hands it back, so the pool removes it instead of reusing it.
    void this.end().catch(() => {});
    (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  }
}

/**
 * A pool of connections that each carry the timeouts, and whose errors (a server restart, a cut
 * network) are logged instead of ending the process: pg emits them on the pool for idle clients and on
 * the client itself for one in use, and an `error` event nobody listens to is an uncaught exception.
 */
const openPool = (url: string, timeouts: DbTimeouts, onError: (error: Error) => void): pg.Pool => {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A new backend costs PostgreSQL a fork and its first statements 15-30 ms of catalog loading. The
    // balance read asks every outside venue each 15 s, ten connections at once; closed after pg's
    // default 10 s idle, each burst opened them again and held members' reads for up to 100 ms.
    idleTimeoutMillis: 60_000,
    Client: GuardedClient,
    connectionTimeoutMillis: timeouts.DB_CONNECT_TIMEOUT_MS,
    statement_timeout: timeouts.DB_STATEMENT_TIMEOUT_MS,
    query_timeout: timeouts.DB_QUERY_TIMEOUT_MS,
    idle_in_transaction_session_timeout: timeouts.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    keepAlive: true,
  });
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
};

/** The advisory lock that nodes starting together take turns on to migrate and seed (any fixed number). */
export const START_UP_LOCK = 20_261_128;

const defaultLog = (error: Error) => console.error(`PostgreSQL connection error: ${error.message}`);
const hookFailed = (error: unknown) => console.error('a hook after a commit failed', error);

/**
 * Opens the database and applies every committed migration before anything reads it. Migrations run
 * on a connection of their own without the statement timeout: building an index on a large table may
 * rightly take longer than any request should.
 */
export const openDatabase = async (
  target: DatabaseTarget,
  options: { onConnectionError?: (error: Error) => void } = {},
): Promise<Database> => {
  if (target.kind === 'postgres') {
    const timeouts = target.timeouts ?? loadConfig({});
    const onError = onceEvery(1_000, options.onConnectionError ?? defaultLog);
    const migrator = new pg.Client({
      connectionString: target.url,
      connectionTimeoutMillis: timeouts.DB_CONNECT_TIMEOUT_MS,
    });
    migrator.on('error', onError);
    await migrator.connect();
    try {
      // Nodes of a cluster start together on one database: one migrates, the others wait for it and
      // then find nothing left to do. The lock is the session's, so a node that dies lets go of it.
      await migrator.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
      await migratePg(drizzlePg(migrator), { migrationsFolder: migrationsFolder() });
    } finally {
      await migrator.end();
    }
    const pool = openPool(target.url, timeouts, onError);
    const db = drizzlePg(pool);
    const runner: SqlRunner = {
      executeSql: async (text, values) => {
        const result = await pool.query(text, values && values.length > 0 ? values : undefined);
        // A script of several statements answers one result each; its caller wants the last.
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: (last?.rows ?? []) as unknown[] };
      },
    };
    return {
      db: hearingCommits(db as unknown as Db, hookFailed),
      kind: 'postgres',
      sql: runner,
      close: () => closePool(pool),
    };
  }
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = resolve(target.dataDir);
    await mkdir(dirname(dataDir), { recursive: true });
  }
  const client = new PGlite(dataDir, target.from ? { loadDataDir: target.from } : {});
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  breakDeadlocksBesideOpenTransaction(client);
  const runner: SqlRunner = {
    executeSql: async (text, values) => {
      // PGlite prepares a query with parameters, which allows one statement only; a script without
      // parameters runs through exec, which answers a result per statement.
      if (!values || values.length === 0) return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
      return { rows: (await client.query(text, values)).rows };
    },
  };
  return {
    db: hearingCommits(db as unknown as Db, hookFailed),
    kind: 'pglite',
    sql: runner,
    close: () => client.close(),
  };
};

/** The error and its causes, outermost first (Drizzle wraps driver errors as the cause). */
const causes = (error: unknown): Record<string, unknown>[] => {
  const chain: Record<string, unknown>[] = [];
  let current = error;
  while (current && typeof current === 'object' && chain.length < 3) {
    chain.push(current as Record<string, unknown>);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
};

/** The PostgreSQL error code (e.g. 23505 unique violation) behind an error, wrapped or not. */
export const pgErrorCode = (error: unknown): string | null => {
  const found = causes(error).find((e) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code));
  return (found?.code as string | undefined) ?? null;
};

/** The constraint a violation names (unique index, check), when the driver reports it. */
export const pgConstraint = (error: unknown): string | null => {
  const found = causes(error).find((e) => typeof e.constraint === 'string');
  return (found?.constraint as string | undefined) ?? null;
};

/** SQLSTATEs of a server that went away or gave up on us: shutting down, starting, a timeout. */
const OUTAGE_STATES = new Set(['57P01', '57P02', '57P03', '57014', '25P03', '53300']);
/** What pg and Node say when the connection, not the statement, failed. */
const OUTAGE_MESSAGES = [
  QUERY_TIMEOUT,
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'is not queryable',
  'Connection ended unexpectedly',
];
const OUTAGE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * True when an error means PostgreSQL was unreachable or too slow (an outage), not that the statement
 * was wrong: such a request may be retried as it was, and the member is told so (10505).
 */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  causes(error).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || OUTAGE_STATES.has(code) || OUTAGE_ERRNOS.has(code)) return true;
    return typeof e.message === 'string' && OUTAGE_MESSAGES.some((m) => (e.message as string).includes(m));
  });
