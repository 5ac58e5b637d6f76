import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Account, applyOp, emptyModel, type ModelOp, type ModelState } from './model';

/** Ten thousand runs take a few seconds alone and many more on a busy machine. */
const PROPERTY_TIMEOUT_MS = 120_000;

const RUNS = 10_000;
const ids = fc.integer({ min: 1, max: 4 });
const betIds = fc.integer({ min: 1, max: 8 });

const opArb: fc.Arbitrary<ModelOp> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), amount: fc.bigInt({ min: 1n, max: 100_000n }) }),
  fc.record({
    op: fc.constant('give' as const),
    grantId: ids,
    amount: fc.bigInt({ min: 1n, max: 100_000n }),
    multiplier: fc.integer({ min: 0, max: 40 }),
    maxWinMultiplier: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  }),
  fc.record({
    op: fc.constant('stake' as const),
    betId: betIds,
    stake: fc.bigInt({ min: 1n, max: 150_000n }),
    weightBp: fc.integer({ min: 0, max: 10_000 }),
  }),
  fc.record({
    op: fc.constant('settle' as const),
    betId: betIds,
    returnedBp: fc.constantFrom(0, 5_000, 10_000, 15_000, 19_500, 40_000),
    turnoverBp: fc.constantFrom(0, 5_000, 10_000),
  }),
  fc.record({ op: fc.constant('void' as const), betId: betIds }),
  fc.record({ op: fc.constant('rollback' as const), betId: betIds }),
  fc.record({ op: fc.constant('convert' as const), grantId: ids }),
  fc.record({ op: fc.constant('forfeit' as const), grantId: ids }),
  fc.record({ op: fc.constant('expire' as const), grantId: ids }),
);

const run = (ops: readonly ModelOp[]): ModelState => {
  const s = emptyModel();
  for (const o of ops) applyOp(s, o);
  return s;
};

/** Everything a member or the house could see of the state, for equality checks. */
const picture = (s: ModelState) => ({
  accounts: { ...s.accounts },
  grants: [...s.grants.values()].map((g) => ({ ...g })),
});

const invariants = (s: ModelState): void => {
  // The ledger analogue: amounts only move between accounts, and held stakes are exactly the open bets'.
  const accounts = Object.keys(s.accounts) as Account[];
  expect(accounts.reduce((sum, a) => sum + s.accounts[a], 0n)).toBe(0n);
  const openStakes = [...s.bets.values()].filter((b) => b.state === 'open').reduce((sum, b) => sum + b.stake, 0n);
  expect(s.accounts.inPlay).toBe(openStakes);
  for (const g of s.grants.values()) {
    expect(g.progress >= 0n && g.progress <= g.requirement).toBe(true);
    expect(g.balance >= 0n).toBe(true);
    const entries = s.entries.filter((e) => e.grantId === g.id).reduce((sum, e) => sum + e.amount, 0n);
    expect(entries).toBe(g.balance);
    expect(g.conversions).toBeLessThanOrEqual(1);
    expect(g.status === 'forfeited').toBe(g.reason !== null);
    if (g.status === 'converted' || g.status === 'forfeited' || g.status === 'expired') expect(g.balance).toBe(0n);
    // A grant that completed has no bet of it still open.
    if (g.status === 'completed') {
      expect([...s.bets.values()].some((b) => b.grantId === g.id && b.state === 'open')).toBe(false);
    }
  }
  // Bonus reaches the wallet only through a conversion: wallet money never exceeds what came from
  // outside plus what the bets and conversions paid.
};

