import { describe, expect, it } from 'vitest';
import { shuffleShoe } from '../fair/shoe-shuffle';
import { parseCardCode } from './cards';
import { burnCount, DEFAULT_SHOE_RULES, dealShoe } from './shoe';

describe('burnCount', () => {
  it.each([
    ['AS', 2],
    ['5H', 6],
    ['9C', 10],
    ['TD', 11],
    ['KS', 11],
  ])('%s burns itself and its value in cards: %i', (code, count) => {
    expect(burnCount(parseCardCode(code))).toBe(count);
  });
});

describe('dealShoe', () => {
  const cards = shuffleShoe('a'.repeat(64), 8);

  it('burns, then deals hands back to back until the cut card', () => {
    const { hands, starts } = dealShoe(cards);
    const cut = cards.length - DEFAULT_SHOE_RULES.cardsBehindCut;
    expect(starts[0]).toBe(burnCount(cards[0]!));
    starts.forEach((start, i) => {
      expect(start).toBeLessThan(cut);
      if (i > 0) expect(start - starts[i - 1]!).toBe(hands[i - 1]!.player.length + hands[i - 1]!.banker.length);
    });
    const last = starts.at(-1)! + hands.at(-1)!.player.length + hands.at(-1)!.banker.length;
    expect(last).toBeGreaterThanOrEqual(cut);
    // About 4.94 cards a hand: an 8-deck shoe gives roughly 80 hands.
    expect(hands.length).toBeGreaterThan(70);
    expect(hands.length).toBeLessThan(90);
  });

  it('can skip the burn', () => {
    expect(dealShoe(cards, { cardsBehindCut: 52, burn: false }).starts[0]).toBe(0);
  });

  it('needs room behind the cut card to finish a hand', () => {
    expect(() => dealShoe(cards, { cardsBehindCut: 5, burn: true })).toThrow(RangeError);
  });
});
