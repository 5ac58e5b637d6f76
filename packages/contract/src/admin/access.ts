import type { RouteDef } from '../route';
import { agentAdminRoutes } from './agent';
import { anchorDeskRoutes } from './anchor';
import { chatAdminRoutes } from './chat';
import { contentAdminRoutes, gameAdminRoutes } from './content';
import { exchangeAdminRoutes } from './exchange';
import { feedbackAdminRoutes } from './feedback';
import { giftAdminRoutes } from './gift';
import { inviteAdminRoutes } from './invite';
import { lotteryAdminRoutes } from './lottery';
import { member360Routes as m } from './member360';
import { messageAdminRoutes } from './message';
import { newsAdminRoutes } from './news';
import { opsAdminRoutes as o } from './ops';
import { promoAdminRoutes } from './promo';
import { quizAdminRoutes } from './quiz';
import { rgAdminRoutes } from './rg';
import { adminRoutes } from './routes';
import type { AdminRole } from './schemas';
import { sitePageAdminRoutes } from './site-pages';
import { sponsorAdminRoutes } from './sponsor';
import { sportsbookDeskRoutes } from './sportsbook';
import { supportAdminRoutes } from './support';
import { trackAdminRoutes } from './track';
import { voteAdminRoutes } from './vote';
import { wheelAdminRoutes } from './wheel';

/**
 * Who may call each back-office route, and whether it changes anything. One table for both sides:
 * the server's guard refuses a caller whose roles are not listed (super may call everything), and
 * the console shows a menu or a button only when the signed-in operator may call what it calls.
 * `session` routes need any signed-in operator (their own session, second factor, who am I).
 * A write of a cookie session must carry the session's CSRF token.
 */
export interface RouteAccess {
  roles: readonly AdminRole[] | 'session';
  write: boolean;
}

const read = (...roles: AdminRole[]): RouteAccess => ({ roles, write: false });
const write = (...roles: AdminRole[]): RouteAccess => ({ roles, write: true });

const a = adminRoutes;
const c = chatAdminRoutes;
const g = giftAdminRoutes;
const d = sportsbookDeskRoutes;
const l = anchorDeskRoutes;
const s = supportAdminRoutes;
const p = promoAdminRoutes;
const everyone: AdminRole[] = ['manager', 'cashier', 'trader', 'moderator', 'support', 'compliance'];

