import {
  adminNewsArticle,
  adminNewsList,
  adminNewsListRequest,
  adminNewsPublish,
  adminNewsSave,
  adminNewsUnpublish,
} from '../news/schemas';
import { route } from '../route';

const DESK = '/api/admin/news/v1';

/** News and expert articles in the back office (资讯文章); every write is audited. */
export const newsAdminRoutes = {
  list: route({
    method: 'POST',
    path: `${DESK}/list`,
    summary: '资讯文章列表（含草稿、定时与已下线）',
    request: adminNewsListRequest,
    response: adminNewsList,
  }),
  save: route({
    method: 'POST',
    path: `${DESK}/save`,
    summary: '新建或编辑资讯文章（正文经服务端白名单清理）',
    request: adminNewsSave,
    response: adminNewsArticle,
  }),
  publish: route({
    method: 'POST',
    path: `${DESK}/publish`,
    summary: '发布或定时发布资讯文章',
    request: adminNewsPublish,
    response: adminNewsArticle,
  }),
  unpublish: route({
    method: 'POST',
    path: `${DESK}/unpublish`,
    summary: '下线资讯文章',
    request: adminNewsUnpublish,
    response: adminNewsArticle,
  }),
};
