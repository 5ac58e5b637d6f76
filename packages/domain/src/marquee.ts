import { parseShanghaiTimestamp } from './time';

type RawValue = string | number | null | undefined;

/** A marquee (scrolling announcement) notice as the API sends it. */
export interface MarqueeNotice {
  category?: RawValue;
  content?: RawValue;
  /** Epoch ms, 10-digit epoch seconds, or 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai. */
  pmdTimerStart?: RawValue;
  pmdTimerEnd?: RawValue;
}

const TIMED_CATEGORY = '1';

// The spec's invalid values are null, the text 'null', '' and -1. Missing (undefined), the text
// '-1' and whitespace-only content are treated the same: none of them is something to scroll.
function isValidContent(content: RawValue): boolean {
  if (content == null || content === -1) return false;
  const trimmed = String(content).trim();
  return trimmed !== '' && trimmed !== 'null' && trimmed !== '-1';
}

function isWithinTimer(notice: MarqueeNotice, nowMs: number): boolean {
  const start = parseShanghaiTimestamp(notice.pmdTimerStart);
  const end = parseShanghaiTimestamp(notice.pmdTimerEnd);
  return start !== null && end !== null && start <= nowMs && nowMs <= end;
}

/**
 * Notices to show at `nowMs`: drops invalid content, and keeps a category-1 notice only while
 * start <= now <= end (dropping it when either bound is invalid).
 */
export function activeMarqueeNotices<T extends MarqueeNotice>(notices: readonly T[], nowMs: number): T[] {
  // The category arrives as 1 or '1'; both mean "timed".
  return notices.filter(
    (notice) =>
      isValidContent(notice.content) && (String(notice.category) !== TIMED_CATEGORY || isWithinTimer(notice, nowMs)),
  );
}

const SINGLE_REPEAT = 5;
const SHORT_LIST_REPEAT = 3;

/** Pads a short marquee: one notice becomes five copies, two or three repeat three times, else unchanged. */
export function repeatMarquee<T>(list: readonly T[]): T[] {
  if (list.length === 1) return Array.from({ length: SINGLE_REPEAT }, () => list[0] as T);
  if (list.length === 2 || list.length === 3) {
    return Array.from({ length: SHORT_LIST_REPEAT }, () => list).flat() as T[];
  }
  return [...list];
}
