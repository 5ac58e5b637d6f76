import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contract', 'apps/server', 'apps/web', 'scripts'],
    /**
     * Vitest's default is one worker less than the cores, which is one on a 2-core machine; an
     * integration test spends much of its time waiting on its database, so two files run side by side.
     * What they could share is kept apart: a database per test app, a Redis per cross-node test.
     */
    maxWorkers: 2,
    /**
     * pg-boss completes or fails a job without awaiting the statement (`Manager.work`'s `onFetch`), so
     * when the fault tests cut the database under a running job, that statement's rejection reaches no
     * one. The server logs it and keeps serving (`guardProcess` in main.ts); here that one library
     * fault is let pass, and every other unhandled error still fails the run.
     */
    onUnhandledError(error) {
      const pgBossCompletion = /pg-boss[\\/]src[\\/]manager\.js/.test(String(error.stack ?? ''));
      return !(pgBossCompletion && /^Connection terminated/.test(error.message));
    },
  },
});
