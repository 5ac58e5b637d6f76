import { type Card, cardCode, orderedShoe } from '../baccarat/cards';
import { uniformInt } from '../prng';
import { hmacWordStream, seedCommitment, sha256Hex } from './hmac-stream';

/**
 * Shuffles `decks` decks with the shoe seed: Fisher-Yates from the last card down, position i
 * swapping with a uniform j in [0, i], j drawn from the words of HMAC-SHA256(shoeSeed, `${counter}`)
 * for counter = 0, 1, 2, ... (eight 32-bit big-endian words per counter, rejection sampled as in
 * fairSlotStops). The starting order is orderedShoe(decks): deck after deck, suits S H C D, A..K.
 */
export function shuffleShoe(shoeSeed: string, decks: number): Card[] {
  const cards = orderedShoe(decks);
  const stream = hmacWordStream(shoeSeed, (counter) => String(counter));
  for (let i = cards.length - 1; i > 0; i--) {
    const j = uniformInt(stream, i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}

/** SHA-256 of the shoe order written as card codes ('AS2H...'), hex: a second commitment a table can show. */
export function shoeOrderHash(cards: readonly Card[]): string {
  return sha256Hex(cards.map(cardCode).join(''));
}

/** A shoe as published after it is finished. */
export interface FairShoe {
  readonly shoeSeed: string;
  /** Published before the first card: SHA-256 of the shoe seed. */
  readonly shoeSeedHash: string;
  readonly decks: number;
  /** The order the cards came out. */
  readonly cards: readonly Card[];
  /** If the table also published shoeOrderHash before the first hand, it must match too. */
  readonly orderHash?: string;
}

/** True only when the seed matches its hash, the cards are its shuffle, and any order hash matches. */
export function verifyShoe(shoe: FairShoe): boolean {
  try {
    if (seedCommitment(shoe.shoeSeed) !== shoe.shoeSeedHash) return false;
    const expected = shuffleShoe(shoe.shoeSeed, shoe.decks);
    if (expected.length !== shoe.cards.length || expected.some((card, i) => card !== shoe.cards[i])) return false;
    return shoe.orderHash === undefined || shoe.orderHash === shoeOrderHash(expected);
  } catch {
    return false;
  }
}
