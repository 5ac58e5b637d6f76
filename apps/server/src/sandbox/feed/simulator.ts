import { type MarketKey, marketOdds, settleMarket, simulateLeagueWinner } from '@courtside/domain/pricing';
import type { FeedMessage, FeedProvider, FixtureChange, MarketData, MatchStateData } from '../../modules/feed';
import { buildCatalogue, type SimLeague, type SimTeam } from './catalogue';
import { type Line, linesFor, marketsFor, modelAt } from './pricing';
import { type SimState, stateAt } from './state';
import { buildTimeline, type Timeline } from './timeline';

/**
 * The demo sports feed: a provider like any other (it reaches the feed module only through
 * `FeedProvider`), telling a seeded, rolling schedule of football, basketball and esports matches.
 * Time runs `speed` times faster than the wall clock inside a match; kickoffs are real times. Every
 * few minutes of real time each competition kicks off a match, so about forty are live at once,
 * around a sparser schedule of the days before and after.
 */
export interface SimulatorOptions {
  seed: number;
  /** Match seconds per real second (7: a football match in about 15 minutes). */
  speed: number;
  /** The wall clock, in ms; tests drive it. */
  now: () => number;
  /** Where crests are drawn (the sandbox's logo route). */
  logoBase: string;
}

interface SimMatch {
  ref: string;
  league: SimLeague;
  home: SimTeam;
  away: SimTeam;
  kickoffAt: number;
  seed: number;
  timeline: Timeline | null;
  told: {
    fixture: boolean;
    state: string;
    oddsAt: number;
    stoppedUntil: number;
    incidents: number;
    settled: Set<string>;
  };
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Each competition kicks off a match this often in the dense, live part of the schedule. */
const SLOT_MS = 5 * MINUTE_MS;
const DENSE_BEHIND_MS = 30 * MINUTE_MS;
const DENSE_AHEAD_MS = 90 * MINUTE_MS;
/** The sparse schedule: the days before (results) and after (fixtures), two kickoffs a day each (UTC). */
const DAYS_BEHIND = 2;
const DAYS_AHEAD = 3;
const DAILY_KICKOFFS_UTC_MINUTES = [7 * 60 + 30, 11 * 60 + 45];
/** In play, odds are re-told this often (match state changes re-tell them at once). */
const LIVE_ODDS_EVERY_MS = 5_000;
const PREMATCH_ODDS_EVERY_MS = 10 * MINUTE_MS;
/** Bets stop at a dangerous moment and reopen this much later. */
const BET_STOP_MS = 5_000;
const DANGEROUS = new Set(['goal', 'penalty', 'redCard', 'mapWin']);
const OUTRIGHT_SEASON_DAYS = 30;
/** Settlements name every line a match offered, which takes pricing its whole story: a few per tick. */
const SETTLEMENTS_PER_TICK = 3;
const IN_PLAY_MEMORY_MS = 6 * 60 * MINUTE_MS;

const hash = (...parts: (string | number)[]): number => {
  let h = 2166136261;
  for (const char of parts.join('|')) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
};

export class FeedSimulator implements FeedProvider {
  readonly name = 'simulator';
  private handler: ((message: FeedMessage) => Promise<void>) | null = null;
  private seq = 0;
  private lastTs = 0;
  /** The simulated competitions and clubs (their crests are served from them). */
  readonly leagues: SimLeague[];
  private readonly matches = new Map<string, SimMatch>();
  private readonly offered = new Map<string, Line[]>();
  private ticking: Promise<void> | null = null;

  constructor(private readonly options: SimulatorOptions) {
    this.leagues = buildCatalogue(options.seed);
  }

  subscribe(handler: (message: FeedMessage) => Promise<void>): void {
    this.handler = handler;
  }

