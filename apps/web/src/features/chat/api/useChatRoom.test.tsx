import { type ChatDetail, type ChatWireMessage, chatRoutes } from '@courtside/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, signInForTest, signOutForTest, stubApiWith } from '../../../test/helpers';
import { renderRoutes, waitFor } from '../../../test/render';
import { pushFromServer, socketHandlers } from '../../../test/socketStub';
import { type ChatRoom, useChatRoom } from './useChatRoom';

// The room's `/chat` socket: the test plays the server's pushes through the handlers the hook set.
vi.mock('socket.io-client', () => import('../../../test/socketStub'));

const ROOM = { kind: 'anchor', id: 3 } as const;

const detail = (loggedIn: boolean): ChatDetail => ({
  room: 'a:3',
  settings: { chatOn: true, giftsOn: true, slowModeSeconds: 0, minLevel: 0, allowLinks: false, greeting: '' },
  permissions: {
    loggedIn,
    canSpeak: loggedIn,
    reason: '',
    muted: false,
    mutedUntil: null,
    canModerate: false,
    isAnchor: false,
  },
  activeOrderPush: null,
  venueName: 'YB',
  siteId: 5000,
});

const line = (id: number, text: string, msgType: 'text' | 'gift' = 'text'): ChatWireMessage => ({
  id: String(id),
  room: 'a:3',
  type: msgType === 'text' ? 1 : 3,
  at: new Date(1_700_000_000_000 + id).toISOString(),
  content: {
    msgType,
    data:
      msgType === 'text'
        ? text
        : {
            recordId: id,
            giftId: 1,
            giftCode: 'G001',
            giftName: text,
            giftIcon: '/media/g.svg',
            giftIconWeb: '/media/g.svg',
            giftType: 1,
            count: 1,
            combo: 1,
          },
    level: 1,
    userId: 9,
    username: '观众',
  },
});

/** The hook's room as a page holds it, with everything it hands on recorded. */
const mount = async () => {
  const seen: { room: ChatRoom | null; live: string[]; gifts: string[] } = { room: null, live: [], gifts: [] };
  function Probe() {
    const room = useChatRoom(ROOM, { onGiftPush: (gift) => seen.gifts.push(gift.messageId) });
    seen.room = room;
    return null;
  }
  const view = await renderRoutes([{ path: '/', element: <Probe /> }]);
  await waitFor(() => expect(seen.room?.detail).toBeDefined());
  seen.room!.subscribe((message) => seen.live.push(message.id));
  return { view, seen };
};

describe('useChatRoom', () => {
  beforeEach(() => socketHandlers.clear());
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it("reads a signed-in member's history on the web path, the first page and older ones (spec section 6)", async () => {
    signInForTest();
    const fetch = stubApiWith({
      [chatRoutes.web.detail.path]: detail(true),
      [chatRoutes.web.history.path]: (body: unknown) =>
        (body as { before?: string }).before
          ? { list: [line(1, '更早')], nextCursor: null }
          : { list: [line(3, '最新'), line(2, '其次')], nextCursor: '2' },
    });
    const { view, seen } = await mount();
    await waitFor(() => expect(seen.room?.feed.lines.map((m) => m.id)).toEqual(['2', '3']));
    await act(async () => seen.room!.loadOlder());
    expect(seen.room?.feed.lines.map((m) => m.id)).toEqual(['1', '2', '3']);
    expect(bodiesSentTo(fetch, chatRoutes.web.history)).toEqual([
      { room: ROOM, limit: 30 },
      { room: ROOM, before: '2', limit: 30 },
    ]);
    expect(bodiesSentTo(fetch, chatRoutes.anonymous.history)).toEqual([]);
    await view.unmount();
  });

  it("reads a visitor's history on the anonymous path", async () => {
    const fetch = stubApiWith({
      [chatRoutes.anonymous.detail.path]: detail(false),
      [chatRoutes.anonymous.history.path]: { list: [line(5, '你好')], nextCursor: null },
    });
    const { view, seen } = await mount();
    await waitFor(() => expect(seen.room?.feed.lines.map((m) => m.id)).toEqual(['5']));
    expect(bodiesSentTo(fetch, chatRoutes.anonymous.history)).toEqual([{ room: ROOM, limit: 30 }]);
    expect(bodiesSentTo(fetch, chatRoutes.web.history)).toEqual([]);
    await view.unmount();
  });

  it('hands a line that arrives twice (a reconnect, a second join) on once: one danmaku, one gift animation', async () => {
    stubApiWith({
      [chatRoutes.anonymous.detail.path]: detail(false),
      [chatRoutes.anonymous.history.path]: { list: [], nextCursor: null },
    });
    const { view, seen } = await mount();
    for (const message of [line(7, '好球'), line(8, '火箭', 'gift'), line(7, '好球'), line(8, '火箭', 'gift')]) {
      await pushFromServer('message', message);
    }
    expect(seen.room?.feed.lines.map((m) => m.id)).toEqual(['7', '8']);
    expect(seen.live).toEqual(['7', '8']);
    expect(seen.gifts).toEqual(['8']);
    await view.unmount();
  });
});
