import type { ThemeName } from '@courtside/contract';
import { create } from 'zustand';

export type { ThemeName };

/**
 * The themes this app ships a token file for (themes/*.css). The contract names the themes a site
 * may choose; `satisfies` keeps this list inside it and theme.test.ts holds the two equal. Importing
 * the contract's list instead would load its schema module, and zod, with the first page.
 */
export const themeNames = [
  'fresh',
  'elegant',
  'triadTheme',
  'classy',
  'glow',
  'simple',
  'colorful',
  'mecha',
] as const satisfies readonly ThemeName[];

/** The member's own theme choice; it wins over the site's default. */
export const THEME_KEY = 'cs-theme';
/** The site's theme as last seen, so the first frame of the next visit is painted right. */
export const SITE_THEME_KEY = 'cs-site-theme';
export const DEFAULT_THEME: ThemeName = 'colorful';

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (themeNames as readonly string[]).includes(value);

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the choice lasts for this page
  }
}

/**
 * The member's override: `?theme=name` (demos and tests) is stored and wins; otherwise the stored
 * choice. Unknown names are ignored.
 */
export function readThemeOverride(search: string = window.location.search): ThemeName | null {
  const fromQuery = new URLSearchParams(search).get('theme');
  if (isThemeName(fromQuery)) {
    write(THEME_KEY, fromQuery);
    return fromQuery;
  }
  const stored = read(THEME_KEY);
  return isThemeName(stored) ? stored : null;
}

/** Override first, then the site's theme, then colorful. */
export function resolveTheme(override: ThemeName | null, siteTheme: string | null | undefined): ThemeName {
  if (override) return override;
  if (isThemeName(siteTheme)) return siteTheme;
  return DEFAULT_THEME;
}

export function readCachedSiteTheme(): ThemeName | null {
  const cached = read(SITE_THEME_KEY);
  return isThemeName(cached) ? cached : null;
}

export function rememberSiteTheme(theme: ThemeName): void {
  write(SITE_THEME_KEY, theme);
}

/** Puts the theme on <html data-theme> (the token files select on it) and the browser chrome colour. */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const background = getComputedStyle(root).getPropertyValue('--color-bg').trim();
  if (meta && background) meta.content = background;
}

interface ThemeState {
  override: ThemeName | null;
  choose: (theme: ThemeName | null) => void;
}

export const useThemeStore = create<ThemeState>((set) => ({
  override: null,
  choose: (theme) => {
    write(THEME_KEY, theme);
    set({ override: theme });
  },
}));
