import { describe, expect, it } from 'vitest';
import { bankerDraws, handTotal, isNatural, playerDraws } from './rules';

// The published banker tableau (any Punto Banco rule card). Rows: banker two-card total 0..7;
// columns: the player's third card none (player stood), 0, 1, ..., 9. D draws, S stands.
const TABLEAU = `
      -  0 1 2 3 4 5 6 7 8 9
  0:  D  D D D D D D D D D D
  1:  D  D D D D D D D D D D
  2:  D  D D D D D D D D D D
  3:  D  D D D D D D D D S D
  4:  D  S S D D D D D D S S
  5:  D  S S S S D D D D S S
  6:  S  S S S S S S D D S S
  7:  S  S S S S S S S S S S
`;

const cases = TABLEAU.trim()
  .split('\n')
  .slice(1)
  .flatMap((line) => {
    const [total, ...marks] = line.trim().split(/\s+/);
    return marks.map((mark, column) => ({
      banker: Number.parseInt(total!, 10),
      third: column === 0 ? null : column - 1,
      draws: mark === 'D',
    }));
  });

describe('bankerDraws', () => {
  it('has all 88 cases of the tableau', () => {
    expect(cases).toHaveLength(8 * 11);
  });

  it.each(cases)('banker $banker, player third $third: draws $draws', ({ banker, third, draws }) => {
    expect(bankerDraws(banker, third)).toBe(draws);
  });
});

describe('player rules', () => {
  it.each([0, 1, 2, 3, 4, 5])('player draws on %i', (total) => expect(playerDraws(total)).toBe(true));
  it.each([6, 7])('player stands on %i', (total) => expect(playerDraws(total)).toBe(false));
  it('calls two-card 8 and 9 naturals', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(isNatural)).toEqual([8, 9]);
  });
  it('totals modulo 10', () => {
    expect(handTotal([7, 8])).toBe(5);
    expect(handTotal([0, 0, 0])).toBe(0);
    expect(handTotal([9, 9, 9])).toBe(7);
  });
});
