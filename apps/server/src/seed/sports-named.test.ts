import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unofferedSportIn } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { media, navigation } from './content';

const src = fileURLToPath(new URL('..', import.meta.url));

/** The seed's and the sandbox's source files (demo content, venue pages), tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|html|svg)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the sports the demo content names', () => {
  it('names no sport the book does not offer, in the tiles or anywhere in the seed and sandbox', () => {
    const seeded = [...media.map((m) => m.body), ...navigation.flatMap((n) => n.tiles.map((t) => t.name))];
    expect(seeded.map(unofferedSportIn).filter(Boolean)).toEqual([]);
    const files = [...sourceFiles(join(src, 'seed')), ...sourceFiles(join(src, 'sandbox'))];
    expect(files.length).toBeGreaterThan(20);
    const named = files.flatMap((file) => {
      const sport = unofferedSportIn(readFileSync(file, 'utf8'));
      return sport ? [`${file}: ${sport}`] : [];
    });
    expect(named).toEqual([]);
  });
});
