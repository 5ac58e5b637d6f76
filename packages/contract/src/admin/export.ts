import type { z } from 'zod';
import type { RouteDef } from '../route';
import { anchorDeskRoutes as l } from './anchor';
import { chatAdminRoutes as c } from './chat';
import { contentAdminRoutes as content, gameAdminRoutes as games } from './content';
import { exchangeAdminRoutes } from './exchange';
import { feedbackAdminRoutes as f } from './feedback';
import { giftAdminRoutes as g } from './gift';
import { inviteAdminRoutes } from './invite';
import { lotteryAdminRoutes } from './lottery';
import { member360Routes as m360 } from './member360';
import { messageAdminRoutes as m } from './message';
import { opsAdminRoutes as o } from './ops';
import { promoAdminRoutes as p } from './promo';
import { quizAdminRoutes } from './quiz';
import { rgAdminRoutes as rg } from './rg';
import { adminRoutes as a } from './routes';
import { sportsbookDeskRoutes as d } from './sportsbook';
import { supportAdminRoutes as s } from './support';
import { trackAdminRoutes } from './track';
import { wheelAdminRoutes } from './wheel';

/** The reply's fields that hold an array: where a list's rows can be. */
type ArrayField<T> = { [K in keyof T]-?: T[K] extends readonly unknown[] ? K : never }[keyof T] & string;

/**
 * One console list the CSV export may walk. The export calls the list's own route (its guard, its
 * request schema, its reply schema), page after page, so a file holds exactly what the screen shows.
 */
export interface ExportableList<R extends RouteDef = RouteDef> {
  route: R;
  /** Where the rows are in the reply: one of its array fields, or `null` when the reply is the array. */
  rows: z.output<R['response']> extends readonly unknown[] ? null : ArrayField<z.output<R['response']>>;
  /**
   * The request's page-size field (its page field is `page`): the export walks the pages at the largest
   * size the route's schema takes. Absent: one call returns the whole list.
   */
  pageSize?: 'pageSize' | 'size';
}

// Each entry is checked against its own route's types, then kept with that route (the console builds
// the route's typed request for the link).
const list = <R extends RouteDef>(entry: ExportableList<R>) => entry as unknown as ExportableList & { route: R };

/**
 * The allow-list of exportable lists, by the name the export link carries (`?list=`). Only reads are
 * here; who may export a list is who may call its route (the access table).
 */
