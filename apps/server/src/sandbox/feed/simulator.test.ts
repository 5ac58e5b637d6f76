import { MAX_ODDS, MIN_ODDS, overround } from '@courtside/domain/pricing';
import { describe, expect, it } from 'vitest';
import { type FeedMessage, type MarketData, periodName } from '../../modules/feed';
import { buildCatalogue } from './catalogue';
import { FeedSimulator, roundRobin } from './simulator';
import { stateAt } from './state';
import { buildTimeline } from './timeline';

const SEED = 20_261_124;
// A fixed wall-clock moment, so every run sees the same schedule.
const T0 = Date.UTC(2026, 10, 24, 12, 3, 0);

const simulator = (start = T0, speed = 7) => {
  const clock = { now: start };
  const sim = new FeedSimulator({ seed: SEED, speed, now: () => clock.now, logoBase: '/logos' });
  const messages: FeedMessage[] = [];
  sim.subscribe(async (message) => {
    messages.push(message);
  });
  return { sim, clock, messages };
};

describe('the simulated world', () => {
  it('is the same for the same seed, with unique zh-CN club names and the banner clubs in the first league', () => {
    const a = buildCatalogue(SEED);
    expect(buildCatalogue(SEED)).toEqual(a);
    expect(a.filter((l) => l.sport === 'football')).toHaveLength(8);
    expect(a.filter((l) => l.sport === 'basketball')).toHaveLength(6);
    expect(a.filter((l) => l.sport === 'esports').map((l) => l.title)).toEqual([
      'lol',
      'dota2',
      'cs2',
      'hok',
      'lol',
      'cs2',
    ]);
    expect(a.map((l) => l.teams.length)).toEqual(
      a.map((l) => ({ football: 16, basketball: 12, esports: 10 })[l.sport]),
    );
    const names = a.flatMap((l) => l.teams.map((t) => t.name));
    expect(new Set(names).size).toBe(names.length);
    expect(a[0]!.teams.slice(0, 2).map((t) => t.name)).toEqual(['红星城', '蓝港联']);
  });

  it('scores football like football: about 2.7 goals a match, home sides ahead', () => {
    const league = buildCatalogue(SEED)[0]!;
    let goals = 0;
    let homeWins = 0;
    let awayWins = 0;
    const matches = 400;
    for (let i = 0; i < matches; i++) {
      const home = league.teams[i % 10]!;
      const away = league.teams[(i + 1 + (i % 9)) % 10]!;
      const timeline = buildTimeline(i + 1, league, home, away);
      const end = stateAt('football', timeline, timeline.length);
      goals += end.score.home + end.score.away;
      if (end.score.home > end.score.away) homeWins += 1;
      if (end.score.home < end.score.away) awayWins += 1;
    }
    expect(goals / matches).toBeGreaterThan(2.2);
    expect(goals / matches).toBeLessThan(3.4);
    expect(homeWins).toBeGreaterThan(awayWins);
  });

  it('plays basketball to a winner and esports series to the majority of maps', () => {
    const world = buildCatalogue(SEED);
    const basketball = world.find((l) => l.sport === 'basketball')!;
    const esports = world.find((l) => l.title === 'hok')!;
    for (let i = 0; i < 50; i++) {
      const b = buildTimeline(i + 1, basketball, basketball.teams[0]!, basketball.teams[1]!);
      const bEnd = stateAt('basketball', b, b.length);
      expect(bEnd.score.home).not.toBe(bEnd.score.away);
      expect(bEnd.score.home + bEnd.score.away).toBeGreaterThan(150);
      expect(bEnd.periodScores.length).toBeGreaterThanOrEqual(4);
      const e = buildTimeline(i + 1, esports, esports.teams[0]!, esports.teams[1]!);
      const eEnd = stateAt('esports', e, e.length);
      expect(Math.max(eEnd.score.home, eEnd.score.away)).toBe(3);
      expect(eEnd.maps).toHaveLength(eEnd.score.home + eEnd.score.away);
    }
  });

  it('gives every period and break of every sport a Chinese name', () => {
    const world = buildCatalogue(SEED);
    const unnamed = new Set<string>();
    for (const league of world) {
      for (let i = 0; i < 60; i++) {
        const home = league.teams[i % league.teams.length]!;
        const away = league.teams[(i + 1) % league.teams.length]!;
        const timeline = buildTimeline(i + 1, league, home, away);
        for (const period of [...timeline.periods.map((span) => span.period), 'FT']) {
          if (!periodName(league.sport, period)) unnamed.add(`${league.sport} ${period}`);
        }
      }
    }
    expect([...unnamed]).toEqual([]);
    expect(periodName('basketball', 'B1')).toBe('第一节结束');
    expect(periodName('basketball', 'B4')).toBe('第四节结束');
    expect(periodName('basketball', 'OT2')).toBe('第二加时');
    expect(periodName('esports', 'B2')).toBe('第二局结束');
  });
});

