import { describe, expect, it } from 'vitest';
import { BET_KINDS, BET_SPOTS, dealOrder, winningSpots } from './baccaratLayout';

describe('the drawn baccarat table', () => {
  it('deals player, banker, player, banker, then the player third card before the banker third', () => {
    expect(dealOrder(['AS', '2H', '3C'], ['KD', '9S', '4H']).map((c) => `${c.side[0]}${c.index}${c.code}`)).toEqual([
      'p0AS',
      'b0KD',
      'p12H',
      'b19S',
      'p23C',
      'b24H',
    ]);
    expect(dealOrder(['AS', '2H'], ['KD', '9S', '4H']).map((c) => c.side)).toEqual([
      'player',
      'banker',
      'player',
      'banker',
      'banker',
    ]);
  });

  it('lays the five bet spots inside the table without overlapping', () => {
    const boxes = BET_KINDS.map((k) => BET_SPOTS[k]);
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.x + b.w).toBeLessThanOrEqual(1);
      expect(b.y + b.h).toBeLessThanOrEqual(1);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
        expect(apart).toBe(true);
      }
    }
  });

  it('lights the outcome and each pair that came', () => {
    expect(winningSpots({ outcome: 'tie', playerPair: true, bankerPair: false })).toEqual(['tie', 'playerPair']);
    expect(winningSpots({ outcome: 'banker', playerPair: false, bankerPair: true })).toEqual(['banker', 'bankerPair']);
  });
});
