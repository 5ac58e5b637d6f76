import { describe, expect, it } from 'vitest';
import { markPopupsSeen, POPUP_SEEN_KEY, popupsToShow } from './announcements';

const list = [
  { id: 1, title: '欢迎', content: '...', popup: true, publishedAt: '2026-11-01T02:00:00Z' },
  { id: 2, title: '升级', content: '...', popup: false, publishedAt: '2026-11-10T18:00:00Z' },
  { id: 3, title: '提醒', content: '...', popup: true, publishedAt: '2026-11-15T04:00:00Z' },
];

describe('popup announcements', () => {
  it('shows each popup once per session', () => {
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
  });
});
