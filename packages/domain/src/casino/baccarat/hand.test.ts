import { describe, expect, it } from 'vitest';
import { cardPoint, parseCardCode } from './cards';
import { dealHand } from './hand';
import { baccaratOdds } from './odds';

const cards = (codes: string) => codes.split(' ').map(parseCardCode);

describe('dealHand', () => {
  it('stops at a natural: player 9 beats banker 5 on four cards', () => {
    const { hand, used } = dealHand(cards('9S KH TD 5C'));
    expect(used).toBe(4);
    expect(hand).toMatchObject({ playerTotal: 9, bankerTotal: 5, natural: true, outcome: 'player' });
  });

  it('player draws on 5; banker 6 stands on a player third card of 5', () => {
    const { hand, used } = dealHand(cards('2S 3H 3S 3D 5C 9H'));
    expect(used).toBe(5);
    expect(hand).toMatchObject({ playerTotal: 0, bankerTotal: 6, outcome: 'banker' });
  });

  it('player stands on 6; banker draws on 4 and ties', () => {
    const { hand, used } = dealHand(cards('3S AH 3H 3D 2C'));
    expect(used).toBe(5);
    expect(hand).toMatchObject({ playerTotal: 6, bankerTotal: 6, outcome: 'tie' });
    expect(hand.banker).toHaveLength(3);
  });

  it('uses six cards when both draw: banker 4 draws on a player 4', () => {
    const { hand, used } = dealHand(cards('AS 2H 2S 2D 4C 3H'));
    expect(used).toBe(6);
    expect(hand).toMatchObject({ playerTotal: 7, bankerTotal: 7, outcome: 'tie' });
  });

  it('deals from the given position', () => {
    const { hand } = dealHand(cards('KS KS 9S KH TD 5C'), 2);
    expect(hand.playerTotal).toBe(9);
  });

  it('calls a pair only for the same rank', () => {
    expect(dealHand(cards('KS QH KH QD 9C 9D')).hand).toMatchObject({ playerPair: true, bankerPair: true });
    expect(dealHand(cards('KS QH QS JD 9C 9D')).hand).toMatchObject({ playerPair: false, bankerPair: false });
  });

  it('refuses to deal past the last card', () => {
    expect(() => dealHand(cards('2S 3H 3S 3D'))).toThrow(RangeError);
  });

  it('agrees exactly with baccaratOdds on an infinite shoe', () => {
    // Walk every card-value sequence dealHand asks for, weighting each value by its share of a
    // deck (16/52 for the ten-value cards, 4/52 for the others): an independent path through the
    // dealing code to the same exact probabilities.
    const cardOf = [parseCardCode('KS'), ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((point) => point - 1)];
    expect(cardOf.map(cardPoint)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const shares = cardOf.map((_, point) => (point === 0 ? 16n : 4n));
    const tally = { player: 0n, banker: 0n, tie: 0n };
    const walk = (prefix: number[], weight: bigint): void => {
      if (prefix.length >= 4) {
        try {
          const { hand } = dealHand(prefix);
          tally[hand.outcome] += weight * 52n ** BigInt(6 - prefix.length);
          return;
        } catch {
          // The hand needs another card.
        }
      }
      shares.forEach((share, point) => {
        walk([...prefix, cardOf[point]!], weight * share);
      });
    };
    walk([], 1n);
    const odds = baccaratOdds('infinite');
    const total = 52n ** 6n;
    expect(odds.player).toEqual(fractionOf(tally.player, total));
    expect(odds.banker).toEqual(fractionOf(tally.banker, total));
    expect(odds.tie).toEqual(fractionOf(tally.tie, total));
  });
});

function fractionOf(num: bigint, den: bigint) {
  let [a, b] = [num, den];
  while (b) [a, b] = [b, a % b];
  return { num: num / a, den: den / a };
}
