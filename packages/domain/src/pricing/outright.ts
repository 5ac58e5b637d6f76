// Outright (冠军) prices for a league: the share of simulated seasons each team wins. Every season is a
// round robin played with the sport's match model (football: Poisson goals from the ratings; sports
// whose games always have a winner: each game's chance from their model), drawn from the seeded
// generator so the same seed gives the same prices.

import { cappedPoisson } from './distributions';
import type { RateParams, TeamRating } from './football';
import { footballRates } from './football';
import type { MarketPrice } from './price';
import { winLoseMarket } from './price';
import type { Prng } from './prng';
import { createPrng } from './prng';

/** An entrant of a league. */
export interface OutrightTeam {
  readonly id: string;
  readonly rating: TeamRating;
}

/** How to simulate the league. */
export interface OutrightOptions {
  /** Seasons to simulate, 1..200 000; the standard error of a price is about sqrt(p(1-p)/seasons). */
  readonly seasons: number;
  /** Seed of the generator. */
  readonly seed: number;
  /** 2 (default): everyone plays everyone home and away; 1: once, home sides alternating. */
  readonly legs?: 1 | 2;
  readonly rateParams?: RateParams;
}

/** Bounds on a simulation. */
export const OUTRIGHT_LIMITS = { teamsMax: 40, seasonsMax: 200_000, idLengthMax: 64 } as const;

// Goals per side per match beyond which the simulation stops counting (the tail is lumped in).
const GOALS_CAP = 15;

interface Fixture {
  readonly home: number;
  readonly away: number;
  readonly homeCdf: readonly number[];
  readonly awayCdf: readonly number[];
}

/**
 * The league winner market: one outcome per team (its id, in input order) with the share of simulated
 * seasons it wins. Ranking: points (3 a win, 1 a draw), then goal difference, then goals scored, then
 * a seeded drawing of lots. Probabilities sum to 1.
 */
export function simulateLeagueWinner(teams: readonly OutrightTeam[], options: OutrightOptions): MarketPrice {
  checkTeams(teams);
  const { seasons, seed } = options;
  checkSeasons(seasons);
  const fixtures = leagueFixtures(teams, options.legs ?? 2, options.rateParams ?? {});
  const prng = createPrng(seed);
  const titles = new Array<number>(teams.length).fill(0);
  for (let season = 0; season < seasons; season++) titles[playSeason(teams.length, fixtures, prng)]! += 1;
  return winLoseMarket(
    'outright',
    '',
    teams.map((team, i) => [team.id, titles[i]! / seasons] as const),
  );
}

/** How to simulate a league whose games always have a winner. */
export interface WinnerLeagueOptions {
  /** Seasons to simulate, 1..200 000. */
  readonly seasons: number;
  readonly seed: number;
  /** 2 (default): everyone plays everyone home and away; 1: once, home sides alternating. */
  readonly legs?: 1 | 2;
}

/**
 * The league winner market of a sport whose games always have a winner (basketball, an esports
 * series): `homeWins[i][j]` is the chance that team i beats team j at i's home, as the sport's match
 * model prices it. Every season is a round robin; the most wins takes the title, a tie is settled by
 * drawing lots. One outcome per team id, in input order; probabilities sum to 1.
 */
export function simulateWinnerLeague(
  ids: readonly string[],
  homeWins: readonly (readonly number[])[],
  options: WinnerLeagueOptions,
): MarketPrice {
  checkTeams(ids.map((id) => ({ id })));
  checkSeasons(options.seasons);
  const n = ids.length;
  if (
    homeWins.length !== n ||
    homeWins.some((row, i) => row.length !== n || row.some((p, j) => i !== j && !(p >= 0 && p <= 1)))
  ) {
    throw new RangeError(`homeWins must be ${n} rows of ${n} chances in [0, 1]`);
  }
  const games: (readonly [home: number, away: number])[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if ((options.legs ?? 2) === 2) games.push([i, j], [j, i]);
      else games.push((i + j) % 2 === 0 ? [i, j] : [j, i]);
    }
  }
  const prng = createPrng(options.seed);
  const titles = new Array<number>(n).fill(0);
  const wins = new Array<number>(n);
  for (let season = 0; season < options.seasons; season++) {
    wins.fill(0);
    for (const [home, away] of games) wins[prng.nextFloat() < homeWins[home]![away]! ? home : away]! += 1;
    const best = Math.max(...wins);
    const leaders = wins.flatMap((w, team) => (w === best ? [team] : []));
    titles[leaders.length === 1 ? leaders[0]! : leaders[prng.nextInt(leaders.length)]!]! += 1;
  }
  return winLoseMarket(
    'outright',
    '',
    ids.map((id, i) => [id, titles[i]! / options.seasons] as const),
  );
}

