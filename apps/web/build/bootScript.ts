import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Builds src/boot.ts as its own tiny entry and puts it first in index.html as an async module, so it
 * runs as soon as it arrives, long before the app's code has downloaded: it starts the first
 * screen's API calls (and, from the banners' answer, the first banner image) while the rest loads.
 */
export function bootScript(): Plugin {
  const source = fileURLToPath(new URL('../src/boot.ts', import.meta.url));
  let building = false;
  return {
    name: 'courtside-boot-script',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: source, name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // Only the app's page starts the first screen's calls; /play.html has nothing to gain from them.
        if (context.path !== '/index.html') return [];
        const chunk = Object.values(context.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.isEntry && item.name === 'boot',
        );
        const src = chunk ? `/${chunk.fileName}` : '/src/boot.ts';
        // What it shares with the app (the sports list's request rule, the client rules) downloads with
        // it, not after it: it must run the moment it arrives.
        const shared = chunk?.type === 'chunk' ? chunk.imports : [];
        return [
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head-prepend' },
          ...shared.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head-prepend' as const,
          })),
        ];
      },
    },
  };
}
