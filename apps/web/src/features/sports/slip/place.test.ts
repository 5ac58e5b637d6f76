import { describe, expect, it } from 'vitest';
import { type Outcome, shortfallOf } from './place';

const outcome = (key: string, stake: bigint, shortfall?: bigint): Outcome => ({
  key,
  label: key,
  state: shortfall === undefined ? 'accepted' : 'failed',
  stake,
  ...(shortfall === undefined ? {} : { shortfall }),
});

describe('the top-up after a refusal for want of money', () => {
  it('moves the stakes of the refused bets less what the sports wallet holds now', () => {
    const outcomes = [outcome('1', 10_000n), outcome('2', 20_000n, 5_000n), outcome('3', 30_000n, 15_000n)];
    expect(shortfallOf(outcomes, '150.00')).toBe(35_000n);
    expect(shortfallOf(outcomes, '900.00')).toBe(0n);
  });

  it("takes the server's largest shortfall before the balance is read, and nothing when no bet was short", () => {
    expect(shortfallOf([outcome('2', 20_000n, 5_000n), outcome('3', 30_000n, 15_000n)], undefined)).toBe(15_000n);
    expect(shortfallOf([outcome('1', 10_000n)], '0.00')).toBe(0n);
  });
});
