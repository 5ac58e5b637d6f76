import { adminRoutes } from '@courtside/contract/admin';
import { toMinorUnits } from '@courtside/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mount } from '../../platform/http';
import { siteIdOf } from '../../platform/site-context';
import type { AdminAuthService } from './auth';
import type { FinanceDesk } from './finance';
import { adminGuards, adminOf } from './guard';
import type { AdminService } from './service';

export interface AdminRouteDeps {
  admin: AdminService;
  auth: AdminAuthService;
  finance: FinanceDesk;
  /** The env service token; unset, only operator sessions get in. */
  adminToken: string | undefined;
  defaultSiteId: number;
  authRatePerMinute: number;
}

/** Back-office routes: each names the roles that may call it; the rules live in the services. */
export const registerAdminRoutes = (app: FastifyInstance, deps: AdminRouteDeps): void => {
  const { admin, auth, finance: desk } = deps;
  const { requireRole, requireSession } = adminGuards(auth, deps.adminToken);
  const site = (request: FastifyRequest) => siteIdOf(request, deps.defaultSiteId);
  const operator = { guard: requireRole('operator') };
  const finance = { guard: requireRole('finance') };
  const staff = { guard: requireRole('operator', 'finance') };
  const superOnly = { guard: requireRole('super') };
  const r = adminRoutes;

  mount(app, 'admin', r.login, (input, request) => auth.login(request.ip, input), {
    ratePerMinute: deps.authRatePerMinute,
  });
  mount(app, 'admin', r.logout, (_input, request) => auth.logout(adminOf(request)), { guard: requireSession });
  mount(app, 'admin', r.me, (_input, request) => auth.me(adminOf(request)), { guard: requireSession });

  mount(app, 'admin', r.adminList, () => auth.list(), superOnly);
  mount(app, 'admin', r.adminCreate, (input, request) => auth.create(adminOf(request), input), superOnly);
  mount(app, 'admin', r.adminRoles, (input, request) => auth.setRoles(adminOf(request), input), superOnly);
  mount(app, 'admin', r.adminDisable, (input, request) => auth.disable(adminOf(request), input), superOnly);

  mount(
    app,
    'admin',
    r.maintenance,
    (input, request) => admin.switchMaintenance(adminOf(request), site(request), input),
    operator,
  );
  mount(
    app,
    'admin',
    r.siteParam,
    (input, request) => admin.setSiteParam(adminOf(request), site(request), input),
    operator,
  );
  mount(
    app,
    'admin',
    r.memberStatus,
    (input, request) => admin.setMemberStatus(adminOf(request), site(request), input),
    operator,
  );
  mount(
    app,
    'admin',
    r.accessBlock,
    (input, request) => admin.setAccessBlock(adminOf(request), site(request), input),
    operator,
  );
  mount(
    app,
    'admin',
    r.venueStatus,
    (input, request) => admin.setVenueStatus(adminOf(request), site(request), input),
    operator,
  );
  mount(
    app,
    'admin',
    r.modifyReview,
    (input, request) => admin.reviewModifyRequest(adminOf(request), site(request), input),
    operator,
  );
  mount(app, 'admin', r.memberSearch, (input, request) => admin.searchMembers(site(request), input), staff);

  mount(app, 'admin', r.reconcile, (_input, request) => admin.reconcile(adminOf(request)), finance);
  mount(app, 'admin', r.deposits, (input, request) => desk.deposits(site(request), input), finance);
  mount(app, 'admin', r.withdrawals, (input, request) => desk.withdrawals(site(request), input), finance);
  mount(
    app,
    'admin',
    r.depositDecide,
    (input, request) => desk.decideDeposit(adminOf(request), site(request), input),
    finance,
  );
  mount(
    app,
    'admin',
    r.withdrawDecide,
    (input, request) => desk.decideWithdrawal(adminOf(request), site(request), input),
    finance,
  );
  mount(app, 'admin', r.ticketReply, (input, request) => desk.reply(adminOf(request), site(request), input), finance);
  mount(
    app,
    'admin',
    r.addressWhitelist,
    (input, request) => admin.setAddressWhitelist(adminOf(request), site(request), input),
    finance,
  );
  mount(
    app,
    'admin',
    r.adjust,
    (input, request) => admin.adjust(adminOf(request), site(request), { ...input, amount: toMinorUnits(input.amount) }),
    finance,
  );
  mount(
    app,
    'admin',
    r.memberWallet,
    (input, request) => admin.memberWallet(adminOf(request), site(request), input),
    finance,
  );
  mount(
    app,
    'admin',
    r.pendingTransfers,
    (input, request) => admin.pendingTransfers(adminOf(request), site(request), input),
    finance,
  );
};
