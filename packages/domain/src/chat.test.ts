import { describe, expect, it } from 'vitest';
import type { ChatContext, ChatMessage, ChatMessageType } from './chat';
import {
  acceptChatMessages,
  CHAT_TEXT_MAX,
  chatTextProblem,
  findActiveOrderPush,
  isLowLevel,
  isMuted,
  MUTE_MINUTES,
  mergeWelcome,
  muteEndsAt,
  slowModeWaitMs,
} from './chat';

const CTX: ChatContext = { venueName: 'OBTY', siteId: 5001 };

function message(id: ChatMessage['id'], msgType: ChatMessageType, data?: unknown): ChatMessage {
  return { id, content: { msgType, data, level: 1, userId: 'u1', username: 'member' } };
}

function order(id: string, venueName: string | undefined, siteId: string | number | undefined): ChatMessage {
  return message(id, 'order', { venueName, siteId, memberName: 'member' });
}

function welcome(id: string, userId: string | number): ChatMessage {
  return { id, content: { msgType: 'welcome', userId, username: `user ${userId}` } };
}

describe('acceptChatMessages', () => {
  it('accepts text, gift and same-room order messages, in order', () => {
    const incoming = [message('1', 'text', 'hi'), message('2', 'gift', { giftId: 3 }), order('3', 'OBTY', 5001)];
    expect(acceptChatMessages([], incoming, CTX)).toEqual(incoming);
  });

  it.each(['welcome', 'orderPush', 'revertOrderPush'] as const)('drops %s messages', (msgType) => {
    expect(acceptChatMessages([], [message('1', msgType)], CTX)).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['blank', '  '],
    ['null', null],
    ['undefined', undefined],
  ])('drops a message whose id is %s', (_label, id) => {
    expect(acceptChatMessages([], [message(id, 'text', 'hi')], CTX)).toEqual([]);
  });

  it('keeps the id 0', () => {
    expect(acceptChatMessages([], [message(0, 'text', 'hi')], CTX)).toHaveLength(1);
  });

  it('drops ids already shown, comparing numbers and strings alike', () => {
    const existing = [message('1', 'text', 'old'), message(2, 'text', 'old')];
    const incoming = [message(1, 'text', 'again'), message('2', 'text', 'again'), message('3', 'text', 'new')];
    expect(acceptChatMessages(existing, incoming, CTX)).toEqual([incoming[2]]);
  });

  it('keeps the first of repeated ids within the incoming batch', () => {
    const first = message('7', 'text', 'first');
    expect(acceptChatMessages([], [first, message('7', 'text', 'second')], CTX)).toEqual([first]);
  });

  it('lets a dropped message not block a later valid one with its id', () => {
    const text = message('8', 'text', 'hi');
    expect(acceptChatMessages([], [message('8', 'welcome'), text], CTX)).toEqual([text]);
  });

  it.each([
    ['another venue', order('1', 'IMTY', 5001)],
    ['another site', order('1', 'OBTY', 5002)],
    ['no venue', order('1', undefined, 5001)],
    ['no site', order('1', 'OBTY', undefined)],
    ['no data', message('1', 'order')],
    ['text data', message('1', 'order', 'OBTY')],
  ])('drops an order from %s', (_label, msg) => {
    expect(acceptChatMessages([], [msg], CTX)).toEqual([]);
  });

  it('matches a site id given as a string', () => {
    expect(acceptChatMessages([], [order('1', 'OBTY', '5001')], CTX)).toHaveLength(1);
  });
});

