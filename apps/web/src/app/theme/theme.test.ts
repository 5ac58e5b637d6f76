import { themeNames as contractThemes } from '@courtside/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, readThemeOverride, resolveTheme, THEME_KEY, themeNames, useThemeStore } from './theme';

describe('theme choice', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('has the eight themes of the spec, the ones the contract lets a site choose', () => {
    expect([...themeNames].sort()).toEqual([...contractThemes].sort());
    expect([...themeNames].sort()).toEqual([
      'classy',
      'colorful',
      'elegant',
      'fresh',
      'glow',
      'mecha',
      'simple',
      'triadTheme',
    ]);
  });

  it('the member override wins, then the site theme, then colorful', () => {
    expect(resolveTheme('mecha', 'glow')).toBe('mecha');
    expect(resolveTheme(null, 'glow')).toBe('glow');
    expect(resolveTheme(null, 'unknown')).toBe('colorful');
    expect(resolveTheme(null, undefined)).toBe('colorful');
  });

  it('?theme=name wins and is stored, unknown names are ignored', () => {
    localStorage.setItem(THEME_KEY, 'fresh');
    expect(readThemeOverride('?theme=elegant')).toBe('elegant');
    expect(localStorage.getItem(THEME_KEY)).toBe('elegant');
    expect(readThemeOverride('?theme=neon')).toBe('elegant');
    expect(readThemeOverride('')).toBe('elegant');
    localStorage.removeItem(THEME_KEY);
    expect(readThemeOverride('')).toBeNull();
  });

  it('choosing stores cs-theme; applying sets <html data-theme>', () => {
    useThemeStore.getState().choose('triadTheme');
    expect(localStorage.getItem('cs-theme')).toBe('triadTheme');
    applyTheme('triadTheme');
    expect(document.documentElement.dataset.theme).toBe('triadTheme');
    useThemeStore.getState().choose(null);
    expect(localStorage.getItem('cs-theme')).toBeNull();
  });
});
