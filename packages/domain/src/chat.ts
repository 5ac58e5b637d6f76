/** The kinds of chat message (welcome is type 8 on the wire). */
export type ChatMessageType = 'text' | 'order' | 'gift' | 'welcome' | 'orderPush' | 'revertOrderPush';

/** The body of a chat message. `data` depends on msgType (text, OrderMessageData, a gift, ...). */
export interface ChatContent {
  msgType: ChatMessageType;
  data?: unknown;
  level?: number | null;
  userId?: string | number | null;
  username?: string | null;
}

/** A chat message (spec section 3). */
export interface ChatMessage {
  id?: string | number | null;
  content: ChatContent;
}

/** The data of an 'order' message (a shared bet slip). */
export interface OrderMessageData {
  venueName?: string | null;
  siteId?: string | number | null;
  siteSeries?: string | number | null;
  memberId?: string | number | null;
  memberName?: string | null;
  vipLevel?: number | null;
}

/** The room a client is in: order messages from another venue or site are not shown. */
export interface ChatContext {
  venueName: string;
  siteId: string | number;
}

const APPENDABLE_TYPES: ReadonlySet<string> = new Set<ChatMessageType>(['text', 'order', 'gift']);
const LOW_LEVEL_MAX = 4;

// Ids arrive as numbers or strings; they are compared as strings, and a blank one is no id.
function idOf(message: ChatMessage): string {
  return message.id == null ? '' : String(message.id).trim();
}

function isSameRoomOrder(data: unknown, ctx: ChatContext): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const order = data as OrderMessageData;
  return order.venueName === ctx.venueName && String(order.siteId) === String(ctx.siteId);
}

function isAppendable(message: ChatMessage, ctx: ChatContext): boolean {
  const { msgType, data } = message.content;
  if (!APPENDABLE_TYPES.has(msgType)) return false;
  return msgType !== 'order' || isSameRoomOrder(data, ctx);
}

/**
 * The incoming messages to append: only text, order and gift; no blank or repeated id (against
 * `existing` and earlier incoming); orders only from ctx's venue and site.
 */
export function acceptChatMessages(
  existing: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
  ctx: ChatContext,
): ChatMessage[] {
  const seen = new Set(existing.map(idOf));
  const accepted: ChatMessage[] = [];
  for (const message of incoming) {
    const id = idOf(message);
    if (id === '' || seen.has(id) || !isAppendable(message, ctx)) continue;
    seen.add(id);
    accepted.push(message);
  }
  return accepted;
}

/** Adds a welcome message, keeping one welcome per userId: the new one replaces the older. */
export function mergeWelcome(list: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  // The newest greeting is the one to show, so the older one is removed and the new one goes to the
  // end. A message that is not a welcome is not this function's business: the list comes back as is.
  // Welcomes without a userId share the key '', so they too collapse to one.
  if (message.content.msgType !== 'welcome') return [...list];
  const userId = String(message.content.userId ?? '');
  const others = list.filter(
    (item) => item.content.msgType !== 'welcome' || String(item.content.userId ?? '') !== userId,
  );
  return [...others, message];
}

/** True for low member levels (4 and below); a missing level counts as low. */
export function isLowLevel(level: number | null | undefined): boolean {
  return (level ?? 0) <= LOW_LEVEL_MAX;
}

/**
 * The order push to show: scanning from the newest (last) message backwards, the first orderPush,
 * or null when a revertOrderPush comes first or there is none.
 */
export function findActiveOrderPush(messages: readonly ChatMessage[]): ChatMessage | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message?.content.msgType === 'revertOrderPush') return null;
    if (message?.content.msgType === 'orderPush') return message;
  }
  return null;
}

/** The longest chat message, in characters (code points, so an emoji counts once). */
export const CHAT_TEXT_MAX = 200;

// A link is what a reader could open or paste: a scheme, a www. host, or a host with a common
// top-level domain. Bare numbers with dots ("2.5") are not links.
const LINK_PATTERN = /(https?:\/\/|www\.|[a-z0-9-]+\.(com|net|org|cn|io|me|cc|co|tv|top|xyz|vip|app|info|biz)\b)/i;

/** Why a chat text is refused, or null when it may be sent (before the word filter and the room rules). */
export type ChatTextProblem = 'empty' | 'tooLong' | 'link';

/** Checks a chat text: not blank, at most CHAT_TEXT_MAX characters, and no links unless the room allows them. */
export function chatTextProblem(text: string, allowLinks: boolean): ChatTextProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if ([...trimmed].length > CHAT_TEXT_MAX) return 'tooLong';
  if (!allowLinks && LINK_PATTERN.test(trimmed)) return 'link';
  return null;
}

/** How long a member still waits in slow mode, in ms (0 when they may speak now). */
export function slowModeWaitMs(lastSentAt: Date | null, now: Date, slowModeSeconds: number): number {
  if (slowModeSeconds <= 0 || lastSentAt === null) return 0;
  return Math.max(0, lastSentAt.getTime() + slowModeSeconds * 1000 - now.getTime());
}

/** The mute durations a room administrator may choose, in minutes; 0 is "until unblocked". */
export const MUTE_MINUTES = [10, 60, 1440, 10080, 0] as const;
export type MuteMinutes = (typeof MUTE_MINUTES)[number];

/** When a mute of `minutes` from `now` ends; null for a mute until unblocked. */
export function muteEndsAt(now: Date, minutes: MuteMinutes): Date | null {
  return minutes === 0 ? null : new Date(now.getTime() + minutes * 60_000);
}

/** Whether a mute (ending at `until`, null for open-ended) still holds at `now`. */
export function isMuted(mute: { until: Date | null } | null, now: Date): boolean {
  return mute !== null && (mute.until === null || mute.until.getTime() > now.getTime());
}
