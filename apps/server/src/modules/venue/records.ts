import { fromMinorUnits } from '@courtside/domain';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import type { Outbox } from '../../platform/outbox';
import type { VenueAdapter, VenueBetRecord } from './adapter';
import { venueEvents } from './events';
import * as store from './records-store';

/** How far back a first pull reaches, and how much of the last range each pull reads again. */
const FIRST_PULL_MS = 24 * 60 * 60_000;
const OVERLAP_MS = 2 * 60_000;
const PULL_CHUNK = 1000;

/**
 * The game records of every venue. Outside providers' records are pulled by settlement time through
 * their adapters; the cursor moves forward, each pull reads a little of the last range again (late
 * commits at the provider), and a bet is stored once by its id, so pulling again is always safe.
 */
export class GameRecords {
  constructor(private readonly deps: { db: Db; clock: Clock; outbox: Outbox }) {}

  /** Stores the adapter's records settled in [from, to); answers how many were new. */
  async pullRange(name: string, adapter: VenueAdapter, from: Date, to: Date): Promise<number> {
    if (!adapter.betRecords) return 0;
    const records = await adapter.betRecords(from, to);
    let total = 0;
    // In chunks, each in its own transaction with its events: a statement stays far below
    // PostgreSQL's 65,535 parameters, and a failed chunk is simply pulled again.
    for (let at = 0; at < records.length; at += PULL_CHUNK) {
      total += await this.storeChunk(name, records.slice(at, at + PULL_CHUNK));
    }
    return total;
  }

  private storeChunk(name: string, records: readonly VenueBetRecord[]): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const stored = await store.insertRecords(tx, name, records);
      await this.deps.outbox.addMany(
        tx,
        venueEvents.gameRecordStored,
        stored.map((r) => ({
          siteId: r.siteId,
          memberId: r.memberId,
          venueCode: r.venueCode,
          gameCode: r.gameCode,
          betId: r.betId,
          stake: r.stake.toString(),
          validTurnover: r.validTurnover.toString(),
          winLoss: r.winLoss.toString(),
          betAt: r.betAt.toISOString(),
          settledAt: r.settledAt.toISOString(),
        })),
      );
      return stored.length;
    });
  }

  /**
   * Writes the records of a venue kept on our own books (the house sportsbook), inside the caller's
   * transaction: a closed bet's record is stored or replaced (a settlement done again changes it),
   * and a bet open again (its settlement undone) loses its record, so each bet has at most one.
   */
  async putOwn(tx: Executor, adapter: string, closed: readonly VenueBetRecord[], reopened: readonly string[]) {
    await store.putRecords(tx, adapter, closed);
    await store.removeRecords(tx, adapter, reopened);
  }

  /** The job's step for one adapter: from its cursor (less the overlap) to now. */
  async pull(name: string, adapter: VenueAdapter): Promise<number> {
    const now = this.deps.clock.now();
    const cursor = await store.cursorOf(this.deps.db, name);
    const from = new Date((cursor?.getTime() ?? now.getTime() - FIRST_PULL_MS) - (cursor ? OVERLAP_MS : 0));
    const stored = await this.pullRange(name, adapter, from, now);
    await store.saveCursor(this.deps.db, name, now);
    return stored;
  }

  /**
   * The member's win or loss over the rounds settled since a time (the session's net position), from
   * the stored records of every venue but the one named (the house book, which counts its own bets).
   */
  /** The house's stakes and GGR per kind of venue over settled time [from, to), for the revenue report. */
  resultByKind(siteId: number, span: { from: Date; to: Date }) {
    return store.resultByKind(this.deps.db, { siteId, ...span });
  }

  winLossSince(siteId: number, memberId: number, since: Date, exceptAdapter: string): Promise<bigint> {
    return store.winLossSince(this.deps.db, { siteId, memberId, since, exceptAdapter });
  }

  /**
   * The member's own records only, newest first, with page totals over all their records (the member
   * site passes its session; the back office's 360 view a member of the operator's site).
   */
  async forMember(
    auth: Pick<AuthContext, 'siteId' | 'memberId'>,
    input: { venueCode?: string; pageNum: number; pageSize: number },
  ) {
    const { rows, totals } = await store.memberRecords(this.deps.db, auth.siteId, auth.memberId, input.venueCode, {
      offset: (input.pageNum - 1) * input.pageSize,
      limit: input.pageSize,
    });
    return {
      list: rows.map(({ record: r, venueName, gameName }) => ({
        id: r.id,
        venueCode: r.venueCode,
        venueName: venueName ?? r.venueCode,
        gameCode: r.gameCode,
        gameName: gameName ?? r.gameCode,
        betId: r.betId,
        stake: fromMinorUnits(r.stake),
        validTurnover: fromMinorUnits(r.validTurnover),
        winLoss: fromMinorUnits(r.winLoss),
        betAt: r.betAt.toISOString(),
        settledAt: r.settledAt.toISOString(),
        detail: JSON.stringify(r.detail),
      })),
      total: totals.n,
      stake: fromMinorUnits(BigInt(totals.stake)),
      validTurnover: fromMinorUnits(BigInt(totals.validTurnover)),
      winLoss: fromMinorUnits(BigInt(totals.winLoss)),
    };
  }
}
