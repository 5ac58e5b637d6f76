import { describe, expect, it } from 'vitest';
import type { BaccaratResult } from './hand';
import { beadPlate, bigRoad } from './roads';

// B banker, P player, T tie; a lower-case letter marks a player pair on that hand.
const hands = (text: string): BaccaratResult[] =>
  [...text.replaceAll(' ', '')].map((mark) => ({
    outcome: mark.toUpperCase() === 'B' ? 'banker' : mark.toUpperCase() === 'P' ? 'player' : 'tie',
    playerPair: mark !== mark.toUpperCase(),
    bankerPair: false,
  }));

const cells = (text: string) =>
  bigRoad(hands(text)).cells.map(({ column, row, outcome, ties }) => `${column},${row}${outcome[0]}${ties || ''}`);

describe('beadPlate (珠盘路)', () => {
  it('fills columns of six top to bottom, ties included', () => {
    const plate = beadPlate(hands('BPTBBPpB'));
    expect(plate.map(({ column, row }) => [column, row])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 0],
      [1, 1],
    ]);
    expect(plate[2]!.outcome).toBe('tie');
    expect(plate[6]!.playerPair).toBe(true);
  });
});

describe('bigRoad (大路)', () => {
  it('starts a column at each change and goes down on repeats', () => {
    expect(cells('BBPPPB')).toEqual(['0,0b', '0,1b', '1,0p', '1,1p', '1,2p', '2,0b']);
  });

  it('marks ties on the cell before them', () => {
    expect(cells('BTTPT')).toEqual(['0,0b2', '1,0p1']);
  });

  it('keeps ties before any result aside', () => {
    const road = bigRoad(hands('TTB'));
    expect(road.leadingTies).toBe(2);
    expect(road.cells).toHaveLength(1);
  });

  it('turns a run longer than six right along the bottom row (dragon tail)', () => {
    expect(cells('BBBBBBBB')).toEqual(['0,0b', '0,1b', '0,2b', '0,3b', '0,4b', '0,5b', '1,5b', '2,5b']);
  });

  it('turns the next run early above a tail, and starts the run after it next to its first column', () => {
    const road = cells('BBBBBBBB PPPPPPP B');
    expect(road.slice(8)).toEqual(['1,0p', '1,1p', '1,2p', '1,3p', '1,4p', '2,4p', '3,4p', '2,0b']);
    expect(bigRoad(hands('BBBBBBBB PPPPPPP B')).width).toBe(4);
  });

  it('numbers the logical columns (streaks) and keeps pair marks', () => {
    const road = bigRoad(hands('BBpB'));
    expect(road.cells.map((cell) => cell.streak)).toEqual([0, 0, 1, 2]);
    expect(road.cells[2]!.playerPair).toBe(true);
  });

  it('follows the number of rows given', () => {
    expect(bigRoad(hands('BBBB'), 3).cells.map(({ column, row }) => `${column},${row}`)).toEqual([
      '0,0',
      '0,1',
      '0,2',
      '1,2',
    ]);
  });
});
