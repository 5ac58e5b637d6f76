import { defineProject } from 'vitest/config';

// Integration tests build the real app on a real database; PostgreSQL runs add database creation time.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
