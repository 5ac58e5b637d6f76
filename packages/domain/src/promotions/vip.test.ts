import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWeekKey, ladderProblem, PERIOD_DAYS, qualifiedLevel, rebate, type VipLevel, vipStep } from './vip';

/** Ten thousand runs take a few seconds alone and many more on a busy machine. */
const PROPERTY_TIMEOUT_MS = 120_000;

const rates = (bp: number) => ({ sports: bp, esports: bp, live: bp, egame: bp + 10 });
const yuan = (n: number) => BigInt(n) * 100n;
const ladder: VipLevel[] = [
  [0, 0, 0, 0, 0, 0, 40, 8_888],
  [1_000, 5_000, 2_000, 18, 0, 50, 16_888],
  [5_000, 30_000, 10_000, 58, 8, 55, 28_888],
  [20_000, 100_000, 40_000, 188, 18, 60, 32_888],
].map(([dep, turn, retain, gift, weekly, bp, cap], level) => ({
  level,
  name: `VIP${level}`,
  minDeposit: yuan(dep!),
  minTurnover: yuan(turn!),
  retainTurnover: yuan(retain!),
  upgradeGift: yuan(gift!),
  weeklyPacket: yuan(weekly!),
  monthlyPacket: yuan(weekly! * 3),
  rebateBp: rates(bp!),
  rebateCap: yuan(cap!),
}));

describe('the VIP ladder', () => {
  it('is accepted when every line, gift, rate and cap rises level by level', () => {
    expect(ladderProblem(ladder)).toBeNull();
  });
  it('catches a hand-typed rate that falls (the "0.1" for "1.0" typo)', () => {
    const typo = ladder.map((l) => (l.level === 3 ? { ...l, rebateBp: { ...l.rebateBp, egame: 10 } } : l));
    expect(ladderProblem(typo)).toMatch(/返水比例低于VIP2/);
    expect(ladderProblem(ladder.map((l) => (l.level === 2 ? { ...l, upgradeGift: 1n } : l)))).toMatch(
      /VIP2的晋级礼金低于VIP1/,
    );
    expect(ladderProblem([{ ...ladder[0]!, minDeposit: 1n }, ...ladder.slice(1)])).toMatch(/VIP0/);
  });
  it('holds the birthday gifts it names non-decreasing, and skips a level that names none', () => {
    const gifts = ladder.map((l) => ({ ...l, birthdayGift: yuan(l.level * 10) }));
    expect(ladderProblem(gifts)).toBeNull();
    expect(ladderProblem(gifts.map((l) => (l.level === 3 ? { ...l, birthdayGift: yuan(5) } : l)))).toBe(
      'VIP3的生日礼金低于VIP2',
    );
    expect(ladderProblem(gifts.map((l) => (l.level === 3 ? { ...l, birthdayGift: null } : l)))).toBeNull();
  });
  it('promotes on both lines at once, to every level they reach', () => {
    expect(qualifiedLevel(ladder, yuan(20_000), yuan(40_000))).toBe(2);
    expect(vipStep(ladder, 0, yuan(20_000), yuan(100_000), 0)).toEqual({ level: 3, move: 'upgrade' });
    expect(vipStep(ladder, 1, yuan(999), yuan(1_000_000), 0)).toEqual({ level: 1, move: 'stay' });
  });
  it('demotes one level only after a whole period below the retention line', () => {
    expect(vipStep(ladder, 3, yuan(20_000), yuan(39_999), PERIOD_DAYS - 1)).toEqual({ level: 3, move: 'stay' });
    expect(vipStep(ladder, 3, yuan(20_000), yuan(39_999), PERIOD_DAYS)).toEqual({ level: 2, move: 'demote' });
    expect(vipStep(ladder, 3, yuan(20_000), yuan(40_000), PERIOD_DAYS)).toEqual({ level: 3, move: 'stay' });
  });
  it(
    'never moves a level by more than one down, and up only to what is qualified',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 3 }),
          fc.bigInt({ min: 0n, max: yuan(200_000) }),
          fc.bigInt({ min: 0n, max: yuan(200_000) }),
          fc.integer({ min: 0, max: 400 }),
          (current, deposits, turnover, days) => {
            const step = vipStep(ladder, current, deposits, turnover, days);
            expect(step.level >= current - 1).toBe(true);
            if (step.level > current) expect(step.level).toBe(qualifiedLevel(ladder, deposits, turnover));
            expect(step.level >= 0 && step.level < ladder.length).toBe(true);
          },
        ),
        { numRuns: 10_000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('the rebate', () => {
  it('pays each product at its rate, rounded down, and caps the day', () => {
    const r = rebate({ sports: yuan(10_000), egame: 123n }, ladder[1]!);
    expect(r.parts.map((p) => [p.product, p.amount])).toEqual([
      ['sports', yuan(50)],
      ['egame', 0n],
    ]);
    expect(r).toMatchObject({ amount: yuan(50), capped: false });
    expect(rebate({ sports: yuan(100_000_000) }, ladder[1]!)).toMatchObject({ amount: yuan(16_888), capped: true });
  });
  it(
    'is linear before the cap and never decreases with turnover',
    () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: 0n, max: yuan(1_000_000) }),
          fc.bigInt({ min: 0n, max: yuan(1_000_000) }),
          (a, b) => {
            const level = ladder[2]!;
            const ra = rebate({ sports: a }, level).amount;
            const rb = rebate({ sports: b }, level).amount;
            const rab = rebate({ sports: a + b }, level).amount;
            expect(rab >= ra && rab >= rb).toBe(true);
            if (!rebate({ sports: a + b }, level).capped) expect(rab - ra - rb >= 0n && rab - ra - rb <= 1n).toBe(true);
            expect(rab <= level.rebateCap).toBe(true);
          },
        ),
        { numRuns: 10_000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('period keys', () => {
  it.each([
    ['2026-01-01', '2026-W01'],
    ['2024-12-30', '2025-W01'],
    ['2021-01-03', '2020-W53'],
    ['2026-11-24', '2026-W48'],
  ])('%s is in %s', (day, week) => {
    expect(isoWeekKey(day)).toBe(week);
  });
});
