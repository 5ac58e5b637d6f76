/**
 * Where an increasing function of x in [lo, hi] meets `target`, by `bisections` halvings (the nearer
 * end when it never does). The implied models fit their hidden parameters to prices with it.
 */
export function solveIncreasing(
  f: (x: number) => number,
  target: number,
  lo: number,
  hi: number,
  bisections: number,
): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < bisections; i++) {
    const mid = (a + b) / 2;
    if (f(mid) < target) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}
