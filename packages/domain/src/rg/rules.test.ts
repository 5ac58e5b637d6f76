import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeBlock,
  activeSeconds,
  blockingLimit,
  COOLING_OFF_MS,
  confirmChange,
  exclusionEnd,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type Limit,
  type LimitKind,
  type LimitPeriod,
  type LimitTable,
  NO_LIMIT,
  parseLimitAmount,
  parseTimeLimit,
  periodEnd,
  periodStart,
  remaining,
  requestChange,
  type SpendKind,
  timeLimitUntil,
  timeOutEnd,
  type UsageTable,
  usageDelta,
  withImposed,
} from './rules';

const PROPERTY_TIMEOUT_MS = 120_000;
const RUNS = 10_000;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 10, 20, 3, 0, 0);

describe('limit amounts (free text)', () => {
  it('takes positive amounts with at most two decimals', () => {
    expect(parseLimitAmount('500')).toBe(50_000n);
    expect(parseLimitAmount(' 0.01 ')).toBe(1n);
    expect(parseLimitAmount('1234.5')).toBe(123_450n);
  });
  it('refuses zero, negative, three decimals, absurd and non-numbers', () => {
    expect(parseLimitAmount('0')).toBe('zero');
    expect(parseLimitAmount('0.00')).toBe('zero');
    expect(parseLimitAmount('-5')).toBe('format');
    expect(parseLimitAmount('1.234')).toBe('format');
    expect(parseLimitAmount('100000000.01')).toBe('tooLarge');
    expect(parseLimitAmount('1e5')).toBe('format');
    expect(parseLimitAmount('')).toBe('format');
    expect(parseLimitAmount('9999999999999')).toBe('format');
  });
});