describe('mergeWelcome', () => {
  it('appends a welcome from a new user', () => {
    const list = [welcome('1', 'u1')];
    expect(mergeWelcome(list, welcome('2', 'u2'))).toEqual([welcome('1', 'u1'), welcome('2', 'u2')]);
  });

  it('replaces the earlier welcome of the same user and moves it to the end', () => {
    const text = message('t', 'text', 'hi');
    const list = [welcome('1', 'u1'), text, welcome('2', 'u2')];
    expect(mergeWelcome(list, welcome('9', 'u1'))).toEqual([text, welcome('2', 'u2'), welcome('9', 'u1')]);
  });

  it('compares user ids given as numbers and strings alike', () => {
    expect(mergeWelcome([welcome('1', 42)], welcome('2', '42'))).toEqual([welcome('2', '42')]);
  });

  it('returns the list unchanged for a message that is not a welcome', () => {
    const list = [welcome('1', 'u1')];
    const merged = mergeWelcome(list, message('2', 'text', 'hi'));
    expect(merged).toEqual(list);
    expect(merged).not.toBe(list);
  });
});

describe('isLowLevel', () => {
  it.each([
    [0, true],
    [1, true],
    [4, true],
    [4.5, false],
    [5, false],
    [10, false],
    [null, true],
    [undefined, true],
  ])('%j -> %s', (level, expected) => {
    expect(isLowLevel(level)).toBe(expected);
  });
});

describe('findActiveOrderPush', () => {
  const push = (id: string): ChatMessage => message(id, 'orderPush', { orderId: id });
  const revert = message('r', 'revertOrderPush');
  const text = message('t', 'text', 'hi');

  it.each([
    ['an empty list', [], null],
    ['only text', [text], null],
    ['one push', [push('a')], 'a'],
    ['a push followed by text', [push('a'), text], 'a'],
    ['a push then a revert', [push('a'), revert], null],
    ['a revert then a push', [revert, push('b')], 'b'],
    ['two pushes', [push('a'), push('b')], 'b'],
    ['push, revert, text', [push('a'), revert, text], null],
  ])('finds %s -> %j', (_label, messages, expectedId) => {
    expect(findActiveOrderPush(messages)?.id ?? null).toBe(expectedId);
  });
});

describe('chatTextProblem', () => {
  it('accepts plain Chinese text and emoji up to 200 characters', () => {
    expect(chatTextProblem('好球！', false)).toBeNull();
    expect(chatTextProblem('😀'.repeat(CHAT_TEXT_MAX), false)).toBeNull();
  });
  it('refuses blank text and text past 200 characters', () => {
    expect(chatTextProblem('   ', false)).toBe('empty');
    expect(chatTextProblem('球'.repeat(CHAT_TEXT_MAX + 1), false)).toBe('tooLong');
  });
  it.each(['看这里 https://x.example', 'www.bet', '加我 abc.com 领红包', 'WWW.Foo.CN'])(
    'refuses the link in %s unless the room allows links',
    (text) => {
      expect(chatTextProblem(text, false)).toBe('link');
      expect(chatTextProblem(text, true)).toBeNull();
    },
  );
  it('does not take odds or scores for links', () => {
    expect(chatTextProblem('赔率 2.5，比分 1.0 领先', false)).toBeNull();
  });
});

describe('slow mode and mutes', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('makes a member wait out the rest of the slow-mode interval', () => {
    expect(slowModeWaitMs(new Date('2026-11-26T11:59:55Z'), now, 10)).toBe(5_000);
    expect(slowModeWaitMs(new Date('2026-11-26T11:59:50Z'), now, 10)).toBe(0);
    expect(slowModeWaitMs(new Date('2026-11-26T11:59:59Z'), now, 0)).toBe(0);
    expect(slowModeWaitMs(null, now, 30)).toBe(0);
  });
  it('ends a timed mute at its end and keeps an open-ended one', () => {
    const until = muteEndsAt(now, 10);
    expect(until?.toISOString()).toBe('2026-11-26T12:10:00.000Z');
    expect(isMuted({ until }, new Date('2026-11-26T12:09:59Z'))).toBe(true);
    expect(isMuted({ until }, new Date('2026-11-26T12:10:00Z'))).toBe(false);
    expect(muteEndsAt(now, 0)).toBeNull();
    expect(isMuted({ until: null }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isMuted(null, now)).toBe(false);
  });
  it('offers durations from ten minutes to a week, and until unblocked', () => {
    expect(MUTE_MINUTES).toEqual([10, 60, 1440, 10080, 0]);
  });
});
