import {
  isMarketKey,
  type MarketKey,
  marketOdds,
  settleMarket,
  simulateLeagueWinner,
  simulateWinnerLeague,
} from '@courtside/domain/pricing';
import type { FeedMessage, FeedProvider, FixtureChange, MarketData, MatchStateData } from '../../modules/feed';
import { buildCatalogue, type SimLeague, type SimTeam } from './catalogue';
import { homeWinChance, type Line, linesFor, marketsFor, modelAt } from './pricing';
import { type SimState, stateAt } from './state';
import { buildTimeline, type Timeline } from './timeline';

/**
 * The demo sports feed: a provider like any other (it reaches the feed module only through
 * `FeedProvider`), telling a seeded schedule of football, basketball and esports matches.
 * Time runs `speed` times faster than the wall clock inside a match; kickoffs are real times.
 *
 * The schedule is a believable one: each competition plays a round robin, one round a day, so a club
 * plays at most once a day and never two matches at once (its day ends before its next one starts).
 * A round's matches are spread over the day, every sport on its own even grid, so matches of every
 * sport are in play at any hour. A "day" is a calendar day in Asia/Shanghai at speed 1 (the default);
 * a faster feed (tests, demos in a hurry) runs its days as fast as its matches, so as many are live.
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

/** A line by its market key and specifier, as a settlement names it. */
type LineKey = Pick<Line, 'type' | 'specifier'>;

/**
 * The lines a match offered before this process first told it (in an earlier run, say), found by
 * pricing its story at every moment the odds could have moved, a few moments a tick.
 */
interface History {
  points: number[];
  next: number;
  lines: Map<string, LineKey>;
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
    /** Every line this process told the match's odds with, so its settlement names each. */
    lines: Map<string, LineKey>;
    /** What it offered before this process first told it; null until first told. */
    history: History | null;
  };
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const DAY_MINUTES = 24 * 60;
/** Days start at midnight in Asia/Shanghai (UTC+8), the site's business day. */
const SHANGHAI_OFFSET_MS = 8 * 60 * MINUTE_MS;
/** The days the schedule holds around today: results behind, fixtures ahead. */
const DAYS_BEHIND = 1;
const DAYS_AHEAD = 2;
/** Kickoffs fall on whole five minutes of the day (of match time, at speed 1 of the clock). */
const KICKOFF_STEP_MINUTES = 5;
const SPORT_ORDER = ['football', 'basketball', 'esports'] as const;
/** In play, odds are re-told this often (match state changes re-tell them at once). */
const LIVE_ODDS_EVERY_MS = 5_000;
const PREMATCH_ODDS_EVERY_MS = 10 * MINUTE_MS;
/** Bets stop at a dangerous moment and reopen this much later. */
const BET_STOP_MS = 5_000;
const DANGEROUS = new Set(['goal', 'penalty', 'redCard', 'mapWin']);
const OUTRIGHT_SEASON_DAYS = 30;
/**
 * A settlement names every line a match offered. Those this process told are remembered; those of a
 * match first told in play (the backlog of a start) take pricing its story up to then, which is
 * spread over ticks, this many pricings a tick (a few hundred milliseconds at most), so a start never
 * holds the event loop for seconds. Settlements themselves are not rationed.
 */
