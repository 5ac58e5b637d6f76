import { z } from 'zod';
import { requestId, venueCode } from '../common';

/**
 * The sandbox game provider's own API, which its game client (the slot and the baccarat table the
 * web app opens) calls with the launch token. Our modules never call it: they reach the provider
 * through the venue adapter only.
 */

const money = z.string().regex(/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/, '金额格式不正确');
const token = z.string().min(16).max(600);
const clientSeed = z.string().regex(/^[\w-]{1,64}$/, '客户端种子须为1-64位字母、数字、下划线或连字符');

export const providerSession = z.object({
  demo: z.boolean(),
  venueCode: z.string(),
  gameCode: z.string(),
  engine: z.enum(['slot', 'baccarat']),
  balance: z.string(),
  /** The commitment to the server seed of the next slot round. */
  serverSeedHash: z.string(),
  /** Where the provider serves a slot's symbol pictures (`${art}/${symbolId}.svg`); empty for a table. */
  art: z.string().default(''),
});

export const slotSpinResult = z.object({
  roundId: z.string(),
  bet: z.string(),
  win: z.string(),
  balance: z.string(),
  /** The paid spin then its free spins, each with its own nonce. */
  spins: z.array(z.object({ stops: z.array(z.number().int()), freeSpin: z.boolean(), nonce: z.number().int() })),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nextServerSeedHash: z.string(),
});
export type SlotSpinReply = z.infer<typeof slotSpinResult>;

export const baccaratHandView = z.object({
  hand: z.number().int(),
  outcome: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  player: z.array(z.string()),
  banker: z.array(z.string()),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
});
export type BaccaratHandView = z.infer<typeof baccaratHandView>;

export const baccaratBetView = z.object({
  roundId: z.string(),
  hand: z.number().int(),
  stake: z.string(),
  payout: z.string().nullable(),
  status: z.enum(['open', 'settled']),
});

export const baccaratTableState = z.object({
  tableCode: z.string(),
  shoeNo: z.number().int(),
  shoeSeedHash: z.string(),
  /** The hand now taking bets, dealt at closesAt (ms since the epoch). */
  hand: z.number().int(),
  closesAt: z.number(),
  serverNow: z.number(),
  dealt: z.array(baccaratHandView),
  balance: z.string(),
  myBets: z.array(baccaratBetView),
  /** The shoe before this one, its seed revealed, so it can be verified. */
  previousShoe: z.object({ shoeNo: z.number().int(), shoeSeed: z.string(), shoeSeedHash: z.string() }).nullable(),
});
export type BaccaratTableState = z.infer<typeof baccaratTableState>;

const baccaratStakes = z.object({
  player: money.optional(),
  banker: money.optional(),
  tie: money.optional(),
  playerPair: money.optional(),
  bankerPair: money.optional(),
});

/** A slot round as the verify page replays it: its seeds, spins and amounts, no member named. */
export const slotRoundProof = slotSpinResult.omit({ balance: true, nextServerSeedHash: true }).extend({
  kind: z.literal('slot'),
  venueCode: z.string(),
  gameCode: z.string(),
  settledAt: z.number(),
});

/** A shoe's commitment, and its seed once the shoe is finished (null while it is being dealt). */
export const shoeProof = z.object({
  venueCode: z.string(),
  tableCode: z.string(),
  shoeNo: z.number().int(),
  decks: z.number().int(),
  shoeSeedHash: z.string(),
  shoeSeed: z.string().nullable(),
  /** How many hands of it have been dealt so far. */
  dealt: z.number().int(),
});
export type ShoeProof = z.infer<typeof shoeProof>;

/** A baccarat bet as the verify page checks it: its hand, stakes (minor units as text) and return. */
export const baccaratRoundProof = z.object({
  kind: z.literal('baccarat'),
  roundId: z.string(),
  hand: z.number().int(),
  bets: z.record(z.string(), z.string()),
  payout: z.string().nullable(),
  result: baccaratHandView.nullable(),
  shoe: shoeProof,
});

export const roundProof = z.discriminatedUnion('kind', [slotRoundProof, baccaratRoundProof]);
export type RoundProof = z.infer<typeof roundProof>;

const path = (p: string) => `/sandbox/provider/v1${p}`;

export const sandboxGameRoutes = {
  session: {
    method: 'POST' as const,
    path: path('/session'),
    summary: '沙盒游戏会话',
    request: z.object({ token }),
    response: providerSession,
  },
  spin: {
    method: 'POST' as const,
    path: path('/slot/spin'),
    summary: '沙盒老虎机旋转',
    request: z.object({ token, roundId: requestId, bet: money, clientSeed }),
    response: slotSpinResult,
  },
  table: {
    method: 'POST' as const,
    path: path('/baccarat/table'),
    summary: '沙盒百家乐桌台',
    request: z.object({ token }),
    response: baccaratTableState,
  },
  bet: {
    method: 'POST' as const,
    path: path('/baccarat/bet'),
    summary: '沙盒百家乐下注',
    request: z.object({ token, roundId: requestId, hand: z.number().int().min(0).max(200), bets: baccaratStakes }),
    response: baccaratTableState,
  },
  verifyRound: {
    method: 'POST' as const,
    path: path('/verify/round'),
    summary: '沙盒公平性验证（按局号）',
    request: z.object({ roundId: requestId }),
    response: roundProof,
  },
  verifyShoe: {
    method: 'POST' as const,
    path: path('/verify/shoe'),
    summary: '沙盒公平性验证（按牌靴）',
    request: z.object({
      venueCode,
      tableCode: z.string().regex(/^[a-z0-9-]{1,40}$/, '桌台代码格式不正确'),
      shoeNo: z.number().int().min(1).max(1_000_000),
    }),
    response: shoeProof,
  },
} as const;
