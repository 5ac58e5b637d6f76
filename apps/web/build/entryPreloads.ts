import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';

/**
 * The files the page's entry loads before any route (its static imports, all the way down), read from
 * the bundle before Vite writes the lazy routes' preload lists. A route listing one of them asks the
 * browser for a module it already has; `skipLoaded` leaves them out, which keeps those lists (in the
 * entry, on every first page) shorter.
 */
export function entryPreloads(entryName: string): { plugin: Plugin; skipLoaded: (deps: string[]) => string[] } {
  const loaded = new Set<string>();
  const collect = (bundle: OutputBundle, fileName: string) => {
    const chunk = bundle[fileName];
    if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
    loaded.add(fileName);
    for (const imported of chunk.imports) collect(bundle, imported);
  };
  return {
    plugin: {
      name: 'courtside-entry-preloads',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          loaded.clear();
          for (const item of Object.values(bundle)) {
            if (item.type === 'chunk' && item.isEntry && item.name === entryName) collect(bundle, item.fileName);
          }
        },
      },
    },
    skipLoaded: (deps) => deps.filter((dep) => !loaded.has(dep)),
  };
}
