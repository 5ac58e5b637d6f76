import { type Card, cardRank } from './cards';
import { type BaccaratHand, dealHand } from './hand';

/** How a shoe is dealt. */
export interface ShoeRules {
  /**
   * Cards left behind the cut card. A hand is started only while the next card is in front of the
   * cut card; the hand that reaches it is completed and is the last of the shoe (no extra hand
   * after the cut card, a choice: some houses deal one more). At least 6, so a started hand can
   * always be finished.
   */
  readonly cardsBehindCut: number;
  /** Burn at the start: show the first card and discard as many more as its value (10s and court cards 10). */
  readonly burn: boolean;
}

/** The usual rules: burn, and about a third of a deck behind the cut card. */
export const DEFAULT_SHOE_RULES: ShoeRules = { cardsBehindCut: 16, burn: true };

/** Cards discarded before the first hand: the exposed card plus its value in more cards. */
export function burnCount(firstCard: Card): number {
  const rank = cardRank(firstCard);
  return 1 + (rank >= 10 ? 10 : rank);
}

/** Every hand of a shoe, in order, with where each started. */
export function dealShoe(
  cards: readonly Card[],
  rules: ShoeRules = DEFAULT_SHOE_RULES,
): { hands: BaccaratHand[]; starts: number[] } {
  if (!Number.isInteger(rules.cardsBehindCut) || rules.cardsBehindCut < 6 || rules.cardsBehindCut > cards.length) {
    throw new RangeError('cardsBehindCut must be 6..shoe size');
  }
  const cut = cards.length - rules.cardsBehindCut;
  const hands: BaccaratHand[] = [];
  const starts: number[] = [];
  let position = rules.burn && cards.length > 0 ? burnCount(cards[0]!) : 0;
  while (position < cut) {
    const { hand, used } = dealHand(cards, position);
    hands.push(hand);
    starts.push(position);
    position += used;
  }
  return { hands, starts };
}
