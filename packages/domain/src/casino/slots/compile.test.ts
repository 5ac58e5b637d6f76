import { describe, expect, it } from 'vitest';
import { compileSlot } from './compile';
import { TOY_LINES, TOY_WAYS } from './toys.fixture';
import type { SlotDefinition } from './types';

const refuses = (def: SlotDefinition, problem: RegExp) => expect(() => compileSlot(def)).toThrow(problem);

describe('compileSlot', () => {
  it('compiles the toys and caches the result per definition', () => {
    expect(compileSlot(TOY_LINES)).toBe(compileSlot(TOY_LINES));
    expect(compileSlot(TOY_WAYS).combinations).toBe(7 * 7 * 8 * 6 * 7);
  });

  it('refuses an unknown symbol on a reel', () => {
    refuses({ ...TOY_LINES, reels: [...TOY_LINES.reels.slice(0, 4), ['A', 'B', 'X']] }, /unknown symbol X/);
  });

  it('refuses a reel that can show two scatters', () => {
    refuses({ ...TOY_LINES, reels: [...TOY_LINES.reels.slice(0, 4), ['S', 'A', 'S', 'B', 'C']] }, /two scatters/);
  });

  it('refuses pays that fall with more symbols', () => {
    refuses({ ...TOY_LINES, pays: { ...TOY_LINES.pays, A: [20, 5, 100] } }, /must not fall/);
  });

  it('refuses a regular symbol without pays and pays for the scatter', () => {
    const { C: _, ...withoutC } = TOY_LINES.pays;
    refuses({ ...TOY_LINES, pays: withoutC }, /no pays for C/);
    refuses({ ...TOY_LINES, pays: { ...TOY_LINES.pays, S: [1, 2, 3] } }, /scatter pays through scatter rules/);
  });

  it('bets one unit per line in a line game', () => {
    refuses({ ...TOY_LINES, betUnits: 10 }, /one unit per line/);
  });

  it('keeps the wild off reel 1 and without pays in a ways game', () => {
    refuses({ ...TOY_WAYS, reels: [['W', 'A', 'B'], ...TOY_WAYS.reels.slice(1)] }, /wild on reel 1/);
    refuses({ ...TOY_WAYS, pays: { ...TOY_WAYS.pays, W: [1, 2, 3] } }, /wild has no pays/);
  });

  it('refuses repeated lines, bad rows and a wrong reel count', () => {
    refuses(
      {
        ...TOY_LINES,
        evaluation: {
          kind: 'lines',
          lines: [
            [1, 1, 1, 1, 1],
            [1, 1, 1, 1, 1],
          ],
        },
        betUnits: 2,
      },
      /repeat/,
    );
    refuses({ ...TOY_LINES, evaluation: { kind: 'lines', lines: [[1, 1, 3, 1, 1]] }, betUnits: 1 }, /one row/);
    refuses({ ...TOY_LINES, reels: TOY_LINES.reels.slice(0, 4) }, /needs 5 reels/);
  });

  it('needs scatter rules exactly when there is a scatter symbol', () => {
    const { scatter: _, ...noRules } = TOY_LINES;
    refuses(noRules, /scatter symbol and scatter rules go together/);
  });

  it('refuses a bad id', () => {
    refuses({ ...TOY_LINES, id: 'Toy Lines' }, /id must be/);
  });
});
