import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../test/harness';
import { afterCommit, PGLITE_DEADLOCK_MS } from './db';

describe.each(databaseKinds())('hooks after a commit on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('runs a hook once its transaction commits, never when it rolls back, at once outside one', async () => {
    const db = app.database.db;
    const heard: string[] = [];
    afterCommit(db, () => heard.push('outside'));
    expect(heard).toEqual(['outside']);

    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      afterCommit(tx, () => heard.push('committed'));
      expect(heard).toEqual(['outside']);
    });
    expect(heard).toEqual(['outside', 'committed']);

    const undone = new Error('rolled back');
    await expect(
      db.transaction(async (tx) => {
        afterCommit(tx, () => heard.push('rolled back'));
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(heard).toEqual(['outside', 'committed']);
  });

  it('runs a released savepoint’s hooks with its transaction’s, and drops a rolled-back one’s', async () => {
    const heard: string[] = [];
    await app.database.db.transaction(async (tx) => {
      await tx.transaction(async (kept) => {
        afterCommit(kept, () => heard.push('released'));
      });
      await tx
        .transaction(async (undone) => {
          afterCommit(undone, () => heard.push('rolled back to'));
          throw new Error('undo the savepoint');
        })
        .catch(() => {});
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['released']);

    await expect(
      app.database.db.transaction(async (tx) => {
        await tx.transaction(async (kept) => {
          afterCommit(kept, () => heard.push('released, then all rolled back'));
        });
        throw new Error('undo everything');
      }),
    ).rejects.toThrow('undo everything');
    expect(heard).toEqual(['released']);
  });

  it('tells the caller of a committed transaction it committed, whatever a hook threw', async () => {
    const answer = await app.database.db.transaction(async (tx) => {
      afterCommit(tx, () => {
        throw new Error('a broken hook');
      });
      return 'committed';
    });
    expect(answer).toBe('committed');
  });
});

describe('a statement beside an open transaction on PGlite', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(async () => {
    await app.close();
  });

  it('fails a statement the transaction waits for, naming the mistake, instead of hanging the one connection', async () => {
    const db = app.database.db;
    const started = Date.now();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await db.execute(sql`select 1`);
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/from inside an open transaction/) } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(PGLITE_DEADLOCK_MS - 50);
    // The connection is free again; a statement started inside a transaction and not awaited there (a
    // notice on its way out) runs once the transaction ends, as does one from a commit hook.
    const order: string[] = [];
    let fromWork: Promise<unknown> | null = null;
    let fromHook: Promise<unknown> | null = null;
    await db.transaction(async (tx) => {
      fromWork = db.execute(sql`select 1`).then(() => order.push('not awaited'));
      afterCommit(tx, () => {
        fromHook = db.execute(sql`select 1`);
      });
      await tx.execute(sql`select 2`);
      order.push('transaction');
    });
    await expect(fromWork).resolves.toBeDefined();
    await expect(fromHook).resolves.toBeDefined();
    expect(order).toEqual(['transaction', 'not awaited']);
    await expect(
      Promise.all([db.execute(sql`select 2`), db.transaction((tx) => tx.execute(sql`select 3`))]),
    ).resolves.toHaveLength(2);
  });
});
