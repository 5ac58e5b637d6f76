import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TASK_KINDS, type TaskFacts, taskDone, taskPeriodKey, taskProgress } from './tasks';

const PROPERTY_TIMEOUT_MS = 120_000;
const none: TaskFacts = { deposits: 0, payoutAccounts: 0, bets: 0, turnover: 0n };

describe('welfare tasks', () => {
  it('measures each kind from its fact and caps at the target', () => {
    expect(taskProgress({ kind: 'firstDeposit', target: 1n }, { ...none, deposits: 3 })).toBe(1n);
    expect(taskProgress({ kind: 'bindCard', target: 1n }, none)).toBe(0n);
    expect(taskProgress({ kind: 'betCount', target: 3n }, { ...none, bets: 2 })).toBe(2n);
    expect(taskDone({ kind: 'betCount', target: 3n }, { ...none, bets: 5 })).toBe(true);
    expect(taskProgress({ kind: 'dailyTurnover', target: 100_000n }, { ...none, turnover: 25_050n })).toBe(25_050n);
    expect(taskPeriodKey('once', '2026-11-28')).toBe('once');
    expect(taskPeriodKey('daily', '2026-11-28')).toBe('2026-11-28');
  });
  it(
    'is a function of the facts: the same facts (a replayed event) give the same progress, within 0..target, monotone in each fact',
    () => {
      const facts = fc.record({
        deposits: fc.integer({ min: 0, max: 50 }),
        payoutAccounts: fc.integer({ min: 0, max: 5 }),
        bets: fc.integer({ min: 0, max: 500 }),
        turnover: fc.bigInt({ min: 0n, max: 10_000_000n }),
      });
      fc.assert(
        fc.property(
          fc.constantFrom(...TASK_KINDS),
          fc.bigInt({ min: 1n, max: 1_000_000n }),
          facts,
          fc.integer({ min: 0, max: 10 }),
          fc.bigInt({ min: 0n, max: 1_000n }),
          (kind, target, f, more, moreTurnover) => {
            const rule = { kind, target };
            const p = taskProgress(rule, f);
            expect(taskProgress(rule, { ...f })).toBe(p);
            expect(p >= 0n && p <= target).toBe(true);
            const grown = {
              deposits: f.deposits + more,
              payoutAccounts: f.payoutAccounts + more,
              bets: f.bets + more,
              turnover: f.turnover + moreTurnover,
            };
            expect(taskProgress(rule, grown) >= p).toBe(true);
            expect(taskDone(rule, f)).toBe(p === target);
          },
        ),
        { numRuns: 10_000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
