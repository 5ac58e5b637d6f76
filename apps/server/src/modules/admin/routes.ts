import { adminRoutes } from '@courtside/contract/admin';
import { toMinorUnits } from '@courtside/domain';
import type { RouteKit } from '../../platform/http';
import type { AdminAuthService } from './auth';
import type { FinanceDesk } from './finance';
import type { AdminService } from './service';

export interface AdminRouteDeps {
  admin: AdminService;
  auth: AdminAuthService;
  finance: FinanceDesk;
  authRatePerMinute: number;
}

/** Back-office routes: each names the roles that may call it; the rules live in the services. */
export const registerAdminRoutes = (http: RouteKit, deps: AdminRouteDeps): void => {
  const { admin, auth, finance: desk } = deps;
  const operator = ['operator'] as const;
  const finance = ['finance'] as const;
  const staff = ['operator', 'finance'] as const;
  const superOnly = ['super'] as const;
  const r = adminRoutes;

  http.public(r.login, (input, call) => auth.login(call.ip, input), { ratePerMinute: deps.authRatePerMinute });
  http.operator(r.logout, 'session', (_input, actor) => auth.logout(actor));
  http.operator(r.me, 'session', (_input, actor) => auth.me(actor));

  http.operator(r.adminList, superOnly, () => auth.list());
  http.operator(r.adminCreate, superOnly, (input, actor) => auth.create(actor, input));
  http.operator(r.adminRoles, superOnly, (input, actor) => auth.setRoles(actor, input));
  http.operator(r.adminDisable, superOnly, (input, actor) => auth.disable(actor, input));

  http.operator(r.maintenance, operator, (input, actor, call) => admin.switchMaintenance(actor, call.siteId, input));
  http.operator(r.siteParam, operator, (input, actor, call) => admin.setSiteParam(actor, call.siteId, input));
  http.operator(r.memberStatus, operator, (input, actor, call) => admin.setMemberStatus(actor, call.siteId, input));
  http.operator(r.accessBlock, operator, (input, actor, call) => admin.setAccessBlock(actor, call.siteId, input));
  http.operator(r.venueStatus, operator, (input, actor, call) => admin.setVenueStatus(actor, call.siteId, input));
  http.operator(r.modifyReview, operator, (input, actor, call) => admin.reviewModifyRequest(actor, call.siteId, input));
  http.operator(r.memberSearch, staff, (input, _actor, call) => admin.searchMembers(call.siteId, input));

  http.operator(r.reconcile, finance, (_input, actor) => admin.reconcile(actor));
  http.operator(r.deposits, finance, (input, _actor, call) => desk.deposits(call.siteId, input));
  http.operator(r.withdrawals, finance, (input, _actor, call) => desk.withdrawals(call.siteId, input));
  http.operator(r.depositDecide, finance, (input, actor, call) => desk.decideDeposit(actor, call.siteId, input));
  http.operator(r.withdrawDecide, finance, (input, actor, call) => desk.decideWithdrawal(actor, call.siteId, input));
  http.operator(r.ticketReply, finance, (input, actor, call) => desk.reply(actor, call.siteId, input));
  http.operator(r.addressWhitelist, finance, (input, actor, call) =>
    admin.setAddressWhitelist(actor, call.siteId, input),
  );
  http.operator(r.adjust, finance, (input, actor, call) =>
    admin.adjust(actor, call.siteId, { ...input, amount: toMinorUnits(input.amount) }),
  );
  http.operator(r.memberWallet, finance, (input, actor, call) => admin.memberWallet(actor, call.siteId, input));
  http.operator(r.deadLetters, staff, (input) => admin.deadLetters(input));
  http.operator(r.deadLetterReplay, staff, (input, actor) => admin.replayDeadLetter(actor, input.id));
  http.operator(r.pendingTransfers, finance, (input, actor, call) => admin.pendingTransfers(actor, call.siteId, input));
};
