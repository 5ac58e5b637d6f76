import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSponsorTier, lowTierCount, sponsorChangeProblem, sponsorSettingProblem } from './sponsor';

describe('sponsorSettingProblem', () => {
  it('takes up to three values below 3', () => {
    expect(sponsorSettingProblem([])).toBeNull();
    expect(sponsorSettingProblem([1, 2, 2, 5, 4, 3])).toBeNull();
  });

  it('refuses a fourth value below 3', () => {
    expect(sponsorSettingProblem([1, 2, 2, 1, 5])).toEqual({ kind: 'tooManyLow', low: 4 });
  });

  it('counts 3 as not low', () => {
    expect(sponsorSettingProblem([3, 3, 3, 3, 3, 2, 2, 2])).toBeNull();
  });

  it('refuses values that are not whole numbers from 1 to 5, naming the first', () => {
    expect(sponsorSettingProblem([5, 0])).toEqual({ kind: 'tierInvalid', index: 1 });
    expect(sponsorSettingProblem([6])).toEqual({ kind: 'tierInvalid', index: 0 });
    expect(sponsorSettingProblem([2.5])).toEqual({ kind: 'tierInvalid', index: 0 });
    expect(sponsorSettingProblem([Number.NaN])).toEqual({ kind: 'tierInvalid', index: 0 });
  });
});

describe('sponsorChangeProblem', () => {
  const current = [
    { id: 1, tier: 1 },
    { id: 2, tier: 2 },
    { id: 3, tier: 2 },
    { id: 4, tier: 5 },
  ];

  it('refuses a new sponsor or an edit that makes a fourth low value', () => {
    expect(sponsorChangeProblem(current, { id: null, tier: 1 })).toEqual({ kind: 'tooManyLow', low: 4 });
    expect(sponsorChangeProblem(current, { id: 4, tier: 2 })).toEqual({ kind: 'tooManyLow', low: 4 });
  });

  it('lets a low sponsor keep or change a low value (it replaces its own)', () => {
    expect(sponsorChangeProblem(current, { id: 1, tier: 2 })).toBeNull();
    expect(sponsorChangeProblem(current, { id: null, tier: 3 })).toBeNull();
  });

  it('refuses a value out of range', () => {
    expect(sponsorChangeProblem(current, { id: 4, tier: 0 })?.kind).toBe('tierInvalid');
  });
});

describe('sponsor setting (property)', () => {
  const tier = fc.integer({ min: 1, max: 5 });

  it('accepts a list exactly when its values are tiers and at most three are below 3', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1, max: 7 }), { maxLength: 12 }), (tiers) => {
        const ok = tiers.every(isSponsorTier) && tiers.filter((t) => t < 3).length <= 3;
        expect(sponsorSettingProblem(tiers) === null).toBe(ok);
      }),
      { numRuns: 10_000 },
    );
  });

  it('any run of accepted changes keeps the rule (what the server stores never breaks it)', () => {
    const op = fc.record({ pick: fc.nat(), isNew: fc.boolean(), tier: fc.integer({ min: 0, max: 6 }) });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let sponsors: { id: number; tier: number }[] = [];
        let nextId = 1;
        for (const { pick, isNew, tier: value } of ops) {
          const target = isNew || sponsors.length === 0 ? null : sponsors[pick % sponsors.length]!.id;
          if (sponsorChangeProblem(sponsors, { id: target, tier: value }) !== null) continue;
          sponsors =
            target === null
              ? [...sponsors, { id: nextId++, tier: value }]
              : sponsors.map((s) => (s.id === target ? { ...s, tier: value } : s));
          expect(lowTierCount(sponsors.map((s) => s.tier))).toBeLessThanOrEqual(3);
          expect(sponsors.every((s) => isSponsorTier(s.tier))).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('every list of tiers with at most three low values is accepted', () => {
    fc.assert(
      fc.property(fc.array(tier, { maxLength: 12 }), (tiers) => {
        const low = tiers.filter((t) => t < 3);
        const kept = [...tiers.filter((t) => t >= 3), ...low.slice(0, 3)];
        expect(sponsorSettingProblem(kept)).toBeNull();
      }),
    );
  });
});
