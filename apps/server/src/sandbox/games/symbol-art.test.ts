import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { slotCatalogue } from '@courtside/domain/casino';
import { describe, expect, it } from 'vitest';
import { drawSymbol, hasMotif, symbolPicture, symbolSheet } from './symbol-art';

const artifacts = fileURLToPath(new URL('../../../../../e2e/artifacts', import.meta.url));

describe('the slot symbols the sandbox provider draws', () => {
  it('draws every symbol of every slot as its own picture, the themed ones as the thing they name', () => {
    const unmatched: string[] = [];
    for (const def of slotCatalogue()) {
      const pictures = def.symbols.map((symbol) => drawSymbol(def, symbol));
      expect(new Set(pictures).size).toBe(def.symbols.length);
      for (const picture of pictures) expect(picture).toMatch(/^<\?xml[\s\S]*<svg[\s\S]*<\/svg>$/);
      for (const symbol of def.symbols) {
        if (symbol.role === 'regular' && !/^H\d$/.test(symbol.id)) continue;
        // A name no motif covers is stamped as a seal: allowed, but it should be rare.
        if (!hasMotif(symbol.name)) unmatched.push(`${def.id}:${symbol.name}`);
      }
    }
    console.log(`seal-stamped symbols: ${unmatched.length}: ${unmatched.join(' ')}`);
    expect(unmatched.length).toBeLessThan(slotCatalogue().length * 6 * 0.25);
  });

  it('labels the wild and the scatter with what they do, and answers nothing for an unknown symbol', () => {
    const picture = symbolPicture('caishen-dao', 'W');
    expect(picture).toContain('财神 · 百搭');
    expect(symbolPicture('caishen-dao', 'S')).toContain('聚宝盆 · 免费旋转');
    expect(symbolPicture('caishen-dao', 'Z9')).toBeNull();
    expect(symbolPicture('no-such-game', 'W')).toBeNull();
  });

  it('leaves a contact sheet of three games to look at', () => {
    mkdirSync(artifacts, { recursive: true });
    const games = slotCatalogue().filter((d) =>
      ['caishen-dao', 'long-feng-cheng-xiang', 'panda-bamboo'].includes(d.id),
    );
    writeFileSync(
      join(artifacts, 'slot-symbols.html'),
      `<!doctype html><meta charset="utf-8"><body style="background:#1b1530">${games.map(symbolSheet).join('<hr>')}</body>`,
    );
  });
});
