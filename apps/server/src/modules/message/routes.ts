import { messageRoutes as r } from '@courtside/contract';
import { messageAdminRoutes as a } from '@courtside/contract/admin';
import type { RouteKit } from '../../platform/http';
import type { MessageService } from './service';

/** A member may answer letters this often a minute: a person typing, not a script. */
const REPLY_PER_MINUTE = 20;

/** The member's message centre and the operator's letters and notice batches. */
export const registerMessageRoutes = (http: RouteKit, messages: MessageService): void => {
  http.member(r.list, (input, member) => messages.list(member, input));
  http.member(r.read, (input, member) => messages.read(member, input.id));
  http.member(r.delete, (input, member) => messages.remove(member, input.id));
  http.member(r.sticky, (input, member) => messages.sticky(member, input));
  http.member(r.readAll, (input, member) => messages.readAll(member, input));
  http.member(r.deleteAll, (input, member) => messages.deleteAll(member, input));
  http.member(r.unreadCount, (_input, member) => messages.unread(member.memberId));
  http.member(r.reply, (input, member) => messages.reply(member, input), { ratePerMinute: REPLY_PER_MINUTE });

  http.operator(a.letter, (input, actor, call) => messages.letter(actor, call.siteId, input));
  http.operator(a.batch, (input, actor, call) => messages.batch(actor, call.siteId, input));
  http.operator(a.batches, (input, _actor, call) => messages.batches(call.siteId, input));
};
