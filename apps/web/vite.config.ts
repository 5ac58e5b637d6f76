import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

const api = 'http://127.0.0.1:8080';
const proxy = {
  '/api': { target: api, changeOrigin: true },
  '/media': { target: api, changeOrigin: true },
  '/socket.io': { target: api, changeOrigin: true, ws: true },
};

// `test` is read by Vitest (the root config lists apps/web as a project); Vite itself ignores it.
const config: UserConfig & { test: { name: string; environment: string; include: string[] } } = {
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        // Libraries change less often than the app: their own chunks stay cached across deploys.
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(zod|@courtside\/contract)\//.test(id) || id.includes('/packages/contract/'))
            return 'contract';
          if (/node_modules\/(i18next|react-i18next|@tanstack|zustand|sonner)\//.test(id)) return 'libs';
          return undefined;
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
};

export default defineConfig(config);
