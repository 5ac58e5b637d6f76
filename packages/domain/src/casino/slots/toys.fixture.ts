// Small definitions for tests: small enough to enumerate every spin, rich enough to use every rule.
import { evaluateSpin } from './evaluate';
import { PAYLINES_25 } from './paylines';
import type { SlotDefinition, SlotSymbol } from './types';

export const TOY_SYMBOLS: readonly SlotSymbol[] = [
  { id: 'W', name: '百搭', role: 'wild' },
  { id: 'S', name: '散布', role: 'scatter' },
  { id: 'A', name: '甲', role: 'regular' },
  { id: 'B', name: '乙', role: 'regular' },
  { id: 'C', name: '丙', role: 'regular' },
];

/** 9 lines, wild with its own pays, frequent scatters, retriggering x2 free spins: 14,112 spins. */
export const TOY_LINES: SlotDefinition = {
  id: 'toy-lines',
  name: '玩具线',
  symbols: TOY_SYMBOLS,
  reels: [
    ['A', 'W', 'B', 'S', 'C', 'A', 'B'],
    ['B', 'A', 'W', 'C', 'S', 'A'],
    ['W', 'A', 'B', 'C', 'A', 'S', 'B', 'C'],
    ['A', 'B', 'W', 'S', 'C', 'B'],
    ['C', 'A', 'W', 'B', 'S', 'A', 'B'],
  ],
  evaluation: { kind: 'lines', lines: PAYLINES_25.slice(0, 9) },
  betUnits: 9,
  pays: { W: [20, 100, 500], A: [5, 20, 100], B: [3, 10, 50], C: [2, 5, 25] },
  scatter: { pays: [2, 10, 50], freeSpins: [1, 2, 3], freeSpinMultiplier: 2, retrigger: true },
};

/** Ways on the same kind of reels (no wild on reel 1), free spins without retrigger. */
export const TOY_WAYS: SlotDefinition = {
  ...TOY_LINES,
  id: 'toy-ways',
  reels: [
    ['A', 'C', 'B', 'S', 'C', 'A', 'B'],
    ['B', 'A', 'W', 'W', 'C', 'S', 'A'],
    ['W', 'A', 'B', 'C', 'A', 'S', 'B', 'C'],
    ['A', 'B', 'W', 'S', 'C', 'B'],
    ['C', 'A', 'W', 'B', 'S', 'A', 'B'],
  ],
  evaluation: { kind: 'ways' },
  betUnits: 10,
  pays: { A: [5, 20, 100], B: [3, 10, 50], C: [2, 5, 25] },
  scatter: { pays: [2, 10, 50], freeSpins: [5, 10, 20], freeSpinMultiplier: 3, retrigger: false },
};

/** Every stop combination of a definition, in order. */
export function* allStops(def: SlotDefinition): Generator<number[]> {
  const lengths = def.reels.map((strip) => strip.length);
  const stops = lengths.map(() => 0);
  for (;;) {
    yield [...stops];
    let reel = stops.length - 1;
    while (reel >= 0 && ++stops[reel]! === lengths[reel]) stops[reel--] = 0;
    if (reel < 0) return;
  }
}

/** Per-spin moments by brute force through the public evaluateSpin, to check spinMoments. */
export function enumerateMoments(def: SlotDefinition) {
  let combinations = 0n;
  let sumWin = 0n;
  let sumWinSquared = 0n;
  let sumAward = 0n;
  let sumAwardSquared = 0n;
  let sumWinTimesAward = 0n;
  let triggeringSpins = 0n;
  for (const stops of allStops(def)) {
    const spin = evaluateSpin(def, stops, BigInt(def.betUnits));
    const win = BigInt(spin.totalWinUnits);
    const award = BigInt(spin.freeSpinsAwarded);
    combinations++;
    sumWin += win;
    sumWinSquared += win * win;
    sumAward += award;
    sumAwardSquared += award * award;
    sumWinTimesAward += win * award;
    if (award > 0n) triggeringSpins++;
  }
  return { combinations, sumWin, sumWinSquared, sumAward, sumAwardSquared, sumWinTimesAward, triggeringSpins };
}

/** A definition whose reels are exactly the given columns, so stops [0,0,0,0,0] show that grid. */
export function gridDefinition(base: SlotDefinition, columns: readonly (readonly string[])[]): SlotDefinition {
  return { ...base, reels: columns };
}
