import type { ChatWireMessage } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { activePush, addToFeed, emptyFeed, FEED_MAX, removeFromFeed } from './feed';

const ctx = { venueName: 'YB', siteId: 5000 };
const msg = (
  id: number,
  msgType: ChatWireMessage['content']['msgType'],
  data: unknown = 'hi',
  userId = 1,
): ChatWireMessage => ({
  id: String(id),
  room: 'a:1',
  type: msgType === 'welcome' ? 8 : 1,
  at: '2026-11-26T12:00:00.000Z',
  content: { msgType, data, level: 1, userId, username: `u${userId}` },
});

describe('the chat feed', () => {
  it('keeps each message once, whether it came by history or socket, in id order', () => {
    let feed = addToFeed(emptyFeed, [msg(3, 'text'), msg(1, 'text')], ctx);
    feed = addToFeed(feed, [msg(3, 'text'), msg(2, 'gift', { giftName: '火箭' })], ctx);
    expect(feed.lines.map((m) => m.id)).toEqual(['1', '2', '3']);
  });

  it('drops orders from another venue or site, and keeps one welcome per member, the newest', () => {
    const feed = addToFeed(
      emptyFeed,
      [
        msg(1, 'order', { venueName: 'YB', siteId: 5000 }),
        msg(2, 'order', { venueName: 'IM', siteId: 5000 }),
        msg(3, 'welcome', '欢迎', 7),
        msg(4, 'welcome', '欢迎', 7),
        msg(5, 'welcome', '欢迎', 8),
      ],
      ctx,
    );
    expect(feed.lines.map((m) => m.id)).toEqual(['1', '4', '5']);
  });

  it('pins the newest order push until a revert comes after it', () => {
    let feed = addToFeed(emptyFeed, [msg(1, 'orderPush', { id: 'p1' }), msg(2, 'orderPush', { id: 'p2' })], ctx);
    expect(activePush(feed)?.id).toBe('2');
    feed = addToFeed(feed, [msg(3, 'revertOrderPush', { id: '2' })], ctx);
    expect(activePush(feed)).toBeNull();
    expect(feed.lines).toEqual([]);
  });

  it('forgets a deleted message and holds at most FEED_MAX lines', () => {
    const many = Array.from({ length: FEED_MAX + 20 }, (_, i) => msg(i + 1, 'text'));
    const feed = removeFromFeed(addToFeed(emptyFeed, many, ctx), String(FEED_MAX + 20));
    expect(feed.lines).toHaveLength(FEED_MAX - 1);
    expect(feed.lines[0]?.id).toBe('21');
  });
});
