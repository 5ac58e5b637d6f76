import { z } from 'zod';
import {
  chatDeleteRequest,
  chatMutedList,
  chatMuteRequest,
  chatRoomRequest,
  chatSettings,
  chatSetupRequest,
  chatSwitchesRequest,
  chatUnblockRequest,
} from '../chat/schemas';
import { route } from '../route';

/** The chat back office (operators, every change audited): the word list and any room's moderation. */
const CHAT = '/api/admin/chat/v1';

export const chatWord = z.string().trim().min(1, '敏感词不能为空').max(30, '敏感词最多30个字');
export const chatWordsResponse = z.object({ words: z.array(z.string()) });
export const chatWordsChange = z.object({
  add: z.array(chatWord).max(500).default([]),
  remove: z.array(chatWord).max(500).default([]),
});
const done = z.null();

export const chatAdminRoutes = {
  chatWords: route({
    method: 'GET',
    path: `${CHAT}/words`,
    summary: '敏感词列表',
    request: z.object({}),
    response: chatWordsResponse,
  }),
  chatWordsChange: route({
    method: 'POST',
    path: `${CHAT}/words`,
    summary: '增删敏感词',
    request: chatWordsChange,
    response: chatWordsResponse,
  }),
  chatRoomSetup: route({
    method: 'POST',
    path: `${CHAT}/setup`,
    summary: '聊天室设置（欢迎语、链接）',
    request: chatSetupRequest,
    response: chatSettings,
  }),
  chatRoomSwitches: route({
    method: 'POST',
    path: `${CHAT}/switches`,
    summary: '聊天室开关',
    request: chatSwitchesRequest,
    response: chatSettings,
  }),
  chatMute: route({
    method: 'POST',
    path: `${CHAT}/mute`,
    summary: '禁言会员',
    request: chatMuteRequest,
    response: done,
  }),
  chatUnmute: route({
    method: 'POST',
    path: `${CHAT}/unblock`,
    summary: '解除禁言',
    request: chatUnblockRequest,
    response: done,
  }),
  chatMuted: route({
    method: 'POST',
    path: `${CHAT}/muted`,
    summary: '禁言名单',
    request: chatRoomRequest,
    response: chatMutedList,
  }),
  chatDelete: route({
    method: 'POST',
    path: `${CHAT}/delete`,
    summary: '删除消息',
    request: chatDeleteRequest,
    response: done,
  }),
} as const;