describe('the grant model under random sequences', () => {
  it(
    'keeps progress in 0..requirement, entries equal to the balance, one conversion at most, money conserved',
    () => {
      fc.assert(
        fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
          const s = emptyModel();
          for (const o of ops) {
            applyOp(s, o);
            invariants(s);
          }
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'is idempotent: an operation applied twice in a row changes nothing the second time (except a new deposit)',
    () => {
      fc.assert(
        fc.property(fc.array(opArb, { maxLength: 30 }), opArb, (ops, last) => {
          fc.pre(last.op !== 'deposit');
          const once = run([...ops, last]);
          const twice = run([...ops, last, last]);
          expect(picture(twice)).toEqual(picture(once));
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'undoes a void exactly: stake then void leaves every balance and every grant as before',
    () => {
      fc.assert(
        fc.property(
          fc.array(opArb, { maxLength: 30 }),
          fc.bigInt({ min: 1n, max: 150_000n }),
          fc.integer({ min: 0, max: 10_000 }),
          (ops, stake, weightBp) => {
            const s = run(ops);
            const before = picture(s);
            applyOp(s, { op: 'stake', betId: 99, stake, weightBp });
            applyOp(s, { op: 'void', betId: 99 });
            expect(picture(s)).toEqual(before);
          },
        ),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'undoes a settlement exactly: a rollback right after it restores progress, balances and status',
    () => {
      fc.assert(
        fc.property(
          fc.array(opArb, { maxLength: 30 }),
          fc.bigInt({ min: 1n, max: 150_000n }),
          fc.integer({ min: 0, max: 10_000 }),
          fc.constantFrom(0, 10_000, 19_500, 40_000),
          (ops, stake, weightBp, returnedBp) => {
            const s = run(ops);
            applyOp(s, { op: 'stake', betId: 99, stake, weightBp });
            const staked = picture(s);
            applyOp(s, { op: 'settle', betId: 99, returnedBp, turnoverBp: 10_000 });
            applyOp(s, { op: 'rollback', betId: 99 });
            expect(picture(s)).toEqual(staked);
          },
        ),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'converts a grant once, paying at most granted x max win',
    () => {
      fc.assert(
        fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
          const s = emptyModel();
          let paid = 0n;
          for (const o of ops) {
            const wallet = s.accounts.wallet;
            const grant = o.op === 'convert' ? s.grants.get(o.grantId) : undefined;
            const wasCompleted = grant?.status === 'completed';
            applyOp(s, o);
            if (grant && wasCompleted) {
              const gain = s.accounts.wallet - wallet;
              if (grant.maxWinMultiplier !== null)
                expect(gain <= grant.granted * BigInt(grant.maxWinMultiplier)).toBe(true);
              paid += gain;
            }
          }
          const converted = s.entries.filter((e) => e.kind === 'convert').reduce((sum, e) => sum - e.amount, 0n);
          expect(paid).toBe(converted);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('runs a whole journey: a grant wagered through to conversion', () => {
    const s = emptyModel();
    applyOp(s, { op: 'deposit', amount: 500_00n });
    applyOp(s, { op: 'give', grantId: 1, amount: 500_00n, multiplier: 2, maxWinMultiplier: null });
    applyOp(s, { op: 'stake', betId: 1, stake: 600_00n, weightBp: 10_000 });
    expect(s.grants.get(1)!.balance).toBe(400_00n);
    applyOp(s, { op: 'settle', betId: 1, returnedBp: 20_000, turnoverBp: 10_000 });
    // 1,200.00 back: 500/600 of it real, 100/600 bonus.
    expect(s.accounts.wallet).toBe(1_000_00n);
    expect(s.grants.get(1)!.balance).toBe(600_00n);
    expect(s.grants.get(1)!.progress).toBe(600_00n);
    applyOp(s, { op: 'stake', betId: 2, stake: 400_00n, weightBp: 10_000 });
    applyOp(s, { op: 'settle', betId: 2, returnedBp: 10_000, turnoverBp: 10_000 });
    expect(s.grants.get(1)!.status).toBe('completed');
    applyOp(s, { op: 'convert', grantId: 1 });
    expect(s.accounts.wallet).toBe(1_600_00n);
    expect(s.grants.get(1)!.status).toBe('converted');
  });
});
