import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SettledLeg } from './leg';
import { PARLAY_LEGS_MAX, parlayReturn } from './parlay';
import { systemReturn, systemStake, systemSubBets, systemSubLegs, systemType, systemTypes } from './system';
import { legArb, stakeArb } from './testing/arbitraries';
import { referenceCount, referenceSystem } from './testing/reference';

// The standard 'n串m' list, written out by hand from the published table rather than derived.
const EXPECTED_NAMES: Record<number, string[]> = {
  2: ['2串1'],
  3: ['3串1', '3串3', '3串4'],
  4: ['4串1', '4串4', '4串5', '4串6', '4串11'],
  5: ['5串1', '5串5', '5串6', '5串10', '5串16', '5串20', '5串26'],
  6: ['6串1', '6串6', '6串7', '6串15', '6串20', '6串22', '6串35', '6串42', '6串50', '6串57'],
  7: ['7串1', '7串7', '7串8', '7串21', '7串35', '7串120'],
  8: ['8串1', '8串8', '8串9', '8串28', '8串56', '8串70', '8串247'],
  9: ['9串1'],
  10: ['10串1'],
};

describe('systemTypes', () => {
  it.each(Object.entries(EXPECTED_NAMES))('offers for %s legs: %j', (legs, names) => {
    expect(systemTypes(Number(legs)).map((type) => type.name)).toEqual(names);
  });

  it.each([0, 1, PARLAY_LEGS_MAX + 1, 2.5])('offers nothing for %s legs', (legs) => {
    expect(systemTypes(legs)).toEqual([]);
  });

  it.each([
    { name: '2串1', sizes: [2] },
    { name: '3串3', sizes: [2] },
    { name: '3串4', sizes: [2, 3] },
    { name: '4串4', sizes: [3] },
    { name: '4串5', sizes: [3, 4] },
    { name: '4串6', sizes: [2] },
    { name: '4串11', sizes: [2, 3, 4] },
    { name: '5串10', sizes: [2] },
    { name: '5串16', sizes: [3, 4, 5] },
    { name: '5串26', sizes: [2, 3, 4, 5] },
    { name: '6串57', sizes: [2, 3, 4, 5, 6] },
    { name: '8串247', sizes: [2, 3, 4, 5, 6, 7, 8] },
    { name: '10串1', sizes: [10] },
  ])('$name is made of parlays of sizes $sizes', ({ name, sizes }) => {
    expect(systemType(name).sizes).toEqual(sizes);
  });

  it('names every type by its true number of sub-bets, counted independently', () => {
    for (let legs = 2; legs <= PARLAY_LEGS_MAX; legs += 1) {
      for (const type of systemTypes(legs)) {
        const count = referenceCount(legs, type.sizes);
        expect(type.combinations).toBe(count);
        expect(type.name).toBe(`${legs}串${count}`);
        expect(systemSubBets(type)).toHaveLength(count);
      }
    }
  });
});

describe('systemType', () => {
  it.each(['4串7', '1串1', '11串1', '4x11', '', '4串11 ', '04串11'])('refuses %j', (name) => {
    expect(() => systemType(name)).toThrow(RangeError);
  });

  it('returns a fresh copy each time', () => {
    const type = systemType('3串4');
    (type.sizes as number[]).push(9);
    expect(systemType('3串4').sizes).toEqual([2, 3]);
  });
});

describe('systemSubBets', () => {
  it('lists 3串4 as the three doubles then the treble', () => {
    expect(systemSubBets(systemType('3串4'))).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]);
  });
});

describe('systemStake', () => {
  it('is the stake per combination x the number of combinations', () => {
    expect(systemStake(1_000n, systemType('4串11'))).toBe(11_000n);
    expect(systemStake(250n, systemType('8串247'))).toBe(61_750n);
  });
});

// A type with exactly its number of legs, for the property tests.
const typedLegsArb = fc
  .constantFrom(...[...Array(PARLAY_LEGS_MAX + 1).keys()].flatMap((legs) => systemTypes(legs)))
  .chain((type) => fc.tuple(fc.constant(type), fc.array(legArb, { minLength: type.legs, maxLength: type.legs })));

describe('systemReturn', () => {
  it('pays 3串4 on 2.00, 1.90 and a lost leg: only the double of the two winners', () => {
    const legs: SettledLeg[] = [
      { odds: 2000, result: 'win' },
      { odds: 1900, result: 'win' },
      { odds: 3000, result: 'lose' },
    ];
    expect(systemReturn(1_000n, legs, systemType('3串4'))).toBe(3_800n);
  });

  it('rounds each sub-bet on its own', () => {
    // Three doubles of 0.01 at 1.70 x 1.70: 0.0289 each, paid 0.02 each = 0.06 (one rounding of the
    // 0.0867 total would pay 0.08, more than the three bets pay one by one).
    const legs: SettledLeg[] = [1700, 1700, 1700].map((odds) => ({ odds, result: 'win' }));
    expect(systemReturn(1n, legs, systemType('3串3'))).toBe(6n);
  });

  it('refuses legs that do not match the type', () => {
    const legs: SettledLeg[] = [{ odds: 2000, result: 'win' }];
    expect(() => systemReturn(100n, legs, systemType('3串4'))).toThrow(RangeError);
  });

  it('equals the bitmask reference', () => {
    fc.assert(
      fc.property(stakeArb, typedLegsArb, (stake, [type, legs]) => {
        expect(systemReturn(stake, legs, type)).toBe(referenceSystem(stake, legs, type.sizes));
      }),
      { numRuns: 200 },
    );
  });

  it('equals the sum of its sub-bet parlays, and n串1 is the parlay', () => {
    fc.assert(
      fc.property(stakeArb, typedLegsArb, (stake, [type, legs]) => {
        const parlays = systemSubLegs(legs, type).map((sub) => parlayReturn(stake, sub));
        expect(systemReturn(stake, legs, type)).toBe(parlays.reduce((sum, value) => sum + value, 0n));
        if (type.combinations === 1) expect(systemReturn(stake, legs, type)).toBe(parlayReturn(stake, legs));
      }),
      { numRuns: 200 },
    );
  });

  it('returns the total stake when every leg is void', () => {
    fc.assert(
      fc.property(stakeArb, typedLegsArb, (stake, [type, legs]) => {
        const voided = legs.map((leg) => ({ ...leg, result: 'void' as const }));
        expect(systemReturn(stake, voided, type)).toBe(systemStake(stake, type));
      }),
      { numRuns: 100 },
    );
  });
});
