/** Seconds as h:mm:ss (a session may run past a day: hours are not wrapped). */
export const clockText = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  const p = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
};

/** A signed net position ("-22.50") as the member reads it: +¥12.50, -¥22.50, ¥0.00. */
export const netText = (net: string): string => {
  if (net.startsWith('-')) return `-¥${net.slice(1)}`;
  return /^0\.00$/.test(net) ? `¥${net}` : `+¥${net}`;
};
