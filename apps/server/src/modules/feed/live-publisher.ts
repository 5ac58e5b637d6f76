import { liveRooms, type MatchStatePush, type OddsPush, sportsLiveEvents } from '@courtside/contract';
import type { LiveHub } from '../../platform/live';
import type { Applied } from './ingest';
import type * as store from './store';
import { incidentViewOf, matchOpen, periodName, visibleStatus } from './views';

/** At most this many pushes per second per match: enough for a moving clock and odds, cheap to fan out. */
const FLUSH_EVERY_MS = 250;
/** Matches waiting to be flushed at once; beyond it the oldest waiting changes are flushed early. */
const PENDING_MAX = 2_000;

/** A market as it is now, with its match's sport and status and the outcomes it still offers. */
interface PushedOdds {
  market: store.MarketRow;
  sport: string;
  matchStatus: string;
  outcomes: { key: string; odds: number }[];
}

interface Pending {
  /** Unknown for markets changed outside the feed's messages, until they are read. */
  sport: string | null;
  match: store.MatchRow | null;
  incidents: store.IncidentRow[];
  markets: Map<number, store.MarketRow>;
  /** Markets changed by someone else (a trader): read as they are when the push goes. */
  reread: Set<number>;
}

/**
 * Pushes what the feed applied to the `/live` rooms: `match:<id>` gets every change of the match,
 * `sport:<sport>` the state and main markets its list rows show. Changes of one match are coalesced
 * over a quarter of a second, keeping the newest state and the newest version of each market, so a
 * busy match costs at most four pushes a second whatever the provider sends.
 */
export class FeedLivePublisher {
  private readonly pending = new Map<number, Pending>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly live: LiveHub,
    private readonly oddsOf: (marketIds: number[]) => Promise<Map<number, PushedOdds>>,
    private readonly onError: (error: unknown) => void,
  ) {}

  take(applied: Applied): void {
    if (!applied.match && applied.markets.length === 0 && applied.incidents.length === 0) return;
    const entry = this.entryOf(applied.matchId);
    entry.sport = applied.sport;
    if (applied.match) entry.match = applied.match;
    entry.incidents.push(...applied.incidents);
    for (const market of applied.markets) entry.markets.set(market.id, market);
    this.schedule();
  }

  /** Markets of a match changed outside the feed's messages (a trader's or the book's overlay). */
  marketsChanged(matchId: number, marketIds: readonly number[]): void {
    if (marketIds.length === 0) return;
    const entry = this.entryOf(matchId);
    for (const id of marketIds) entry.reread.add(id);
    this.schedule();
  }

  private entryOf(matchId: number): Pending {
    let entry = this.pending.get(matchId);
    if (!entry) {
      entry = { sport: null, match: null, incidents: [], markets: new Map(), reread: new Set() };
      this.pending.set(matchId, entry);
    }
    return entry;
  }

  private schedule(): void {
    if (this.pending.size > PENDING_MAX) void this.flush();
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.flush().catch(this.onError);
    }, FLUSH_EVERY_MS);
  }

  async flush(): Promise<void> {
    const batch = [...this.pending.entries()];
    this.pending.clear();
    const marketIds = batch.flatMap(([, p]) => [...p.markets.keys(), ...p.reread]);
    const outcomes = marketIds.length > 0 ? await this.oddsOf(marketIds) : new Map<number, PushedOdds>();
    for (const [matchId, p] of batch) {
      for (const id of p.reread) {
        const now = outcomes.get(id);
        if (!now) continue;
        p.sport ??= now.sport;
        const known = p.markets.get(id);
        if (!known || known.version < now.market.version) p.markets.set(id, now.market);
      }
      const sport = p.sport;
      if (sport === null) continue;
      if (p.match) {
        const m = p.match;
        const state: MatchStatePush = {
          matchId,
          version: m.version,
          status: m.status,
          period: m.period,
          periodName: periodName(m.sport, m.period),
          clock:
            m.clockSeconds === null || m.clockAt === null
              ? null
              : {
                  seconds: m.clockSeconds,
                  running: m.clockRunning === 1,
                  direction: m.sport === 'basketball' ? 'down' : 'up',
                  at: m.clockAt.toISOString(),
                },
          score: { home: m.homeScore, away: m.awayScore },
          incidents: p.incidents.map(incidentViewOf),
        };
        this.live.toRoom(liveRooms.match(matchId), sportsLiveEvents.matchState, state);
        this.live.toRoom(liveRooms.sport(sport), sportsLiveEvents.matchState, { ...state, incidents: [] });
      }
      if (p.markets.size > 0) {
        const markets = [...p.markets.values()].map((market) => {
          const now = outcomes.get(market.id);
          const matchStatus = now?.matchStatus ?? p.match?.status ?? 'live';
          const status = visibleStatus(market, matchStatus);
          // As the views show it: a price only on a line on the board of a match that takes bets.
          const priced = (status === 'active' || status === 'suspended') && matchOpen(matchStatus);
          return {
            id: market.id,
            type: market.type,
            specifier: market.specifier,
            status,
            main: market.main === 1,
            version: market.version,
            outcomes: (now?.outcomes ?? []).map((o) => (priced ? o : { key: o.key, odds: 0 })),
          };
        });
        const push: OddsPush = { matchId, markets };
        this.live.toRoom(liveRooms.match(matchId), sportsLiveEvents.odds, push);
        const main = markets.filter((m) => m.main);
        if (main.length > 0)
          this.live.toRoom(liveRooms.sport(sport), sportsLiveEvents.odds, { matchId, markets: main });
      }
    }
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }
}
