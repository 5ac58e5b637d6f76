import { describe, expect, it } from 'vitest';
import { navigationFixture } from '../../../test/fixtures';
import { tileLobbyCode, tilesForLobby } from './navigation';

const item = (code: string) => navigationFixture.find((i) => i.code === code)!;

describe('game lobby codes', () => {
  it('the first venue of the egame list is dz whatever its key; YBDZ is dz anywhere', () => {
    const egame = item('egame');
    expect(tileLobbyCode(egame, 0, egame.tiles[0]!)).toBe('dz');
    expect(tileLobbyCode(egame, 1, egame.tiles[1]!)).toBe('dz');
    expect(tileLobbyCode(egame, 2, egame.tiles[2]!)).toBe('by');
  });

  it('other lists use the first two letters of the key, lower case', () => {
    const sports = item('sports');
    expect(sports.tiles.map((tile, index) => tileLobbyCode(sports, index, tile))).toEqual(['ob', 'im', 'fb']);
    const casino = item('casino');
    expect(tileLobbyCode(casino, 0, casino.tiles[0]!)).toBe('ag');
  });

  it('a lobby lists every tile that opens it, with its navigation item', () => {
    expect(tilesForLobby(navigationFixture, 'dz').map((m) => m.tile.venueCode)).toEqual(['PGDZ', 'YBDZ']);
    expect(tilesForLobby(navigationFixture, 'ag').map((m) => [m.item.code, m.tile.name])).toEqual([
      ['casino', 'AG 真人'],
    ]);
    expect(tilesForLobby(navigationFixture, 'zz')).toEqual([]);
  });
});
