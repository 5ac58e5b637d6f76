import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import type { AccountKey, Ledger, MoveRequest } from './ledger';

const SITE = 5000;
const centre = (memberId: number): AccountKey => ({
  siteId: SITE,
  memberId,
  kind: 'centre',
  venueCode: '',
  currency: 'RMB',
});
const venue = (memberId: number, code: string): AccountKey => ({
  siteId: SITE,
  memberId,
  kind: 'venue',
  venueCode: code,
  currency: 'RMB',
});
const adjustment: AccountKey = { siteId: SITE, memberId: null, kind: 'adjustment', venueCode: '', currency: 'RMB' };

let keys = 0;
const key = (label: string) => {
  keys += 1;
  return `test:${label}:${keys}`;
};

/** Gives a member money from the house adjustment account (house accounts may go negative). */
const fund = (ledger: Ledger, memberId: number, amount: bigint) =>
  ledger.move({
    debit: adjustment,
    credit: centre(memberId),
    amount,
    kind: 'adjustment',
    idempotencyKey: key('fund'),
    memberId,
  });

const codeOf = async (promise: Promise<unknown>): Promise<number> => {
  try {
    await promise;
    return 0;
  } catch (error) {
    if (error instanceof DomainError) return error.spec.code;
    throw error;
  }
};

