/**
 * Runs `task` once the browser has nothing else to do, or after `latestMs` at the latest; answers a
 * cancel. Safari has no requestIdleCallback: there a timer of `latestMs` stands in for it.
 */
export const whenIdle = (task: () => void, latestMs: number): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: latestMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, latestMs);
  return () => clearTimeout(timer);
};