function checkSeasons(seasons: number): void {
  if (!Number.isInteger(seasons) || seasons < 1 || seasons > OUTRIGHT_LIMITS.seasonsMax) {
    throw new RangeError(`seasons must be an integer in [1, ${OUTRIGHT_LIMITS.seasonsMax}], got ${seasons}`);
  }
}

function leagueFixtures(teams: readonly OutrightTeam[], legs: 1 | 2, params: RateParams): Fixture[] {
  const fixtures: Fixture[] = [];
  for (let i = 0; i < teams.length; i++) {
    for (let j = i + 1; j < teams.length; j++) {
      if (legs === 2) {
        fixtures.push(fixture(teams, i, j, params), fixture(teams, j, i, params));
      } else {
        // One meeting per pair: the home side alternates with the pair's parity, so no team hosts them all.
        fixtures.push((i + j) % 2 === 0 ? fixture(teams, i, j, params) : fixture(teams, j, i, params));
      }
    }
  }
  return fixtures;
}

function fixture(teams: readonly OutrightTeam[], home: number, away: number, params: RateParams): Fixture {
  const rates = footballRates(teams[home]!.rating, teams[away]!.rating, params);
  return { home, away, homeCdf: cumulative(rates.home), awayCdf: cumulative(rates.away) };
}

function cumulative(rate: number): number[] {
  let sum = 0;
  return cappedPoisson(rate, GOALS_CAP).p.map((mass) => {
    sum += mass;
    return sum;
  });
}

// Inverse-cdf draw: the first count whose cumulative probability passes a uniform draw.
function drawGoals(cdf: readonly number[], prng: Prng): number {
  const u = prng.nextFloat();
  for (let k = 0; k < cdf.length - 1; k++) if (u < cdf[k]!) return k;
  return cdf.length - 1;
}

// Plays one season and returns the index of the champion.
function playSeason(teamCount: number, fixtures: readonly Fixture[], prng: Prng): number {
  const points = new Array<number>(teamCount).fill(0);
  const difference = new Array<number>(teamCount).fill(0);
  const scored = new Array<number>(teamCount).fill(0);
  for (const f of fixtures) {
    const home = drawGoals(f.homeCdf, prng);
    const away = drawGoals(f.awayCdf, prng);
    points[f.home]! += home > away ? 3 : home === away ? 1 : 0;
    points[f.away]! += away > home ? 3 : home === away ? 1 : 0;
    difference[f.home]! += home - away;
    difference[f.away]! += away - home;
    scored[f.home]! += home;
    scored[f.away]! += away;
  }
  let leaders: number[] = [];
  for (let team = 0; team < teamCount; team++) {
    const best = leaders[0];
    const order =
      best === undefined
        ? 1
        : points[team]! - points[best]! || difference[team]! - difference[best]! || scored[team]! - scored[best]!;
    if (order > 0) leaders = [team];
    else if (order === 0) leaders.push(team);
  }
  // Still level on everything: draw lots, from the same seeded stream so runs repeat.
  return leaders.length === 1 ? leaders[0]! : leaders[prng.nextInt(leaders.length)]!;
}

function checkTeams(teams: readonly { readonly id: string }[]): void {
  if (teams.length < 2 || teams.length > OUTRIGHT_LIMITS.teamsMax) {
    throw new RangeError(`a league has 2 to ${OUTRIGHT_LIMITS.teamsMax} teams, got ${teams.length}`);
  }
  const ids = new Set<string>();
  for (const team of teams) {
    if (team.id === '' || team.id.length > OUTRIGHT_LIMITS.idLengthMax || ids.has(team.id)) {
      throw new RangeError(`team ids must be unique, non-empty and at most ${OUTRIGHT_LIMITS.idLengthMax} long`);
    }
    ids.add(team.id);
  }
}
