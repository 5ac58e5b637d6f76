import { describe, expect, it } from 'vitest';
import { withdrawalFeeMinor } from './withdrawal';

describe('withdrawalFeeMinor', () => {
  it.each([
    { amount: 20_000n, usedToday: 0, freeTimes: 3, feeBp: 150, fee: 0n },
    { amount: 20_000n, usedToday: 2, freeTimes: 3, feeBp: 150, fee: 0n },
    { amount: 20_000n, usedToday: 3, freeTimes: 3, feeBp: 150, fee: 300n },
    { amount: 12_345n, usedToday: 5, freeTimes: 0, feeBp: 100, fee: 123n },
    { amount: 20_000n, usedToday: 9, freeTimes: 0, feeBp: 0, fee: 0n },
  ])('$amount after $usedToday of $freeTimes free at $feeBp bp costs $fee', ({ amount, fee, ...day }) => {
    expect(withdrawalFeeMinor(amount, day)).toBe(fee);
  });
});
