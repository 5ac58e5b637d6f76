/**
 * The promise's value, or a rejection once `ms` have passed without one. The work itself is not
 * stopped: it finishes or fails alone, and its late answer is ignored.
 */
export const withinTime = <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};
