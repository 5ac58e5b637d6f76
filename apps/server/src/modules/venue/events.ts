import { defineEvent } from '../../platform/outbox';

/** A settled game round newly stored in the game records: the turnover promotions and rebates count. */
export interface GameRecordStored {
  siteId: number;
  memberId: number;
  venueCode: string;
  gameCode: string;
  betId: string;
  /** Minor units as decimal text (JSON has no bigint); absent in events written before it was added. */
  stake?: string;
  /** Minor units as decimal text (JSON has no bigint). */
  validTurnover: string;
  winLoss: string;
  /** When the bet was placed (ISO); absent in events written before it was added. */
  betAt?: string;
  settledAt: string;
}

export const venueEvents = {
  gameRecordStored: defineEvent<GameRecordStored>('venue.gameRecordStored'),
};
