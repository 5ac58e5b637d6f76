import { type Fraction, fraction, subtractFractions } from '../fraction';
import { bankerDraws, isNatural, playerDraws } from './rules';
import type { BaccaratBetKind } from './settle';

/** Exact chances of each outcome and of each pair bet winning, for one hand off a full shoe. */
export interface BaccaratOdds {
  readonly player: Fraction;
  readonly banker: Fraction;
  readonly tie: Fraction;
  /** Chance the player's first two cards share a rank; the same for the banker. */
  readonly pair: Fraction;
}

/** A shoe of 1..8 decks dealt without replacement, or an infinite shoe (every card equally likely). */
export type ShoeComposition = number | 'infinite';

/**
 * Exact outcome chances of the first hand off a full shoe, by enumerating every sequence of card
 * values (0..9) the hand can draw, weighted by how many card sequences give it: with a finite shoe
 * the weight is the product of the remaining counts as cards leave; a hand of fewer than 6 cards
 * is padded with the number of ways to draw the cards it did not use, so every hand shares the
 * denominator n(n-1)...(n-5). At 8 decks that is about 5.0e15 < 2^53, so the integer weights and
 * their sums are exact as doubles (checked). About 10^6 leaves: tens of milliseconds.
 */
export function baccaratOdds(shoe: ShoeComposition = 8): BaccaratOdds {
  const infinite = shoe === 'infinite';
  if (!infinite && (!Number.isInteger(shoe) || shoe < 1 || shoe > 8)) throw new RangeError('decks must be 1..8');
  const decks = infinite ? 1 : shoe;
  // Ten-value cards: 10, J, Q, K in four suits; every other value: four suits.
  const counts = Array.from({ length: 10 }, (_, point) => (point === 0 ? 16 : 4) * decks);
  const size = 52 * decks;
  let left = size;
  const take = (point: number): number => {
    const ways = counts[point]!;
    if (!infinite) {
      counts[point]!--;
      left--;
    }
    return ways;
  };
  const put = (point: number): void => {
    if (!infinite) {
      counts[point]!++;
      left++;
    }
  };
  // Ways to draw `k` more cards in any way: pads short hands to the common 6-card denominator.
  const pad = (k: number): number => {
    let ways = 1;
    for (let i = 0; i < k; i++) ways *= infinite ? size : left - i;
    return ways;
  };
  const denominator = (() => {
    let ways = 1;
    for (let i = 0; i < 6; i++) ways *= infinite ? size : size - i;
    return ways;
  })();
  if (denominator > Number.MAX_SAFE_INTEGER) throw new RangeError('shoe too large for exact doubles');

  const wins = { player: 0, banker: 0, tie: 0 };
  const record = (player: number, banker: number, ways: number): void => {
    wins[player > banker ? 'player' : banker > player ? 'banker' : 'tie'] += ways;
  };
  // Deal order: player, banker, player, banker, then third cards.
  const each = (weight: number, body: (point: number, ways: number) => void): void => {
    for (let point = 0; point < 10; point++) {
      if (counts[point] === 0) continue;
      const ways = weight * take(point);
      body(point, ways);
      put(point);
    }
  };
  each(1, (p1, w1) =>
    each(w1, (b1, w2) =>
      each(w2, (p2, w3) =>
        each(w3, (b2, w4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (isNatural(player) || isNatural(banker)) return record(player, banker, w4 * pad(2));
          if (playerDraws(player)) {
            each(w4, (p3, w5) => {
              const playerFinal = (player + p3) % 10;
              if (bankerDraws(banker, p3)) each(w5, (b3, w6) => record(playerFinal, (banker + b3) % 10, w6));
              else record(playerFinal, banker, w5 * pad(1));
            });
          } else if (bankerDraws(banker, null)) {
            each(w4, (b3, w5) => record(player, (banker + b3) % 10, w5 * pad(1)));
          } else {
            record(player, banker, w4 * pad(2));
          }
        }),
      ),
    ),
  );
  const total = BigInt(denominator);
  if (wins.player + wins.banker + wins.tie !== denominator) throw new Error('baccarat enumeration lost weight');
  // Any two cards of the shoe match in rank with chance (4d - 1) / (52d - 1); the player's first
  // two cards are two such cards whatever the others are.
  const pair = infinite ? fraction(1n, 13n) : fraction(BigInt(4 * decks - 1), BigInt(size - 1));
  return {
    player: fraction(BigInt(wins.player), total),
    banker: fraction(BigInt(wins.banker), total),
    tie: fraction(BigInt(wins.tie), total),
    pair,
  };
}

/**
 * House edge per unit staked for each bet, exact, counting every hand (a pushed player or banker
 * bet on a tie is a hand with no gain). Banker pays 0.95 exactly here; the rounding down of
 * commission to the minor unit adds a little more for stakes not a multiple of 20 minor units.
 */
export function baccaratHouseEdges(shoe: ShoeComposition = 8): Record<BaccaratBetKind, Fraction> {
  const odds = baccaratOdds(shoe);
  const times = (f: Fraction, n: bigint, d = 1n) => fraction(f.num * n, f.den * d);
  const one = fraction(1n);
  const pairEdge = subtractFractions(one, times(odds.pair, 12n));
  return {
    player: subtractFractions(odds.banker, odds.player),
    banker: subtractFractions(odds.player, times(odds.banker, 19n, 20n)),
    tie: subtractFractions(one, times(odds.tie, 9n)),
    playerPair: pairEdge,
    bankerPair: pairEdge,
  };
}
