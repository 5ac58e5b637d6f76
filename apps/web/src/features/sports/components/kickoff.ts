import type { TFunction } from '../../../i18n';

const DAY_MS = 86_400_000;
// The site's times are Beijing time whatever the device's zone (the spec's settlement day).
const OFFSET_MS = 8 * 3_600_000;

const two = (n: number) => String(n).padStart(2, '0');

/** "20:45 开赛" today, "明天 20:45", or "11-26 20:45" further out, in Beijing time. */
export function formatKickoff(iso: string, t: TFunction, now = Date.now()): string {
  const at = new Date(Date.parse(iso) + OFFSET_MS);
  const time = `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
  const day = Math.floor((Date.parse(iso) + OFFSET_MS) / DAY_MS) - Math.floor((now + OFFSET_MS) / DAY_MS);
  if (day === 0) return t('sports.kickoff', { time });
  if (day === 1) return t('sports.kickoffDay', { day: t('sports.tomorrow'), time });
  return t('sports.kickoffDay', { day: `${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`, time });
}
