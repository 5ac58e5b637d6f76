import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../platform/db';
import type { Outbox } from '../../platform/outbox';
import { feedEvents } from './events';
import type { FeedMessage, FeedProvider, FixtureChange } from './provider';
import * as store from './store';

/** What an applied message changed, for the live pushes sent after its commit. */
export interface Applied {
  matchId: number;
  sport: string;
  /** The match's state changed (score, clock, status, incidents): its row as it now is. */
  match: store.MatchRow | null;
  incidents: store.IncidentRow[];
  /** Markets whose odds or status changed. */
  markets: store.MarketRow[];
  /** A change other members of a list must see at once (a match started or ended). */
  structural: boolean;
}

const nothing = (match: { id: number; sport: string }): Applied => ({
  matchId: match.id,
  sport: match.sport,
  match: null,
  incidents: [],
  markets: [],
  structural: false,
});

/**
 * Applies a provider's messages to the feed's tables, one transaction per message. Applying is
 * idempotent and ordered by the provider's timestamp: the same message twice, or an older one after
 * a newer one, changes nothing. Changes others must not miss are written to the outbox in the same
 * transaction; odds and clock ticks are only pushed live. A gap in the provider's sequence starts a
 * recovery from its snapshot.
 */
export class FeedIngest {
  private recovering: Promise<void> | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      outbox: Outbox;
      log: FastifyBaseLogger;
      /** Told after each commit, to push what changed. */
      onApplied: (applied: Applied) => void;
    },
  ) {}

  /** Takes the provider's messages from now on, and recovers from its snapshot first. */
  connect(provider: FeedProvider): void {
    provider.subscribe((message) => this.receive(provider, message));
  }

  /** A message as it arrives: checked against the sequence, applied, and a gap recovered from. */
  async receive(provider: FeedProvider, message: FeedMessage): Promise<void> {
    const expectedBefore = await store.advanceSequence(this.deps.db, provider.name, message.seq, message.ts);
    await this.apply(message);
    if (expectedBefore > 0 && message.seq > expectedBefore + 1) {
      this.deps.log.warn({ provider: provider.name, after: expectedBefore, got: message.seq }, 'feed gap; recovering');
      await this.recover(provider);
    }
  }

  /** Applies everything the provider's snapshot holds; messages it has already applied change nothing. */
  recover(provider: FeedProvider): Promise<void> {
    this.recovering ??= (async () => {
      try {
        const messages = await provider.snapshot();
        for (const message of messages) await this.apply(message);
        const last = messages.reduce((max, m) => Math.max(max, m.seq), 0);
        await store.markRecovered(this.deps.db, provider.name, last, new Date());
      } finally {
        this.recovering = null;
      }
    })();
    return this.recovering;
  }

  async apply(message: FeedMessage): Promise<Applied | null> {
    const applied = await this.deps.db.transaction((tx) => this.applyWithin(tx, message));
    if (applied) {
      this.deps.onApplied(applied);
      if (applied.structural) this.deps.outbox.kick();
    }
    return applied;
  }

  private async applyWithin(tx: Executor, message: FeedMessage): Promise<Applied | null> {
    if (message.type === 'fixture') return this.fixture(tx, message);
    const match = await store.findMatchByRef(tx, message.matchRef);
    if (!match) {
      this.deps.log.warn({ matchRef: message.matchRef, type: message.type }, 'feed message for an unknown match');
      return null;
    }
    switch (message.type) {
      case 'matchStatus': {
        const changed = await store.applyState(tx, message.matchRef, message.state, message.ts);
        if (!changed) return nothing(match);
        const incidents = await store.insertIncidents(tx, match.id, message.state.incidents, new Date(message.ts));
        const structural = changed.before !== changed.match.status;
        if (structural) await this.statusChanged(tx, changed.match, changed.before);
        return { ...nothing(match), match: changed.match, incidents, structural };
      }
      case 'odds': {
        const markets = await store.upsertMarkets(tx, match.id, message.markets, message.ts);
        return { ...nothing(match), markets };
      }
      case 'betStop': {
        const markets = await store.stopMarkets(tx, match.id, message.marketTypes, message.ts);
        if (markets.length > 0) {
          await this.deps.outbox.add(tx, feedEvents.betStopped, {
            matchId: match.id,
            marketIds: markets.map((m) => m.id),
          });
        }
        return { ...nothing(match), markets, structural: markets.length > 0 };
      }
      case 'settlement': {
        const markets: store.MarketRow[] = [];
        for (const settled of message.markets) {
          const market = await store.findMarket(tx, match.id, settled.type, settled.specifier);
          if (!market) continue;
          const results = new Map(settled.outcomes.map((o) => [o.key, o.result]));
          if (!(await store.closeMarket(tx, market.id, 'settled', results, message.ts))) continue;
          markets.push({ ...market, feedStatus: 'settled' });
          await this.deps.outbox.add(tx, feedEvents.marketSettled, {
            matchId: match.id,
            marketId: market.id,
            type: market.type,
            specifier: market.specifier,
            results: Object.fromEntries(results),
          });
        }
        return { ...nothing(match), markets, structural: markets.length > 0 };
      }
      case 'cancel': {
        const markets: store.MarketRow[] = [];
        for (const cancelled of message.markets) {
          const market = await store.findMarket(tx, match.id, cancelled.type, cancelled.specifier);
          if (!market) continue;
          const voided = new Map<string, string>();
          if (!(await store.closeMarket(tx, market.id, 'cancelled', voided, message.ts))) continue;
          markets.push({ ...market, feedStatus: 'cancelled' });
          await this.deps.outbox.add(tx, feedEvents.marketCancelled, {
            matchId: match.id,
            marketId: market.id,
            type: market.type,
            specifier: market.specifier,
            from: message.from,
            to: message.to,
          });
        }
        return { ...nothing(match), markets, structural: markets.length > 0 };
      }
      case 'rollbackSettlement':
      case 'rollbackCancel': {
        const from = message.type === 'rollbackSettlement' ? 'settled' : 'cancelled';
        const markets: store.MarketRow[] = [];
        for (const target of message.markets) {
          const market = await store.findMarket(tx, match.id, target.type, target.specifier);
          if (!market || !(await store.reopenMarket(tx, market.id, from, message.ts))) continue;
          markets.push({ ...market, feedStatus: 'suspended' });
          await this.deps.outbox.add(tx, feedEvents.marketRolledBack, {
            matchId: match.id,
            marketId: market.id,
            undone: from === 'settled' ? 'settlement' : 'cancel',
          });
        }
        return { ...nothing(match), markets, structural: markets.length > 0 };
      }
    }
  }

  private async fixture(tx: Executor, message: FixtureChange): Promise<Applied> {
    const leagueId = await store.upsertLeague(tx, message.league, message.ts);
    const homeTeamId = message.home ? await store.upsertTeam(tx, message.home, message.ts) : null;
    const awayTeamId = message.away ? await store.upsertTeam(tx, message.away, message.ts) : null;
    const { match, changed, before } = await store.upsertFixture(
      tx,
      {
        ref: message.matchRef,
        kind: message.kind,
        sport: message.league.sport,
        leagueId,
        homeTeamId,
        awayTeamId,
        kickoffAt: new Date(message.kickoffAt),
        bestOf: message.bestOf,
        state: message.state,
      },
      message.ts,
    );
    if (!changed) return nothing(match);
    const incidents = await store.insertIncidents(tx, match.id, message.state.incidents, new Date(message.ts));
    if (before !== match.status) await this.statusChanged(tx, match, before);
    return { ...nothing(match), match, incidents, structural: true };
  }

  private statusChanged(tx: Executor, match: store.MatchRow, before: string | null): Promise<void> {
    return this.deps.outbox.add(tx, feedEvents.matchStatusChanged, {
      matchId: match.id,
      sport: match.sport,
      from: before,
      to: match.status,
      score: { home: match.homeScore, away: match.awayScore },
    });
  }
}
