import { z } from 'zod';
import { route } from '../route';
import { adminSitePage, adminSitePageList, sitePageSaveRequest } from '../site/pages';

const DESK = '/api/admin/content/v1/page';

/** The operator's editing of those pages; each save is audited and drops the site's cached reads. */
export const sitePageAdminRoutes = {
  sitePages: route({
    method: 'POST',
    path: `${DESK}/list`,
    summary: '页脚信息页列表',
    request: z.object({}).default({}),
    response: adminSitePageList,
  }),
  sitePageSave: route({
    method: 'POST',
    path: `${DESK}/save`,
    summary: '保存页脚信息页',
    request: sitePageSaveRequest,
    response: adminSitePage,
  }),
};
