import type { MatchFilter, SportId } from '@courtside/contract';

/**
 * What the sports list shows, read from its address, and the match-list request that follows from it.
 * The page and the boot script (src/boot.ts, which asks for the list before the app's code has
 * arrived) both use it, so their requests are the same bytes and the page takes the early answer.
 * It imports only types, to keep the boot script tiny.
 */
export const SPORTS: readonly SportId[] = ['football', 'basketball', 'esports'];
/** The list's filters, and the 主播 tab: matches a streamer casts (spec section 3). */
export type SportsTab = MatchFilter | 'anchor';
export const SPORTS_TABS: readonly SportsTab[] = ['live', 'today', 'early', 'outright', 'anchor'];
export const LIST_PAGE_SIZE = 50;

export interface SportsView {
  sport: SportId;
  tab: SportsTab;
  leagueId: number;
  page: number;
  onlyFollowed: boolean;
}

const pick = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

export function sportsView(search: URLSearchParams): SportsView {
  return {
    sport: pick(search.get('sport'), SPORTS, 'football'),
    tab: pick(search.get('filter'), SPORTS_TABS, 'live'),
    leagueId: Number(search.get('league')) || 0,
    page: Math.max(1, Number(search.get('page')) || 1),
    onlyFollowed: search.get('followed') === '1',
  };
}

/** The 主播 tab reads the live list behind its own (the one the page would read next anyway). */
export const listFilterOf = (tab: SportsTab): MatchFilter => (tab === 'anchor' ? 'live' : tab);

/** The match-list request of a view, with its keys in the order the page sends them. */
export const matchListBody = (view: SportsView) => ({
  sport: view.sport,
  filter: listFilterOf(view.tab),
  leagueIds: view.leagueId ? [view.leagueId] : [],
  page: view.page,
  pageSize: LIST_PAGE_SIZE,
});
