import { z } from 'zod';

/**
 * 埋点 (the spec's buried-point report, issue 32): what the web app tells the server a member looked
 * at or chose. A page view is the denominator of a click-through; a click names what was chosen.
 */
export const trackEventKinds = ['pageView', 'bannerClick', 'floatClick', 'gameClick'] as const;
export const trackEventKind = z.enum(trackEventKinds);
export type TrackEventKind = z.infer<typeof trackEventKind>;

import { TRACK_BATCH_MAX } from '@courtside/domain/track';

/** A batch holds at most 50 events; the web app sends one at least every 30 s (issue 32's goal). */
export { TRACK_BATCH_MAX, TRACK_FLUSH_MS } from '@courtside/domain/track';

export const trackEvent = z.object({
  kind: trackEventKind,
  /** The page's path, without its query (no tokens or codes leave the browser in a report). */
  page: z
    .string()
    .min(1)
    .max(128)
    .regex(/^\/[^?#\s]*$/, '页面路径无效'),
  /** What was clicked: a banner's or floating window's id, a game's code; empty for a page view. */
  target: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]*$/, '埋点目标无效')
    .default(''),
  /** When it happened on the member's clock (shown in the report's detail; the day is the server's). */
  at: z.iso.datetime(),
});
export type TrackEvent = z.input<typeof trackEvent>;

export const trackBatchRequest = z.object({ events: z.array(trackEvent).min(1).max(TRACK_BATCH_MAX) });
export type TrackBatchRequest = z.input<typeof trackBatchRequest>;
export const trackBatchResult = z.object({ accepted: z.number().int() });

/** The operator's click-through report: a range of business days, as long as the bonus-cost report's. */
export const clickReportRequest = z.object({
  from: z.iso.date({ error: '日期格式为 YYYY-MM-DD' }),
  to: z.iso.date({ error: '日期格式为 YYYY-MM-DD' }),
});
export const clickReportRow = z.object({
  day: z.string(),
  kind: z.enum(['banner', 'float', 'game']),
  target: z.string(),
  /** The banner's title, the floating window's title or the game's name, when it still exists. */
  name: z.string(),
  clicks: z.number().int(),
  /** Views of the pages the target was clicked on, that day: the click-through's denominator. */
  pageViews: z.number().int(),
  /** Clicks per page view in basis points (10,000 = 100 %); 0 when the pages had no view. */
  ctrBp: z.number().int(),
});
export type ClickReportRow = z.infer<typeof clickReportRow>;
export const clickReport = z.object({
  rows: z.array(clickReportRow),
  /** Page views per day and page, the report's other half. */
  pages: z.array(z.object({ day: z.string(), page: z.string(), views: z.number().int() })),
});
