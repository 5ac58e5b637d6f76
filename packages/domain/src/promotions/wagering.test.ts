import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { termsProblem } from './terms';
import {
  advance,
  bonusAmount,
  conversion,
  freeBetReturn,
  fundStake,
  splitReturn,
  wageringRequirement,
} from './wagering';
import { type ContributionWeights, contribution, gameWeightBp, sportsBetWeightBp } from './weights';

/** Ten thousand runs take a few seconds alone and many more on a busy machine. */
const PROPERTY_TIMEOUT_MS = 120_000;

const RUNS = 10_000;
const money = fc.bigInt({ min: 0n, max: 10_000_000_00n });

const weights: ContributionWeights = {
  defaultBp: 0,
  products: { sports: 10_000, live: 2_000 },
  games: { 'ag-baccarat': 1_000 },
  markets: { 'fb.cs': 0 },
};

describe('the wagering requirement', () => {
  it('is the credited bonus times the multiple', () => {
    expect(wageringRequirement(888_00n, 10)).toBe(8_880_00n);
    expect(wageringRequirement(18_00n, 0)).toBe(0n);
  });
  it.each([-1, 41, 1.5])('refuses the multiple %s', (m) => {
    expect(() => wageringRequirement(100n, m)).toThrow(RangeError);
  });
});

describe('the bonus of a deposit offer', () => {
  it('is 100 % of the deposit up to the cap', () => {
    const rule = { kind: 'percent', percentBp: 10_000, cap: 888_00n } as const;
    expect(bonusAmount(rule, 500_00n)).toBe(500_00n);
    expect(bonusAmount(rule, 888_00n)).toBe(888_00n);
    expect(bonusAmount(rule, 5_000_00n)).toBe(888_00n);
  });
  it('rounds a percentage down to the cent', () => {
    expect(bonusAmount({ kind: 'percent', percentBp: 3_333, cap: 1_000_00n }, 1_01n)).toBe(33n);
  });
});

