import { z } from 'zod';
import { launchResult } from '../venue/schemas';
import * as egame from './schemas';

/** The egame calls of the spec: lists, hot, brands, collection, recently played, launch and records. */
export const egameRoutes = {
  list: route('/list', '电子游戏列表（按场馆、品牌、分类、搜索，分页）', egame.gameListRequest, egame.gameList),
  hot: route('/hot', '热门游戏', egame.venuesFilter, z.array(egame.gameItem)),
  brands: route('/brands', '游戏品牌', egame.venuesFilter, z.array(egame.gameBrand)),
  categories: route('/categories', '有游戏的分类', egame.venuesFilter, z.array(egame.categoryCount)),
  collectionList: route('/collection/list', '我的收藏', egame.venuesFilter, z.array(egame.gameItem)),
  collectionAdd: route('/collection/add', '收藏游戏', egame.gameRef, z.object({ favourite: z.boolean() })),
  collectionRemove: route('/collection/remove', '取消收藏', egame.gameRef, z.object({ favourite: z.boolean() })),
  recent: route('/recent', '最近玩过', egame.venuesFilter, z.array(egame.gameItem)),
  demoLaunch: route('/demoLaunch', '试玩游戏（无需登录，不涉及资金）', egame.gameRef, z.object({ url: z.string() })),
  launch: route('/launch', '进入游戏（开启自动转账时先转入中心钱包余额）', egame.gameLaunchRequest, launchResult),
  records: route('/records', '游戏记录', egame.gameRecordsRequest, egame.gameRecords),
} as const;

function route<Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  summary: string,
  request: Req,
  response: Res,
) {
  return { method: 'POST' as const, path: `/api/site/group/egame/v1${path}`, summary, request, response };
}
