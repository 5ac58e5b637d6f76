import { z } from 'zod';
import { emptyBody } from '../envelope';
import { route } from '../route';
import * as venue from './schemas';

/** Venues as the lobby sees them (spec section 4: open checks; section 2: the sports gate). */
export const venueRoutes = {
  list: route({
    method: 'POST',
    path: '/api/site/group/venue/v1/list',
    summary: '场馆列表与状态',
    request: emptyBody,
    response: z.array(venue.venueSummary),
  }),
  launch: route({
    method: 'POST',
    path: '/api/site/group/venue/v1/launch',
    summary: '进入场馆（开启自动转账时先转入中心钱包余额）',
    request: venue.venueOnlyRequest,
    response: venue.launchResult,
  }),
  demoLaunch: route({
    method: 'POST',
    path: '/api/site/group/venue/v1/demoLaunch',
    summary: '试玩场馆（无需登录，不涉及资金）',
    request: z.object({ venueCode: z.string().regex(/^[A-Z0-9]{2,16}$/, '场馆代码无效') }),
    response: z.object({ url: z.string() }),
  }),
  leave: route({
    method: 'POST',
    path: '/api/site/group/venue/v1/leave',
    summary: '离开场馆（开启自动转账时转回中心钱包）',
    request: venue.venueOnlyRequest,
    response: venue.leaveResult,
  }),
  gameChannels: route({
    method: 'POST',
    path: '/api/site/group/venue/v1/gameChannels',
    summary: '游戏频道入口',
    request: emptyBody,
    response: z.array(venue.gameChannel),
  }),
} as const;
