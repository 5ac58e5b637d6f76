import { unofferedSportIn } from '@courtside/domain';
import { describe, expect, it } from 'vitest';

// Every source file of the member site, as text: strings live in the bundles, but a page may still
// carry a word of its own (an alt text, an aria label, a placeholder).
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the sports the site names', () => {
  it('reads every source file of the site', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(Object.keys(sources)).toContain('/src/i18n/zh-CN.about.ts');
  });

  it('names no sport the book does not offer (网球 was on the about page)', () => {
    const named = Object.entries(sources).flatMap(([file, text]) => {
      const sport = unofferedSportIn(text);
      return sport ? [`${file}: ${sport}`] : [];
    });
    expect(named).toEqual([]);
  });

  it('would catch one', () => {
    expect(unofferedSportIn('足球、篮球、网球等主流赛事')).toBe('网球');
    expect(unofferedSportIn('足球、篮球与电子竞技')).toBeNull();
  });
});
