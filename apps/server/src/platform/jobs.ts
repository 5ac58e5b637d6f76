/**
 * Runs a background task every `intervalMs`, one run at a time (a slow run is never overlapped by
 * the next), logging failures instead of crashing. Returns a stop function for shutdown.
 */
export const every = (
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): (() => Promise<void>) => {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
