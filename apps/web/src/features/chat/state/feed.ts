import type { ChatWireMessage } from '@courtside/contract';
import {
  acceptChatMessages,
  type ChatContext,
  type ChatMessage,
  findActiveOrderPush,
  mergeWelcome,
} from '@courtside/domain';

/** What a room shows: its lines (oldest first) and the order pushes, whose newest unreverted one is pinned. */
export interface ChatFeed {
  lines: ChatWireMessage[];
  pushes: ChatWireMessage[];
}

/** The most lines a room keeps in memory; older ones are dropped (history can bring them back). */
export const FEED_MAX = 500;
const PUSHES_MAX = 50;

export const emptyFeed: ChatFeed = { lines: [], pushes: [] };

const byId = (a: ChatWireMessage, b: ChatWireMessage) => Number(a.id) - Number(b.id);

// The domain's rules take the spec's message shape; a wire message is one with a few more fields.
const asDomain = (list: readonly ChatWireMessage[]) => list as unknown as ChatMessage[];
const asWire = (list: readonly ChatMessage[]) => list as unknown as ChatWireMessage[];

/**
 * Adds messages from history or the socket (spec section 5): text, order and gift lines not seen
 * before by id, orders only from this room's venue and site; one welcome line per member, the
 * newest; order pushes and their reverts kept apart for the pinned card.
 */
export function addToFeed(feed: ChatFeed, incoming: readonly ChatWireMessage[], ctx: ChatContext): ChatFeed {
  const pushIds = new Set(feed.pushes.map((m) => m.id));
  const pushes = [
    ...feed.pushes,
    ...incoming.filter(
      (m) => (m.content.msgType === 'orderPush' || m.content.msgType === 'revertOrderPush') && !pushIds.has(m.id),
    ),
  ]
    .sort(byId)
    .slice(-PUSHES_MAX);
  let lines = [...feed.lines, ...asWire(acceptChatMessages(asDomain(feed.lines), asDomain(incoming), ctx))];
  for (const welcome of incoming.filter((m) => m.content.msgType === 'welcome')) {
    if (!lines.some((m) => m.id === welcome.id))
      lines = asWire(mergeWelcome(asDomain(lines), welcome as unknown as ChatMessage));
  }
  return { lines: lines.sort(byId).slice(-FEED_MAX), pushes };
}

/** A moderator deleted a message: it leaves the room. */
export function removeFromFeed(feed: ChatFeed, id: string): ChatFeed {
  return { lines: feed.lines.filter((m) => m.id !== id), pushes: feed.pushes.filter((m) => m.id !== id) };
}

/** The order push to pin: the newest one, unless a revert came after it. */
export function activePush(feed: ChatFeed): ChatWireMessage | null {
  return findActiveOrderPush(asDomain(feed.pushes)) as unknown as ChatWireMessage | null;
}