describe('periods on Shanghai time', () => {
  it('a day starts at Shanghai midnight, a week on Monday, a month on the 1st', () => {
    // 2026-11-20 03:00 UTC is Friday 11:00 in Shanghai.
    expect(new Date(periodStart('day', T0)).toISOString()).toBe('2026-11-19T16:00:00.000Z');
    expect(new Date(periodStart('week', T0)).toISOString()).toBe('2026-11-15T16:00:00.000Z');
    expect(new Date(periodStart('month', T0)).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(new Date(periodEnd('month', periodStart('month', T0))).toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });
  it('every instant lies in its period', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.constantFrom(...LIMIT_PERIODS), (t, p) => {
        const start = periodStart(p, t);
        expect(start <= t && t < periodEnd(p, start)).toBe(true);
        expect(periodStart(p, start)).toBe(start);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('changing a limit', () => {
  it('a new limit or a decrease applies at once; an increase waits 24 h and a confirmation', () => {
    let limit: Limit = NO_LIMIT;
    ({ limit } = requestChange(limit, 50_000n, T0));
    expect(limit.active).toBe(50_000n);
    const raised = requestChange(limit, 80_000n, T0);
    expect(raised.outcome).toBe('pending');
    expect(raised.limit.active).toBe(50_000n);
    expect(confirmChange(raised.limit, T0 + COOLING_OFF_MS - 1)).toBe('tooEarly');
    expect(confirmChange(raised.limit, T0 + COOLING_OFF_MS)).toEqual({ active: 80_000n, pending: null });
    expect(confirmChange(limit, T0)).toBe('nothingPending');
    // A decrease drops the pending increase.
    expect(requestChange(raised.limit, 30_000n, T0 + 1)).toEqual({
      limit: { active: 30_000n, pending: null },
      outcome: 'applied',
    });
    // A removal is an increase.
    expect(requestChange(limit, null, T0).limit).toEqual({
      active: 50_000n,
      pending: { amount: null, effectiveAtMs: T0 + COOLING_OFF_MS },
    });
  });
  it('the lowest remaining applies across periods', () => {
    const limits: LimitTable = {
      loss: { day: { active: 10_000n, pending: null }, week: { active: 5_000n, pending: null } },
    };
    const usage: UsageTable = { loss: { day: 2_000n, week: 4_000n } };
    expect(remaining(limits, usage, 'loss')).toBe(1_000n);
    expect(blockingLimit(limits, usage, 'stake', 1_001n)).toEqual({ kind: 'loss', remaining: 1_000n });
    expect(blockingLimit(limits, usage, 'stake', 1_000n)).toBeNull();
    expect(blockingLimit(limits, usage, 'deposit', 1_000_000n)).toBeNull();
    // Winnings past the losses use nothing, and give nothing beyond the limit either way.
    expect(remaining(limits, { loss: { day: -50_000n, week: -1n } }, 'loss')).toBe(5_000n);
  });
});

describe("an operator's imposed limits", () => {
  it("apply as the lower of the two, whichever side sets it, and keep the member's pending change", () => {
    const amount = fc.option(fc.bigInt({ min: 1n, max: 1_000_000n }), { nil: null });
    fc.assert(
      fc.property(
        amount,
        fc.option(fc.bigInt({ min: 1n, max: 1_000_000n }), { nil: undefined }),
        fc.bigInt({ min: -500_000n, max: 2_000_000n }),
        (own, imposed, used) => {
          const limits: LimitTable = { loss: { week: { active: own, pending: null } } };
          const merged = withImposed(limits, imposed === undefined ? {} : { loss: { week: imposed } });
          const usage: UsageTable = { loss: { week: used } };
          const mine = remaining(limits, usage, 'loss');
          const theirs =
            imposed === undefined
              ? null
              : remaining({ loss: { week: { active: imposed, pending: null } } }, usage, 'loss');
          const both = remaining(merged, usage, 'loss');
          const expected = [mine, theirs]
            .filter((x): x is bigint => x !== null)
            .reduce<bigint | null>((a, b) => (a === null || b < a ? b : a), null);
          expect(both).toBe(expected);
        },
      ),
      { numRuns: RUNS },
    );
    const pending = { amount: 90_000n, effectiveAtMs: T0 };
    const merged = withImposed(
      { deposit: { day: { active: 50_000n, pending } } },
      { deposit: { day: 20_000n }, stake: { month: 5n } },
    );
    expect(merged.deposit?.day).toEqual({ active: 20_000n, pending });
    expect(merged.stake?.month).toEqual({ active: 5n, pending: null });
  });
});

describe('time-out and self-exclusion', () => {
  it('time-out from 1 day to 6 weeks', () => {
    expect(timeOutEnd(1, T0)).toBe(T0 + DAY);
    expect(timeOutEnd(42, T0)).toBe(T0 + 42 * DAY);
    expect(timeOutEnd(43, T0)).toBe('timeOutRange');
    expect(timeOutEnd(0, T0)).toBe('timeOutRange');
    expect(timeOutEnd(1.5, T0)).toBe('timeOutRange');
  });
  it('self-exclusion from 6 months to 5 years, by the calendar', () => {
    expect(new Date(exclusionEnd(6, T0) as number).toISOString()).toBe('2027-05-20T03:00:00.000Z');
    expect(new Date(exclusionEnd(60, T0) as number).toISOString()).toBe('2031-11-20T03:00:00.000Z');
    expect(exclusionEnd(5, T0)).toBe('exclusionRange');
    expect(exclusionEnd(61, T0)).toBe('exclusionRange');
    // 31 August + 6 months ends on the last day of February.
    const aug31 = Date.UTC(2026, 7, 31, 4, 0, 0);
    expect(new Date(exclusionEnd(6, aug31) as number).toISOString()).toBe('2027-02-28T04:00:00.000Z');
  });
  it('self-exclusion outranks a time-out; a block only counts while it runs', () => {
    const blocks = [
      { kind: 'timeOut' as const, startsAtMs: T0, endsAtMs: T0 + 30 * DAY },
      { kind: 'selfExclusion' as const, startsAtMs: T0 + DAY, endsAtMs: T0 + 200 * DAY },
    ];
    expect(activeBlock(blocks, T0)?.kind).toBe('timeOut');
    expect(activeBlock(blocks, T0 + 2 * DAY)?.kind).toBe('selfExclusion');
    expect(activeBlock(blocks, T0 + 201 * DAY)).toBeNull();
  });
});

// ---- the reference model: random sequences never let usage pass the lowest active limit ----

type Op =
  | { op: 'set'; kind: LimitKind; period: LimitPeriod; amount: bigint | null }
  | { op: 'confirm'; kind: LimitKind; period: LimitPeriod }
  | { op: 'wait'; ms: number }
  | { op: 'move'; spend: SpendKind | 'return'; amount: bigint };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('set' as const),
    kind: fc.constantFrom(...LIMIT_KINDS),
    period: fc.constantFrom(...LIMIT_PERIODS),
    amount: fc.option(fc.bigInt({ min: 1n, max: 200_000n }), { nil: null }),
  }),
  fc.record({
    op: fc.constant('confirm' as const),
    kind: fc.constantFrom(...LIMIT_KINDS),
    period: fc.constantFrom(...LIMIT_PERIODS),
  }),
  fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 3 * DAY }) }),
  fc.record({
    op: fc.constant('move' as const),
    // Bets, spins, baccarat and sports alike are stakes; coin purchases and gifts are spend.
    spend: fc.constantFrom('deposit' as const, 'stake' as const, 'spend' as const, 'return' as const),
    amount: fc.bigInt({ min: 1n, max: 100_000n }),
  }),
);

