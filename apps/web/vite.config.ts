import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { bootScript } from './build/bootScript';
import { contractTables } from './build/contractTables';
import { entryPreloads } from './build/entryPreloads';
import { precompress } from './build/precompress';

const api = 'http://127.0.0.1:8080';
const PURE_MODULES = /\/(packages\/(contract|domain)\/src|apps\/web\/src\/(features|shared|ui))\/.*\.tsx?$/;
const preloads = entryPreloads('main');
const proxy = {
  '/api': { target: api, changeOrigin: true },
  '/media': { target: api, changeOrigin: true },
  '/socket.io': { target: api, changeOrigin: true, ws: true },
};

// `test` is read by Vitest (the root config lists apps/web as a project); Vite itself ignores it.
const config: UserConfig & {
  test: {
    name: string;
    environment: string;
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: boolean } } };
    include: string[];
    setupFiles: string[];
  };
} = {
  plugins: [react(), contractTables(), bootScript(), preloads.plugin, precompress()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    // The server reads it to preload the home route's chunks; the bench to size the first page's code.
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { resolveDependencies: (_file, deps) => preloads.skipLoaded(deps) },
    rollupOptions: {
      // /play.html is a page of its own: the player and its libraries (hls.js, mpegts.js) load only there.
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        play: fileURLToPath(new URL('play.html', import.meta.url)),
        // The service worker of the installable app, served at the root as /sw.js so its scope is the site.
        sw: fileURLToPath(new URL('src/sw/worker.ts', import.meta.url)),
      },
      // The shared packages and the app's features, shared pieces and ui are pure modules (no work at
      // import time): a page that uses one export of the contract (the error catalogue) must not pull
      // in the rest of it, and with it zod; the router's import of a feature's public index must not
      // pull in the components that index also offers to other features.
      treeshake: { moduleSideEffects: (id: string) => !PURE_MODULES.test(id) },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        // Chunks and stylesheets by their hash alone: the entry lists every lazy route's files for
        // preloading, and their names were 1 KiB of gzip on every first page. The build manifest
        // keeps each chunk's name (the server and the bench find the home page's by it).
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        // Libraries change less often than the app: their own chunks stay cached across deploys.
        manualChunks(id: string) {
          // The CommonJS interop helpers in a chunk of their own: left in the react chunk, the
          // player's mpegts.js (CommonJS too) would load React to get them.
          if (id.includes('commonjsHelpers')) return 'cjs';
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          // Only what every page uses: @tanstack/react-virtual (the chat's list) in here made every
          // first page download it.
          if (/node_modules\/(@tanstack\/(react-query|query-core)|zustand)\//.test(id)) return 'libs';
          return undefined;
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    // The rooms' player frames point at /play.html, which no server answers under test.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
  },
};

export default defineConfig(config);
