import { createPrng, footballRates, mapWinProbability, type Prng, type Side } from '@courtside/domain/pricing';
import { SIM_FOOTBALL_RATES, type SimLeague, type SimTeam } from './catalogue';

/**
 * A match's whole story, drawn once from its seed before it starts: every incident at its second of
 * play, and the pace of the periods. The state at any moment is then a pure function of the time, so
 * a restarted simulator tells the same story and a test can jump to any minute.
 */
export interface SimIncident {
  /** Seconds of match time (breaks included) since kickoff. */
  at: number;
  kind: string;
  side: Side | 'none';
  period: string;
  /** The match clock shown with it: seconds played (football) or left in the period (basketball). */
  clockSeconds: number;
  text: string;
  x: number | null;
  y: number | null;
  /** Points (basketball) or the scoring side's new total; 0 where nothing is scored. */
  points: number;
}

export interface PeriodSpan {
  period: string;
  start: number;
  end: number;
  /** Whether play runs (false for breaks). */
  playing: boolean;
  /** Clock at the start of the period and its direction: up (football) or down (basketball). */
  clockFrom: number;
  clockDirection: 1 | -1;
}

export interface Timeline {
  periods: PeriodSpan[];
  incidents: SimIncident[];
  /** Match seconds from kickoff to the final whistle. */
  length: number;
}

const MINUTE = 60;

/** A normal draw (Box-Muller). */
const normal = (prng: Prng, mean: number, sd: number) =>
  mean + Math.sqrt(-2 * Math.log(1 - prng.nextFloat())) * Math.cos(2 * Math.PI * prng.nextFloat()) * sd;

const poissonEvent = (prng: Prng, rate: number) => prng.nextFloat() < 1 - Math.exp(-rate);

const mirror = (side: Side, x: number) => (side === 'home' ? x : 100 - x);

const sideName = (side: Side, home: SimTeam, away: SimTeam) => (side === 'home' ? home.name : away.name);

/** Football: two halves with stoppage, goals from the teams' Poisson rates, cards, corners and attacks. */
function footballTimeline(prng: Prng, home: SimTeam, away: SimTeam): Timeline {
  const stoppage1 = 1 + prng.nextInt(4);
  const stoppage2 = 2 + prng.nextInt(5);
  const firstEnd = (45 + stoppage1) * MINUTE;
  const secondStart = firstEnd + 15 * MINUTE;
  const length = secondStart + (45 + stoppage2) * MINUTE;
  const periods: PeriodSpan[] = [
    { period: '1H', start: 0, end: firstEnd, playing: true, clockFrom: 0, clockDirection: 1 },
    { period: 'HT', start: firstEnd, end: secondStart, playing: false, clockFrom: 45 * MINUTE, clockDirection: 1 },
    { period: '2H', start: secondStart, end: length, playing: true, clockFrom: 45 * MINUTE, clockDirection: 1 },
  ];
  const rates = footballRates(home.rating, away.rating, SIM_FOOTBALL_RATES);
  const incidents: SimIncident[] = [];
  const reds = { home: 0, away: 0 };
  const goals = { home: 0, away: 0 };
  const push = (incident: Omit<SimIncident, 'clockSeconds'> & { minute: number; second: number }) => {
    const { minute, second, ...rest } = incident;
    incidents.push({ ...rest, clockSeconds: minute * MINUTE + second });
  };
  const play = (minutes: number, offset: number, minuteBase: number, period: '1H' | '2H') => {
    for (let m = 0; m < minutes; m++) {
      const minute = minuteBase + m;
      const second = prng.nextInt(MINUTE - 25);
      const at = offset + m * MINUTE + second;
      for (const side of ['home', 'away'] as const) {
        const other = side === 'home' ? 'away' : 'home';
        // Late goals come a little more often; red cards cost a third of a side's threat each.
        const pace = minute >= 75 ? 1.15 : minute < 15 ? 0.9 : 1;
        const rate = (rates[side] / 90) * pace * 0.67 ** reds[side] * 1.25 ** reds[other];
        const name = sideName(side, home, away);
        if (poissonEvent(prng, rate * 4.2)) {
          push({
            period,
            at,
            minute,
            second,
            kind: 'attack',
            side,
            text: `${name} 进攻`,
            x: mirror(side, 60 + prng.nextInt(15)),
            y: 15 + prng.nextInt(70),
            points: 0,
          });
        }
        if (poissonEvent(prng, rate * 1.9)) {
          push({
            period,
            at: at + 1,
            minute,
            second,
            kind: 'dangerousAttack',
            side,
            text: `${name} 危险进攻`,
            x: mirror(side, 78 + prng.nextInt(14)),
            y: 20 + prng.nextInt(60),
            points: 0,
          });
        }
        if (poissonEvent(prng, rate * 1.3)) {
          push({
            period,
            at: at + 2,
            minute,
            second,
            kind: 'corner',
            side,
            text: `${name} 获得角球`,
            x: mirror(side, 99),
            y: prng.nextFloat() < 0.5 ? 1 : 99,
            points: 0,
          });
        }
        if (poissonEvent(prng, 0.018)) {
          push({
            period,
            at: at + 3,
            minute,
            second,
            kind: 'yellowCard',
            side,
            text: `${name} 黄牌`,
            x: 20 + prng.nextInt(60),
            y: 10 + prng.nextInt(80),
            points: 0,
          });
        }
        if (reds[side] < 2 && poissonEvent(prng, 0.0009)) {
          reds[side] += 1;
          push({
            period,
            at: at + 4,
            minute,
            second,
            kind: 'redCard',
            side,
            text: `${name} 红牌`,
            x: 20 + prng.nextInt(60),
            y: 10 + prng.nextInt(80),
            points: 0,
          });
        }
        // One goal in twelve comes from the spot, and one penalty in four is missed: the goals still
        // come at exactly the model's rate, so its prices are fair.
        const scores = poissonEvent(prng, rate);
        const penalty = scores ? prng.nextFloat() < 1 / 12 : poissonEvent(prng, rate / 36);
        if (penalty) {
          push({
            period,
            at: at + 5,
            minute,
            second,
            kind: 'penalty',
            side,
            text: `${name} 获得点球`,
            x: mirror(side, 89),
            y: 50,
            points: 0,
          });
        }
        if (scores) {
          goals[side] += 1;
          push({
            period,
            at: at + 20,
            minute,
            second: second + 20,
            kind: 'goal',
            side,
            text: `进球！${name}（${goals.home}-${goals.away}）`,
            x: mirror(side, 100),
            y: 44 + prng.nextInt(12),
            points: goals[side],
          });
        }
      }
    }
  };
  play(45 + stoppage1, 0, 0, '1H');
  play(45 + stoppage2, secondStart, 45, '2H');
  incidents.sort((a, b) => a.at - b.at);
  return { periods, incidents, length };
}

