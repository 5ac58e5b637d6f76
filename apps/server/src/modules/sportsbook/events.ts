import { defineEvent } from '../../platform/outbox';

interface BetRef {
  siteId: number;
  memberId: number;
  betId: number;
  currency: string;
}

/** A bet was taken (accepted at once, or pending its in-play delay). Amounts are minor units as text. */
export interface BetPlaced extends BetRef {
  state: string;
  stake: string;
  matchIds: number[];
}

/** A pending bet was accepted or rejected after its delay. */
export interface BetDecided extends BetRef {
  state: 'accepted' | 'rejected';
}

/** A bet settled (or was voided), or a settlement was undone (`state` accepted again). */
export interface BetSettled extends BetRef {
  /** The number the member sees (YB…); absent on events written before it was carried. */
  betNo?: string;
  state: string;
  stake: string;
  returned: string;
  validTurnover: string;
}

export interface BetCashedOut extends BetRef {
  state: string;
  stake: string;
  paid: string;
}

export const sportsbookEvents = {
  betPlaced: defineEvent<BetPlaced>('sportsbook.betPlaced'),
  betDecided: defineEvent<BetDecided>('sportsbook.betDecided'),
  betSettled: defineEvent<BetSettled>('sportsbook.betSettled'),
  betCashedOut: defineEvent<BetCashedOut>('sportsbook.betCashedOut'),
};
