import type { MatchView } from '@courtside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import styles from '../Sports.module.css';
import { formatKickoff } from './kickoff';

const two = (n: number) => String(Math.max(0, Math.floor(n))).padStart(2, '0');

/** The seconds the clock shows now: pushed at `at`, running on between pushes. */
const secondsNow = (clock: NonNullable<MatchView['clock']>, now: number) => {
  if (!clock.running) return clock.seconds;
  const passed = Math.max(0, (now - Date.parse(clock.at)) / 1000);
  return clock.direction === 'up' ? clock.seconds + passed : Math.max(0, clock.seconds - passed);
};

/** 63' for football, Q3 05:12 for basketball, the map and its time for esports; the kickoff before. */
export function MatchClock({ match }: { match: MatchView }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const running = match.status === 'live' && match.clock?.running;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);

  if (match.status === 'notStarted') {
    return <span className={styles.kickoff}>{formatKickoff(match.kickoffAt, t)}</span>;
  }
  if (match.status !== 'live') {
    return (
      <span className={styles.clock}>{match.status === 'ended' ? t('sports.match.ended') : match.periodName}</span>
    );
  }
  if (!match.clock) return <span className={styles.clockLive}>{match.periodName}</span>;
  const seconds = secondsNow(match.clock, now);
  const shown =
    match.sport === 'football' ? `${Math.floor(seconds / 60) + 1}'` : `${two(seconds / 60)}:${two(seconds % 60)}`;
  return (
    <span className={styles.clockLive} data-testid="match-clock">
      {match.periodName} {match.clock.running || match.sport !== 'football' ? shown : ''}
    </span>
  );
}
