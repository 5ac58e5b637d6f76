import { chatRoutes } from '@courtside/contract';
import { chatAdminRoutes } from '@courtside/contract/admin';
import type { RouteKit } from '../../platform/http';
import type { ChatDesk } from './desk';
import type { ChatService } from './service';

/**
 * The spec's chat-room calls: reads under `anonymous` (and the same under `web` and `app` for
 * members), writes under `web` and `app`; and the operator's calls.
 */
export const registerChatRoutes = (http: RouteKit, chat: ChatService, desk: ChatDesk): void => {
  for (const r of [chatRoutes.anonymous, chatRoutes.web, chatRoutes.app]) {
    http.public(r.baseParams, async () => chat.baseParams());
    http.visitor(r.connector, (input, member, call) => chat.connector(call.siteId, input.room, member));
    http.visitor(r.detail, (input, member, call) => chat.detail(call.siteId, input.room, member));
    http.public(r.history, (input, call) => chat.history(call.siteId, input));
    http.public(r.greeting, (input, call) => chat.greeting(call.siteId, input.room));
    http.public(r.status, (input, call) => chat.status(call.siteId, input));
  }
  for (const r of [chatRoutes.web, chatRoutes.app]) {
    const as = (auth: Parameters<ChatService['send']>[0]) => ({ kind: 'member' as const, auth });
    http.member(r.send, (input, member) => chat.send(member, input));
    http.member(r.offline, (input, member) => chat.offline(member, input));
    http.member(r.setup, (input, member) =>
      chat.changeSettings(as(member), input.room, { greeting: input.greeting, allowLinks: input.allowLinks }),
    );
    http.member(r.switches, ({ room, ...patch }, member) => chat.changeSettings(as(member), room, patch));
    http.member(r.mute, (input, member) => chat.mute(as(member), input));
    http.member(r.unblock, (input, member) => chat.unblock(as(member), input));
    http.member(r.muted, (input, member) => chat.muted(as(member), input.room));
    http.member(r.remove, (input, member) => chat.remove(as(member), input));
    http.member(r.appoint, (input, member) => chat.appoint(member, input));
    http.member(r.orderPush, (input, member) => chat.orderPush(member, input));
    http.member(r.revertOrderPush, (input, member) => chat.revertOrderPush(member, input));
  }

  const a = chatAdminRoutes;
  http.operator(a.chatWords, (_input, _actor, call) => desk.words(call.siteId));
  http.operator(a.chatWordsChange, (input, actor, call) => desk.changeWords(actor, call.siteId, input));
  http.operator(a.chatRoomSetup, ({ room, ...patch }, actor, call) => desk.settings(actor, call.siteId, room, patch));
  http.operator(a.chatRoomSwitches, ({ room, ...patch }, actor, call) =>
    desk.settings(actor, call.siteId, room, patch),
  );
  http.operator(a.chatMute, (input, actor, call) => desk.mute(actor, call.siteId, input));
  http.operator(a.chatUnmute, (input, actor, call) => desk.unblock(actor, call.siteId, input));
  http.operator(a.chatMuted, (input, actor, call) => desk.muted(actor, call.siteId, input.room));
  http.operator(a.chatDelete, (input, actor, call) => desk.remove(actor, call.siteId, input));
};