describe('a believable schedule', () => {
  it('pairs every club once a round, and every two clubs once in a cycle, home and away in turn', () => {
    for (const n of [10, 12, 16]) {
      const met = new Map<string, number>();
      for (let round = 0; round < 2 * (n - 1); round++) {
        const pairs = roundRobin(n, round);
        expect(pairs.flat().sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
        for (const [home, away] of pairs) met.set(`${home}-${away}`, (met.get(`${home}-${away}`) ?? 0) + 1);
      }
      // Two cycles: each ordered pair (home, away) exactly once, so each club hosts each other once.
      expect(met.size).toBe(n * (n - 1));
      expect([...met.values()].every((count) => count === 1)).toBe(true);
    }
  });

  // Four days of schedule at a moment, with when each match ends.
  const schedule = (speed: number) => {
    const { sim } = simulator(T0, speed);
    return sim.matchesNow().map((m) => ({ ...m, endsAt: sim.endsAt(m.ref) }));
  };

  it('never has a club in two matches at once, at the real pace or a faster one', () => {
    for (const speed of [1, 7, 20]) {
      const byClub = new Map<string, { ref: string; kickoffAt: number; endsAt: number }[]>();
      for (const match of schedule(speed)) {
        for (const club of [match.home, match.away]) byClub.set(club, [...(byClub.get(club) ?? []), match]);
      }
      const clashes: string[] = [];
      for (const [club, played] of byClub) {
        played.sort((a, b) => a.kickoffAt - b.kickoffAt);
        for (let i = 1; i < played.length; i++) {
          if (played[i]!.kickoffAt < played[i - 1]!.endsAt)
            clashes.push(`${club}: ${played[i - 1]!.ref} ${played[i]!.ref}`);
        }
      }
      expect({ speed, clashes }).toEqual({ speed, clashes: [] });
    }
  });

  it('has a club play at most once a calendar day (Asia/Shanghai) at the real pace, and play every day', () => {
    const matches = schedule(1);
    const shanghaiDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    const games = new Map<string, number>();
    for (const match of matches) {
      for (const club of [match.home, match.away]) {
        const key = `${club} ${shanghaiDay(match.kickoffAt)}`;
        games.set(key, (games.get(key) ?? 0) + 1);
      }
    }
    expect([...games.entries()].filter(([, count]) => count > 1)).toEqual([]);
    const clubs = buildCatalogue(SEED).flatMap((league) => league.teams.map((team) => team.ref));
    expect(new Set(matches.map((m) => m.home).concat(matches.map((m) => m.away)))).toEqual(new Set(clubs));
    // Four whole days: every club once on each.
    expect(games.size).toBe(clubs.length * 4);
  });
});

describe('the simulator as a provider', () => {
  it('keeps matches of every sport live at any hour, with fixtures ahead and results behind', () => {
    for (const speed of [1, 7]) {
      for (let hour = 0; hour < 48; hour += speed === 1 ? 3 : 1) {
        const at = T0 + hour * 3_600_000;
        const matches = simulator(at, speed).sim.matchesNow();
        const live = matches.filter((m) => m.status === 'live');
        expect({ speed, hour, enough: live.length >= 6 && live.length <= 20 }).toEqual({ speed, hour, enough: true });
        expect(new Set(live.map((m) => m.sport))).toEqual(new Set(['football', 'basketball', 'esports']));
        expect(matches.filter((m) => m.status === 'ended').length).toBeGreaterThan(50);
        expect(matches.filter((m) => m.kickoffAt > at + 86_400_000 / speed).length).toBeGreaterThan(50);
      }
    }
  });
  it('tells the same snapshot for the same seed and moment', async () => {
    const a = await simulator().sim.snapshot();
    const b = await simulator().sim.snapshot();
    expect(b).toEqual(a);
  });

  it('prices every market from the models: odds in range, a bookmaker margin, no market left without outcomes', async () => {
    const messages = await simulator().sim.snapshot();
    const odds = messages.filter((m) => m.type === 'odds');
    expect(odds.length).toBeGreaterThan(250);
    const types = new Set<string>();
    for (const message of odds) {
      for (const market of message.markets) {
        types.add(market.type);
        expect(market.outcomes.length).toBeGreaterThan(1);
        for (const outcome of market.outcomes) {
          expect(outcome.odds).toBeGreaterThanOrEqual(MIN_ODDS);
          expect(outcome.odds).toBeLessThanOrEqual(MAX_ODDS);
        }
        if (market.status === 'active' && market.type !== 'outright') {
          const book = overround(market.outcomes.map((o) => o.odds));
          expect(book).toBeGreaterThan(0);
          expect(book).toBeLessThan(0.4);
        }
      }
    }
    for (const type of ['fb.1x2', 'fb.ah', 'fb.ou', 'fb.cs', 'fb.btts', 'fb.ht1x2', 'fb.htou', 'fb.nextgoal']) {
      expect(types).toContain(type);
    }
    for (const type of [
      'bk.ml',
      'bk.spread',
      'bk.total',
      'es.ml',
      'es.maphcp',
      'es.totalmaps',
      'es.mapwinner',
      'outright',
    ]) {
      expect(types).toContain(type);
    }
  });

  it('offers a winner market for every competition of every sport, its favourite the strongest club', async () => {
    const messages = await simulator().sim.snapshot();
    const world = buildCatalogue(SEED);
    const outrights = messages.filter(
      (m) => m.type === 'fixture' && m.kind === 'outright' && m.state.status === 'notStarted',
    );
    expect(outrights.map((m) => (m.type === 'fixture' ? m.league.ref : '')).sort()).toEqual(
      world.map((l) => l.ref).sort(),
    );
    for (const league of world) {
      const odds = messages.find(
        (m) =>
          m.type === 'odds' && m.markets[0]?.type === 'outright' && m.matchRef.startsWith(`${league.ref}-outright`),
      );
      if (odds?.type !== 'odds') throw new Error(`no outright odds for ${league.ref}`);
      const [market] = odds.markets;
      expect(market!.outcomes.map((o) => o.key).sort()).toEqual(league.teams.map((t) => t.ref).sort());
      const byPower = [...league.teams].sort((a, b) => b.power - a.power);
      const favourite = [...market!.outcomes].sort((a, b) => a.odds - b.odds)[0]!;
      // The strongest club, or one level with it (within 2 % of the league's spread of strength:
      // sixteen clubs can hold two of the same strength, and the seasons are simulated).
      const level = byPower.filter(
        (t) => t.power >= byPower[0]!.power - 0.02 * (byPower[0]!.power - byPower.at(-1)!.power),
      );
      expect({ league: league.ref, favourite: level.some((t) => t.ref === favourite.key) }).toEqual({
        league: league.ref,
        favourite: true,
      });
      const book = overround(market!.outcomes.map((o) => o.odds));
      expect(book).toBeGreaterThan(0.05);
      expect(book).toBeLessThan(0.6);
    }
  });

  it('closes a season: its winner markets stop and settle on one champion, and the next season opens', async () => {
    const season = 30 * 86_400_000;
    const boundary = (Math.floor(T0 / season) + 1) * season;
    const { sim, clock, messages } = simulator(boundary - 10_000);
    const snapshot = await sim.snapshot();
    const world = buildCatalogue(SEED);
    // The snapshot tells the season before as over (a feed that slept through its end closes it).
    const before = `-outright-${Math.floor(T0 / season) - 1}`;
    expect(snapshot.filter((m) => m.type === 'settlement' && m.matchRef.endsWith(before))).toHaveLength(world.length);
    clock.now = boundary + 5_000;
    await sim.tick();
    const ending = `-outright-${Math.floor(T0 / season)}`;
    for (const league of world) {
      const ref = `${league.ref}${ending}`;
      const told = messages.filter((m) => m.matchRef === ref);
      expect(told.map((m) => m.type)).toEqual(['fixture', 'betStop', 'settlement']);
      const [fixture, , settlement] = told;
      expect(fixture?.type === 'fixture' && fixture.state.status).toBe('ended');
      if (settlement?.type !== 'settlement') throw new Error('no settlement');
      const results = settlement.markets[0]!.outcomes;
      expect(results).toHaveLength(league.teams.length);
      expect(results.filter((o) => o.result === 'win')).toHaveLength(1);
      const next = messages.filter((m) => m.matchRef === `${league.ref}-outright-${Math.floor(T0 / season) + 1}`);
      expect(next.map((m) => m.type)).toEqual(['fixture', 'odds']);
      expect(next[0]?.type === 'fixture' && next[0].kickoffAt).toBe(boundary + season);
    }
  });

  it('settles every line offered, before a restart too, stops bets at goals and at the final whistle, and never prices a match that is over', async () => {
    // The process before a restart: ten minutes of play before T0.
    const before = simulator(T0 - 10 * 60_000);
    for (const message of await before.sim.snapshot()) before.messages.push(message);
    for (let step = 0; step < 30; step++) {
      before.clock.now += 20_000;
      await before.sim.tick();
    }
    // The process after it, from T0: its snapshot, then twenty minutes in five-second steps (dozens of
    // matches end), each tick's messages kept apart.
    const { sim, clock, messages } = simulator();
    const snapshot = await sim.snapshot();
    const ticks: FeedMessage[][] = [snapshot];
    for (let step = 0; step < 300; step++) {
      if (step < 240) clock.now += 5_000;
      const from = messages.length;
      await sim.tick();
      ticks.push(messages.slice(from));
    }
    messages.unshift(...snapshot);

    const offered = new Map<string, Set<string>>();
    const settled = new Map<string, Set<string>>();
    const ended = new Set<string>();
    const add = (into: Map<string, Set<string>>, ref: string, key: string) =>
      into.set(ref, (into.get(ref) ?? new Set()).add(key));
    for (const message of [...before.messages, ...messages]) {
      if (message.type === 'odds')
        for (const m of message.markets) add(offered, message.matchRef, `${m.type}|${m.specifier}`);
    }
    // A match over is never priced again: no odds for it in the tick its end is told, nor after.
    const over = new Set<string>();
    const firstToldBeforeKickoff = new Set<string>();
    for (const batch of ticks) {
      for (const [i, message] of batch.entries()) {
        if (message.type === 'odds') {
          expect(message.complete).toBe(true);
          expect({ ref: message.matchRef, over: over.has(message.matchRef) }).toEqual({
            ref: message.matchRef,
            over: false,
          });
        }
        if (message.type === 'settlement')
          for (const m of message.markets) add(settled, message.matchRef, `${m.type}|${m.specifier}`);
        if (message.type === 'fixture' && message.state.status === 'notStarted') {
          firstToldBeforeKickoff.add(message.matchRef);
        }
        if ((message.type === 'matchStatus' || message.type === 'fixture') && message.state.status === 'ended') {
          ended.add(message.matchRef);
          over.add(message.matchRef);
          // Bets stop at the final whistle (or at once, for a match first told over), in the same tick.
          const stop = batch.findIndex((m) => m.type === 'betStop' && m.matchRef === message.matchRef);
          expect({ ref: message.matchRef, stopped: stop >= 0 }).toEqual({ ref: message.matchRef, stopped: true });
          if (message.type === 'matchStatus') expect(stop).toBeLessThan(i);
          // A match this process told from before kickoff is settled at once, however many end together.
          if (firstToldBeforeKickoff.has(message.matchRef)) {
            expect(batch.some((m) => m.type === 'settlement' && m.matchRef === message.matchRef)).toBe(true);
          }
        }
      }
    }
    expect(ended.size).toBeGreaterThan(40);
    expect([...ended].filter((ref) => firstToldBeforeKickoff.has(ref)).length).toBeGreaterThanOrEqual(3);
    for (const ref of ended) {
      const missing = [...(offered.get(ref) ?? [])].filter((key) => !settled.get(ref)?.has(key));
      expect({ ref, missing }).toEqual({ ref, missing: [] });
    }
    expect(messages.some((m) => m.type === 'betStop')).toBe(true);
    // Provider sequence numbers run on without a gap, so the feed never asks for a snapshot by mistake.
    const live = messages.filter((m) => m.seq > 0).map((m) => m.seq);
    expect(live).toEqual([...live].sort((x, y) => x - y));
  }, 300_000);

  it('quotes one main line a type, and its odds name the whole ladder, so lines that leave it close', async () => {
    const { sim, clock, messages } = simulator();
    await sim.snapshot();
    for (let step = 0; step < 60; step++) {
      clock.now += 5_000;
      await sim.tick();
    }
    const left = new Set<string>();
    const last = new Map<string, MarketData[]>();
    for (const message of messages) {
      if (message.type !== 'odds') continue;
      const now = new Set(message.markets.map((m) => `${m.type}|${m.specifier}`));
      for (const m of last.get(message.matchRef) ?? []) {
        if (!now.has(`${m.type}|${m.specifier}`)) left.add(`${message.matchRef} ${m.type}|${m.specifier}`);
      }
      // The whole ladder: what it leaves out, the feed closes.
      expect(message.complete).toBe(true);
      last.set(message.matchRef, message.markets);
      const mains = message.markets.filter((m) => m.main).map((m) => m.type);
      expect(mains).toEqual([...new Set(mains)]);
    }
    // The ladders moved in those five minutes: lines left them (and the complete odds closed them).
    expect([...left].some((line) => line.includes('bk.total'))).toBe(true);
  }, 120_000);

  it('catches up after the clock jumps a month: every match it has told over is settled when it returns', async () => {
    const { sim, clock, messages } = simulator(T0, 1);
    await sim.snapshot();
    await sim.tick();
    clock.now += 31 * 24 * 3_600_000;
    await sim.catchUp();
    const over = new Set<string>();
    const settled = new Set<string>();
    for (const message of messages) {
      if ((message.type === 'fixture' || message.type === 'matchStatus') && message.state.status === 'ended')
        over.add(message.matchRef);
      if (message.type === 'settlement' && message.markets.some((m) => m.type !== 'fb.ht1x2' && m.type !== 'fb.htou'))
        settled.add(message.matchRef);
    }
    expect(over.size).toBeGreaterThan(40);
    expect([...over].filter((ref) => !settled.has(ref))).toEqual([]);
  }, 120_000);
});
