import { z } from 'zod';

/**
 * Field types every module shares. Each bound is explicit: a number past PostgreSQL's `integer`, or a
 * date no business day can have, is refused with a clear message instead of reaching the database.
 */

/** The largest PostgreSQL `integer`: every serial id lives below it. */
export const PG_INT_MAX = 2_147_483_647;

/** A row id (serial `integer`). */
export const entityId = z.number().int('编号必须是整数').min(1, '编号无效').max(PG_INT_MAX, '编号无效');

/** A client-made id per money request; the same id replays the first answer (DESIGN.md section 3). */
export const requestId = z.string().regex(/^[\w-]{8,64}$/, 'requestId 须为8-64位字母、数字、下划线或连字符');

export const venueCode = z.string().regex(/^[A-Z0-9]{2,16}$/, '场馆代码无效');

/** A page number of a listing; ten thousand pages is far past any list a member can scroll. */
export const pageNumber = z.number().int().min(1).max(10_000).default(1);

/** A page size bounded by what one listing answers at most. */
export const pageSizeOf = (max: number, fallback: number) => z.number().int().min(1).max(max).default(fallback);

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Business days the product can have records for; anything outside is a typo, not a query. */
export const DATE_YEAR_MIN = 2000;
export const DATE_YEAR_MAX = 2100;

/** A calendar day `YYYY-MM-DD` that exists, between the years `yearMin` and `yearMax`. */
export const calendarDateBetween = (yearMin: number, yearMax: number, message: string) =>
  z.string().refine((text) => {
    const m = DATE_PATTERN.exec(text);
    if (!m) return false;
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (year < yearMin || year > yearMax) return false;
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, message);

/** A calendar day `YYYY-MM-DD` that exists, between the years 2000 and 2100. */
export const calendarDate = calendarDateBetween(
  DATE_YEAR_MIN,
  DATE_YEAR_MAX,
  '日期无效（格式 YYYY-MM-DD，2000-2100年）',
);

/** A moment `YYYY-MM-DDTHH:mm:ss±hh:mm` (or `Z`), in the years 2000 to 2100 once read in UTC. */
export const isoInstant = z.iso.datetime({ offset: true, error: '时间格式无效（ISO 8601，带时区）' }).refine((text) => {
  const year = new Date(text).getUTCFullYear();
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}, '时间超出范围（2000-2100年）');

/** A birthday: members are adults, born after 1900. */
export const birthDate = calendarDateBetween(1900, DATE_YEAR_MAX, '生日格式应为 YYYY-MM-DD（1900年以后）');
