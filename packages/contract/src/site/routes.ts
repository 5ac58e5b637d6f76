import { z } from 'zod';
import { emptyBody } from '../envelope';
import { route } from '../route';
import * as site from './schemas';

const SITE = '/api/site/group/site';

/** Every route of the site-config family (spec section 7, first bullet). */
export const siteRoutes = {
  configGet: route({
    method: 'POST',
    path: `${SITE}/configInfo/v1/get`,
    summary: '读取一个站点参数',
    request: site.configGetRequest,
    response: site.siteParam,
  }),
  configGets: route({
    method: 'POST',
    path: `${SITE}/configInfo/v2/gets`,
    summary: '批量读取站点参数',
    request: site.configGetsRequest,
    response: site.configGetsResponse,
  }),
  perInfoV1: route({
    method: 'POST',
    path: `${SITE}/perInfo/v1/get`,
    summary: '站点信息',
    request: emptyBody,
    response: site.siteInfo,
  }),
  perInfoV5: route({
    method: 'POST',
    path: `${SITE}/perInfo/v5/get`,
    summary: '站点信息（v5）',
    request: emptyBody,
    response: site.siteInfo,
  }),
  languageCode: route({
    method: 'POST',
    path: `${SITE}/language/v1/getLanguageCode`,
    summary: '语言代码',
    request: emptyBody,
    response: site.languageCodeResponse,
  }),
  bannersV1: route({
    method: 'POST',
    path: `${SITE}/banner/v1/queryBannerList`,
    summary: '轮播图',
    request: site.bannerListRequest,
    response: z.array(site.banner),
  }),
  bannersV2: route({
    method: 'POST',
    path: `${SITE}/banner/v2/queryBannerList`,
    summary: '轮播图（v2，按位置分组）',
    request: emptyBody,
    response: z.object({ home: z.array(site.banner), pc: z.array(site.banner) }),
  }),
  floatingWindows: route({
    method: 'POST',
    path: `${SITE}/floatWindow/v1/list`,
    summary: '浮动窗口',
    request: emptyBody,
    response: z.array(site.floatingWindow),
  }),
  navigation: route({
    method: 'POST',
    path: `${SITE}/navigation/v1/list`,
    summary: '导航与游戏入口',
    request: emptyBody,
    response: z.array(site.navItem),
  }),
  announcements: route({
    method: 'POST',
    path: `${SITE}/announcement/v1/list`,
    summary: '公告',
    request: emptyBody,
    response: z.array(site.announcement),
  }),
  marquee: route({
    method: 'POST',
    path: `${SITE}/marquee/v1/list`,
    summary: '跑马灯',
    request: emptyBody,
    response: z.array(site.marqueeNotice),
  }),
  customerServiceUrl: route({
    method: 'POST',
    path: `${SITE}/customerService/v1/url`,
    summary: '客服地址',
    request: emptyBody,
    response: site.customerServiceUrl,
  }),
  customerServiceConfig: route({
    method: 'POST',
    path: `${SITE}/customerService/v1/config`,
    summary: '客服配置',
    request: emptyBody,
    response: site.customerServiceConfig,
  }),
  helpCategories: route({
    method: 'POST',
    path: `${SITE}/help/v1/categories`,
    summary: '帮助中心分类',
    request: emptyBody,
    response: z.array(site.helpCategory),
  }),
  helpList: route({
    method: 'POST',
    path: `${SITE}/help/v1/list`,
    summary: '帮助中心列表',
    request: site.helpListRequest,
    response: site.helpListResponse,
  }),
  helpDetail: route({
    method: 'POST',
    path: `${SITE}/help/v1/detail`,
    summary: '帮助中心详情',
    request: site.helpDetailRequest,
    response: site.helpDetail,
  }),
  pcBottom: route({
    method: 'POST',
    path: `${SITE}/pcBottom/v1/get`,
    summary: '页脚',
    request: emptyBody,
    response: site.pcBottom,
  }),
  countries: route({
    method: 'POST',
    path: `${SITE}/country/v1/list`,
    summary: '国家与地区',
    request: emptyBody,
    response: z.array(site.country),
  }),
  domains: route({
    method: 'POST',
    path: `${SITE}/domain/v1/list`,
    summary: '备用域名',
    request: emptyBody,
    response: site.domainList,
  }),
  serverTime: route({
    method: 'GET',
    path: `${SITE}/time/v1/get`,
    summary: '服务器时间',
    request: emptyBody,
    response: site.serverTime,
  }),
  systemTime: route({
    method: 'POST',
    path: `${SITE}/systemTime/v1/get`,
    summary: '系统时间',
    request: emptyBody,
    response: site.serverTime,
  }),
} as const;
