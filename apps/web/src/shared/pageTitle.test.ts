import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSafari, startTitleMarquee, TITLE_GAP } from './pageTitle';

const fakeDoc = () => ({ title: '', hidden: false }) as unknown as Document & { hidden: boolean };

describe('tab title marquee', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves a title of 15 characters still', () => {
    const doc = fakeDoc();
    startTitleMarquee('一二三四五六七八九十一二三四五', { safari: false, doc });
    vi.advanceTimersByTime(3000);
    expect(doc.title).toBe('一二三四五六七八九十一二三四五');
  });

  it('rotates a longer title one character per 300 ms', () => {
    const doc = fakeDoc();
    const title = '首页 - Courtside 体育娱乐';
    const stop = startTitleMarquee(title, { safari: false, doc });
    expect(doc.title).toBe(title);
    vi.advanceTimersByTime(299);
    expect(doc.title).toBe(title);
    vi.advanceTimersByTime(1);
    expect(doc.title).toBe(`页 - Courtside 体育娱乐${TITLE_GAP}首`);
    vi.advanceTimersByTime(300);
    expect(doc.title).toBe(` - Courtside 体育娱乐${TITLE_GAP}首页`);
    stop();
    vi.advanceTimersByTime(3000);
    expect(doc.title).toBe(` - Courtside 体育娱乐${TITLE_GAP}首页`);
  });

  it('holds a long title still when the page asks (a game in play)', () => {
    const doc = fakeDoc();
    startTitleMarquee('财神到 - Courtside 体育娱乐', { safari: false, doc, still: true });
    vi.advanceTimersByTime(3000);
    expect(doc.title).toBe('财神到 - Courtside 体育娱乐');
  });

  it('pauses while the page is hidden', () => {
    const doc = fakeDoc();
    startTitleMarquee('首页 - Courtside 体育娱乐', { safari: false, doc });
    doc.hidden = true;
    vi.advanceTimersByTime(3000);
    expect(doc.title).toBe('首页 - Courtside 体育娱乐');
    doc.hidden = false;
    vi.advanceTimersByTime(300);
    expect(doc.title.startsWith('页')).toBe(true);
  });

  it('allows 28 characters in Safari', () => {
    const doc = fakeDoc();
    const title = '首页 - Courtside 体育娱乐';
    startTitleMarquee(title, { safari: true, doc });
    vi.advanceTimersByTime(900);
    expect(doc.title).toBe(title);
  });

  it('tells Safari from Chrome', () => {
    expect(isSafari('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15')).toBe(true);
    expect(isSafari('Mozilla/5.0 (X11) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toBe(false);
    expect(isSafari('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Safari/537.36')).toBe(false);
  });
});
