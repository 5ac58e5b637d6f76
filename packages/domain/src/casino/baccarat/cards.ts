// Cards as small integers so a 416-card shoe is a plain number array: card = suit * 13 + (rank - 1),
// rank 1 (A) .. 13 (K), suit 0 spades, 1 hearts, 2 clubs, 3 diamonds.

/** A card, 0..51 (see cardRank and cardSuit). */
export type Card = number;

/** Cards in one deck. */
export const DECK_SIZE = 52;

/** Rank 1 (ace) .. 13 (king). */
export function cardRank(card: Card): number {
  return (card % 13) + 1;
}

/** Suit 0..3: spades, hearts, clubs, diamonds. */
export function cardSuit(card: Card): number {
  return Math.floor(card / 13);
}

/** Baccarat value: ace 1, two to nine face value, ten and court cards 0. */
export function cardPoint(card: Card): number {
  const rank = cardRank(card);
  return rank >= 10 ? 0 : rank;
}

const RANK_CODES = 'A23456789TJQK';
const SUIT_CODES = 'SHCD';

/** Two-letter code: rank (A 2..9 T J Q K) then suit (S H C D), e.g. 'TH' for the ten of hearts. */
export function cardCode(card: Card): string {
  return `${RANK_CODES[card % 13]}${SUIT_CODES[cardSuit(card)]}`;
}

/** Reads a two-letter card code; throws a RangeError when it is not one. */
export function parseCardCode(code: string): Card {
  const rank = RANK_CODES.indexOf(code[0] ?? '');
  const suit = SUIT_CODES.indexOf(code[1] ?? '');
  if (code.length !== 2 || rank < 0 || suit < 0) throw new RangeError(`not a card code: ${JSON.stringify(code)}`);
  return suit * 13 + rank;
}

/** `decks` new decks one after another, each in suit then rank order: the order before a shuffle. */
export function orderedShoe(decks: number): Card[] {
  if (!Number.isInteger(decks) || decks < 1 || decks > 8) throw new RangeError('decks must be 1..8');
  return Array.from({ length: decks * DECK_SIZE }, (_, i) => i % DECK_SIZE);
}