interface Movement {
  atMs: number;
  delta: Partial<Record<LimitKind, bigint>>;
}

/** Usage recomputed from the movements, as a check on the server's running totals. */
const usageAt = (moves: readonly Movement[], nowMs: number): UsageTable => {
  const table: UsageTable = {};
  for (const kind of LIMIT_KINDS) {
    table[kind] = {};
    for (const period of LIMIT_PERIODS) {
      const start = periodStart(period, nowMs);
      let sum = 0n;
      for (const m of moves) if (m.atMs >= start && m.atMs <= nowMs) sum += m.delta[kind] ?? 0n;
      (table[kind] as Record<LimitPeriod, bigint>)[period] = sum;
    }
  }
  return table;
};

describe('the reference model', () => {
  it(
    'accepted money never passes an active limit; decreases act at once; increases never before 24 h',
    () => {
      fc.assert(
        fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
          let now = T0;
          const limits: Record<LimitKind, Record<LimitPeriod, Limit>> = {
            deposit: { day: NO_LIMIT, week: NO_LIMIT, month: NO_LIMIT },
            loss: { day: NO_LIMIT, week: NO_LIMIT, month: NO_LIMIT },
            stake: { day: NO_LIMIT, week: NO_LIMIT, month: NO_LIMIT },
          };
          const requestedAt = new Map<string, number>();
          const moves: Movement[] = [];
          for (const o of ops) {
            if (o.op === 'wait') now += o.ms;
            else if (o.op === 'set') {
              const before = limits[o.kind][o.period];
              const { limit, outcome } = requestChange(before, o.amount, now);
              if (o.amount !== null && (before.active === null || o.amount <= before.active)) {
                expect(limit.active).toBe(o.amount);
                expect(limit.pending).toBeNull();
              } else if (outcome === 'pending') {
                expect(limit.active).toBe(before.active);
                requestedAt.set(`${o.kind}:${o.period}`, now);
              }
              limits[o.kind][o.period] = limit;
            } else if (o.op === 'confirm') {
              const before = limits[o.kind][o.period];
              const after = confirmChange(before, now);
              if (typeof after === 'string') continue;
              const asked = requestedAt.get(`${o.kind}:${o.period}`);
              expect(asked).toBeDefined();
              expect(now - (asked as number)).toBeGreaterThanOrEqual(COOLING_OFF_MS);
              limits[o.kind][o.period] = after;
            } else {
              const usage = usageAt(moves, now);
              if (o.spend !== 'return' && blockingLimit(limits, usage, o.spend, o.amount) !== null) continue;
              moves.push({ atMs: now, delta: usageDelta(o.spend, o.amount) });
              if (o.spend === 'return') continue;
              const after = usageAt(moves, now);
              for (const kind of LIMIT_KINDS)
                for (const period of LIMIT_PERIODS) {
                  const active = limits[kind][period].active;
                  const used = after[kind]?.[period] ?? 0n;
                  const delta = usageDelta(o.spend, o.amount)[kind] ?? 0n;
                  if (active !== null && delta > 0n) expect(used <= active).toBe(true);
                }
              expect(remaining(limits, after, 'deposit') ?? 0n).toBeGreaterThanOrEqual(0n);
            }
          }
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('session-time limits', () => {
  it('takes whole minutes up to the period and answers seconds', () => {
    expect(parseTimeLimit('90', 'day')).toBe(5_400n);
    expect(parseTimeLimit(' 1440 ', 'day')).toBe(86_400n);
    expect(parseTimeLimit('1441', 'day')).toBe('tooLarge');
    expect(parseTimeLimit('10080', 'week')).toBe(604_800n);
    expect(parseTimeLimit('44641', 'month')).toBe('tooLarge');
    expect(parseTimeLimit('0', 'day')).toBe('zero');
    expect(parseTimeLimit('1.5', 'day')).toBe('format');
    expect(parseTimeLimit('-3', 'day')).toBe('format');
    expect(parseTimeLimit('', 'day')).toBe('format');
  });

  it('counts two devices signed in at once once, and only inside the window', () => {
    const spans = [
      { startMs: T0, endMs: T0 + HOUR },
      { startMs: T0 + 30 * 60_000, endMs: T0 + 90 * 60_000 },
      { startMs: T0 + 3 * HOUR, endMs: T0 + 3 * HOUR + 1_999 },
    ];
    expect(activeSeconds(spans, T0 - DAY, T0 + DAY)).toBe(90 * 60 + 1);
    expect(activeSeconds(spans, T0 + 45 * 60_000, T0 + 60 * 60_000)).toBe(15 * 60);
    expect(activeSeconds([], T0, T0 + DAY)).toBe(0);
  });

  it(
    'the union never exceeds the window nor the sum of the spans',
    () => {
      const span = fc
        .tuple(fc.integer({ min: 0, max: 3 * DAY }), fc.integer({ min: 0, max: DAY }))
        .map(([start, length]) => ({ startMs: T0 + start, endMs: T0 + start + length }));
      fc.assert(
        fc.property(fc.array(span, { maxLength: 8 }), fc.integer({ min: 0, max: 3 * DAY }), (spans, from) => {
          const to = from + DAY;
          const union = activeSeconds(spans, T0 + from, T0 + to);
          const sum = spans.reduce(
            (n, s) => n + Math.max(0, Math.min(s.endMs, T0 + to) - Math.max(s.startMs, T0 + from)),
            0,
          );
          expect(union).toBeGreaterThanOrEqual(0);
          expect(union).toBeLessThanOrEqual(Math.floor(sum / 1000));
          expect(union).toBeLessThanOrEqual(DAY / 1000);
          if (spans.length === 1) expect(union).toBe(Math.floor(sum / 1000));
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('a used-up period blocks until the latest such period ends', () => {
    const limits: LimitTable = {
      time: { day: { active: 3_600n, pending: null }, week: { active: 7_200n, pending: null } },
    };
    expect(timeLimitUntil(limits, { day: 3_599n, week: 3_599n }, T0)).toBeNull();
    expect(timeLimitUntil(limits, { day: 3_600n, week: 3_600n }, T0)).toBe(periodEnd('day', periodStart('day', T0)));
    expect(timeLimitUntil(limits, { day: 3_600n, week: 7_200n }, T0)).toBe(periodEnd('week', periodStart('week', T0)));
    expect(timeLimitUntil({}, { day: 99_999n }, T0)).toBeNull();
  });

  it('an operator-imposed time limit caps the member’s own', () => {
    const own: LimitTable = { time: { day: { active: 7_200n, pending: null } } };
    expect(withImposed(own, { time: { day: 1_800n } }).time?.day?.active).toBe(1_800n);
  });
});
