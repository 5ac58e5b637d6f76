import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from './paths';

// biome-ignore lint/complexity/noBannedTypes: no relational schema is registered; modules use the query builder.
type NoSchema = {};
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema>;
/** What a store accepts: the database or a transaction inside it. */
export type Executor = Db | Tx;

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

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export const databaseTarget = (config: { DATABASE_URL?: string | undefined; DATA_DIR: string }): DatabaseTarget =>
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: join(config.DATA_DIR, 'pglite') };

const migrationsFolder = (): string => join(serverRoot(), 'drizzle');

/** Opens the database and applies every committed migration before anything reads it. */
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

export const openDatabase = async (target: DatabaseTarget): Promise<Database> => {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder: migrationsFolder() });
    const runner: SqlRunner = {
      executeSql: async (text, values) => {
        const result = await pool.query(text, values && values.length > 0 ? values : undefined);
        // A script of several statements answers one result each; its caller wants the last.
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: (last?.rows ?? []) as unknown[] };
      },
    };
    return { db: db as unknown as Db, kind: 'postgres', sql: runner, close: () => closePool(pool) };
  }
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = resolve(target.dataDir);
    await mkdir(dirname(dataDir), { recursive: true });
  }
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  const runner: SqlRunner = {
    executeSql: async (text, values) => {
      // PGlite prepares a query with parameters, which allows one statement only; a script without
      // parameters runs through exec, which answers a result per statement.
      if (!values || values.length === 0) return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
      return { rows: (await client.query(text, values)).rows };
    },
  };
  return { db: db as unknown as Db, kind: 'pglite', sql: runner, close: () => client.close() };
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
