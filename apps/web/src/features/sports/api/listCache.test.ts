import { afterEach, describe, expect, it } from 'vitest';
import { keepList, keptList } from './listCache';
import { matchListBody, sportsView } from './listRequest';

const NOW = Date.UTC(2026, 10, 27, 10, 0);
const key = (page: number) => ['sports', 'list', 'football', 'live', '', page] as const;

describe('the sports lists kept in this browser', () => {
  afterEach(() => localStorage.clear());

  it('shows a kept list on the next visit, with the time it was read', () => {
    keepList(key(1), { items: [{ id: 7 }], total: 1 }, NOW);
    expect(keptList(key(1), NOW + 60_000)).toEqual({ data: { items: [{ id: 7 }], total: 1 }, at: NOW });
    expect(keptList(key(2), NOW + 60_000)).toBeNull();
  });

  it('drops a list older than half an hour, and keeps the newest six', () => {
    keepList(key(1), { items: [] }, NOW);
    expect(keptList(key(1), NOW + 31 * 60_000)).toBeNull();
    for (let page = 1; page <= 8; page++) keepList(key(page), { page }, NOW + page);
    expect(keptList(key(1), NOW + 10)).toBeNull();
    expect(keptList(key(2), NOW + 10)).toBeNull();
    expect(keptList(key(3), NOW + 10)?.data).toEqual({ page: 3 });
    expect(keptList(key(8), NOW + 10)?.data).toEqual({ page: 8 });
  });

  it('survives storage it cannot read', () => {
    localStorage.setItem('cs-sports-lists', '{not json');
    expect(keptList(key(1), NOW)).toBeNull();
    keepList(key(1), { ok: true }, NOW);
    expect(keptList(key(1), NOW)?.data).toEqual({ ok: true });
  });
});

describe('the sports list request from its address', () => {
  it('is the same bytes for the boot script and the page, whatever the address says', () => {
    const view = sportsView(new URLSearchParams('sport=basketball&filter=anchor&league=12&page=2'));
    expect(JSON.stringify(matchListBody(view))).toBe(
      '{"sport":"basketball","filter":"live","leagueIds":[12],"page":2,"pageSize":50}',
    );
    const fallback = sportsView(new URLSearchParams('sport=tennis&filter=x&page=-3'));
    expect(matchListBody(fallback)).toEqual({
      sport: 'football',
      filter: 'live',
      leagueIds: [],
      page: 1,
      pageSize: 50,
    });
  });
});
