import { Readable } from 'node:stream';
import { Errors } from '@courtside/contract';
import {
  adminExportPaths,
  adminRoutes,
  auditListRequest,
  member360Routes,
  opsAdminRoutes,
} from '@courtside/contract/admin';
import { toMinorUnits } from '@courtside/domain';
import type { FastifyRequest } from 'fastify';
import { auditScope } from '../../platform/audit';
import { fail } from '../../platform/envelope';
import type { RouteKit } from '../../platform/http';
import type { AdminAuthService } from './auth';
import type { FinanceDesk } from './finance';
import { clearSessionCookie, setSessionCookie } from './guard';
import { registerListExport } from './list-export';
import type { MemberFile } from './member360';
import type { AdminService } from './service';

export interface AdminRouteDeps {
  admin: AdminService;
  auth: AdminAuthService;
  finance: FinanceDesk;
  file: MemberFile;
  authRatePerMinute: number;
}

/** Back-office routes: who may call each is the contract's access table; the rules live in the services. */
export const registerAdminRoutes = (http: RouteKit, deps: AdminRouteDeps): void => {
  const { admin, auth, finance: desk } = deps;
  const r = adminRoutes;

  http.public(
    r.login,
    async ({ cookie, ...input }, call) => {
      const session = await auth.login(call.ip, input);
      if (!cookie) return session;
      // The console's session lives only in the HttpOnly cookie; script never sees its token.
      setSessionCookie(call.request, call.reply, session.token);
      return { ...session, token: '' };
    },
    { ratePerMinute: deps.authRatePerMinute },
  );
  http.operator(r.logout, async (_input, actor, call) => {
    await auth.logout(actor);
    clearSessionCookie(call.request, call.reply);
    return null;
  });
  http.operator(r.me, (_input, actor) => auth.me(actor));
  http.operator(r.totpSetup, (_input, actor) => auth.totpSetup(actor));
  http.operator(r.totpEnable, (input, actor) => auth.totpEnable(actor, input.code));
  http.operator(r.totpDisable, (input, actor) => auth.totpDisable(actor, input.code));

  http.operator(r.adminList, () => auth.list());
  http.operator(r.adminCreate, (input, actor) => auth.create(actor, input));
  http.operator(r.adminRoles, (input, actor) => auth.setRoles(actor, input));
  http.operator(r.adminDisable, (input, actor) => auth.disable(actor, input));
  http.operator(r.adminEnable, (input, actor) => auth.enable(actor, input));

  http.operator(r.dashboard, (_input, _actor, call) => admin.dashboard(call.siteId));
  http.operator(r.openBets, (_input, _actor, call) => admin.openBets(call.siteId));
  http.operator(r.liabilityTop, () => admin.liabilityTop());
  http.operator(r.liveRooms, (_input, _actor, call) => admin.liveRooms(call.siteId));
  http.operator(r.revenue, (_input, actor, call) => admin.revenue(actor, call.siteId));
  http.operator(r.auditList, (input) => admin.auditList(input));
  http.operator(r.maintenance, (input, actor, call) => admin.switchMaintenance(actor, call.siteId, input));
  http.operator(r.siteParam, (input, actor, call) => admin.setSiteParam(actor, call.siteId, input));
  http.operator(r.memberStatus, (input, actor, call) => admin.setMemberStatus(actor, call.siteId, input));
  http.operator(r.accessBlock, (input, actor, call) => admin.setAccessBlock(actor, call.siteId, input));
  http.operator(r.venueStatus, (input, actor, call) => admin.setVenueStatus(actor, call.siteId, input));
  http.operator(r.modifyReview, (input, actor, call) => admin.reviewModifyRequest(actor, call.siteId, input));
  http.operator(r.memberSearch, (input, _actor, call) => admin.searchMembers(call.siteId, input));
  http.operator(r.memberDetail, (input, actor, call) => admin.memberDetail(actor, call.siteId, input.memberId));
  const m = member360Routes;
  const { file } = deps;
  http.operator(m.kyc, (input, actor, call) => file.kyc(actor, call.siteId, input.memberId));
  http.operator(m.bets, (input, actor, call) => file.bets(actor, call.siteId, input));
  http.operator(m.rounds, (input, actor, call) => file.rounds(actor, call.siteId, input));
  http.operator(m.gifts, (input, actor, call) => file.gifts(actor, call.siteId, input));
  http.operator(m.notes, (input, actor, call) => file.notes(actor, call.siteId, input));
  http.operator(m.noteAdd, (input, actor, call) => file.addNote(actor, call.siteId, input));

  http.operator(r.reconcile, (_input, actor) => admin.reconcile(actor));
  http.operator(r.deposits, (input, _actor, call) => desk.deposits(call.siteId, input));
  http.operator(r.withdrawals, (input, _actor, call) => desk.withdrawals(call.siteId, input));
  http.operator(r.depositDecide, (input, actor, call) => desk.decideDeposit(actor, call.siteId, input));
  http.operator(r.withdrawDecide, (input, actor, call) => desk.decideWithdrawal(actor, call.siteId, input));
  http.operator(r.ticketReply, (input, actor, call) => desk.reply(actor, call.siteId, input));
  http.operator(r.addressWhitelist, (input, actor, call) => admin.setAddressWhitelist(actor, call.siteId, input));
  const o = opsAdminRoutes;
  http.operator(o.modifyQueue, (input, _actor, call) => admin.modifyQueue(call.siteId, input));
  http.operator(o.accessBlocks, (input, _actor, call) => admin.accessBlocks(call.siteId, input));
  http.operator(o.tickets, (input, _actor, call) => desk.tickets(call.siteId, input));
  http.operator(o.ticketDetail, (input, _actor, call) => desk.ticketDetail(call.siteId, input.orderNo));
  http.operator(o.whitelist, (input, _actor, call) => admin.whitelist(call.siteId, input));
  http.operator(r.adjust, (input, actor, call) =>
    admin.adjust(actor, call.siteId, { ...input, amount: toMinorUnits(input.amount) }),
  );
  http.operator(r.adjustments, (input, _actor, call) => admin.adjustments(call.siteId, input));
  http.operator(r.adjustDecide, (input, actor, call) => admin.decideAdjustment(actor, call.siteId, input));
  http.operator(r.ledgerCheck, (_input, actor) => admin.ledgerCheck(actor));
  http.operator(r.memberWallet, (input, actor, call) => admin.memberWallet(actor, call.siteId, input));
  http.operator(r.deadLetters, (input) => admin.deadLetters(input));
  http.operator(r.deadLetterReplay, (input, actor) => admin.replayDeadLetter(actor, input.id));
  http.operator(r.pendingTransfers, (input, actor, call) => admin.pendingTransfers(actor, call.siteId, input));

  registerAuditExport(http, admin);
  registerListExport(http, admin);
};

/** The query string's filters, read by the list's own schema (paging fields are ignored). */
const exportFilter = (request: FastifyRequest) => auditListRequest.safeParse(request.query ?? {});

/**
 * The audit log as a CSV download (GET, so a plain link works with the console's cookie): streamed
 * batch by batch, never held whole. Guarded like the list.
 */
const registerAuditExport = (http: RouteKit, admin: AdminService): void => {
  http.app.get(
    adminExportPaths.audit,
    { schema: { hide: true }, onRequest: http.operatorGuard(adminRoutes.auditList) },
    async (request, reply) => {
      const parsed = exportFilter(request);
      if (!parsed.success) {
        const msg = parsed.error.issues[0]?.message ?? Errors.invalidParameter.msg;
        return reply.status(400).send(fail(Errors.invalidParameter.code, msg));
      }
      const { page: _page, pageSize: _size, order, ...filter } = parsed.data;
      const day = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .header('cache-control', 'no-store');
      const lines = await auditScope.run({ ip: request.ip }, () => admin.auditCsv(request.operator!, filter, order));
      return reply.send(Readable.from(lines));
    },
  );
};
