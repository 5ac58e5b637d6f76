import { describe, expect, it } from 'vitest';
import { markPopupsSeen, POPUP_SEEN_KEY, popupsToShow } from './announcements';

const list = [
  { id: 1, title: '欢迎', content: '...', popup: true, publishedAt: '2026-11-01T02:00:00Z' },
  { id: 2, title: '升级', content: '...', popup: false, publishedAt: '2026-11-10T18:00:00Z' },
  { id: 3, title: '提醒', content: '...', popup: true, publishedAt: '2026-11-15T04:00:00Z' },
];

describe('popup announcements', () => {
  it('shows each popup once, and only a new notice after that', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(popupsToShow(list, storage).map((a) => a.id)).toEqual([1, 3]);
    markPopupsSeen([list[0]!], storage);
    expect(store.get(POPUP_SEEN_KEY)).toBe('1');
    expect(popupsToShow(list, storage).map((a) => a.id)).toEqual([3]);
    markPopupsSeen([list[2]!], storage);
    expect(popupsToShow(list, storage)).toEqual([]);
    // A later visit with one notice published since: that one alone pops up.
    const later = [
      ...list,
      { id: 4, title: '新公告', content: '...', popup: true, publishedAt: '2026-11-20T04:00:00Z' },
    ];
    expect(popupsToShow(later, storage).map((a) => a.id)).toEqual([4]);
  });

  it('reads the ids seen from localStorage by default, so a new visit does not pop them up again', () => {
    localStorage.removeItem(POPUP_SEEN_KEY);
    markPopupsSeen([list[0]!]);
    expect(localStorage.getItem(POPUP_SEEN_KEY)).toBe('1');
    expect(popupsToShow(list).map((a) => a.id)).toEqual([3]);
    localStorage.removeItem(POPUP_SEEN_KEY);
  });
});
