import { describe, expect, it } from 'vitest';
import { dailyInterestMinor, minimumHeld } from './savings';

describe('minimumHeld', () => {
  it.each([
    { opening: 0n, moves: [], min: 0n },
    { opening: 100_000n, moves: [], min: 100_000n },
    // Money in at noon was not held all day.
    { opening: 0n, moves: [100_000n], min: 0n },
    { opening: 50_000n, moves: [100_000n], min: 50_000n },
    // Money out mid-day lowers the day, even if it came back.
    { opening: 100_000n, moves: [-70_000n, 70_000n], min: 30_000n },
    { opening: 100_000n, moves: [20_000n, -110_000n, 5_000n], min: 10_000n },
  ])('opening $opening with $moves holds $min', ({ opening, moves, min }) => {
    expect(minimumHeld(opening, moves)).toBe(min);
  });
});

describe('dailyInterestMinor', () => {
  it.each([
    // 10,000.00 at 3.65 % a year is exactly 1.00 a day.
    { principal: 1_000_000n, bp: 365, interest: 100n },
    // 1,000.00 at 3.65 %: 0.10 a day.
    { principal: 100_000n, bp: 365, interest: 10n },
    // Rounded down: 999.99 at 3.65 % is 0.0999... -> 0.09.
    { principal: 99_999n, bp: 365, interest: 9n },
    { principal: 1n, bp: 10_000, interest: 0n },
    { principal: 0n, bp: 365, interest: 0n },
    { principal: -5n, bp: 365, interest: 0n },
    { principal: 1_000_000n, bp: 0, interest: 0n },
  ])('$principal at $bp bp earns $interest', ({ principal, bp, interest }) => {
    expect(dailyInterestMinor(principal, bp)).toBe(interest);
  });
});
