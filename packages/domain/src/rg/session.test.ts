import { describe, expect, it } from 'vitest';
import { elapsedSeconds, parseRealityMinutes, realityDueAt, sessionNet } from './session';

describe('session rules', () => {
  it('takes off or whole minutes from 5 to 240', () => {
    expect(parseRealityMinutes(null)).toBeNull();
    for (const ok of [5, 15, 30, 60, 240]) expect(parseRealityMinutes(ok)).toBe(ok);
    for (const bad of [0, 4, 241, -15, 7.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(parseRealityMinutes(bad)).toBe('range');
  });

  it('is due one interval after the later of the start and the last acknowledgement', () => {
    expect(realityDueAt(1_000, null, 900_000)).toBe(901_000);
    expect(realityDueAt(1_000, 1_200_000, 900_000)).toBe(2_100_000);
    expect(realityDueAt(5_000, 1_000, 900_000)).toBe(905_000);
  });

  it('nets winnings minus losses since the start, and never counts time backwards', () => {
    expect(sessionNet(1_000n, 3_250n)).toBe(-2_250n);
    expect(sessionNet(1_000n, -500n)).toBe(1_500n);
    expect(elapsedSeconds(10_000, 71_999)).toBe(61);
    expect(elapsedSeconds(10_000, 5_000)).toBe(0);
  });
});
