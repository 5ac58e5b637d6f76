import { TRACK_REPORT_PATH } from '@courtside/domain/track';
import { route } from '../route';
import * as t from './schemas';

/**
 * The report call: sent with `navigator.sendBeacon` (no custom header can ride on it), so it takes a
 * visitor and a member alike (the session cookie names the member when there is one). It is not in
 * `routes`, the API client's table: the client never makes it, and the first page's bundle carries
 * that table whole.
 */
export const trackRoutes = {
  report: route({
    method: 'POST',
    path: TRACK_REPORT_PATH,
    summary: '埋点上报（页面浏览与横幅、浮窗、游戏点击；每批最多 50 条）',
    request: t.trackBatchRequest,
    response: t.trackBatchResult,
  }),
};
