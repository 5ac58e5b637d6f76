// The site's dates are Beijing time whatever the device's zone (the spec's settlement day).
const OFFSET_MS = 8 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/** "11-26 20:45" in Beijing time. */
export const kickoffTime = (iso: string): string => {
  const at = new Date(Date.parse(iso) + OFFSET_MS);
  return `${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
};

/** A calendar day `2026-07-01` as `2026.07.01`. */
export const dayLabel = (day: string): string => day.replaceAll('-', '.');
