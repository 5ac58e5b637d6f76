import { describe, expect, it } from 'vitest';
import { formatFractionPercent, fractionToNumber } from '../fraction';
import { compileSlot } from './compile';
import { exactRtp } from './rtp';
import { findSlot, STATED_RTP_PERCENT, slotCatalogue, slotVariants } from './variants';

describe('slot variants', () => {
  const variants = slotVariants();

  it('make a 40-game catalogue with the main games, with unique ids and names', () => {
    expect(variants).toHaveLength(37);
    const catalogue = slotCatalogue();
    expect(catalogue).toHaveLength(40);
    expect(new Set(catalogue.map((def) => def.id)).size).toBe(40);
    expect(new Set(catalogue.map((def) => def.name)).size).toBe(40);
    expect(findSlot('fa-fa-fa')?.name).toBe('发发发');
    expect(findSlot('nope')).toBeUndefined();
  });

  it('each have their own paytable and free-spin rules', () => {
    const rules = slotCatalogue().map((def) => JSON.stringify([def.reels, def.pays, def.scatter]));
    expect(new Set(rules).size).toBe(rules.length);
  });

  it('name every symbol, each name once per game', () => {
    for (const def of variants) {
      const names = def.symbols.map((symbol) => symbol.name);
      expect(new Set(names).size).toBe(names.length);
      expect(compileSlot(def).symbolCount).toBe(def.symbols.length);
    }
  });

  // Every variant's RTP is recomputed exactly from its data and must be the stated one, in range.
  it.each(variants.map((def) => [def.id, def.name, def] as const))('%s %s: exact RTP as stated', (_, __, def) => {
    const { rtp } = exactRtp(def);
    expect(formatFractionPercent(rtp, 2)).toBe(STATED_RTP_PERCENT[def.id]);
    expect(fractionToNumber(rtp)).toBeGreaterThanOrEqual(0.955);
    expect(fractionToNumber(rtp)).toBeLessThanOrEqual(0.97);
  });
});
