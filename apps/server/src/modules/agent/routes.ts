import { agentRoutes as r } from '@courtside/contract';
import { agentAdminRoutes as a } from '@courtside/contract/admin';
import type { RouteKit } from '../../platform/http';
import type { AgentService } from './service';

/**
 * Per address: visitors may apply, so a flood guard (a household or a carrier's NAT shares an
 * address); one open application per contact is the service's rule.
 */
const JOIN_PER_MINUTE = 10;

/** The spec's agent calls and the operator's 代理申请 queue (adminAccess says who may call which). */
export const registerAgentRoutes = (http: RouteKit, agents: AgentService): void => {
  http.member(r.isAgent, (_input, member) => agents.isAgent(member));
  http.public(r.contact, (_input, call) => agents.contact(call.siteId));
  http.visitor(r.joinUs, (input, member, call) => agents.join(call.siteId, member, input), {
    ratePerMinute: JOIN_PER_MINUTE,
  });
  http.member(r.summary, (_input, member) => agents.summary(member));

  http.operator(a.agentApplications, (input, _actor, call) => agents.queue(call.siteId, input));
  http.operator(a.agentApprove, (input, actor, call) => agents.approve(actor, call.siteId, input));
  http.operator(a.agentReject, (input, actor, call) => agents.reject(actor, call.siteId, input));
};
