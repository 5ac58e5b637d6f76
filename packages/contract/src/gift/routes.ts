import { z } from 'zod';
import { emptyBody } from '../envelope';
import { route } from '../route';
import * as gift from './schemas';

const CHATROOM = '/api/game/chatroom';

/**
 * Gold coins and gifts under the spec's chat-room family (section 112): reads anyone may make sit
 * under `anonymous`, a member's own calls under `web`.
 */
export const giftRoutes = {
  catalogue: route({
    method: 'POST',
    path: `${CHATROOM}/anonymous/v1/gift/list`,
    summary: '礼物列表',
    request: emptyBody,
    response: z.array(gift.giftView),
  }),
  calibratePermissions: route({
    method: 'POST',
    path: `${CHATROOM}/web/v1/calibratePermissions`,
    summary: '校验送礼权限',
    request: gift.calibrateRequest,
    response: gift.calibrateResult,
  }),
  reward: route({
    method: 'POST',
    path: `${CHATROOM}/web/v1/anchorReward/reward`,
    summary: '送礼物',
    request: gift.rewardRequest,
    response: gift.rewardResult,
  }),
  queryReward: route({
    method: 'POST',
    path: `${CHATROOM}/web/v1/gift/queryReward`,
    summary: '我的送礼记录',
    request: gift.queryRewardRequest,
    response: gift.queryRewardResponse,
  }),
  rank: route({
    method: 'POST',
    path: `${CHATROOM}/anonymous/v1/rank`,
    summary: '直播间送礼排行',
    request: gift.rankRequest,
    response: gift.rankResponse,
  }),
  coinBalance: route({
    method: 'POST',
    path: `${CHATROOM}/web/v1/goldCoin/balance`,
    summary: '金币余额',
    request: emptyBody,
    response: gift.coinBalance,
  }),
  buyCoins: route({
    method: 'POST',
    path: `${CHATROOM}/web/v1/goldCoin/buy`,
    summary: '中心钱包购买金币',
    request: gift.buyCoinsRequest,
    response: gift.buyCoinsResult,
  }),
  anchorEarnings: route({
    method: 'POST',
    path: `${CHATROOM}/web/v1/anchorReward/earnings`,
    summary: '主播礼物收益',
    request: emptyBody,
    response: gift.anchorEarnings,
  }),
} as const;
