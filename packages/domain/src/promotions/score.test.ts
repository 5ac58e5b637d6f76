import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POINT_TURNOVER, pointsChange, pointsFor } from './score';

describe('积分 from valid turnover', () => {
  it('earns one point per whole ¥100', () => {
    expect(pointsFor(0n)).toBe(0n);
    expect(pointsFor(9_999n)).toBe(0n);
    expect(pointsFor(10_000n)).toBe(1n);
    expect(pointsFor(1_234_567n)).toBe(123n);
    expect(pointsFor(-10_000n)).toBe(0n);
  });

  it('over any sequence of settle, rollback and resettle, the entries add up to what the bet earns now', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.bigInt({ min: 0n, max: 10n ** 9n }), { nil: null }), { maxLength: 12 }),
        (steps) => {
          let earned = 0n;
          let balance = 0n;
          for (const turnover of steps) {
            const change = pointsChange(pointsFor(turnover ?? 0n), earned, balance);
            earned += change;
            balance += change;
            expect(balance).toBeGreaterThanOrEqual(0n);
            // A replay of the same state changes nothing.
            expect(pointsChange(pointsFor(turnover ?? 0n), earned, balance)).toBe(0n);
          }
          const last = steps.at(-1);
          expect(earned).toBe(last == null ? 0n : last / POINT_TURNOVER);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('never reverses more than the member holds', () => {
    expect(pointsChange(0n, 50n, 20n)).toBe(-20n);
    expect(pointsChange(0n, 50n, 80n)).toBe(-50n);
  });
});