describe.each(databaseKinds())('ledger on %s', (kind) => {
  let app: TestApp;
  let ledger: Ledger;
  let nextMember = 1000;
  const newMember = () => {
    nextMember += 1;
    return nextMember;
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    ledger = app.services.ledger;
  });
  afterEach(async () => {
    expect(await ledger.check()).toEqual([]);
  });
  afterAll(async () => {
    await app.close();
  });

  it('moves money between two accounts and reports the balances after', async () => {
    const m = newMember();
    await fund(ledger, m, 10_000n);
    const moved = await ledger.move({
      debit: centre(m),
      credit: venue(m, 'OBTY'),
      amount: 2_550n,
      kind: 'transferIn',
      idempotencyKey: key('in'),
      memberId: m,
    });
    expect(moved).toMatchObject({ state: 'posted', debitAvailable: 7_450n, creditAvailable: 2_550n, replayed: false });
    expect((await ledger.balanceOf(centre(m))).available).toBe(7_450n);
  });

  it('posts a batch of movements in one go: in order against the floor, skipping keys already used', async () => {
    const a = newMember();
    const b = newMember();
    await fund(ledger, a, 1_000n);
    const batch = (label: string, amounts: [number, number, bigint][]): MoveRequest[] =>
      amounts.map(([from, to, amount], i) => ({
        debit: centre(from),
        credit: centre(to),
        amount,
        kind: 'test',
        idempotencyKey: `test:batch:${label}:${i}`,
        memberId: from,
      }));
    const db = app.database.db;
    // b can pay b's share on to a only because the movement before it in the batch paid b first.
    const first = batch('one', [
      [a, b, 600n],
      [b, a, 500n],
    ]);
    expect(await db.transaction((tx) => ledger.moveManyWithin(tx, first))).toBe(2);
    expect((await ledger.balanceOf(centre(a))).balance).toBe(900n);
    expect((await ledger.balanceOf(centre(b))).balance).toBe(100n);
    // The same batch again moves nothing; a used key asking for something else is refused.
    expect(await db.transaction((tx) => ledger.moveManyWithin(tx, first))).toBe(0);
    const changed = [{ ...first[0]!, amount: 1n }];
    expect(await codeOf(db.transaction((tx) => ledger.moveManyWithin(tx, changed)))).toBe(10621);
    // A movement past the floor fails the whole batch: nothing of it stays.
    const over = batch('two', [
      [a, b, 100n],
      [b, a, 201n],
    ]);
    expect(await codeOf(db.transaction((tx) => ledger.moveManyWithin(tx, over)))).toBe(10620);
    expect((await ledger.balanceOf(centre(a))).balance).toBe(900n);
    expect((await ledger.balanceOf(centre(b))).balance).toBe(100n);
  });

  it('does not remember the accounts a rolled-back transaction made: later movements of them go through', async () => {
    const m = newMember();
    await fund(ledger, m, 10_000n);
    const db = app.database.db;
    const rolledBack = new Error('the caller gave up');
    // The whole transaction rolls back after its movement made the venue account.
    await expect(
      db.transaction(async (tx) => {
        await ledger.moveWithin(tx, {
          debit: centre(m),
          credit: venue(m, 'OBTY'),
          amount: 100n,
          kind: 'transferIn',
          idempotencyKey: key('undone'),
          memberId: m,
        });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // A savepoint rolls back inside a transaction that commits.
    await db.transaction(async (tx) => {
      await tx
        .transaction(async (savepoint) => {
          await ledger.moveWithin(savepoint, {
            debit: centre(m),
            credit: venue(m, 'AGQJ'),
            amount: 100n,
            kind: 'transferIn',
            idempotencyKey: key('undone-savepoint'),
            memberId: m,
          });
          throw rolledBack;
        })
        .catch(() => {});
    });
    for (const code of ['OBTY', 'AGQJ']) {
      const moved = await ledger.move({
        debit: centre(m),
        credit: venue(m, code),
        amount: 100n,
        kind: 'transferIn',
        idempotencyKey: key('after'),
        memberId: m,
      });
      expect(moved.creditAvailable).toBe(100n);
    }
    // A committed transaction's accounts are remembered and keep working, inside and outside one.
    const third = venue(m, 'SBTY');
    await db.transaction((tx) =>
      ledger.moveWithin(tx, {
        debit: centre(m),
        credit: third,
        amount: 50n,
        kind: 'transferIn',
        idempotencyKey: key('kept'),
        memberId: m,
      }),
    );
    const again = await ledger.move({
      debit: third,
      credit: centre(m),
      amount: 50n,
      kind: 'transferOut',
      idempotencyKey: key('back'),
      memberId: m,
    });
    expect(again.debitAvailable).toBe(0n);
    expect((await ledger.balanceOf(centre(m))).available).toBe(9_800n);
  });

  it('refuses to take a member below zero and changes nothing', async () => {
    const m = newMember();
    await fund(ledger, m, 100n);
    const request = { debit: centre(m), credit: venue(m, 'OBTY'), amount: 101n, kind: 'transferIn', memberId: m };
    expect(await codeOf(ledger.move({ ...request, idempotencyKey: key('over') }))).toBe(10620);
    expect((await ledger.balanceOf(centre(m))).balance).toBe(100n);
    expect(await codeOf(ledger.move({ ...request, amount: 0n, idempotencyKey: key('zero') }))).toBe(10400);
  });

  it('answers a repeated request with its first result and refuses the key for another request', async () => {
    const m = newMember();
    await fund(ledger, m, 1_000n);
    const request: MoveRequest = {
      debit: centre(m),
      credit: venue(m, 'IMTY'),
      amount: 300n,
      kind: 'transferIn',
      idempotencyKey: key('same'),
      memberId: m,
    };
    const first = await ledger.move(request);
    const again = await ledger.move(request);
    expect(again).toEqual({ ...first, replayed: true });
    expect((await ledger.balanceOf(centre(m))).balance).toBe(700n);
    expect(await codeOf(ledger.move({ ...request, amount: 301n }))).toBe(10621);
  });

  it('lets exactly the affordable ones of 200 concurrent debits through', async () => {
    const m = newMember();
    await fund(ledger, m, 15_000n);
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        codeOf(
          ledger.move({
            debit: centre(m),
            credit: venue(m, i % 2 ? 'OBTY' : 'IMTY'),
            amount: 100n,
            kind: 'transferIn',
            idempotencyKey: key('rush'),
            memberId: m,
          }),
        ),
      ),
    );
    expect(outcomes.filter((c) => c === 0)).toHaveLength(150);
    expect(outcomes.filter((c) => c === 10620)).toHaveLength(50);
    expect((await ledger.balanceOf(centre(m))).balance).toBe(0n);
  });

  it('moves money once when the same request arrives 50 times at once', async () => {
    const m = newMember();
    await fund(ledger, m, 5_000n);
    const request: MoveRequest = {
      debit: centre(m),
      credit: venue(m, 'OBTY'),
      amount: 1_000n,
      kind: 'transferIn',
      idempotencyKey: key('burst'),
      memberId: m,
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => ledger.move(request)));
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed).length).toBeLessThanOrEqual(1);
    expect((await ledger.balanceOf(centre(m))).balance).toBe(4_000n);
  });

  it('holds a pending transfer, then posts or voids it exactly once', async () => {
    const m = newMember();
    await fund(ledger, m, 1_000n);
    const hold = (label: string) =>
      ledger.move({
        debit: centre(m),
        credit: venue(m, 'AGZR'),
        amount: 400n,
        kind: 'transferIn',
        idempotencyKey: key(label),
        memberId: m,
        pending: true,
      });
    const first = await hold('p1');
    expect(first.state).toBe('pending');
    expect(await ledger.balanceOf(centre(m))).toEqual({ balance: 1_000n, available: 600n, pendingIn: 0n });
    const second = await hold('p2');
    expect(await codeOf(hold('p3'))).toBe(10620);

    const [posted, postedAgain] = await Promise.all([
      ledger.settle(first.transferId, 'posted'),
      ledger.settle(first.transferId, 'posted'),
    ]);
    expect([posted.state, postedAgain.state]).toEqual(['posted', 'posted']);
    await ledger.settle(second.transferId, 'voided');
    expect((await ledger.settle(second.transferId, 'posted')).state).toBe('voided');
    expect(await ledger.balanceOf(centre(m))).toEqual({ balance: 600n, available: 600n, pendingIn: 0n });
    expect((await ledger.balanceOf(venue(m, 'AGZR'))).balance).toBe(400n);
  });

  it('keeps its invariants through random concurrent movements (property)', async () => {
    const members = [newMember(), newMember(), newMember()];
    for (const m of members) await fund(ledger, m, 5_000n);
    const venues = ['OBTY', 'IMTY'];
    const op = fc.record({
      member: fc.constantFrom(...members),
      venue: fc.constantFrom(...venues),
      direction: fc.constantFrom('in', 'out', 'oneClickIn', 'oneClickOut'),
      amount: fc.bigInt({ min: 1n, max: 3_000n }),
      pending: fc.boolean(),
      settle: fc.constantFrom<'posted' | 'voided' | 'leave'>('posted', 'voided', 'leave'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        const settled = await Promise.all(
          ops.map(async (o) => {
            const [from, to] =
              o.direction === 'in' || o.direction === 'oneClickIn'
                ? [centre(o.member), venue(o.member, o.venue)]
                : [venue(o.member, o.venue), centre(o.member)];
            // The one-click moves take everything available at the moment they run.
            const amount = o.direction.startsWith('oneClick') ? (await ledger.balanceOf(from)).available : o.amount;
            if (amount <= 0n) return;
            const result = await ledger
              .move({
                debit: from,
                credit: to,
                amount,
                kind: o.direction,
                idempotencyKey: key('prop'),
                memberId: o.member,
                pending: o.pending,
              })
              .catch((error: unknown) => {
                if (error instanceof DomainError && error.spec.code === 10620) return null;
                throw error;
              });
            if (result?.state === 'pending' && o.settle !== 'leave') await ledger.settle(result.transferId, o.settle);
          }),
        );
        expect(settled).toHaveLength(ops.length);
        expect(await ledger.check()).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
