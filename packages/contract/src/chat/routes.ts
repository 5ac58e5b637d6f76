import { z } from 'zod';
import { route } from '../route';
import * as chat from './schemas';

const BASE = '/api/game/chatroom';
const ok = z.null();

/** The visitor's reads (`anonymous`); members call the same under `web` or `app`. */
const reads = (channel: 'anonymous' | 'web' | 'app') => {
  const p = `${BASE}/${channel}/v1`;
  return {
    baseParams: route({
      method: 'GET',
      path: `${p}/baseParams`,
      summary: '聊天室基础参数',
      request: z.object({}),
      response: chat.chatBaseParams,
    }),
    connector: route({
      method: 'POST',
      path: `${p}/connector`,
      summary: '聊天室连接信息',
      request: chat.chatRoomRequest,
      response: chat.chatConnector,
    }),
    detail: route({
      method: 'POST',
      path: `${p}/detail`,
      summary: '聊天室详情与我的权限',
      request: chat.chatRoomRequest,
      response: chat.chatDetail,
    }),
    history: route({
      method: 'POST',
      path: `${p}/history`,
      summary: '历史消息（新的在前，游标分页）',
      request: chat.chatHistoryRequest,
      response: chat.chatHistoryResponse,
    }),
    greeting: route({
      method: 'POST',
      path: `${p}/greeting`,
      summary: '聊天室欢迎语',
      request: chat.chatRoomRequest,
      response: chat.chatGreeting,
    }),
    status: route({
      method: 'POST',
      path: `${p}/status`,
      summary: '聊天室状态查询（主播房间用 chatRoomNos，否则 matchIds）',
      request: chat.chatStatusRequest,
      response: chat.chatStatusResponse,
    }),
  };
};

/** A member's and a room administrator's calls, the same under `web` and `app`. */
const writes = (channel: 'web' | 'app') => {
  const p = `${BASE}/${channel}/v1`;
  return {
    send: route({
      method: 'POST',
      path: `${p}/send`,
      summary: '发送消息（文字或分享注单）',
      request: chat.chatSendRequest,
      response: chat.chatWireMessage,
    }),
    offline: route({
      method: 'POST',
      path: `${p}/offline`,
      summary: '离线消息（上次查看之后）',
      request: chat.chatOfflineRequest,
      response: chat.chatHistoryResponse,
    }),
    setup: route({
      method: 'POST',
      path: `${p}/setup`,
      summary: '聊天室设置（欢迎语、链接）',
      request: chat.chatSetupRequest,
      response: chat.chatSettings,
    }),
    switches: route({
      method: 'POST',
      path: `${p}/switches`,
      summary: '聊天室开关（聊天、礼物、慢速模式、发言等级）',
      request: chat.chatSwitchesRequest,
      response: chat.chatSettings,
    }),
    mute: route({ method: 'POST', path: `${p}/mute`, summary: '禁言', request: chat.chatMuteRequest, response: ok }),
    unblock: route({
      method: 'POST',
      path: `${p}/unblock`,
      summary: '解除禁言',
      request: chat.chatUnblockRequest,
      response: ok,
    }),
    muted: route({
      method: 'POST',
      path: `${p}/muted`,
      summary: '禁言名单',
      request: chat.chatRoomRequest,
      response: chat.chatMutedList,
    }),
    remove: route({
      method: 'POST',
      path: `${p}/delete`,
      summary: '删除消息',
      request: chat.chatDeleteRequest,
      response: ok,
    }),
    appoint: route({
      method: 'POST',
      path: `${p}/appoint`,
      summary: '任命或撤销房管（主播）',
      request: chat.chatAppointRequest,
      response: ok,
    }),
    orderPush: route({
      method: 'POST',
      path: `${p}/orderPush`,
      summary: '推单（主播推荐选项或自己的注单）',
      request: chat.chatOrderPushRequest,
      response: chat.chatWireMessage,
    }),
    revertOrderPush: route({
      method: 'POST',
      path: `${p}/revertOrderPush`,
      summary: '撤回推单',
      request: chat.chatRevertOrderPushRequest,
      response: chat.chatWireMessage,
    }),
  };
};

export const chatRoutes = {
  anonymous: reads('anonymous'),
  web: { ...reads('web'), ...writes('web') },
  app: { ...reads('app'), ...writes('app') },
} as const;