describe('contribution weights', () => {
  it('takes the most specific weight: game, else product, else default', () => {
    expect(gameWeightBp(weights, 'live', 'ag-baccarat')).toBe(1_000);
    expect(gameWeightBp(weights, 'live', 'ag-roulette')).toBe(2_000);
    expect(gameWeightBp(weights, 'egame', 'pg-fortune')).toBe(0);
  });
  it('counts a sports bet at min odds exactly, and nothing below them', () => {
    expect(sportsBetWeightBp(weights, 'sports', [{ odds: 1_500, marketType: 'fb.1x2' }], 1_500)).toBe(10_000);
    expect(sportsBetWeightBp(weights, 'sports', [{ odds: 1_499, marketType: 'fb.1x2' }], 1_500)).toBe(0);
  });
  it('gives a parlay the lowest weight of its legs, and zero when any leg is short-priced', () => {
    const legs = [
      { odds: 2_000, marketType: 'fb.1x2' },
      { odds: 8_000, marketType: 'fb.cs' },
    ];
    expect(sportsBetWeightBp(weights, 'sports', legs, 1_500)).toBe(0);
    expect(sportsBetWeightBp(weights, 'sports', [legs[0]!, { odds: 1_200, marketType: 'fb.ou' }], 1_500)).toBe(0);
  });
  it(
    'never counts more than the turnover, nor less than zero',
    () => {
      fc.assert(
        fc.property(money, fc.integer({ min: 0, max: 10_000 }), (turnover, bp) => {
          const c = contribution(turnover, bp);
          expect(c >= 0n && c <= turnover).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('progress', () => {
  it(
    'never passes the requirement, and what it adds is what a reversal takes off',
    () => {
      fc.assert(
        fc.property(money, money, money, (a, b, w) => {
          const requirement = a > b ? a : b;
          const progress = a > b ? b : a;
          const step = advance(progress, requirement, w);
          expect(step.progress).toBeLessThanOrEqual(requirement);
          expect(step.progress - step.added).toBe(progress);
          expect(step.added <= w).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('funding a stake', () => {
  it('spends real money first and the bonus only on the shortfall', () => {
    expect(fundStake(100_00n, 60_00n, 500_00n)).toEqual({ real: 60_00n, bonus: 40_00n });
    expect(fundStake(100_00n, 200_00n, 500_00n)).toEqual({ real: 100_00n, bonus: 0n });
    expect(fundStake(100_00n, 0n, 99_99n)).toBeNull();
  });
  it(
    'always sums to the stake and never spends more than either source has',
    () => {
      fc.assert(
        fc.property(fc.bigInt({ min: 1n, max: 10_000_000n }), money, money, (stake, real, bonus) => {
          const f = fundStake(stake, real, bonus);
          if (f === null) {
            expect(real + bonus < stake).toBe(true);
            return;
          }
          expect(f.real + f.bonus).toBe(stake);
          expect(f.real <= real && f.bonus <= bonus && f.bonus >= 0n).toBe(true);
          expect(f.bonus === 0n || f.real === real).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('returns in proportion', () => {
  it(
    'sums exactly, gives the bonus no more than its share, and rounds toward the real balance',
    () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: 1n, max: 10_000_000n }),
          money,
          fc.double({ min: 0, max: 1, noNaN: true }),
          (stake, returned, f) => {
            const bonusStake = BigInt(Math.floor(Number(stake) * f));
            const split = splitReturn(returned, stake, bonusStake);
            expect(split.bonus + split.real).toBe(returned);
            expect(split.bonus * stake <= returned * bonusStake).toBe(true);
            expect((split.bonus + 1n) * stake > returned * bonusStake).toBe(true);
          },
        ),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('conversion', () => {
  it('caps at granted x max win and forfeits the excess', () => {
    expect(conversion(3_000_00n, 888_00n, 3)).toEqual({ paid: 2_664_00n, forfeited: 336_00n });
    expect(conversion(500_00n, 888_00n, 3)).toEqual({ paid: 500_00n, forfeited: 0n });
    expect(conversion(500_00n, 888_00n, null)).toEqual({ paid: 500_00n, forfeited: 0n });
  });
});

describe('terms', () => {
  const sportsOnly: ContributionWeights = { defaultBp: 0, products: { sports: 10_000 }, games: {}, markets: {} };
  const terms = {
    multiplier: 10,
    weights: sportsOnly,
    minOdds: 1_500,
    maxBet: 500_00n,
    maxWinMultiplier: null,
    validDays: 30,
  };
  it('accepts 10x anywhere and 40x only outside the UK', () => {
    expect(termsProblem(terms, 'uk')).toBeNull();
    expect(termsProblem({ ...terms, multiplier: 40 }, 'none')).toBeNull();
    expect(termsProblem({ ...terms, multiplier: 11 }, 'uk')).toMatch(/10倍/);
    expect(termsProblem({ ...terms, multiplier: 41 }, 'none')).toMatch(/0-40/);
  });
  it('refuses a mixed-product incentive in the UK only', () => {
    // The shared weights count sports and live casino together.
    expect(termsProblem({ ...terms, weights }, 'none')).toBeNull();
    expect(termsProblem({ ...terms, weights }, 'uk')).toMatch(/体育与娱乐场/);
    // A default above zero reaches every product, casino included.
    expect(termsProblem({ ...terms, weights: { ...sportsOnly, defaultBp: 1 } }, 'uk')).toMatch(/体育与娱乐场/);
    const casinoOnly = { defaultBp: 0, products: { live: 2_000 }, games: { 'ag-baccarat': 1_000 }, markets: {} };
    expect(termsProblem({ ...terms, weights: casinoOnly }, 'uk')).toBeNull();
  });
  it('refuses a weight above 100 %', () => {
    expect(termsProblem({ ...terms, weights: { ...weights, defaultBp: 10_001 } }, 'none')).toMatch(/0-100%/);
  });
});

describe('a free bet return', () => {
  it('pays the member the winnings and the house its stake back', () => {
    expect(freeBetReturn(25_00n, 10_00n)).toEqual({ house: 10_00n, member: 15_00n });
  });
  it.each([
    [0n, 'lost'],
    [5_00n, 'half lost'],
    [10_00n, 'void'],
  ])('pays the member nothing when it returns %s (%s)', (returned) => {
    expect(freeBetReturn(returned, 10_00n).member).toBe(0n);
  });
  it('half won pays half the winnings', () => {
    // A half win at 2.00 on 10: half the stake wins (10), half comes back (5): 15 returned.
    expect(freeBetReturn(15_00n, 10_00n)).toEqual({ house: 10_00n, member: 5_00n });
  });
  it(
    'always splits the whole return',
    () => {
      fc.assert(
        fc.property(money, fc.bigInt({ min: 1n, max: 10_000_000_00n }), (returned, stake) => {
          const { house, member } = freeBetReturn(returned, stake);
          return house + member === returned && house <= stake && house >= 0n && member >= 0n;
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
  it('refuses a negative return', () => {
    expect(() => freeBetReturn(-1n, 10n)).toThrow(RangeError);
  });
});