const BASKETBALL_QUARTER = 12 * MINUTE;
const BASKETBALL_OVERTIME = 5 * MINUTE;

/** Basketball: four 12-minute quarters (and overtimes while tied); points from the teams' ratings. */
function basketballTimeline(prng: Prng, home: SimTeam, away: SimTeam): Timeline {
  const periods: PeriodSpan[] = [];
  const incidents: SimIncident[] = [];
  const perMinute = 220 / 48 / 2;
  const edge = (home.power - away.power + 2.5) / 48 / 2;
  const score = { home: 0, away: 0 };
  let t = 0;
  const quarter = (period: string, length: number) => {
    periods.push({ period, start: t, end: t + length, playing: true, clockFrom: length, clockDirection: -1 });
    let run = { side: 'home' as Side, points: 0 };
    for (let m = 0; m < length / MINUTE; m++) {
      for (const side of ['home', 'away'] as const) {
        const expected = perMinute + (side === 'home' ? edge : -edge);
        let points = Math.max(0, Math.round(normal(prng, expected, 1.6)));
        while (points > 0) {
          const shot = points >= 3 && prng.nextFloat() < 0.35 ? 3 : points >= 2 ? 2 : 1;
          points -= shot;
          score[side] += shot;
          const at = t + m * MINUTE + prng.nextInt(MINUTE);
          const kind = shot === 3 ? 'threePointer' : shot === 2 ? 'twoPointer' : 'freeThrow';
          const label = shot === 3 ? '三分命中' : shot === 2 ? '两分命中' : '罚球命中';
          incidents.push({
            at,
            kind,
            side,
            period,
            clockSeconds: length - (at - t),
            text: `${sideName(side, home, away)} ${label}（${score.home}-${score.away}）`,
            x: mirror(side, shot === 3 ? 72 : 88),
            y: 20 + prng.nextInt(60),
            points: shot,
          });
          run = run.side === side ? { side, points: run.points + shot } : { side, points: shot };
          if (run.points >= 8) {
            incidents.push({
              at: at + 1,
              kind: 'run',
              side,
              period,
              clockSeconds: length - (at + 1 - t),
              text: `${sideName(side, home, away)} 打出 ${run.points}-0 攻势`,
              x: null,
              y: null,
              points: 0,
            });
            // Announced once: the run counts again only after the other side scores.
            run = { side, points: Number.NEGATIVE_INFINITY };
          }
        }
        if (poissonEvent(prng, 0.35)) {
          const at = t + m * MINUTE + prng.nextInt(MINUTE);
          incidents.push({
            at,
            kind: 'foul',
            side,
            period,
            clockSeconds: length - (at - t),
            text: `${sideName(side, home, away)} 犯规`,
            x: 30 + prng.nextInt(40),
            y: 10 + prng.nextInt(80),
            points: 0,
          });
        }
      }
    }
    t += length;
  };
  const pause = (period: string, length: number) => {
    periods.push({ period, start: t, end: t + length, playing: false, clockFrom: 0, clockDirection: -1 });
    t += length;
  };
  quarter('Q1', BASKETBALL_QUARTER);
  pause('B1', 2 * MINUTE);
  quarter('Q2', BASKETBALL_QUARTER);
  pause('HT', 8 * MINUTE);
  quarter('Q3', BASKETBALL_QUARTER);
  pause('B3', 2 * MINUTE);
  quarter('Q4', BASKETBALL_QUARTER);
  // A break is numbered after the period it follows: B4 after the fourth quarter, B5 after the first overtime.
  for (let ot = 1; score.home === score.away && ot <= 10; ot++) {
    pause(`B${3 + ot}`, 2 * MINUTE);
    quarter(ot === 1 ? 'OT' : `OT${ot}`, BASKETBALL_OVERTIME);
  }
  // A game tied after ten overtimes does not happen in practice; the last basket decides it.
  if (score.home === score.away) {
    score.home += 1;
    const last = periods.at(-1)!;
    incidents.push({
      at: t - 1,
      kind: 'freeThrow',
      side: 'home',
      period: last.period,
      clockSeconds: 1,
      text: `${home.name} 罚球命中`,
      x: 88,
      y: 50,
      points: 1,
    });
  }
  incidents.sort((a, b) => a.at - b.at);
  return { periods, incidents, length: t };
}

