/** C(n, k): how many ways to choose k of n items. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  // Multiply before dividing keeps every step an exact integer (result is C(n, i + 1) after step i).
  for (let i = 0; i < Math.min(k, n - k); i += 1) result = (result * (n - i)) / (i + 1);
  return result;
}

/** Every k-element subset of the indices 0..n-1, each ascending, in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (start: number): void => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    // Stop early when too few indices remain to fill the subset.
    for (let index = start; index <= n - (k - pick.length); index += 1) {
      pick.push(index);
      walk(index + 1);
      pick.pop();
    }
  };
  if (k >= 0 && k <= n) walk(0);
  return out;
}
