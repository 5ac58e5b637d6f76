import { z } from 'zod';
import { pageNumber, pageSizeOf, requestId, venueCode } from '../common';

/** The game catalogue, favourites, recently played and game records (spec: egame calls, game records). */

export const gameCategory = z.enum(['slots', 'table', 'fishing', 'arcade', 'live']);
export type GameCategory = z.infer<typeof gameCategory>;

/** What plays the game at the provider: a 5x3 slot or a baccarat table. */
export const gameEngine = z.enum(['slot', 'baccarat']);

export const gameCode = z.string().regex(/^[a-z0-9-]{2,40}$/, '游戏代码无效');

export const gameItem = z.object({
  venueCode: z.string(),
  gameCode: z.string(),
  name: z.string(),
  category: gameCategory,
  engine: gameEngine,
  brandCode: z.string(),
  brandName: z.string(),
  hot: z.boolean(),
  isNew: z.boolean(),
  jackpot: z.boolean(),
  demo: z.boolean(),
  /** The exact return to player as a percentage with two decimals ("96.23"); null for table games. */
  rtp: z.string().nullable(),
  /**
   * The game's picture, 512 x 512 (an SVG for the demo catalogue): a URL on this site
   * (`/media/games/<venue>-<game>.svg`) or the provider's own; the lobby shows it as the tile.
   */
  image: z.string(),
  /** False for a visitor, and for a game the member has not starred. */
  favourite: z.boolean(),
});
export type GameItem = z.infer<typeof gameItem>;

export const gameListRequest = z.object({
  venueCodes: z.array(venueCode).max(10).optional(),
  brandCode: z
    .string()
    .regex(/^[A-Z0-9]{2,16}$/, '品牌代码无效')
    .optional(),
  category: gameCategory.optional(),
  keyword: z.string().trim().max(20, '搜索词最多20个字').optional(),
  pageNum: pageNumber,
  pageSize: pageSizeOf(100, 30),
});

export const gameList = z.object({ list: z.array(gameItem), total: z.number().int() });

export const venuesFilter = z.object({ venueCodes: z.array(venueCode).max(10).optional() });

export const gameBrand = z.object({ brandCode: z.string(), brandName: z.string(), venueCode: z.string() });

/** A category the lobby shows a chip for: only those with a game behind them. */
export const categoryCount = z.object({ category: gameCategory, count: z.number().int() });

export const gameRef = z.object({ venueCode, gameCode });
export const gameLaunchRequest = gameRef.extend({ requestId });

export const gameRecordsRequest = z.object({
  venueCode: venueCode.optional(),
  pageNum: pageNumber,
  pageSize: pageSizeOf(50, 20),
});

export const gameRecord = z.object({
  id: z.number().int(),
  venueCode: z.string(),
  venueName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  betId: z.string(),
  stake: z.string(),
  validTurnover: z.string(),
  /** Payout minus stake: negative when the member lost. */
  winLoss: z.string(),
  betAt: z.string(),
  settledAt: z.string(),
  /** The round as the provider told it (slot grid and wins, or baccarat cards and bets), as text. */
  detail: z.string(),
});
export type GameRecord = z.infer<typeof gameRecord>;

export const gameRecords = z.object({
  list: z.array(gameRecord),
  total: z.number().int(),
  stake: z.string(),
  validTurnover: z.string(),
  winLoss: z.string(),
});
