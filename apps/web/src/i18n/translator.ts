/**
 * The app's strings: nested bundles per language, `{{name}}` interpolation, a per-key fallback to the
 * default language, and the settlement words as default variables. It replaces i18next and
 * react-i18next (19 KB gzip of the first page's 150 KB budget) because the app used only this much
 * of them: no plurals, no nesting, no formatters, no namespaces.
 */
export type StringTree = { readonly [key: string]: unknown };
export interface TranslateOptions extends Record<string, unknown> {
  /** Answers the subtree under the key (a page's structured content) instead of one string. */
  returnObjects?: boolean;
}
export type TFunction = (key: string, options?: TranslateOptions) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const lookup = (tree: StringTree | undefined, key: string): unknown => {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as StringTree)[part];
  }
  return node;
};

/** Fills the placeholders of a string, or of every string in a subtree (a page's content). */
function fill(value: string, values: Record<string, unknown>): string;
function fill(value: unknown, values: Record<string, unknown>): unknown;
function fill(value: unknown, values: Record<string, unknown>): unknown {
  if (typeof value === 'string') {
    return value.replace(PLACEHOLDER, (_match, name: string) => {
      const found = values[name];
      return found === undefined || found === null ? '' : String(found);
    });
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, values));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, values)]));
  }
  return value;
}

const isTree = (value: unknown): value is StringTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const merge = (into: StringTree, from: StringTree): StringTree => {
  const out: Record<string, unknown> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const before = out[key];
    out[key] = isTree(before) && isTree(value) ? merge(before, value) : value;
  }
  return out;
};

export class Translator {
  private readonly bundles = new Map<string, StringTree>();
  private variables: Readonly<Record<string, unknown>> = {};
  private readonly listeners = new Set<() => void>();
  /** Every key `t` has been asked for: a new bundle re-renders the app only when one of them changes. */
  private readonly asked = new Set<string>();
  private revision = 0;
  language: string;

  constructor(private readonly fallback: string) {
    this.language = fallback;
  }

  /**
   * Adds strings to a language, deep-merged over what it has (later bundles win per key). Subscribers
   * hear of it only when a key already asked for answers differently: a page's bundle arriving with
   * its code (the usual case) changes nothing on screen, and re-rendering every string of the app
   * for it cost the first page a commit of the whole tree.
   */
  addResourceBundle(language: string, strings: StringTree): void {
    const keys = [...this.asked];
    const before = keys.map((key) => this.find(key));
    this.bundles.set(language, merge(this.bundles.get(language) ?? {}, strings));
    if (keys.some((key, index) => this.find(key) !== before[index])) this.changed();
  }

  hasResourceBundle(language: string): boolean {
    return this.bundles.has(language);
  }

  getResourceBundle(language: string): StringTree {
    return this.bundles.get(language) ?? {};
  }

  getResource(language: string, key: string): unknown {
    return lookup(this.bundles.get(language), key);
  }

  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.changed();
  }

  /** Variables every string may use (`{{currency}}`...), unless the call passes its own. */
  setDefaultVariables(variables: object): void {
    if (JSON.stringify(variables) === JSON.stringify(this.variables)) return;
    this.variables = { ...variables };
    this.changed();
  }

  /** The string for a key in the current language, else the default language's, else the key itself. */
  readonly t: TFunction = (key, options) => {
    const found = this.find(key);
    const values = { ...this.variables, ...options };
    if (options?.returnObjects && typeof found === 'object' && found !== null) {
      return fill(found, values) as string;
    }
    return typeof found === 'string' ? fill(found, values) : key;
  };

  /** Subscribes to language, bundle and variable changes (for useSyncExternalStore). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes on every change of what `t` answers, so React re-renders the strings. */
  snapshot = (): number => this.revision;

  private find(key: string): unknown {
    this.asked.add(key);
    const own = lookup(this.bundles.get(this.language), key);
    return own === undefined ? lookup(this.bundles.get(this.fallback), key) : own;
  }

  private changed(): void {
    this.revision += 1;
    for (const listener of this.listeners) listener();
  }
}
