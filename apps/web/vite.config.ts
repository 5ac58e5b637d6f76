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
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
};

export default defineConfig(config);
