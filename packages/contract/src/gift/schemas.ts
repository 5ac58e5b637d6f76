import { z } from 'zod';
import { entityId, requestId } from '../common';

/**
 * Gold coins (金币) and gifts (DESIGN.md section 14). Coins are a ledger currency counted in whole
 * coins, bought from the centre wallet at the operator's price; a gift sent in a room moves its
 * value in coins from the member to the anchor and the house. Coin amounts travel as integer text,
 * like every ledger amount; gift prices are small whole numbers.
 */

/** A chat room: an anchor's room (its room id) or a match's room (the match id). */
export const giftRoom = z.object({
  roomType: z.enum(['anchor', 'match']),
  roomId: entityId,
});
export type GiftRoom = z.infer<typeof giftRoom>;

/** 1 normal, 2 luxury (a full-screen animation), as the spec's giftType. */
export const giftType = z.union([z.literal(1), z.literal(2)]);

export const giftView = z.object({
  giftId: z.number().int(),
  /** The spec's giftCode (oldId in older clients): stable across catalogue edits. */
  giftCode: z.string(),
  giftType,
  /** Price of one gift in gold coins. */
  giftPrice: z.number().int(),
  giftName: z.string(),
  giftIcon: z.string(),
  /** The animated artwork the room plays when the gift is sent. */
  giftIconWeb: z.string(),
  /** 1 on sale, 0 withdrawn (only the operator sees withdrawn gifts). */
  status: z.union([z.literal(0), z.literal(1)]),
});
export type GiftView = z.infer<typeof giftView>;

export const coinBalance = z.object({
  /** Whole gold coins the member can spend. */
  coins: z.string(),
  /** What one coin costs in the site's currency ("0.10"); null while the operator has set no price. */
  coinPrice: z.string().nullable(),
  currency: z.enum(['RMB', 'USDT']),
  /** Centre wallet money available for buying coins. */
  centreAvailable: z.string(),
});
export type CoinBalance = z.infer<typeof coinBalance>;

export const COINS_PER_PURCHASE_MAX = 1_000_000;

export const buyCoinsRequest = z.object({
  coins: z
    .number()
    .int('金币数量必须是整数')
    .min(1, '至少购买1枚金币')
    .max(COINS_PER_PURCHASE_MAX, `单次最多购买${COINS_PER_PURCHASE_MAX}枚金币`),
  requestId,
});

export const buyCoinsResult = z.object({
  coins: z.number().int(),
  /** What the coins cost from the centre wallet. */
  cost: z.string(),
  coinBalance: z.string(),
  centreAvailable: z.string(),
  /** True when this answers an earlier request with the same requestId. */
  replayed: z.boolean(),
});
export type BuyCoinsResult = z.infer<typeof buyCoinsResult>;

export const GIFT_COUNT_MAX = 999;

export const calibrateRequest = giftRoom;

/** What the member may do in the room; the web renders these flags. */
export const calibrateResult = z.object({
  canSend: z.boolean(),
  /** Why not, when not: a key the web translates. */
  reason: z.enum(['notLoggedIn', 'giftsOff', 'blocked', 'roomNotFound']).nullable(),
});
export type CalibrateResult = z.infer<typeof calibrateResult>;

export const rewardRequest = giftRoom.extend({
  giftId: entityId,
  count: z.number().int('数量必须是整数').min(1, '至少送出1个').max(GIFT_COUNT_MAX, `单次最多送出${GIFT_COUNT_MAX}个`),
  /** The member's run of repeated sends of this gift (连击), counted by the client, shown in the push. */
  combo: z.number().int().min(1).max(9_999).default(1),
  requestId,
});

export const rewardResult = z.object({
  recordId: z.number().int(),
  giftId: z.number().int(),
  count: z.number().int(),
  combo: z.number().int(),
  /** Coins the send cost. */
  amount: z.string(),
  coinBalance: z.string(),
  replayed: z.boolean(),
});
export type RewardResult = z.infer<typeof rewardResult>;

export const queryRewardRequest = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(20),
});

export const rewardRecord = z.object({
  recordId: z.number().int(),
  roomType: giftRoom.shape.roomType,
  roomId: z.number().int(),
  /** The anchor's nick for an anchor room, else null. */
  anchorNick: z.string().nullable(),
  giftId: z.number().int(),
  giftName: z.string(),
  giftIcon: z.string(),
  count: z.number().int(),
  amount: z.string(),
  createdAt: z.string(),
});
export type RewardRecord = z.infer<typeof rewardRecord>;

export const queryRewardResponse = z.object({
  items: z.array(rewardRecord),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const rankPeriod = z.enum(['day', 'week', 'all']);
export type RankPeriod = z.infer<typeof rankPeriod>;

export const RANK_SIZE_MAX = 50;

export const rankRequest = giftRoom.extend({
  period: rankPeriod.default('day'),
  size: z.number().int().min(1).max(RANK_SIZE_MAX).default(20),
});

export const rankEntry = z.object({
  rank: z.number().int(),
  /** Masked for everyone but the member themself. */
  nick: z.string(),
  level: z.number().int(),
  /** Coins given in the room over the period. */
  amount: z.string(),
  isMe: z.boolean(),
});
export type RankEntry = z.infer<typeof rankEntry>;

export const rankResponse = z.object({
  period: rankPeriod,
  /** When the period began (ISO); null for all time. */
  since: z.string().nullable(),
  items: z.array(rankEntry),
});
export type RankResponse = z.infer<typeof rankResponse>;

/** What an anchor has earned from gifts, for the member account an anchor profile is linked to. */
export const anchorEarnings = z.object({
  anchors: z.array(
    z.object({
      anchorId: z.number().int(),
      nick: z.string(),
      /** Coins credited to the anchor's account so far. */
      coins: z.string(),
      gifts: z.number().int(),
    }),
  ),
});
export type AnchorEarnings = z.infer<typeof anchorEarnings>;
