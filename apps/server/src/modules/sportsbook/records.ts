import type { Executor } from '../../platform/db';
import type { GameRecords, VenueBetRecord } from '../venue';
import { BOOK_VENUE } from './rules';
import * as store from './store';
import { betNo, typeName } from './views';

/** The game records' adapter name of the house book (its bets are on our own books, not pulled). */
export const BOOK_RECORDS_ADAPTER = 'house';

const CLOSED = new Set(['settled', 'void', 'cashedOut']);

/**
 * The house sportsbook's bets in the game records every venue shares, so the member's records page
 * shows them beside casino rounds. Written from the bet-settled and bet-cashed-out events inside the
 * outbox's transaction, from the bet as it stands then: a closed bet's record is stored or replaced,
 * a bet whose settlement was undone loses it. Writing the same bet again changes nothing.
 */
export class BookRecords {
  constructor(private readonly deps: { records: GameRecords }) {}

  async write(tx: Executor, betIds: readonly number[]): Promise<void> {
    const bets = await store.betsByIds(tx, betIds);
    const legs = await store.legsOf(
      tx,
      bets.map((b) => b.id),
    );
    const closed = bets.filter((bet) => CLOSED.has(bet.state) && bet.settledAt !== null);
    const open = bets.filter((bet) => bet.state === 'accepted' || bet.state === 'pending');
    await this.deps.records.putOwn(
      tx,
      BOOK_RECORDS_ADAPTER,
      closed.map((bet) => recordOf(bet, legs.get(bet.id) ?? [])),
      open.map(betNo),
    );
  }
}

/**
 * One bet as a game record: its whole stake, the valid turnover settlement counted for it (pushes,
 * voids and void legs count zero; cash-outs count the stake cashed out), and what it returned in all.
 */
const recordOf = (bet: store.BetRow, legs: readonly store.LegRow[]): VenueBetRecord => ({
  betId: betNo(bet),
  siteId: bet.siteId,
  memberId: bet.memberId,
  venueCode: BOOK_VENUE,
  gameCode: bet.kind,
  stake: bet.placedStake,
  validTurnover: bet.validTurnover,
  payout: (bet.settledReturn ?? 0n) + bet.cashedOut,
  betAt: bet.placedAt,
  settledAt: bet.settledAt!,
  detail: {
    kind: 'sportsbook',
    state: bet.state,
    typeName: typeName(bet, legs.length),
    legs: legs.map((leg) => ({
      sport: leg.sport,
      league: leg.leagueName,
      home: leg.home,
      away: leg.away,
      market: leg.marketName,
      outcome: leg.outcomeName,
      odds: leg.odds,
      result: leg.result,
    })),
  },
});
