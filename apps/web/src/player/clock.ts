import type { MatchView } from '@courtside/contract';

const two = (n: number) => String(Math.max(0, Math.floor(n))).padStart(2, '0');

/** The overlay's clock line: the period and 63' for football, the period and 05:12 for the rest; empty unless live. */
export function clockLabel(match: Pick<MatchView, 'status' | 'sport' | 'periodName' | 'clock'>, nowMs: number): string {
  if (match.status !== 'live') return '';
  const clock = match.clock;
  if (!clock) return match.periodName;
  const passed = clock.running ? Math.max(0, (nowMs - Date.parse(clock.at)) / 1000) : 0;
  const seconds = clock.direction === 'up' ? clock.seconds + passed : Math.max(0, clock.seconds - passed);
  const shown =
    match.sport === 'football' ? `${Math.floor(seconds / 60) + 1}'` : `${two(seconds / 60)}:${two(seconds % 60)}`;
  return `${match.periodName} ${shown}`;
}

/** The overlay's scorebug: 红星城 2 : 1 蓝港联, once the match has started; empty before. */
export function scoreLabel(match: Pick<MatchView, 'status' | 'home' | 'away' | 'score'>): string {
  if (match.status === 'notStarted') return '';
  const name = (team: MatchView['home']) => team.shortName || team.name;
  return `${name(match.home)} ${match.score.home} : ${match.score.away} ${name(match.away)}`;
}
