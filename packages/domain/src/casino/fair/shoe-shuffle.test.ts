import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardCode, orderedShoe } from '../baccarat/cards';
import { seedCommitment } from './hmac-stream';
import { type FairShoe, shoeOrderHash, shuffleShoe, verifyShoe } from './shoe-shuffle';

const SHOE_SEED = '3f1c9a7e5b2d4f6081a3c5e7092b4d6f8a1c3e5f7092b4d6e8f0a2c4e6081a3c';

// The published algorithm written again from its description with node:crypto.
function referenceShuffle(seed: string, decks: number): number[] {
  const cards = orderedShoe(decks);
  const words: number[] = [];
  let counter = 0;
  const next = (): number => {
    if (words.length === 0) {
      const digest = createHmac('sha256', Buffer.from(seed, 'hex')).update(String(counter++)).digest();
      for (let i = 0; i < 8; i++) words.push(digest.readUInt32BE(i * 4));
    }
    return words.shift()!;
  };
  for (let i = cards.length - 1; i > 0; i--) {
    const bound = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % bound);
    let word = next();
    while (word >= limit) word = next();
    const j = word % bound;
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}

describe('shuffleShoe', () => {
  const cards = shuffleShoe(SHOE_SEED, 8);

  it('matches the published algorithm (known answer)', () => {
    expect(cards).toEqual(referenceShuffle(SHOE_SEED, 8));
    expect(cards.slice(0, 12).map(cardCode).join(' ')).toBe('5D 3S TD 7S 6D 5S 8S 3S 6C 9S 6C 6D');
    expect(shoeOrderHash(cards)).toBe('a53e119b550727d1ecbe2a3b0ad0b4f9ef5e9f6121e85b3214e5ec50cc1a451c');
  });

  it('is a permutation of eight decks', () => {
    expect(cards).toHaveLength(416);
    expect([...cards].sort((a, b) => a - b)).toEqual(orderedShoe(8).sort((a, b) => a - b));
  });

  it('puts each card first about equally often across seeds', () => {
    const counts = new Array(13).fill(0);
    for (let n = 0; n < 1300; n++) counts[shuffleShoe(n.toString(16).padStart(64, '0'), 1)[0]! % 13]++;
    // Chi-square with 12 degrees of freedom: 32.91 is the 0.1% critical value.
    const chiSquare = counts.reduce((sum, count) => sum + (count - 100) ** 2 / 100, 0);
    expect(chiSquare).toBeLessThan(32.91);
  });
});

describe('verifyShoe', () => {
  const cards = shuffleShoe(SHOE_SEED, 8);
  const shoe: FairShoe = {
    shoeSeed: SHOE_SEED,
    shoeSeedHash: seedCommitment(SHOE_SEED),
    decks: 8,
    cards,
    orderHash: shoeOrderHash(cards),
  };
  const swapped = [...cards];
  [swapped[10], swapped[11]] = [swapped[11]!, swapped[10]!];

  it('verifies an honest shoe, with or without the order hash', () => {
    expect(verifyShoe(shoe)).toBe(true);
    expect(verifyShoe({ ...shoe, orderHash: undefined })).toBe(true);
  });

  it.each([
    ['another seed', { shoeSeed: 'f'.repeat(64) }],
    ['a wrong hash', { shoeSeedHash: seedCommitment('f'.repeat(64)) }],
    ['two cards swapped', { cards: swapped }],
    ['a card missing', { cards: cards.slice(1) }],
    ['another deck count', { decks: 6 }],
    ['a wrong order hash', { orderHash: shoeOrderHash(swapped) }],
    ['a malformed seed', { shoeSeed: 'xyz' }],
  ])('fails with %s', (_, change) => {
    expect(verifyShoe({ ...shoe, ...change })).toBe(false);
  });
});
