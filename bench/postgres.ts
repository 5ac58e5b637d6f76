import { execFileSync } from 'node:child_process';
import pg from 'pg';

/** Runs one statement as the server's admin connection (creating and dropping bench databases). */
export const adminQuery = async (baseUrl: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
};

/** The same server's URL for another database. */
export const databaseUrl = (baseUrl: string, name: string): string => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The median of a list of figures (the benches report the median of their rounds' ratios). */
export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A database set up for pgbench's TPC-B-like run (scale 4: four branches, the hot rows). */
export const pgbenchInit = (url: string): void => {
  execFileSync('pgbench', ['-i', '-q', '-s', '4', url], { stdio: 'ignore' });
};

/** One round of pgbench's TPC-B-like transactions on the same server: its transactions per second. */
export const pgbenchRound = (url: string, clients: number, seconds: number): number => {
  const out = execFileSync(
    'pgbench',
    ['-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(seconds), url],
    // Its "starting vacuum...end." goes to stderr, and would break the bench's own lines.
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 'NaN');
};
