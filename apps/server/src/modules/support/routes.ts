import { supportRoutes as r } from '@courtside/contract';
import { supportAdminRoutes as a } from '@courtside/contract/admin';
import type { RouteKit } from '../../platform/http';
import type { SupportService } from './service';

/** A member may write this many lines a minute: a person typing, never a script filling the queue. */
const SEND_PER_MINUTE = 30;

/** The member's chat calls and the operator's desk (support staff and managers; adminAccess says who). */
export const registerSupportRoutes = (http: RouteKit, support: SupportService): void => {
  http.member(r.chat, (_input, member) => support.chat(member));
  http.member(r.send, (input, member) => support.send(member, input), { ratePerMinute: SEND_PER_MINUTE });
  http.member(r.close, (_input, member) => support.closeByMember(member));

  http.operator(a.supportQueue, (input, actor, call) => support.queue(actor, call.siteId, input));
  http.operator(a.supportMessages, (input, _actor, call) => support.messages(call.siteId, input));
  http.operator(a.supportTake, (input, actor, call) => support.take(actor, call.siteId, input.conversationId));
  http.operator(a.supportReply, (input, actor, call) => support.reply(actor, call.siteId, input));
  http.operator(a.supportClose, (input, actor, call) =>
    support.closeByOperator(actor, call.siteId, input.conversationId),
  );
};
