import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../platform/db';
import type { Outbox } from '../../platform/outbox';
import { feedEvents } from './events';
import type { FeedMessage, FeedProvider, FixtureChange } from './provider';
import * as store from './store';
import { matchOpen } from './views';

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

/** Each market once, the first time a message names it (a market named twice is closed once). */
const once = <T extends { market: { id: number } }>(targets: readonly T[]): T[] => {
  const seen = new Set<number>();
  return targets.filter((t) => !seen.has(t.market.id) && seen.add(t.market.id));
};

const nothing = (match: { id: number; sport: string }): Applied => ({
  matchId: match.id,
  sport: match.sport,
  match: null,
  incidents: [],
  markets: [],
  structural: false,
});

/** Messages applied in one transaction at most (a tick of the demo feed is a few dozen). */
const BATCH_MAX = 200;

interface Queued {
  provider: FeedProvider;
  message: FeedMessage;
  done: (error?: unknown) => void;
}

/**
 * Applies a provider's messages to the feed's tables. Messages that arrive together (a provider's
 * tick) are applied in one transaction, in the order they came; should that fail, each is applied
 * alone so one bad message does not take the others with it. Applying is idempotent and ordered by
 * the provider's timestamp: the same message twice, or an older one after a newer one, changes
 * nothing. Changes others must not miss are written to the outbox in the same transaction; odds and
 * clock ticks are only pushed live. A gap in the provider's sequence starts a recovery from its
 * snapshot.
 */
export class FeedIngest {
  private recovering: Promise<void> | null = null;
  private readonly queue: Queued[] = [];
  private draining = false;

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

