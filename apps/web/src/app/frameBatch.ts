/** How long a batch waits at most where frames stop (a hidden tab runs no animation frames). */
const HIDDEN_FLUSH_MS = 100;

/**
 * A scheduler for the query client's notifications: everything scheduled before the next animation
 * frame runs in that one callback, so React renders it in one commit. Query's default gives each
 * answer its own timer, and the first screen's early answers made a commit of the page each.
 */
export function oncePerFrame(
  frame: (run: () => void) => unknown = requestAnimationFrame,
  timer: (run: () => void, ms: number) => unknown = setTimeout,
): (callback: () => void) => void {
  let pending: (() => void)[] = [];
  const flush = () => {
    const run = pending;
    pending = [];
    for (const callback of run) callback();
  };
  return (callback) => {
    pending.push(callback);
    if (pending.length > 1) return;
    frame(flush);
    timer(flush, HIDDEN_FLUSH_MS);
  };
}
