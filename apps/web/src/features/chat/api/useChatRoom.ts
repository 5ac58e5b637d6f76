import type { ChatDetail, ChatRoomRef, ChatWireMessage, GiftPushData } from '@courtside/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, session } from '../../../api/client';
import { useSession } from '../../../shared/sessionStore';
import { activePush, addToFeed, type ChatFeed, emptyFeed, removeFromFeed } from '../state/feed';

/** A gift push as the room hands it to whoever animates gifts. */
export interface GiftPush extends GiftPushData {
  messageId: string;
  userId: number | null;
  username: string | null;
}
export type GiftPushListener = (push: GiftPush) => void;

export const chatKeys = {
  all: ['chat'] as const,
  detail: (room: ChatRoomRef, loggedIn: boolean) => ['chat', 'detail', room.kind, room.id, loggedIn] as const,
};

const HISTORY_PAGE = 30;
/** How many live line ids a room remembers to hand each line on once (the feed keeps fewer lines). */
const HEARD_MAX = 1_000;

export interface ChatRoom {
  room: ChatRoomRef;
  detail: ChatDetail | undefined;
  feed: ChatFeed;
  /** The anchor's pinned order push, if any. */
  push: ChatWireMessage | null;
  hasOlder: boolean;
  loadOlder(): Promise<void>;
  send(text: string): Promise<boolean>;
  share(betId: number): Promise<boolean>;
  /** Live lines as they arrive (not history), for the danmaku over the video. */
  subscribe(listener: (message: ChatWireMessage) => void): () => void;
  refreshDetail(): void;
}

const giftOf = (message: ChatWireMessage): GiftPush | null => {
  if (message.content.msgType !== 'gift' || typeof message.content.data !== 'object' || message.content.data === null) {
    return null;
  }
  return {
    ...(message.content.data as GiftPushData),
    messageId: message.id,
    userId: message.content.userId,
    username: message.content.username,
  };
};

/**
 * One chat room: its detail and my permissions, the first page of history, then the `/chat` socket's
 * messages, merged by id (spec section 5). Members speak over HTTP; the message comes back by the
 * socket like everyone's and is shown once. `onGiftPush` hears each gift push that arrives live.
 */
export function useChatRoom(ref: ChatRoomRef, options: { onGiftPush?: GiftPushListener } = {}): ChatRoom {
  // Pages build the reference anew at each render; the room is the same while its kind and id are.
  const room = useMemo<ChatRoomRef>(() => ({ kind: ref.kind, id: ref.id }), [ref.kind, ref.id]);
  const loggedIn = useSession((s) => s.loggedIn);
  const client = useQueryClient();
  // Spec section 6: a signed-in member reads on the web path, a visitor on the anonymous one.
  const reads = loggedIn ? api.chatWeb : api.chatAnonymous;
  const detail = useQuery({
    queryKey: chatKeys.detail(room, loggedIn),
    queryFn: () => reads.detail({ room }),
    enabled: Number.isSafeInteger(room.id) && room.id > 0,
  });
  const ctx = useMemo(
    () => (detail.data ? { venueName: detail.data.venueName, siteId: detail.data.siteId } : null),
    [detail.data],
  );
  const [feed, setFeed] = useState<ChatFeed>(emptyFeed);
  const [cursor, setCursor] = useState<string | null>(null);
  const listeners = useRef(new Set<(message: ChatWireMessage) => void>());
  const onGift = useRef(options.onGiftPush);
  onGift.current = options.onGiftPush;

  const readLatest = useCallback(async () => {
    if (!ctx) return;
    const page = await reads.history({ room, limit: HISTORY_PAGE });
    setFeed((current) => addToFeed(current, page.list, ctx));
    setCursor((current) => current ?? page.nextCursor);
  }, [room, ctx, reads]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another room starts from an empty feed
  useEffect(() => {
    setFeed(emptyFeed);
    setCursor(null);
  }, [room]);

  useEffect(() => {
    if (!ctx) return;
    let closed = false;
    let close = () => {};
    void readLatest();
    void Promise.all([import('socket.io-client'), import('@courtside/contract')]).then(([{ io }, contract]) => {
      if (closed) return;
      const token = session.getToken();
      const socket = io(`${window.location.origin}${contract.CHAT_NAMESPACE}`, {
        auth: token ? { token } : {},
        transports: ['websocket', 'polling'],
      });
      let connects = 0;
      // A line can come twice (a reconnect's overlap, the server telling a gift again): the feed
      // merges by id, and the danmaku and the gift animation hear each id once too.
      const heard = new Set<string>();
      socket.on('connect', () => {
        socket.emit(contract.chatEvents.join, { room });
        // After a reconnect, what was said meanwhile comes from history; the ids keep it once.
        if (connects++ > 0) void readLatest();
      });
      socket.on(contract.chatEvents.message, (payload: unknown) => {
        const parsed = contract.chatWireMessage.safeParse(payload);
        if (!parsed.success) return;
        const message = parsed.data;
        if (heard.has(message.id)) return;
        heard.add(message.id);
        if (heard.size > HEARD_MAX) heard.delete(heard.values().next().value as string);
        setFeed((current) => addToFeed(current, [message], ctx));
        for (const listener of listeners.current) listener(message);
        const gift = giftOf(message);
        if (gift) onGift.current?.(gift);
      });
      socket.on(contract.chatEvents.deleted, (payload: unknown) => {
        const parsed = contract.chatDeletedPush.safeParse(payload);
        if (parsed.success) setFeed((current) => removeFromFeed(current, parsed.data.id));
      });
      socket.on(contract.chatEvents.settings, () => {
        void client.invalidateQueries({ queryKey: ['chat', 'detail', room.kind, room.id] });
      });
      close = () => socket.close();
    });
    return () => {
      closed = true;
      close();
    };
  }, [room, ctx, readLatest, client]);

  const loadOlder = useCallback(async () => {
    if (!ctx || !cursor) return;
    const page = await reads.history({ room, before: cursor, limit: HISTORY_PAGE });
    setFeed((current) => addToFeed(current, page.list, ctx));
    setCursor(page.nextCursor);
  }, [room, ctx, cursor, reads]);

  const accept = useCallback(
    (message: ChatWireMessage) => {
      if (ctx) setFeed((current) => addToFeed(current, [message], ctx));
      return true;
    },
    [ctx],
  );
  const send = useCallback(
    (text: string) => api.chatWeb.send({ room, msgType: 'text', text }).then(accept, () => false),
    [room, accept],
  );
  const share = useCallback(
    (betId: number) => api.chatWeb.send({ room, msgType: 'order', betId }).then(accept, () => false),
    [room, accept],
  );
  const subscribe = useCallback((listener: (message: ChatWireMessage) => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const { data: detailData, refetch } = detail;
  // One object while nothing in it changed, so what shows the room can skip a redraw of the page around it.
  return useMemo(
    () => ({
      room,
      detail: detailData,
      feed,
      // The first history page may not reach back to the pinned push; the detail names it.
      push: activePush(feed) ?? (feed.pushes.length === 0 ? (detailData?.activeOrderPush ?? null) : null),
      hasOlder: cursor !== null,
      loadOlder,
      send,
      share,
      subscribe,
      refreshDetail: () => void refetch(),
    }),
    [room, detailData, feed, cursor, loadOlder, send, share, subscribe, refetch],
  );
}
