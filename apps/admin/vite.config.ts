import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:8080';

/** The operator's console, served by the server under /admin/ (apps/server/src/platform/static.ts). */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // npm left this app its own copies of the router and the query library beside the ones
    // react-admin resolves from the root: two copies mean two contexts, and a screen using one sees
    // no provider from the other. One copy each, from this app's folder.
    dedupe: [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      '@tanstack/react-query',
      '@tanstack/query-core',
      '@emotion/react',
      '@emotion/styled',
      '@mui/material',
    ],
  },
  server: { proxy: { '/api': { target: api, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      output: {
        // The UI kit changes less often than the screens: its chunk stays cached across deploys.
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'react';
          // react-admin and MUI import each other: one chunk, or Rollup makes a circle of two.
          if (/node_modules\/(@mui|@emotion|react-admin|ra-[a-z0-9-]+|@tanstack)\//.test(id)) return 'ui';
          return undefined;
        },
      },
    },
  },
});
