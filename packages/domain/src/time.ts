// Asia/Shanghai has been UTC+8 without daylight saving since 1991, so a fixed offset is exact for
// every timestamp this product handles and no time zone database (or the host's TZ) is consulted.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const DATE_TIME_PATTERN = /^([1-9]\d{3})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** Formats epoch milliseconds as 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai; throws a RangeError if invalid. */
export function formatShanghaiDateTime(epochMs: number): string {
  const shifted = new Date(epochMs + SHANGHAI_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) throw new RangeError(`Not a timestamp: ${epochMs}`);
  const date = `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
  return `${date} ${time}`;
}

// Only 10 digits (seconds) and 13 digits (milliseconds) are timestamps, as the spec says; other
// lengths are refused rather than guessed.
function fromDigits(digits: string): number | null {
  if (digits.length === 10) return Number(digits) * 1000;
  if (digits.length === 13) return Number(digits);
  return null;
}

function fromDateTimeText(text: string): number | null {
  const match = DATE_TIME_PATTERN.exec(text);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wallClock);
  // Date.UTC rolls over (Feb 30 -> Mar 2); a date that does not survive the round trip is invalid.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return wallClock - SHANGHAI_OFFSET_MS;
}

/**
 * Reads a timestamp in any of the three forms the API uses: 10-digit seconds, 13-digit
 * milliseconds (number or digit string), or 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai. Returns epoch ms or null.
 */
export function parseShanghaiTimestamp(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? fromDigits(String(value)) : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^\d+$/.test(text) ? fromDigits(text) : fromDateTimeText(text);
}

/** The last millisecond (23:59:59.999) of the Asia/Shanghai day containing `nowMs`, as epoch ms. */
export function endOfBusinessDay(nowMs: number): number {
  // The last millisecond rather than the next midnight, so the value still belongs to "today".
  const dayStart = Math.floor((nowMs + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
  return dayStart + DAY_MS - 1;
}

/** The Asia/Shanghai calendar date (business day) of an instant, as 'YYYY-MM-DD'. */
export function businessDate(epochMs: number): string {
  return formatShanghaiDateTime(epochMs).slice(0, 10);
}

/** The first millisecond (00:00 Asia/Shanghai) of a 'YYYY-MM-DD' business day, as epoch ms. */
export function businessDayStart(date: string): number {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) - SHANGHAI_OFFSET_MS;
}