  /** Everything as it stands, for a feed that starts or has lost messages. */
  async snapshot(): Promise<FeedMessage[]> {
    const now = this.options.now();
    this.refreshSchedule(now);
    const messages: FeedMessage[] = [];
    const stamp = () => ({ ts: this.stamp(now), seq: this.seq });
    for (const league of this.leagues.filter((l) => l.sport === 'football')) {
      messages.push(...this.outright(league, now).map((m) => ({ ...m, ...stamp() })));
    }
    for (const match of this.matches.values()) {
      const state = this.stateOf(match, now);
      messages.push({ ...this.fixture(match, state), ...stamp() });
      messages.push({ type: 'odds', matchRef: match.ref, markets: this.markets(match, now), ...stamp() });
      this.markTold(match, state, now);
    }
    // Settlements follow in the next ticks, a few matches at a time (each names every line offered).
    return messages;
  }

  /** One step of the world: new fixtures, states, odds, bet stops and settlements, told in order. */
  tick(): Promise<void> {
    this.ticking ??= this.step().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  /** The matches the schedule holds now (tests look for one in a given state). */
  matchesNow(): { ref: string; sport: string; kickoffAt: number; status: MatchStateData['status'] }[] {
    const now = this.options.now();
    this.refreshSchedule(now);
    return [...this.matches.values()].map((match) => ({
      ref: match.ref,
      sport: match.league.sport,
      kickoffAt: match.kickoffAt,
      status: this.stateOf(match, now).feed.status,
    }));
  }

  /** When a match's final whistle falls on the wall clock (tests jump there). */
  endsAt(ref: string): number {
    const match = this.matches.get(ref);
    if (!match) throw new RangeError(`no match ${ref}`);
    return match.kickoffAt + (this.timelineOf(match).length / this.options.speed) * 1000;
  }

  private async step(): Promise<void> {
    const now = this.options.now();
    const told: FeedMessage[] = [];
    const send = (message: DistributiveOmit<FeedMessage, 'ts' | 'seq'>) => this.tell(told, now, message);
    this.refreshSchedule(now);
    let settling = 0;
    for (const match of this.matches.values()) {
      const state = this.stateOf(match, now);
      if (!match.told.fixture) {
        send(this.fixture(match, state));
        send({ type: 'odds', matchRef: match.ref, markets: this.markets(match, now) });
        this.markTold(match, state, now);
      }
      const key = this.stateKey(state);
      const fresh = state.happened.slice(match.told.incidents);
      if (key !== match.told.state) {
        send({ type: 'matchStatus', matchRef: match.ref, state: state.feed });
        match.told.state = key;
        match.told.incidents = state.happened.length;
      }
      if (fresh.some((incident) => DANGEROUS.has(incident.kind)) && state.phase === 'playing') {
        send({ type: 'betStop', matchRef: match.ref, marketTypes: null });
        match.told.stoppedUntil = now + BET_STOP_MS;
      }
      if (settling < SETTLEMENTS_PER_TICK && this.settlementDue(match, state)) {
        settling += 1;
        for (const settlement of this.settlements(match, state, now)) send(settlement);
      }
      if (state.phase === 'ended' || now < match.told.stoppedUntil) continue;
      const every = state.phase === 'before' ? PREMATCH_ODDS_EVERY_MS : LIVE_ODDS_EVERY_MS;
      if (now - match.told.oddsAt >= every || match.told.stoppedUntil > 0) {
        send({ type: 'odds', matchRef: match.ref, markets: this.markets(match, now) });
        match.told.oddsAt = now;
        match.told.stoppedUntil = 0;
      }
    }
    // Handed over together, so the feed applies a tick in one transaction.
    await this.handOver(told);
  }

  private markTold(match: SimMatch, state: SimState, now: number): void {
    match.told.fixture = true;
    match.told.oddsAt = now;
    match.told.incidents = state.happened.length;
    match.told.state = this.stateKey(state);
  }

  private settlementDue(match: SimMatch, state: SimState): boolean {
    const half = match.league.sport === 'football' && state.halfTime !== null && !match.told.settled.has('ht');
    return half || (state.phase === 'ended' && !match.told.settled.has('ft'));
  }

  /** Stamps a message for this tick's batch (nobody listening, nothing is told). */
  private tell(told: FeedMessage[], now: number, message: DistributiveOmit<FeedMessage, 'ts' | 'seq'>): void {
    if (!this.handler) return;
    this.seq += 1;
    told.push({ ...message, ts: this.stamp(now), seq: this.seq } as FeedMessage);
  }

  private async handOver(told: readonly FeedMessage[]): Promise<void> {
    const handler = this.handler;
    if (handler) await Promise.all(told.map((message) => handler(message)));
  }

  /** Provider timestamps never repeat or go back, so the feed's ordering sees every message as newer. */
  private stamp(now: number): number {
    this.lastTs = Math.max(now, this.lastTs + 1);
    return this.lastTs;
  }

  private stateKey(state: SimState): string {
    const clock = state.feed.clock;
    return `${state.feed.status}|${state.feed.period}|${state.score.home}-${state.score.away}|${state.happened.length}|${clock ? Math.floor(clock.seconds / 60) : ''}`;
  }

  private timelineOf(match: SimMatch): Timeline {
    match.timeline ??= buildTimeline(match.seed, match.league, match.home, match.away);
    return match.timeline;
  }

  /** Match seconds since kickoff at a wall-clock moment (negative before it). */
  private secondAt(match: SimMatch, now: number): number {
    return Math.floor(((now - match.kickoffAt) / 1000) * this.options.speed);
  }

  private stateOf(match: SimMatch, now: number): SimState {
    return stateAt(match.league.sport, this.timelineOf(match), this.secondAt(match, now));
  }

  /**
   * The state the odds are made from. Basketball is priced at the last whole minute of play, so the
   * lines a match can have offered are a finite set the settlement can name.
   */
  private pricingState(match: SimMatch, state: SimState, second: number): SimState {
    if (match.league.sport !== 'basketball' || state.phase !== 'playing') return state;
    return stateAt('basketball', this.timelineOf(match), second - (second % 60));
  }

  private markets(match: SimMatch, now: number): MarketData[] {
    const state = this.stateOf(match, now);
    if (state.phase === 'ended') return this.pricedLines(match, this.stateBeforeKickoff(match));
    const priced = this.pricingState(match, state, this.secondAt(match, now));
    return this.pricedLines(match, priced);
  }

  private pricedLines(match: SimMatch, state: SimState): MarketData[] {
    const model = modelAt(match.league, match.home, match.away, state);
    return marketsFor(model, linesFor(match.league, model, state));
  }

  private stateBeforeKickoff(match: SimMatch): SimState {
    return stateAt(match.league.sport, this.timelineOf(match), -1);
  }

  /**
   * Every line a match has offered up to a moment: the states the odds are made from change only at
   * whole minutes and at incidents, so pricing at each of those names them all.
   */
  private linesOffered(match: SimMatch, upTo: number): Line[] {
    const timeline = this.timelineOf(match);
    const points = new Set<number>([-1]);
    for (let second = 0; second <= Math.min(upTo, timeline.length - 1); second += 60) points.add(second);
    if (match.league.sport !== 'basketball') {
      for (const incident of timeline.incidents) if (incident.at <= upTo) points.add(incident.at);
    }
    const lines = new Map<string, Line>();
    for (const second of points) {
      const state = stateAt(match.league.sport, timeline, second);
      if (state.phase === 'ended') continue;
      const model = modelAt(match.league, match.home, match.away, state);
      for (const line of linesFor(match.league, model, state)) lines.set(`${line.type}|${line.specifier}`, line);
    }
    return [...lines.values()];
  }

  /** Settlements due at this state and not yet told: the first half's markets at half time, the rest at the end. */
  private settlements(match: SimMatch, state: SimState, now: number): DistributiveOmit<FeedMessage, 'ts' | 'seq'>[] {
    const due: { phase: string; keys: (key: MarketKey) => boolean }[] = [];
    if (match.league.sport === 'football' && state.halfTime)
      due.push({ phase: 'ht', keys: (key) => key === 'fb.ht1x2' || key === 'fb.htou' });
    if (state.phase === 'ended') due.push({ phase: 'ft', keys: (key) => key !== 'fb.ht1x2' && key !== 'fb.htou' });
    const messages: DistributiveOmit<FeedMessage, 'ts' | 'seq'>[] = [];
    for (const { phase, keys } of due) {
      if (match.told.settled.has(phase)) continue;
      match.told.settled.add(phase);
      const timeline = this.timelineOf(match);
      // A match played before the last hours was never in play in this process's lifetime as far as
      // the demo goes: its pre-match lines are what was offered.
      const offered =
        this.offered.get(match.ref) ??
        (match.kickoffAt >= now - IN_PLAY_MEMORY_MS
          ? this.linesOffered(match, timeline.length)
          : linesFor(
              match.league,
              modelAt(match.league, match.home, match.away, this.stateBeforeKickoff(match)),
              this.stateBeforeKickoff(match),
            ));
      this.offered.set(match.ref, offered);
      const stats = this.statsOf(match, state);
      const markets = offered
        .filter((line) => keys(line.type))
        .flatMap((line) => {
          try {
            const outcomes = settleMarket(line.type, line.specifier, stats).map((o) => ({
              key: o.outcome,
              result: o.result,
            }));
            return [{ type: line.type, specifier: line.specifier, outcomes }];
          } catch {
            // A line the stats cannot decide (none here by construction) stays for the operator.
            return [];
          }
        });
      if (markets.length > 0) messages.push({ type: 'settlement', matchRef: match.ref, markets });
    }
    if (state.phase === 'ended') this.offered.delete(match.ref);
    return messages;
  }

  private statsOf(match: SimMatch, state: SimState) {
    if (match.league.sport === 'football') {
      const halfTime = state.halfTime ?? state.score;
      const ended = state.phase === 'ended';
      return ended
        ? { sport: 'football' as const, fullTime: state.score, halfTime, goals: state.goals }
        : { sport: 'football' as const, fullTime: halfTime, halfTime };
    }
    if (match.league.sport === 'basketball') return { sport: 'basketball' as const, periods: state.periodScores };
    return { sport: 'esports' as const, bestOf: match.league.bestOf as 1 | 3 | 5 | 7, maps: state.maps };
  }

  private fixture(match: SimMatch, state: SimState): DistributiveOmit<FixtureChange, 'ts' | 'seq'> {
    const { league } = match;
    const team = (t: SimTeam) => ({
      ref: t.ref,
      sport: t.sport,
      name: t.name,
      shortName: t.shortName,
      logo: `${this.options.logoBase}/${t.ref}.svg`,
    });
    return {
      type: 'fixture',
      matchRef: match.ref,
      kind: 'match',
      league: this.leagueData(league),
      home: team(match.home),
      away: team(match.away),
      kickoffAt: match.kickoffAt,
      bestOf: league.bestOf,
      state: state.feed,
    };
  }

  private leagueData(league: SimLeague) {
    return {
      ref: league.ref,
      sport: league.sport,
      name: league.name,
      shortName: league.shortName,
      region: league.region,
      logo: `${this.options.logoBase}/${league.ref}.svg`,
      priority: league.priority,
    };
  }

  /** A league's winner market (冠军), priced from simulated seasons of its clubs' strengths. */
  private outright(league: SimLeague, now: number): DistributiveOmit<FeedMessage, 'ts' | 'seq'>[] {
    const seasonEnd = Math.floor(now / DAY_MS) * DAY_MS + OUTRIGHT_SEASON_DAYS * DAY_MS;
    const ref = `${league.ref}-outright-${Math.floor(now / (OUTRIGHT_SEASON_DAYS * DAY_MS))}`;
    return [
      {
        type: 'fixture',
        matchRef: ref,
        kind: 'outright',
        league: this.leagueData(league),
        home: null,
        away: null,
        kickoffAt: seasonEnd,
        bestOf: 0,
        state: stateAt(league.sport, { periods: [], incidents: [], length: 1 }, -1).feed,
      },
      { type: 'odds', matchRef: ref, markets: [outrightMarket(league, this.options.seed)] },
    ];
  }

  /** Adds the fixtures that have come into the window and forgets those long gone. */
  private refreshSchedule(now: number): void {
    const wanted = new Map<string, { league: SimLeague; kickoffAt: number; slot: string }>();
    this.leagues.forEach((league, index) => {
      const offset = Math.round((index * SLOT_MS) / this.leagues.length);
      const first = Math.ceil((now - DENSE_BEHIND_MS - offset) / SLOT_MS);
      const last = Math.floor((now + DENSE_AHEAD_MS - offset) / SLOT_MS);
      for (let slot = first; slot <= last; slot++) {
        wanted.set(`${league.ref}-${slot}`, { league, kickoffAt: slot * SLOT_MS + offset, slot: String(slot) });
      }
      const today = Math.floor(now / DAY_MS);
      for (let day = today - DAYS_BEHIND; day <= today + DAYS_AHEAD; day++) {
        DAILY_KICKOFFS_UTC_MINUTES.forEach((minutes, i) => {
          const kickoffAt = day * DAY_MS + (minutes + index * 10) * MINUTE_MS;
          // The dense part of the schedule covers the hours around now.
          if (kickoffAt >= now - DENSE_BEHIND_MS && kickoffAt <= now + DENSE_AHEAD_MS) return;
          wanted.set(`${league.ref}-d${day}-${i}`, { league, kickoffAt, slot: `d${day}-${i}` });
        });
      }
    });
    for (const [ref, { league, kickoffAt }] of wanted) {
      if (this.matches.has(ref)) continue;
      const seed = hash(this.options.seed, ref);
      const teams = league.teams;
      const homeIndex = seed % teams.length;
      const awayIndex = (homeIndex + 1 + ((seed >>> 8) % (teams.length - 1))) % teams.length;
      this.matches.set(ref, {
        ref,
        league,
        home: teams[homeIndex]!,
        away: teams[awayIndex]!,
        kickoffAt,
        seed,
        timeline: null,
        told: { fixture: false, state: '', oddsAt: 0, stoppedUntil: 0, incidents: 0, settled: new Set() },
      });
    }
    // A match leaves with the window only once its settlement has been told.
    for (const [ref, match] of this.matches) {
      if (!wanted.has(ref) && match.told.settled.has('ft')) this.matches.delete(ref);
    }
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const OUTRIGHT_SEASONS = 4_000;
/** Outrights carry a wider margin: many outcomes, long-dated. */
const OUTRIGHT_MARGIN_BP = 2000;
const outrightCache = new Map<string, MarketData>();

/** A league's winner market from simulated seasons; the strengths do not change, so it is made once. */
function outrightMarket(league: SimLeague, seed: number): MarketData {
  const key = `${seed}|${league.ref}`;
  const cached = outrightCache.get(key);
  if (cached) return cached;
  const priced = simulateLeagueWinner(
    league.teams.map((team) => ({ id: team.ref, rating: team.rating })),
    { seasons: OUTRIGHT_SEASONS, seed: hash(seed, league.ref) },
  );
  const market: MarketData = {
    type: 'outright',
    specifier: '',
    status: 'active',
    main: true,
    outcomes: marketOdds(priced, OUTRIGHT_MARGIN_BP).map(({ outcome, odds }) => ({ key: outcome, odds })),
  };
  outrightCache.set(key, market);
  return market;
}
