import { type SettlementUnit, settlementWords } from '@courtside/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { type TFunction, Translator } from './translator';
import { zhCN } from './zh-CN';

export type { TFunction } from './translator';

export const DEFAULT_LANGUAGE = 'zh-CN';
export const supportedLanguages = ['zh-CN', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];
/** The member's language choice (spec section 3: storage "language"). */
export const LANGUAGE_KEY = 'language';

// English is loaded on demand: most sites never enable it (spec section 1). React escapes what it
// renders, so strings are not escaped here; the settlement words are default variables, so every
// string can use them.
export const i18n = new Translator(DEFAULT_LANGUAGE);
i18n.addResourceBundle(DEFAULT_LANGUAGE, zhCN);
i18n.setDefaultVariables(settlementWords('cny'));

/** The translate function of the current language; components re-render when it changes. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const revision = useSyncExternalStore(i18n.subscribe, i18n.snapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new t per revision re-renders memoised children.
  const t = useMemo<TFunction>(() => (key, options) => i18n.t(key, options), [revision]);
  return { t, i18n };
}

/**
 * The zh-CN strings of the account, member-centre and money screens and of the less visited pages,
 * loaded with those screens' code rather than with the first page (they are most of the text). English stays a fallback per key.
 */
const bundles = {
  account: async () => ({ account: (await import('./zh-CN.account')).accountStrings }),
  memberCentre: async () => ({ memberCentre: (await import('./zh-CN.memberCentre')).memberCentreStrings }),
  wallet: async () => ({ wallet: (await import('./zh-CN.wallet')).walletStrings }),
  payment: async () => ({ payment: (await import('./zh-CN.payment')).paymentStrings }),
  savings: async () => ({ savings: (await import('./zh-CN.savings')).savingsStrings }),
  promo: async () => ({ promo: (await import('./zh-CN.promo')).promoStrings }),
  rg: async () => ({ rg: (await import('./zh-CN.rg')).rgStrings }),
  pages: async () => (await import('./zh-CN.pages')).pageStrings,
  tools: async () => (await import('./zh-CN.tools')).toolStrings,
  about: async () => ({ about: (await import('./zh-CN.about')).aboutStrings }),
  sports: async () => ({ sports: (await import('./zh-CN.sports')).sportsStrings }),
  live: async () => ({ live: (await import('./zh-CN.live')).liveStrings }),
  casino: async () => ({ casino: (await import('./zh-CN.casino')).casinoStrings }),
  gift: async () => ({ gift: (await import('./zh-CN.gift')).giftStrings }),
  guard: async () => ({ guard: (await import('./zh-CN.guard')).guardStrings }),
  sponsor: async () => ({ sponsor: (await import('./zh-CN.sponsor')).sponsorStrings }),
  agent: async () => ({ agent: (await import('./zh-CN.agent')).agentStrings }),
};
export type StringBundle = keyof typeof bundles;
export const stringBundles = Object.keys(bundles) as StringBundle[];

const loading = new Map<StringBundle, Promise<void>>();

/** Adds the named bundles to zh-CN (each is fetched once); a route awaits this beside its page's code. */
export function loadStrings(...names: StringBundle[]): Promise<void> {
  return Promise.all(
    names.map((name) => {
      let pending = loading.get(name);
      if (!pending) {
        pending = bundles[name]().then((strings) => {
          i18n.addResourceBundle(DEFAULT_LANGUAGE, strings);
        });
        // A failed chunk load may be retried by the next navigation.
        pending.catch(() => loading.delete(name));
        loading.set(name, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/** A route's page loaded together with the string bundles it shows. */
export async function withStrings<T>(names: StringBundle[], load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadStrings(...names)]);
  return loaded;
}

/**
 * The one settlement-unit mechanism: `{{currency}}`, `{{card}}` and `{{withdraw}}` in any string
 * read the words for the site's unit; mounted components re-render when they change.
 */
export function applySettlementUnit(unit: SettlementUnit): void {
  i18n.setDefaultVariables(settlementWords(unit));
}

/** The languages the member may pick: zh-CN always, English only when the site enables it. */
export function enabledLanguages(siteLanguages: readonly string[]): Language[] {
  return supportedLanguages.filter((lang) => lang === DEFAULT_LANGUAGE || siteLanguages.includes(lang));
}

async function ensureLoaded(lang: Language): Promise<void> {
  if (lang === 'en' && !i18n.hasResourceBundle('en')) {
    const { en } = await import('./en');
    i18n.addResourceBundle('en', en);
  }
}

async function switchTo(lang: Language): Promise<void> {
  await ensureLoaded(lang);
  i18n.changeLanguage(lang);
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
