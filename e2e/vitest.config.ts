import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys against the built app. Each spec file starts its own server (on its own embedded
// database, on a free port) and its own Chromium, so two files run side by side: a journey spends
// much of its time waiting on pages and jobs, and one file at a time left half the machine idle.
// Side by side, a journey of a dozen pages takes twice what it takes alone, hence the three minutes.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['specs/**/*.e2e.ts'],
    environment: 'node',
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
