import { z } from 'zod';
import { route } from '../route';
import * as support from './schemas';

/** Under the site family, beside the customer-service URL and config reads. */
const BASE = '/api/site/group/site/customerService/v1';

/** The member's side of the in-site customer-service chat. */
export const supportRoutes = {
  chat: route({
    method: 'POST',
    path: `${BASE}/chat`,
    summary: '在线客服：我的会话与最近消息',
    request: z.object({}),
    response: support.supportChat,
  }),
  send: route({
    method: 'POST',
    path: `${BASE}/send`,
    summary: '在线客服：发送消息（没有进行中的会话时开始排队）',
    request: support.supportSendRequest,
    response: support.supportMessage,
  }),
  close: route({
    method: 'POST',
    path: `${BASE}/close`,
    summary: '在线客服：结束会话',
    request: z.object({}),
    response: support.supportChat,
  }),
};
