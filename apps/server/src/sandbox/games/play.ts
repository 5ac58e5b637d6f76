import { type BaccaratBets, type BaccaratHand, cardCode, dealShoe, shuffleShoe } from '@courtside/domain/casino';

/** How long a baccarat hand takes bets; the hand is dealt when its window closes. */
export const HAND_MS = 15_000;
/** Bets close this long before the deal, so a bet in flight never races the cards. */
export const BET_CUTOFF_MS = 1_000;
export const SHOE_DECKS = 8;

const shoes = new Map<string, BaccaratHand[]>();

/** The hands of the shoe a seed shuffles, dealt by the standard rules (kept for the next asker). */
export function shoeHands(shoeSeed: string): BaccaratHand[] {
  let hands = shoes.get(shoeSeed);
  if (!hands) {
    hands = dealShoe(shuffleShoe(shoeSeed, SHOE_DECKS)).hands;
    if (shoes.size > 64) shoes.clear();
    shoes.set(shoeSeed, hands);
  }
  return hands;
}

export const handView = (hand: BaccaratHand, index: number) => ({
  hand: index,
  outcome: hand.outcome,
  playerPair: hand.playerPair,
  bankerPair: hand.bankerPair,
  player: hand.player.map(cardCode),
  banker: hand.banker.map(cardCode),
  playerTotal: hand.playerTotal,
  bankerTotal: hand.bankerTotal,
});

/** Bets as stored in a round's detail (minor units as text) and back. */
export const betsToText = (bets: BaccaratBets): Record<string, string> =>
  Object.fromEntries(Object.entries(bets).map(([kind, stake]) => [kind, String(stake)]));

export const betsFromText = (text: Record<string, string>): BaccaratBets =>
  Object.fromEntries(Object.entries(text).map(([kind, stake]) => [kind, BigInt(stake)]));
