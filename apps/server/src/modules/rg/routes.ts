import { rgRoutes } from '@courtside/contract';
import { rgAdminRoutes } from '@courtside/contract/admin';
import type { RouteKit } from '../../platform/http';
import type { RgService } from './service';

/** Safer gambling; every route is the member's own and stays open in a withdraw-only session. */
export const registerRgRoutes = (http: RouteKit, rg: RgService): void => {
  const r = rgRoutes;
  http.member(r.state, (_i, member) => rg.state(member));
  http.member(r.setLimit, (input, member) => rg.setLimit(member, input));
  http.member(r.confirmLimit, (input, member) => rg.confirmLimit(member, input));
  http.member(r.answerLimitPrompt, (input, member) => rg.answerLimitPrompt(member, input));
  http.member(r.timeOut, (input, member) => rg.timeOut(member, input));
  http.member(r.selfExclude, (input, member) => rg.selfExclude(member, input));
  http.member(r.session, (_i, member) => rg.session(member));
  http.member(r.setRealityCheck, (input, member) => rg.setRealityCheck(member, input));
  http.member(r.ackRealityCheck, (_i, member) => rg.ackRealityCheck(member));
  http.operator(rgAdminRoutes.member, (input, actor, call) => rg.memberAdmin(actor, call.siteId, input.memberId));
  http.operator(rgAdminRoutes.imposeLimit, (input, actor, call) => rg.imposeLimit(actor, call.siteId, input));
  http.operator(rgAdminRoutes.imposeTimeOut, (input, actor, call) => rg.imposeTimeOut(actor, call.siteId, input));
  http.operator(rgAdminRoutes.nearLimits, (input, actor, call) => rg.nearLimits(actor, call.siteId, input));
};
