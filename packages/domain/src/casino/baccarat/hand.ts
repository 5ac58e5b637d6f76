import { type Card, cardPoint, cardRank } from './cards';
import { bankerDraws, handTotal, isNatural, playerDraws } from './rules';

/** Who won a hand. */
export type BaccaratOutcome = 'player' | 'banker' | 'tie';

/** What settles bets and draws roads: the outcome and the pairs. */
export interface BaccaratResult {
  readonly outcome: BaccaratOutcome;
  /** The player's first two cards are the same rank (a pair of kings, not a king and a queen). */
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
}

/** A dealt hand. */
export interface BaccaratHand extends BaccaratResult {
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly natural: boolean;
}

/**
 * Deals one hand from `cards` starting at `start`, in table order: player, banker, player,
 * banker, then the player's third card and the banker's third card if the rules call for them.
 * Returns the hand and how many cards it used (4 to 6). Throws a RangeError if the cards run out.
 */
export function dealHand(cards: readonly Card[], start = 0): { hand: BaccaratHand; used: number } {
  let next = start;
  const draw = (): Card => {
    const card = cards[next++];
    if (card === undefined) throw new RangeError('the shoe ran out of cards mid-hand');
    return card;
  };
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const total = (hand: Card[]) => handTotal(hand.map(cardPoint));
  const natural = isNatural(total(player)) || isNatural(total(banker));
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(total(player))) {
      const third = draw();
      player.push(third);
      playerThird = cardPoint(third);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const hand: BaccaratHand = {
    player,
    banker,
    playerTotal,
    bankerTotal,
    natural,
    outcome: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: cardRank(player[0]!) === cardRank(player[1]!),
    bankerPair: cardRank(banker[0]!) === cardRank(banker[1]!),
  };
  return { hand, used: next - start };
}
