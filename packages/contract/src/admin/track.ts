import { route } from '../route';
import { clickReport, clickReportRequest } from '../track/schemas';

/** The buried-point report in the back office: click-through of banners, floating windows and games. */
export const trackAdminRoutes = {
  clickReport: route({
    method: 'POST',
    path: '/api/admin/report/v1/clicks',
    summary: '点击率报表：横幅、浮窗与游戏的每日点击、所在页面浏览与点击率',
    request: clickReportRequest,
    response: clickReport,
  }),
};