const table: [RouteDef, RouteAccess][] = [
  [a.logout, { roles: 'session', write: true }],
  [a.me, { roles: 'session', write: false }],
  [a.totpSetup, { roles: 'session', write: true }],
  [a.totpEnable, { roles: 'session', write: true }],
  [a.totpDisable, { roles: 'session', write: true }],
  [a.adminList, read('super')],
  [a.adminCreate, write('super')],
  [a.adminRoles, write('super')],
  [a.adminDisable, write('super')],
  [a.adminEnable, write('super')],

  [a.dashboard, read(...everyone)],
  [a.revenue, read('manager', 'cashier', 'compliance')],
  // Money at stake: the money desks and the trader's; the exposure per outcome is the trader's own figure.
  [a.openBets, read('manager', 'cashier', 'trader', 'compliance')],
  [a.liabilityTop, read('trader', 'manager')],
  [a.liveRooms, read('manager', 'moderator')],
  [a.memberSearch, read(...everyone)],
  [a.memberDetail, read('manager', 'cashier', 'support', 'compliance')],
  // The 360 view's tabs: the desks that see the profile see the member's play; KYC (what the member
  // submitted for verification) is for those who check identities, not the money desk.
  [m.kyc, read('manager', 'support', 'compliance')],
  [m.bets, read('manager', 'cashier', 'support', 'compliance')],
  [m.rounds, read('manager', 'cashier', 'support', 'compliance')],
  [m.gifts, read('manager', 'cashier', 'support', 'compliance')],
  [m.notes, read('manager', 'cashier', 'support', 'compliance')],
  [m.noteAdd, write('manager', 'support', 'compliance')],
  [a.memberStatus, write('manager', 'compliance')],
  [a.accessBlock, write('manager', 'compliance')],
  [a.modifyReview, write('manager', 'support')],
  [o.modifyQueue, read('manager', 'support')],
  [o.accessBlocks, read('manager', 'compliance')],

  [a.deposits, read('cashier', 'support', 'compliance')],
  [a.withdrawals, read('cashier', 'support', 'compliance')],
  [a.depositDecide, write('cashier')],
  [a.withdrawDecide, write('cashier')],
  [a.ticketReply, write('cashier', 'support')],
  [a.addressWhitelist, write('cashier')],
  [o.tickets, read('cashier', 'support')],
  [o.ticketDetail, read('cashier', 'support')],
  [o.whitelist, read('cashier')],

  [a.memberWallet, read('cashier', 'compliance')],
  [a.adjust, write('cashier')],
  [a.adjustments, read('cashier', 'manager', 'compliance')],
  [a.adjustDecide, write('cashier', 'manager')],
  [a.pendingTransfers, read('cashier')],
  [a.reconcile, write('cashier')],
  [a.ledgerCheck, read('cashier', 'manager', 'compliance')],

  [a.auditList, read('manager', 'compliance')],
  [a.deadLetters, read('manager', 'cashier')],
  [a.deadLetterReplay, write('manager', 'cashier')],

  [a.maintenance, write('manager')],
  [a.siteParam, write('manager')],
  [a.venueStatus, write('manager')],

  [contentAdminRoutes.banners, read('manager')],
  [contentAdminRoutes.bannerSave, write('manager')],
  [contentAdminRoutes.announcements, read('manager')],
  [contentAdminRoutes.announcementSave, write('manager')],
  [contentAdminRoutes.marquee, read('manager')],
  [contentAdminRoutes.marqueeSave, write('manager')],
  [contentAdminRoutes.floating, read('manager')],
  [contentAdminRoutes.floatingSave, write('manager')],
  [contentAdminRoutes.help, read('manager')],
  [contentAdminRoutes.helpSave, write('manager')],
  [contentAdminRoutes.navigation, read('manager')],
  [contentAdminRoutes.navigationSave, write('manager')],
  [contentAdminRoutes.navigationCreate, write('manager')],
  [contentAdminRoutes.helpCategorySave, write('manager')],
  [contentAdminRoutes.imageUpload, write('manager')],
  [contentAdminRoutes.remove, write('manager')],
  // Footer pages (关于我们, 隐私政策, ...) are site content: the manager's, like banners and notices.
  [sitePageAdminRoutes.sitePages, read('manager')],
  [sitePageAdminRoutes.sitePageSave, write('manager')],
  // 赞助设置 is a brand decision: the manager's.
  [sponsorAdminRoutes.sponsors, read('manager')],
  [sponsorAdminRoutes.sponsorSave, write('manager')],
  [sponsorAdminRoutes.sponsorHide, write('manager')],
  [sponsorAdminRoutes.sponsorReorder, write('manager')],
  [sponsorAdminRoutes.sponsorTeams, read('manager')],
  [gameAdminRoutes.venues, read('manager')],
  [gameAdminRoutes.venueDisplay, write('manager')],
  [gameAdminRoutes.games, read('manager')],
  [gameAdminRoutes.gameDisplay, write('manager')],

  [l.rooms, read('manager', 'moderator')],
  [l.anchors, read('manager', 'moderator')],
  [l.anchorSave, write('manager')],
  [l.roomAudience, read('manager', 'moderator')],
  [l.roomCreate, write('manager')],
  [l.roomEdit, write('manager')],
  [l.roomStatus, write('manager')],
  [l.roomRelease, write('manager')],
  [s.supportQueue, read('support', 'manager')],
  [s.supportMessages, read('support', 'manager')],
  [s.supportTake, write('support', 'manager')],
  [s.supportReply, write('support', 'manager')],
  [s.supportClose, write('support', 'manager')],

  [c.chatWords, read('moderator', 'manager')],
  [c.chatWordsChange, write('moderator', 'manager')],
  [c.chatRoomSetup, write('moderator', 'manager')],
  [c.chatRoomSwitches, write('moderator', 'manager')],
  [c.chatMute, write('moderator', 'manager')],
  [c.chatUnmute, write('moderator', 'manager')],
  [c.chatMuted, read('moderator', 'manager')],
  [c.chatDelete, write('moderator', 'manager')],

  [g.list, read('manager')],
  [g.save, write('manager')],
  [g.settings, read('manager')],
  [g.settingsSave, write('manager')],
  [g.roomSave, write('manager')],
  [g.block, write('manager', 'moderator')],

  [d.deskBets, read('trader', 'manager')],
  [d.deskMarkets, read('trader', 'manager')],
  [d.deskMarketStatus, write('trader', 'manager')],
  [d.deskVoidMarket, write('trader', 'manager')],
  [d.deskVoidBet, write('trader', 'manager')],
  [d.deskResettle, write('trader', 'manager')],
  [d.deskMemberLimits, read('trader', 'manager')],
  [d.deskSetMemberLimit, write('trader', 'manager')],
  [d.deskLiability, read('trader', 'manager')],

  [p.list, read('manager', 'cashier', 'compliance')],
  [p.save, write('manager')],
  [p.state, write('manager')],
  [p.blacklist, write('manager', 'compliance')],
  [p.grant, write('cashier', 'manager')],
  [p.forfeit, write('cashier', 'manager', 'compliance')],
  [p.memberGrants, read('cashier', 'manager', 'support', 'compliance')],
  [p.costReport, read('manager', 'cashier', 'compliance')],
  [p.vipLadder, read('manager', 'cashier', 'compliance')],
  [p.vipLadderSave, write('manager')],
  [inviteAdminRoutes.flags, read('manager', 'compliance')],
  [inviteAdminRoutes.decide, write('manager', 'compliance')],
  [wheelAdminRoutes.draws, read('manager', 'cashier', 'compliance')],
  [exchangeAdminRoutes.items, read('manager', 'cashier', 'compliance')],
  [exchangeAdminRoutes.save, write('manager')],
  [exchangeAdminRoutes.log, read('manager', 'cashier', 'compliance')],
  [quizAdminRoutes.questions, read('manager', 'cashier', 'compliance')],
  [lotteryAdminRoutes.cards, read('manager', 'cashier', 'compliance')],
  [voteAdminRoutes.log, read('manager', 'cashier', 'compliance')],

  [rgAdminRoutes.member, read('compliance', 'manager')],
  [rgAdminRoutes.imposeLimit, write('compliance', 'manager')],
  [rgAdminRoutes.imposeTimeOut, write('compliance', 'manager')],
  [rgAdminRoutes.nearLimits, read('compliance', 'manager')],

  [messageAdminRoutes.letter, write('support', 'manager')],
  [messageAdminRoutes.batch, write('manager')],
  [messageAdminRoutes.batches, read('support', 'manager')],

  [feedbackAdminRoutes.feedbackQueue, read('support', 'manager')],
  [feedbackAdminRoutes.feedbackReply, write('support', 'manager')],
  [feedbackAdminRoutes.feedbackImage, read('support', 'manager')],

  // Articles are site content: the manager who edits banners and notices writes them.
  [newsAdminRoutes.list, read('manager')],
  [newsAdminRoutes.save, write('manager')],
  [newsAdminRoutes.publish, write('manager')],
  [newsAdminRoutes.unpublish, write('manager')],

  [agentAdminRoutes.agentApplications, read('support', 'manager')],
  [agentAdminRoutes.agentApprove, write('manager')],
  [agentAdminRoutes.agentReject, write('manager')],

  [trackAdminRoutes.clickReport, read('manager')],
];

/** Downloads the console links to (GET, streamed CSV); each is guarded like the list it exports. */
export const adminExportPaths = {
  audit: '/api/admin/audit/v1/export',
} as const;

/** Route path -> who may call it. */
export const adminAccess: ReadonlyMap<string, RouteAccess> = new Map(table.map(([def, access]) => [def.path, access]));

/** The access entry of a back-office route; a route missing from the table is a programming error. */
export const accessOf = (def: Pick<RouteDef, 'path'>): RouteAccess => {
  const found = adminAccess.get(def.path);
  if (!found) throw new Error(`${def.path} has no entry in adminAccess`);
  return found;
};

/** Whether an operator with these roles may call the route (super may call everything). */
export const mayCall = (roles: readonly AdminRole[], def: Pick<RouteDef, 'path'>): boolean => {
  const { roles: allowed } = accessOf(def);
  if (allowed === 'session') return true;
  return roles.includes('super') || allowed.some((role) => roles.includes(role));
};
