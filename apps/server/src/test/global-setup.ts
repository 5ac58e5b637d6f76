import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../platform/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration applied: each test app's PGlite starts from it. */
    pgliteTemplate: string;
    /** A PostgreSQL database with every migration applied, that each test app's database is copied from. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates once per run what every test app would otherwise migrate on its own (about 2.4 s an app
 * on PGlite, most of an app's start). The seed still runs per app: the demo rows are dated from now.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'courtside-template-'));
  const pglite = new PGlite();
  await migrate(drizzle(pglite), { migrationsFolder: migrationsFolder() });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dumpPath = join(folder, 'pglite.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', dumpPath);

  const baseUrl = process.env.DATABASE_URL;
  const template = baseUrl ? `cs_template_${randomBytes(6).toString('hex')}` : null;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  if (baseUrl && template) {
    await admin(`create database ${template}`);
    const url = new URL(baseUrl);
    url.pathname = `/${template}`;
    try {
      const migrated = await openDatabase({ kind: 'postgres', url: url.toString() });
      // A database is copied only while no one is connected to it.
      await migrated.close();
    } catch (error) {
      // A migration that fails leaves no half-made template behind on the shared server.
      await admin(`drop database if exists ${template} with (force)`);
      throw error;
    }
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (template) await admin(`drop database if exists ${template} with (force)`);
  };
}