  /**
   * A message as it arrives: queued with those that arrive with it, checked against the sequence,
   * applied, and a gap recovered from. Resolves once it is committed.
   */
  receive(provider: FeedProvider, message: FeedMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ provider, message, done: (error) => (error === undefined ? resolve() : reject(error)) });
      if (this.draining) return;
      this.draining = true;
      // A microtask later, so the messages a provider hands over in one go form one batch.
      queueMicrotask(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const provider = this.queue[0]!.provider;
        const end = this.queue.findIndex((q, i) => i >= BATCH_MAX || q.provider !== provider);
        const batch = this.queue.splice(0, end === -1 ? this.queue.length : end);
        await this.receiveBatch(provider, batch);
      }
    } finally {
      this.draining = false;
    }
  }

  private async receiveBatch(provider: FeedProvider, batch: Queued[]): Promise<void> {
    const messages = batch.map((q) => q.message);
    let expected: number;
    try {
      expected = await store.advanceSequence(
        this.deps.db,
        provider.name,
        Math.max(...messages.map((m) => m.seq)),
        Math.max(...messages.map((m) => m.ts)),
      );
    } catch (error) {
      for (const q of batch) q.done(error);
      return;
    }
    let gapAfter: number | null = null;
    for (const message of messages) {
      if (expected > 0 && message.seq > expected + 1) gapAfter ??= expected;
      expected = Math.max(expected, message.seq);
    }
    const failures = await this.applyBatch(messages);
    if (gapAfter !== null) {
      this.deps.log.warn({ provider: provider.name, after: gapAfter }, 'feed gap; recovering');
      try {
        await this.recover(provider);
      } catch (error) {
        for (const q of batch) q.done(error);
        return;
      }
    }
    batch.forEach((q, i) => {
      q.done(failures.get(i));
    });
  }

  /**
   * Applies messages in one transaction, or each alone when that fails; answers the failures by
   * position. Pushes and the outbox's kick follow the commits.
   */
  private async applyBatch(messages: readonly FeedMessage[]): Promise<Map<number, unknown>> {
    const failures = new Map<number, unknown>();
    let applied: (Applied | null)[];
    try {
      applied = await this.deps.db.transaction(async (tx) => {
        const out: (Applied | null)[] = [];
        for (const message of messages) out.push(await this.applyWithin(tx, message));
        return out;
      });
    } catch (error) {
      if (messages.length === 1) {
        failures.set(0, error);
        return failures;
      }
      applied = [];
      for (const [i, message] of messages.entries()) {
        applied.push(
          await this.deps.db
            .transaction((tx) => this.applyWithin(tx, message))
            .catch((failure: unknown) => {
              failures.set(i, failure);
              return null;
            }),
        );
      }
    }
    this.afterCommit(applied);
    return failures;
  }

  private afterCommit(applied: readonly (Applied | null)[]): void {
    for (const a of applied) if (a) this.deps.onApplied(a);
    if (applied.some((a) => a?.structural)) this.deps.outbox.kick();
  }

  /** Applies everything the provider's snapshot holds; messages it has already applied change nothing. */
  recover(provider: FeedProvider): Promise<void> {
    this.recovering ??= (async () => {
      try {
        const messages = await provider.snapshot();
        for (let i = 0; i < messages.length; i += BATCH_MAX) {
          const failures = await this.applyBatch(messages.slice(i, i + BATCH_MAX));
          const [first] = failures.values();
          if (failures.size > 0) throw first;
        }
        const last = messages.reduce((max, m) => Math.max(max, m.seq), 0);
        await store.markRecovered(this.deps.db, provider.name, last, new Date());
      } finally {
        this.recovering = null;
      }
    })();
    return this.recovering;
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
        const markets = structural ? await this.statusChanged(tx, changed.match, changed.before, message.ts) : [];
        return { ...nothing(match), match: changed.match, incidents, markets, structural };
      }
      case 'odds': {
        // A match that is over takes no bets, whatever its provider still prices: its lines stay locked
        // until their settlement.
        const told = matchOpen(match.status)
          ? message.markets
          : message.markets.map((m) => (m.status === 'active' ? { ...m, status: 'suspended' as const } : m));
        const markets = await store.upsertMarkets(tx, match.id, told, message.ts, message.complete ?? false);
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
        const found = await store.marketsByKey(tx, match.id);
        const targets = message.markets.flatMap((settled) => {
          const market = found.get(`${settled.type}|${settled.specifier}`);
          return market ? [{ market, results: new Map(settled.outcomes.map((o) => [o.key, o.result])) }] : [];
        });
        const closed = await store.closeMarkets(
          tx,
          targets.map((t) => ({ marketId: t.market.id, results: t.results })),
          'settled',
          message.ts,
        );
        const done = once(targets.filter((t) => closed.has(t.market.id)));
        await this.deps.outbox.addMany(
          tx,
          feedEvents.marketSettled,
          done.map(({ market, results }) => ({
            matchId: match.id,
            marketId: market.id,
            type: market.type,
            specifier: market.specifier,
            results: Object.fromEntries(results),
          })),
        );
        const markets = done.map(({ market }) => ({ ...market, feedStatus: 'settled' }));
        return { ...nothing(match), markets, structural: markets.length > 0 };
      }
      case 'cancel': {
        const found = await store.marketsByKey(tx, match.id);
        const targets = message.markets.flatMap((cancelled) => {
          const market = found.get(`${cancelled.type}|${cancelled.specifier}`);
          return market ? [{ market, results: new Map<string, string>() }] : [];
        });
        const closed = await store.closeMarkets(
          tx,
          targets.map((t) => ({ marketId: t.market.id, results: t.results })),
          'cancelled',
          message.ts,
        );
        const done = once(targets.filter((t) => closed.has(t.market.id)));
        await this.deps.outbox.addMany(
          tx,
          feedEvents.marketCancelled,
          done.map(({ market }) => ({
            matchId: match.id,
            marketId: market.id,
            type: market.type,
            specifier: market.specifier,
            from: message.from,
            to: message.to,
          })),
        );
        const markets = done.map(({ market }) => ({ ...market, feedStatus: 'cancelled' }));
        return { ...nothing(match), markets, structural: markets.length > 0 };
      }
      case 'rollbackSettlement':
      case 'rollbackCancel': {
        const from = message.type === 'rollbackSettlement' ? 'settled' : 'cancelled';
        const found = await store.marketsByKey(tx, match.id);
        const targets = message.markets.flatMap((target) => {
          const market = found.get(`${target.type}|${target.specifier}`);
          return market ? [{ market }] : [];
        });
        const reopened = await store.reopenMarkets(
          tx,
          targets.map((t) => t.market.id),
          from,
          message.ts,
        );
        const done = once(targets.filter((t) => reopened.has(t.market.id)));
        await this.deps.outbox.addMany(
          tx,
          feedEvents.marketRolledBack,
          done.map(({ market }) => ({
            matchId: match.id,
            marketId: market.id,
            undone: from === 'settled' ? ('settlement' as const) : ('cancel' as const),
          })),
        );
        const markets = done.map(({ market }) => ({ ...market, feedStatus: 'suspended' }));
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
    const markets = before !== match.status ? await this.statusChanged(tx, match, before, message.ts) : [];
    return { ...nothing(match), match, incidents, markets, structural: true };
  }

  /**
   * Records a match's new status; a match that is over (or off) stops every bet at once, in the same
   * transaction, so no price outlives it while its settlement is on its way. Answers the markets stopped.
   */
  private async statusChanged(
    tx: Executor,
    match: store.MatchRow,
    before: string | null,
    ts: number,
  ): Promise<store.MarketRow[]> {
    await this.deps.outbox.add(tx, feedEvents.matchStatusChanged, {
      matchId: match.id,
      sport: match.sport,
      from: before,
      to: match.status,
      score: { home: match.homeScore, away: match.awayScore },
    });
    if (matchOpen(match.status)) return [];
    const stopped = await store.suspendAll(tx, match.id, ts);
    if (stopped.length > 0) {
      await this.deps.outbox.add(tx, feedEvents.betStopped, { matchId: match.id, marketIds: stopped.map((m) => m.id) });
    }
    return stopped;
  }
}