export const adminExportLists = {
  members: list({ route: a.memberSearch, rows: 'items', pageSize: 'pageSize' }),
  deposits: list({ route: a.deposits, rows: 'items', pageSize: 'pageSize' }),
  withdrawals: list({ route: a.withdrawals, rows: 'items', pageSize: 'pageSize' }),
  adjustments: list({ route: a.adjustments, rows: 'items', pageSize: 'pageSize' }),
  pendingTransfers: list({ route: a.pendingTransfers, rows: 'items', pageSize: 'pageSize' }),
  deadLetters: list({ route: a.deadLetters, rows: 'items', pageSize: 'pageSize' }),
  operators: list({ route: a.adminList, rows: 'items' }),
  modifyRequests: list({ route: o.modifyQueue, rows: 'items', pageSize: 'pageSize' }),
  accessBlocks: list({ route: o.accessBlocks, rows: 'items', pageSize: 'pageSize' }),
  tickets: list({ route: o.tickets, rows: 'items', pageSize: 'pageSize' }),
  whitelist: list({ route: o.whitelist, rows: 'items', pageSize: 'pageSize' }),
  bets: list({ route: d.deskBets, rows: 'list', pageSize: 'pageSize' }),
  memberLimits: list({ route: d.deskMemberLimits, rows: 'list', pageSize: 'pageSize' }),
  banners: list({ route: content.banners, rows: 'items', pageSize: 'pageSize' }),
  announcements: list({ route: content.announcements, rows: 'items', pageSize: 'pageSize' }),
  marquee: list({ route: content.marquee, rows: 'items', pageSize: 'pageSize' }),
  floating: list({ route: content.floating, rows: 'items', pageSize: 'pageSize' }),
  help: list({ route: content.help, rows: 'items', pageSize: 'pageSize' }),
  navigation: list({ route: content.navigation, rows: null }),
  venues: list({ route: games.venues, rows: null }),
  games: list({ route: games.games, rows: 'items', pageSize: 'pageSize' }),
  rooms: list({ route: l.rooms, rows: 'rooms' }),
  roomAudience: list({ route: l.roomAudience, rows: 'members', pageSize: 'pageSize' }),
  supportQueue: list({ route: s.supportQueue, rows: 'list', pageSize: 'pageSize' }),
  chatWords: list({ route: c.chatWords, rows: 'words' }),
  chatMuted: list({ route: c.chatMuted, rows: 'list' }),
  gifts: list({ route: g.list, rows: null }),
  promotions: list({ route: p.list, rows: null }),
  memberGrants: list({ route: p.memberGrants, rows: 'grants' }),
  promoCost: list({ route: p.costReport, rows: 'promotions' }),
  vipLadder: list({ route: p.vipLadder, rows: 'levels' }),
  inviteFlags: list({ route: inviteAdminRoutes.flags, rows: 'items', pageSize: 'pageSize' }),
  rgNearLimits: list({ route: rg.nearLimits, rows: 'rows', pageSize: 'size' }),
  noticeBatches: list({ route: m.batches, rows: 'list', pageSize: 'pageSize' }),
  feedback: list({ route: f.feedbackQueue, rows: 'list', pageSize: 'pageSize' }),
  anchors: list({ route: l.anchors, rows: 'list', pageSize: 'pageSize' }),
  deskMarkets: list({ route: d.deskMarkets, rows: 'list', pageSize: 'pageSize' }),
  memberBets: list({ route: m360.bets, rows: 'items', pageSize: 'pageSize' }),
  memberRounds: list({ route: m360.rounds, rows: 'items', pageSize: 'pageSize' }),
  memberGifts: list({ route: m360.gifts, rows: 'items', pageSize: 'pageSize' }),
  memberNotes: list({ route: m360.notes, rows: 'items', pageSize: 'pageSize' }),
  clicks: list({ route: trackAdminRoutes.clickReport, rows: 'rows' }),
  wheelDraws: list({ route: wheelAdminRoutes.draws, rows: 'items', pageSize: 'pageSize' }),
  exchangeItems: list({ route: exchangeAdminRoutes.items, rows: null }),
  exchangeLog: list({ route: exchangeAdminRoutes.log, rows: 'items', pageSize: 'pageSize' }),
  quizQuestions: list({ route: quizAdminRoutes.questions, rows: 'items', pageSize: 'pageSize' }),
  lotteryCards: list({ route: lotteryAdminRoutes.cards, rows: 'items', pageSize: 'pageSize' }),
} satisfies Record<string, ExportableList>;

export type ExportListName = keyof typeof adminExportLists;

/** Where the console's export links point (GET, so a plain link with the cookie session downloads). */
export const ADMIN_EXPORT_PATH = '/api/admin/export/v1/csv';

/** The most rows one file holds; a longer list is cut there, and the file's last line says so. */
export const ADMIN_EXPORT_ROWS_MAX = 100_000;

/**
 * The link that downloads a list as the screen filters it: the list's name and its route's request
 * (paging aside) as JSON, so numbers, booleans and arrays reach the route's schema as the screen sends them.
 */
export const adminExportHref = <N extends ExportListName>(
  name: N,
  filter: Partial<z.input<(typeof adminExportLists)[N]['route']['request']>> = {},
): string => {
  const query = new URLSearchParams({ list: name, filter: JSON.stringify(filter) });
  return `${ADMIN_EXPORT_PATH}?${query}`;
};
