import { z } from 'zod';

/**
 * Real-time pushes over Socket.IO (DESIGN.md section 5). The `/live` namespace authenticates with
 * the member's session token (`auth: { token }`); each member has a room of their own.
 */
export const LIVE_NAMESPACE = '/live';

export const liveEvents = {
  /** The member's centre wallet after a movement of their money. */
  balance: 'balance',
  /** One of the member's deposits or withdrawals changed state (credited, decided, expired...). */
  payment: 'payment',
  /** One of the member's bets changed state (accepted, rejected, settled, cashed out). */
  bet: 'bet',
  /** The member's customer-service conversation changed or got a line (`supportPush`). */
  support: 'support',
  /** A reward was paid to the member: a bonus grant, or 返水 into the wallet (`rewardPush`). */
  reward: 'reward',
  /** The member's unread messages changed: a new message arrived (`messagePush`). */
  message: 'message',
} as const;

/** A new message for the member: the unread counts now, and the newest message's title and tab. */
export const messagePush = z.object({
  unread: z.object({
    total: z.number().int(),
    notice: z.number().int(),
    private: z.number().int(),
    activity: z.number().int(),
  }),
  latest: z.object({ id: z.number().int(), tab: z.string(), title: z.string() }).nullable(),
  at: z.string(),
});
export type MessagePush = z.infer<typeof messagePush>;

export const balancePush = z.object({
  currency: z.enum(['RMB', 'USDT']),
  balance: z.string(),
  available: z.string(),
  at: z.string(),
});
export type BalancePush = z.infer<typeof balancePush>;

/**
 * A reward paid: `kind` is the promotion's kind (newcomer, deposit, vip, signin, birthday, welfare,
 * backflow, manual) or 'rebate'; `title` the promotion's title (the business day for a rebate).
 */
export const rewardPush = z.object({
  kind: z.string(),
  title: z.string(),
  amount: z.string(),
  currency: z.enum(['RMB', 'USDT']),
  grantId: z.number().int().nullable(),
  /** The centre wallet's balance moved (a rebate); a bonus stays on its grant until it converts. */
  wallet: z.boolean(),
  at: z.string(),
});
export type RewardPush = z.infer<typeof rewardPush>;

export const paymentPush = z.object({
  kind: z.enum(['deposit', 'withdrawal']),
  orderNo: z.string(),
  state: z.string(),
  at: z.string(),
});
export type PaymentPush = z.infer<typeof paymentPush>;

/**
 * Sports pushes on `/live`. A client joins `match:<id>` for one match and `sport:<sport>` for a
 * list (`liveRooms`), and gets deltas coalesced to a few per second per match, each carrying the
 * versions it applies to; a client that sees a gap in a market's or match's version refetches.
 */
export const liveRooms = {
  match: (matchId: number) => `match:${matchId}`,
  sport: (sport: string) => `sport:${sport}`,
  /** An anchor room: its status, viewers and (with the chat issue) its messages. */
  anchorRoom: (roomId: number) => `room:${roomId}`,
} as const;

export const sportsLiveEvents = {
  /** Client -> server: join or leave rooms (`{ rooms: string[] }`). */
  join: 'join',
  leave: 'leave',
  /** Server -> client: score, clock, status and new incidents of one match. */
  matchState: 'matchState',
  /** Server -> client: changed markets of one match (odds, status), with their versions. */
  odds: 'odds',
  /** Server -> client: how many watch a match or room now (`{ room, viewers }`). */
  viewers: 'viewers',
  /** Server -> client: an anchor room's status changed (`{ roomId, status }`). */
  roomStatus: 'roomStatus',
} as const;

export const roomsMessage = z.object({
  rooms: z.array(z.string().regex(/^(match:\d{1,10}|sport:[a-z]{1,16}|room:\d{1,10})$/)).max(50),
});

export const matchStatePush = z.object({
  matchId: z.number().int(),
  version: z.number().int(),
  status: z.string(),
  period: z.string(),
  periodName: z.string(),
  clock: z
    .object({ seconds: z.number().int(), running: z.boolean(), direction: z.enum(['up', 'down']), at: z.string() })
    .nullable(),
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  incidents: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      side: z.enum(['home', 'away', 'none']),
      period: z.string(),
      seconds: z.number().int(),
      text: z.string(),
      x: z.number().nullable(),
      y: z.number().nullable(),
      at: z.string(),
    }),
  ),
});
export type MatchStatePush = z.infer<typeof matchStatePush>;

export const oddsPush = z.object({
  matchId: z.number().int(),
  markets: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      specifier: z.string(),
      status: z.string(),
      main: z.boolean(),
      version: z.number().int(),
      /**
       * The outcomes still offered (one left out of an open market is no longer offered); odds 0 while
       * the market or its match takes no bets.
       */
      outcomes: z.array(z.object({ key: z.string(), odds: z.number().int() })),
    }),
  ),
});
export type OddsPush = z.infer<typeof oddsPush>;
