import { describe, expect, it } from 'vitest';
import type { GameItem } from './api/catalogue';
import { fillRow } from './EgameLobbyPage';

const game = (code: string, hot = false) => ({ venueCode: 'PGDZ', gameCode: code, name: code, hot }) as GameItem;

describe("the lobby's hot row", () => {
  it('tops the hot games up with the catalogue in its order to a full row, never twice the same', () => {
    const hot = [game('b', true), game('d', true)];
    const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((c) => game(c, c === 'b' || c === 'd'));
    expect(fillRow(hot, list, 6).map((g) => g.gameCode)).toEqual(['b', 'd', 'a', 'c', 'e', 'f']);
  });

  it('keeps every hot game when there are more than a row, and what there is when the catalogue is short', () => {
    const hot = ['a', 'b', 'c'].map((c) => game(c, true));
    expect(fillRow(hot, [], 2)).toHaveLength(3);
    expect(fillRow([], [game('x')], 6).map((g) => g.gameCode)).toEqual(['x']);
  });
});
