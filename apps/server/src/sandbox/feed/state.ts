import type { SportId } from '@courtside/contract';
import type { Score, Side } from '@courtside/domain/pricing';
import type { IncidentData, MatchStateData } from '../../modules/feed';
import type { PeriodSpan, SimIncident, Timeline } from './timeline';

/** A match at one moment: what the feed is told, and what the pricing models read. */
export interface SimState {
  feed: MatchStateData;
  /** Where play stands: before kickoff, in a period, in a break, or over. */
  phase: 'before' | 'playing' | 'break' | 'ended';
  period: PeriodSpan | null;
  score: Score;
  /** Football: whole minutes played, red cards, the scorer of each goal in order, the half-time score. */
  minutesPlayed: number;
  redCards: Score;
  goals: Side[];
  halfTime: Score | null;
  /** Basketball: each finished or running period's points, the quarter's points so far. */
  periodScores: Score[];
  /** Esports: the winner of each finished map. */
  maps: Side[];
  /** The incidents so far, in order. */
  happened: SimIncident[];
}

type Tally = { home: number; away: number };
const zero = (): Tally => ({ home: 0, away: 0 });

const STAT_KINDS: Record<SportId, Record<string, string>> = {
  football: {
    attack: 'attacks',
    dangerousAttack: 'dangerousAttacks',
    corner: 'corners',
    yellowCard: 'yellowCards',
    redCard: 'redCards',
    penalty: 'penalties',
    goal: 'goals',
  },
  basketball: { threePointer: 'threePointers', twoPointer: 'twoPointers', freeThrow: 'freeThrows', foul: 'fouls' },
  esports: { kill: 'kills', tower: 'towers', objective: 'objectives', mapWin: 'maps' },
};

// What the feed stores as incidents; the rest (every basket, every kill) only counts in the statistics.
const FEED_INCIDENTS: Record<SportId, Set<string>> = {
  football: new Set(['attack', 'dangerousAttack', 'corner', 'yellowCard', 'redCard', 'penalty', 'goal']),
  basketball: new Set(['threePointer', 'run']),
  esports: new Set(['tower', 'objective', 'mapWin']),
};

/** The state at `second` seconds after kickoff (negative: not started). */
export function stateAt(sport: SportId, timeline: Timeline, second: number): SimState {
  const happened = timeline.incidents.filter((incident) => incident.at <= second);
  const period =
    second < 0 || second >= timeline.length
      ? null
      : (timeline.periods.find((span) => second >= span.start && second < span.end) ?? null);
  const phase = second < 0 ? 'before' : second >= timeline.length ? 'ended' : period?.playing ? 'playing' : 'break';

  const score = zero();
  const redCards = zero();
  const goals: Side[] = [];
  const maps: Side[] = [];
  const byPeriod = new Map<string, Tally>();
  const statistics: Record<string, [number, number]> = {};
  for (const incident of happened) {
    const stat = STAT_KINDS[sport][incident.kind];
    if (stat && incident.side !== 'none') {
      const pair = statistics[stat] ?? [0, 0];
      pair[incident.side === 'home' ? 0 : 1] += 1;
      statistics[stat] = pair;
    }
    if (incident.side === 'none') continue;
    const scored =
      (sport === 'football' && incident.kind === 'goal') ||
      (sport === 'esports' && incident.kind === 'mapWin') ||
      (sport === 'basketball' && incident.points > 0);
    if (scored) {
      const points = sport === 'basketball' ? incident.points : 1;
      score[incident.side] += points;
      const periodScore = byPeriod.get(incident.period) ?? zero();
      periodScore[incident.side] += points;
      byPeriod.set(incident.period, periodScore);
      if (sport === 'football') goals.push(incident.side);
      if (sport === 'esports') maps.push(incident.side);
    }
    if (incident.kind === 'redCard') redCards[incident.side] += 1;
  }

  if (sport === 'football' && phase !== 'before') {
    // What a data scout would count beside the incidents: shots from the chances, possession from
    // the share of the attacking.
    const [attacksHome, attacksAway] = statistics.attacks ?? [0, 0];
    const [dangerHome, dangerAway] = statistics.dangerousAttacks ?? [0, 0];
    const [goalsHome, goalsAway] = statistics.goals ?? [0, 0];
    const pressure =
      (attacksHome + 2 * dangerHome + 1) / (attacksHome + attacksAway + 2 * (dangerHome + dangerAway) + 2);
    const possession = Math.round(50 + (pressure - 0.5) * 40);
    statistics.possession = [possession, 100 - possession];
    statistics.shots = [dangerHome + goalsHome + attacksHome, dangerAway + goalsAway + attacksAway];
    statistics.shotsOnTarget = [goalsHome + Math.ceil(dangerHome / 2), goalsAway + Math.ceil(dangerAway / 2)];
  }

  const playedPeriods = timeline.periods.filter((span) => span.playing && span.start <= second);
  const periodScores = playedPeriods.map((span) => byPeriod.get(span.period) ?? zero());
  const firstHalfOver = sport === 'football' && second >= (timeline.periods[0]?.end ?? Number.POSITIVE_INFINITY);
  const halfTime = firstHalfOver ? (byPeriod.get('1H') ?? zero()) : null;
  const minutesPlayed =
    sport === 'football' && period?.playing
      ? Math.floor((period.clockFrom + (second - period.start)) / 60)
      : phase === 'break' && sport === 'football'
        ? 45
        : 0;

  const status: MatchStateData['status'] = phase === 'before' ? 'notStarted' : phase === 'ended' ? 'ended' : 'live';
  const clock =
    phase === 'playing' && period
      ? {
          seconds: Math.max(0, Math.round(period.clockFrom + period.clockDirection * (second - period.start))),
          running: true,
        }
      : phase === 'break' && period
        ? { seconds: period.clockFrom, running: false }
        : null;
  const incidents: IncidentData[] = happened
    .filter((incident) => FEED_INCIDENTS[sport].has(incident.kind))
    .map((incident, index) => ({
      seq: index + 1,
      kind: incident.kind,
      side: incident.side,
      period: incident.period,
      seconds: incident.clockSeconds,
      text: incident.text,
      x: incident.x,
      y: incident.y,
    }));
  return {
    feed: {
      status,
      period: phase === 'ended' ? 'FT' : (period?.period ?? ''),
      clock,
      score: { ...score },
      periodScores: playedPeriods.map((span, i) => ({ period: span.period, ...periodScores[i]! })),
      statistics,
      incidents,
    },
    phase,
    period,
    score,
    minutesPlayed,
    redCards,
    goals,
    halfTime,
    periodScores,
    maps,
    happened,
  };
}
