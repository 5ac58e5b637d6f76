import type { ModuleParts, Platform } from '../../platform/module';
import { payloadOf, type Subscriber } from '../../platform/outbox';
import type { AccountService } from '../account';
import { paymentEvents } from '../payment';
import type { InviteService } from '../promo';
import type { SiteService } from '../site';
import { registerAgentRoutes } from './routes';
import { AgentService } from './service';

export { AgentService } from './service';

/**
 * Agents (代理, issue 32): applications from /app/join, the operator's approval, the members who
 * register with an agent's code (r_code), and the agent's counts, turnover and commission estimate.
 */
export const createAgentModule = (
  platform: Platform,
  deps: { site: SiteService; account: AccountService; invites: InviteService },
) => {
  const agents = new AgentService({
    db: platform.db,
    clock: platform.clock,
    params: (siteId, keys) => deps.site.paramValues(siteId, keys),
    member: (memberId, db) => deps.account.member(memberId, db),
    memberIdByName: async (siteId, name) => {
      const found = await deps.account.searchMembers(siteId, { keyword: name, page: 1, pageSize: 50 });
      return found.items.find((m) => m.name.toLowerCase() === name.toLowerCase())?.id ?? null;
    },
    memberNames: (ids) => deps.account.memberNames(ids),
    turnover: (ids, fromDay, toDay) => deps.invites.validTurnoverByMember(ids, fromDay, toDay),
  });
  // A member who registers with an agent's code is recorded in the registration's own transaction.
  deps.account.onRegistered((siteId) => agents.onRegistering(siteId));
  const deposits: Subscriber = {
    name: 'agent.deposits',
    kind: 'effect',
    topics: [paymentEvents.depositCredited],
    handle: async (event, tx) => {
      await agents.onDeposit(tx, payloadOf(paymentEvents.depositCredited, event).memberId);
    },
  };
  const parts: ModuleParts = {
    name: 'agent',
    routes: (http) => registerAgentRoutes(http, agents),
    subscribers: () => [deposits],
  };
  return { parts, agents };
};