const HISTORY_POINTS_PER_TICK = 40;
/** How far back (in match time: hours at speed 1) a match may have been in play for an earlier process. */
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
  private ticking: Promise<void> | null = null;
  /** The outright season last told; a new one ends (and settles) the one before. */
  private season: number | null = null;
  private readonly days = new Map<number, Fixture[]>();

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
    // The season before is told over too, so a feed that slept through its end closes its prices.
    this.season = seasonOf(now);
    for (const league of this.leagues) {
      const told = [...this.seasonEnd(league, this.season - 1), ...this.outright(league, this.season)];
      messages.push(...told.map((m) => ({ ...m, ...stamp() })));
    }
    for (const match of this.matches.values()) {
      const state = this.stateOf(match, now);
      for (const message of this.firstTold(match, state, now)) messages.push({ ...message, ...stamp() });
    }
    // Settlements follow in the next ticks (a match first told in play needs its history first).
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
  matchesNow(): {
    ref: string;
    sport: string;
    home: string;
    away: string;
    kickoffAt: number;
    status: MatchStateData['status'];
  }[] {
    const now = this.options.now();
    this.refreshSchedule(now);
    return [...this.matches.values()].map((match) => ({
      ref: match.ref,
      sport: match.league.sport,
      home: match.home.ref,
      away: match.away.ref,
      kickoffAt: match.kickoffAt,
      status: this.stateOf(match, now).feed.status,
    }));
  }

  /**
   * Ticks until every settlement the clock has made due is told and committed. A test that moves the
   * clock by days waits for this, as the feed plays the days it skipped in a burst that holds the
   * database; a member's next step would otherwise queue behind it.
   */
  async catchUp(maxTicks = 500): Promise<void> {
    for (let ticks = 0; ticks < maxTicks; ticks++) {
      await this.tick();
      const now = this.options.now();
      if (![...this.matches.values()].some((match) => this.settlementDue(match, this.stateOf(match, now)))) return;
    }
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
    if (this.season !== null && seasonOf(now) !== this.season) {
      for (const league of this.leagues) {
        for (const message of this.seasonEnd(league, this.season)) send(message);
        for (const message of this.outright(league, seasonOf(now))) send(message);
      }
      this.season = seasonOf(now);
    }
    let budget = HISTORY_POINTS_PER_TICK;
    for (const match of this.matches.values()) {
      const state = this.stateOf(match, now);
      if (!match.told.fixture) for (const message of this.firstTold(match, state, now)) send(message);
      const key = this.stateKey(state);
      const fresh = state.happened.slice(match.told.incidents);
      if (key !== match.told.state) {
        // The final whistle stops every bet at once; the settlement follows.
        if (state.phase === 'ended') send({ type: 'betStop', matchRef: match.ref, marketTypes: null });
        send({ type: 'matchStatus', matchRef: match.ref, state: state.feed });
        match.told.state = key;
        match.told.incidents = state.happened.length;
      }
      if (fresh.some((incident) => DANGEROUS.has(incident.kind)) && state.phase === 'playing') {
        send({ type: 'betStop', matchRef: match.ref, marketTypes: null });
        match.told.stoppedUntil = now + BET_STOP_MS;
      }
      if (this.settlementDue(match, state)) {
        budget -= this.advanceHistory(match, budget);
        if (this.historyKnown(match)) for (const settlement of this.settlements(match, state)) send(settlement);
      }
      if (state.phase === 'ended' || now < match.told.stoppedUntil) continue;
      const every = state.phase === 'before' ? PREMATCH_ODDS_EVERY_MS : LIVE_ODDS_EVERY_MS;
      if (now - match.told.oddsAt >= every || match.told.stoppedUntil > 0) {
        send(this.odds(match, now));
        match.told.oddsAt = now;
        match.told.stoppedUntil = 0;
      }
    }
    // Spare pricing goes to the history of matches still in play, so their settlement is ready at the end.
    for (const match of this.matches.values()) {
      if (budget <= 0) break;
      budget -= this.advanceHistory(match, budget);
    }
    // Handed over together, so the feed applies a tick in one transaction.
    await this.handOver(told);
  }

  /**
   * What a match's first telling says: its fixture and, while it is still to be played or in play,
   * its odds; a match already over gets a bet stop instead (its prices must not outlive it).
   */
  private firstTold(match: SimMatch, state: SimState, now: number): DistributiveOmit<FeedMessage, 'ts' | 'seq'>[] {
    const messages: DistributiveOmit<FeedMessage, 'ts' | 'seq'>[] = [this.fixture(match, state)];
    if (state.phase === 'ended') messages.push({ type: 'betStop', matchRef: match.ref, marketTypes: null });
    else messages.push(this.odds(match, now));
    match.told.fixture = true;
    match.told.oddsAt = now;
    match.told.incidents = state.happened.length;
    match.told.state = this.stateKey(state);
    match.told.history ??= this.historyFrom(match, this.secondAt(match, now), now);
    return messages;
  }

  /**
   * A match's odds now, as a complete ladder: a line it no longer quotes (the ladder moved, a period
   * ended) is left out, which closes it. Every line told is remembered for the settlement.
   */
  private odds(match: SimMatch, now: number): DistributiveOmit<FeedMessage, 'ts' | 'seq'> {
    const markets = this.markets(match, now);
    for (const { type, specifier } of markets) {
      if (isMarketKey(type)) match.told.lines.set(`${type}|${specifier}`, { type, specifier });
    }
    return { type: 'odds', matchRef: match.ref, markets, complete: true };
  }

  private settlementDue(match: SimMatch, state: SimState): boolean {
    const half = match.league.sport === 'football' && state.halfTime !== null && !match.told.settled.has('ht');
    return half || (state.phase === 'ended' && !match.told.settled.has('ft'));
  }

  /**
   * The moments a match first told at `second` may have been priced at before: none when it is told
   * before kickoff (the pre-match lines do not change), only kickoff for a match played before the
   * last hours (in play before this demo's memory), else every whole minute and incident so far.
   */
  private historyFrom(match: SimMatch, second: number, now: number): History {
    const points: number[] = [];
    if (second >= 0 && match.kickoffAt < now - IN_PLAY_MEMORY_MS / this.options.speed) points.push(-1);
    else if (second >= 0) {
      const timeline = this.timelineOf(match);
      const upTo = Math.min(second, timeline.length - 1);
      const moments = new Set<number>([-1]);
      for (let at = 0; at <= upTo; at += 60) moments.add(at);
      if (match.league.sport !== 'basketball') {
        for (const incident of timeline.incidents) if (incident.at <= upTo) moments.add(incident.at);
      }
      points.push(...[...moments].sort((a, b) => a - b));
    }
    return { points, next: 0, lines: new Map() };
  }

  private historyKnown(match: SimMatch): boolean {
    const history = match.told.history;
    return history !== null && history.next >= history.points.length;
  }

  /** Prices up to `budget` more moments of a match's history; answers how many it priced. */
  private advanceHistory(match: SimMatch, budget: number): number {
    const history = match.told.history;
    if (!history) return 0;
    const end = Math.min(history.points.length, history.next + Math.max(0, budget));
    for (let i = history.next; i < end; i++) {
      const state = stateAt(match.league.sport, this.timelineOf(match), history.points[i]!);
      if (state.phase === 'ended') continue;
      const model = modelAt(match.league, match.home, match.away, state);
      for (const { type, specifier } of linesFor(match.league, model, state)) {
        history.lines.set(`${type}|${specifier}`, { type, specifier });
      }
    }
    const priced = end - history.next;
    history.next = end;
    return priced;
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

  /** The lines on offer at a moment of a match still to be played or in play, priced. */
  private markets(match: SimMatch, now: number): MarketData[] {
    const state = this.pricingState(match, this.stateOf(match, now), this.secondAt(match, now));
    const model = modelAt(match.league, match.home, match.away, state);
    return marketsFor(model, linesFor(match.league, model, state));
  }

  /**
   * Settlements due at this state and not yet told: the first half's markets at half time, the rest at
   * the end, each naming every line the match offered (told by this process or before it).
   */
  private settlements(match: SimMatch, state: SimState): DistributiveOmit<FeedMessage, 'ts' | 'seq'>[] {
    const due: { phase: string; keys: (key: MarketKey) => boolean }[] = [];
    if (match.league.sport === 'football' && state.halfTime)
      due.push({ phase: 'ht', keys: (key) => key === 'fb.ht1x2' || key === 'fb.htou' });
    if (state.phase === 'ended') due.push({ phase: 'ft', keys: (key) => key !== 'fb.ht1x2' && key !== 'fb.htou' });
    const offered = new Map([...(match.told.history?.lines ?? []), ...match.told.lines]);
    const stats = this.statsOf(match, state);
    const messages: DistributiveOmit<FeedMessage, 'ts' | 'seq'>[] = [];
    for (const { phase, keys } of due) {
      if (match.told.settled.has(phase)) continue;
      match.told.settled.add(phase);
      const markets = [...offered.values()]
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
    if (state.phase === 'ended') {
      // Told and settled: what it offered is no longer needed.
      match.told.lines.clear();
      match.told.history = { points: [], next: 0, lines: new Map() };
    }
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

  /**
   * A competition's winner market (冠军) for a season, priced from simulated seasons of its clubs'
   * strengths; it closes when the season does.
   */
  private outright(league: SimLeague, season: number): DistributiveOmit<FeedMessage, 'ts' | 'seq'>[] {
    const ref = outrightRef(league, season);
    return [
      this.outrightFixture(league, season, beforeKickoff(league).feed),
      { type: 'odds', matchRef: ref, markets: [outrightMarket(league, this.options.seed)], complete: true },
    ];
  }

  /** A season over: its winner market stops and settles on the champion of the season as played. */
  private seasonEnd(league: SimLeague, season: number): DistributiveOmit<FeedMessage, 'ts' | 'seq'>[] {
    const ref = outrightRef(league, season);
    const entrants = league.teams.map((team) => team.ref);
    const winner = champion(league, hash(this.options.seed, ref));
    const outcomes = settleMarket('outright', '', { sport: 'outright', entrants, winner }).map((o) => ({
      key: o.outcome,
      result: o.result,
    }));
    return [
      this.outrightFixture(league, season, { ...beforeKickoff(league).feed, status: 'ended' }),
      { type: 'betStop', matchRef: ref, marketTypes: null },
      { type: 'settlement', matchRef: ref, markets: [{ type: 'outright', specifier: '', outcomes }] },
    ];
  }

  private outrightFixture(
    league: SimLeague,
    season: number,
    state: MatchStateData,
  ): DistributiveOmit<FixtureChange, 'ts' | 'seq'> {
    return {
      type: 'fixture',
      matchRef: outrightRef(league, season),
      kind: 'outright',
      league: this.leagueData(league),
      home: null,
      away: null,
      kickoffAt: (season + 1) * SEASON_MS,
      bestOf: 0,
      state,
    };
  }

  /** The real length of a world day: a calendar day at speed 1, shorter as the feed runs faster. */
  private get dayMs(): number {
    return DAY_MS / this.options.speed;
  }

  /** The world day a moment falls in. */
  dayOf(now: number): number {
    return Math.floor((now + SHANGHAI_OFFSET_MS) / this.dayMs);
  }

  /** The fixtures of one day (made once, as the schedule is a pure function of the day). */
  private fixturesOf(day: number): Fixture[] {
    const cached = this.days.get(day);
    if (cached) return cached;
    const fixtures = planDay(this.leagues, day, this.dayMs);
    this.days.set(day, fixtures);
    for (const old of this.days.keys()) if (old < day - DAYS_BEHIND - 2) this.days.delete(old);
    return fixtures;
  }

  /** Adds the fixtures that have come into the window and forgets those long gone. */
  private refreshSchedule(now: number): void {
    const wanted = new Map<string, { league: SimLeague; kickoffAt: number; home: SimTeam; away: SimTeam }>();
    const today = this.dayOf(now);
    for (let day = today - DAYS_BEHIND; day <= today + DAYS_AHEAD; day++) {
      for (const fixture of this.fixturesOf(day)) wanted.set(fixture.ref, fixture);
    }
    for (const [ref, { league, kickoffAt, home, away }] of wanted) {
      if (this.matches.has(ref)) continue;
      const seed = hash(this.options.seed, ref);
      this.matches.set(ref, {
        ref,
        league,
        home,
        away,
        kickoffAt,
        seed,
        timeline: null,
        told: {
          fixture: false,
          state: '',
          oddsAt: 0,
          stoppedUntil: 0,
          incidents: 0,
          settled: new Set(),
          lines: new Map(),
          history: null,
        },
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

const SEASON_MS = OUTRIGHT_SEASON_DAYS * DAY_MS;
/** The outright season a moment falls in; a season closes at its end, the same for every competition. */
const seasonOf = (now: number) => Math.floor(now / SEASON_MS);
const outrightRef = (league: SimLeague, season: number) => `${league.ref}-outright-${season}`;

/** Any state of a sport before its kickoff (what pre-match prices are made from). */
const beforeKickoff = (league: SimLeague): SimState =>
  stateAt(league.sport, { periods: [], incidents: [], length: 1 }, -1);

/**
 * A competition's winner market from simulated seasons, played with its sport's match model as the
 * match prices are; the strengths do not change, so it is made once.
 */
function outrightMarket(league: SimLeague, seed: number): MarketData {
  const key = `${seed}|${league.ref}`;
  const cached = outrightCache.get(key);
  if (cached) return cached;
  const priced = seasons(league, { seasons: OUTRIGHT_SEASONS, seed: hash(seed, league.ref) });
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

/** The share of simulated seasons each club wins, played with the sport's match model. */
function seasons(league: SimLeague, options: { seasons: number; seed: number }) {
  const { teams } = league;
  if (league.sport === 'football') {
    return simulateLeagueWinner(
      teams.map((team) => ({ id: team.ref, rating: team.rating })),
      options,
    );
  }
  const before = beforeKickoff(league);
  return simulateWinnerLeague(
    teams.map((team) => team.ref),
    teams.map((home) => teams.map((away) => (home === away ? 0 : homeWinChance(league, home, away, before)))),
    options,
  );
}

/** The champion of one season as played (drawn from its seed, so every run names the same one). */
function champion(league: SimLeague, seed: number): string {
  const played = seasons(league, { seasons: 1, seed });
  return played.outcomes.find((o) => o.probability === 1)?.outcome ?? league.teams[0]!.ref;
}

/** One match of the schedule: its competition, clubs and kickoff. */
export interface Fixture {
  ref: string;
  league: SimLeague;
  home: SimTeam;
  away: SimTeam;
  kickoffAt: number;
}

/**
 * Round `round` of a round robin of `n` clubs (n even), by the circle method: club n-1 stays, the
 * others turn. Each club plays once a round and meets every other once in n-1 rounds; home and away
 * alternate, and swap in every second cycle.
 */
export function roundRobin(n: number, round: number): [number, number][] {
  const turns = n - 1;
  const r = ((round % turns) + turns) % turns;
  const secondLeg = Math.floor(round / turns) % 2 === 1;
  const pairs: [number, number][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = i === 0 ? n - 1 : (r + i) % turns;
    const b = (r - i + turns) % turns;
    const flip = (i === 0 ? r % 2 === 1 : i % 2 === 1) !== secondLeg;
    pairs.push(flip ? [b, a] : [a, b]);
  }
  return pairs;
}

/**
 * A day's fixtures: every competition plays one round. Each sport's matches share an even grid of
 * kickoffs over the whole day, the competitions taking turns on it, and the sports' grids are offset
 * from each other, so every sport is in play at any hour. A round's k-th pair kicks off later the
 * larger k; in the circle method a club moves at most one pair a round, so its kickoff moves by at
 * most one turn of its competition (a few hours) from one day to the next, and a match that runs
 * past midnight is over long before the club's next one.
 */
export function planDay(leagues: readonly SimLeague[], day: number, dayMs: number): Fixture[] {
  const fixtures: Fixture[] = [];
  const dayStart = day * dayMs - SHANGHAI_OFFSET_MS;
  const speed = Math.round(DAY_MS / dayMs);
  const speedTag = speed === 1 ? '' : `s${speed}`;
  SPORT_ORDER.forEach((sport, sportIndex) => {
    const ofSport = leagues.filter((league) => league.sport === sport);
    if (ofSport.length === 0) return;
    const rounds = ofSport.map((league, i) => roundRobin(league.teams.length, day + i * 3));
    const order: { league: SimLeague; pair: [number, number]; index: number }[] = [];
    const most = Math.max(...rounds.map((pairs) => pairs.length));
    for (let k = 0; k < most; k++) {
      ofSport.forEach((league, i) => {
        const pair = rounds[i]![k];
        if (pair) order.push({ league, pair, index: k });
      });
    }
    const spacing = DAY_MINUTES / order.length;
    const phase = (spacing * sportIndex) / SPORT_ORDER.length;
    order.forEach(({ league, pair: [home, away], index }, k) => {
      const minute = Math.floor((phase + k * spacing) / KICKOFF_STEP_MINUTES) * KICKOFF_STEP_MINUTES;
      fixtures.push({
        // A feed that runs faster counts other days: its refs say so, so a database kept across a
        // change of speed never sees one ref name two matches.
        ref: `${league.ref}-${speedTag}r${day}-${index}`,
        league,
        home: league.teams[home]!,
        away: league.teams[away]!,
        kickoffAt: Math.round(dayStart + (minute * MINUTE_MS * dayMs) / DAY_MS),
      });
    });
  });
  return fixtures;
}
