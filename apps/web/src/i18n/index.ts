import { type SettlementUnit, settlementWords } from '@courtside/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhCN } from './zh-CN';

export const DEFAULT_LANGUAGE = 'zh-CN';
export const supportedLanguages = ['zh-CN', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];
/** The member's language choice (spec section 3: storage "language"). */
export const LANGUAGE_KEY = 'language';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // English is loaded on demand: most sites never enable it (spec section 1).
  resources: { 'zh-CN': { translation: zhCN } },
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...supportedLanguages],
  initAsync: false,
  returnNull: false,
  // React escapes; the settlement words arrive as default variables, so every string can use them.
  interpolation: { escapeValue: false, defaultVariables: { ...settlementWords('cny') } },
  react: { useSuspense: false },
  showSupportNotice: false,
});

/**
 * The one settlement-unit mechanism: `{{currency}}`, `{{card}}` and `{{withdraw}}` in any string
 * read the words for the site's unit. Re-emits languageChanged so mounted components re-render.
 */
export function applySettlementUnit(unit: SettlementUnit): void {
  const interpolation = i18n.options.interpolation ?? {};
  const words = { ...settlementWords(unit) };
  const before = JSON.stringify(interpolation.defaultVariables ?? {});
  interpolation.defaultVariables = words;
  i18n.options.interpolation = interpolation;
  if (before !== JSON.stringify(words)) i18n.emit('languageChanged', i18n.language);
}

/** The languages the member may pick: zh-CN always, English only when the site enables it. */
export function enabledLanguages(siteLanguages: readonly string[]): Language[] {
  return supportedLanguages.filter((lang) => lang === DEFAULT_LANGUAGE || siteLanguages.includes(lang));
}

async function ensureLoaded(lang: Language): Promise<void> {
  if (lang === 'en' && !i18n.hasResourceBundle('en', 'translation')) {
    const { en } = await import('./en');
    i18n.addResourceBundle('en', 'translation', en);
  }
}

async function switchTo(lang: Language): Promise<void> {
  await ensureLoaded(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/** Applies the site's language list: keeps a stored choice only while the site still enables it. */
export function applySiteLanguages(siteLanguages: readonly string[]): void {
  const enabled = enabledLanguages(siteLanguages);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    stored = null;
  }
  const wanted = enabled.find((lang) => lang === stored) ?? DEFAULT_LANGUAGE;
  if (i18n.language !== wanted) void switchTo(wanted);
}

export function chooseLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
  void switchTo(lang);
}
