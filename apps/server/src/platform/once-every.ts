/**
 * Calls `log` at most once per `everyMs`: an outage fails every connection and every call at once,
 * and one line says it as well as a thousand.
 */
export const onceEvery = <T>(everyMs: number, log: (value: T) => void): ((value: T) => void) => {
  let last = Number.NEGATIVE_INFINITY;
  return (value) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    log(value);
  };
};