/** Esports: maps of 25-40 minutes won by the Elo map probability, with kills and objectives. */
function esportsTimeline(prng: Prng, league: SimLeague, home: SimTeam, away: SimTeam): Timeline {
  const periods: PeriodSpan[] = [];
  const incidents: SimIncident[] = [];
  const mapProbability = mapWinProbability(home.power, away.power);
  const toWin = Math.ceil(league.bestOf / 2);
  const won = { home: 0, away: 0 };
  const objective =
    league.title === 'lol'
      ? '击杀大龙'
      : league.title === 'dota2'
        ? '击杀肉山'
        : league.title === 'hok'
          ? '击杀主宰'
          : '拆除炸弹';
  let t = 0;
  for (let map = 1; won.home < toWin && won.away < toWin; map++) {
    const period = `MAP${map}`;
    const length = (25 + prng.nextInt(16)) * MINUTE;
    const winner: Side = prng.nextFloat() < mapProbability ? 'home' : 'away';
    periods.push({ period, start: t, end: t + length, playing: true, clockFrom: 0, clockDirection: 1 });
    for (let m = 1; m < length / MINUTE; m++) {
      // The side that will win the map gets a little more of the fights as it goes on.
      const lean = 0.5 + (winner === 'home' ? 1 : -1) * Math.min(0.25, m / 120);
      if (poissonEvent(prng, 0.9)) {
        const side: Side = prng.nextFloat() < lean ? 'home' : 'away';
        incidents.push({
          at: t + m * MINUTE,
          kind: 'kill',
          side,
          period,
          clockSeconds: m * MINUTE,
          text: `${sideName(side, home, away)} 击杀`,
          x: 10 + prng.nextInt(80),
          y: 10 + prng.nextInt(80),
          points: 0,
        });
      }
      if (m % 6 === 0 && poissonEvent(prng, 0.6)) {
        const side: Side = prng.nextFloat() < lean ? 'home' : 'away';
        incidents.push({
          at: t + m * MINUTE + 20,
          kind: 'tower',
          side,
          period,
          clockSeconds: m * MINUTE + 20,
          text: `${sideName(side, home, away)} 推掉防御塔`,
          x: mirror(side, 60 + prng.nextInt(30)),
          y: 20 + prng.nextInt(60),
          points: 0,
        });
      }
      if (m % 10 === 0 && poissonEvent(prng, 0.5)) {
        const side: Side = prng.nextFloat() < lean ? 'home' : 'away';
        incidents.push({
          at: t + m * MINUTE + 40,
          kind: 'objective',
          side,
          period,
          clockSeconds: m * MINUTE + 40,
          text: `${sideName(side, home, away)} ${objective}`,
          x: 50,
          y: 50,
          points: 0,
        });
      }
    }
    won[winner] += 1;
    incidents.push({
      at: t + length - 1,
      kind: 'mapWin',
      side: winner,
      period,
      clockSeconds: length - 1,
      text: `${sideName(winner, home, away)} 拿下第 ${map} 局（${won.home}-${won.away}）`,
      x: mirror(winner, 100),
      y: 50,
      points: won[winner],
    });
    t += length;
    if (won.home < toWin && won.away < toWin) {
      periods.push({
        period: `B${map}`,
        start: t,
        end: t + 4 * MINUTE,
        playing: false,
        clockFrom: 0,
        clockDirection: 1,
      });
      t += 4 * MINUTE;
    }
  }
  incidents.sort((a, b) => a.at - b.at);
  return { periods, incidents, length: t };
}

/** The match's story for its seed. */
export function buildTimeline(seed: number, league: SimLeague, home: SimTeam, away: SimTeam): Timeline {
  const prng = createPrng(seed);
  if (league.sport === 'football') return footballTimeline(prng, home, away);
  if (league.sport === 'basketball') return basketballTimeline(prng, home, away);
  return esportsTimeline(prng, league, home, away);
}
