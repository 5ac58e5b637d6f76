import type { MatchDetail } from '@courtside/contract';
import { useTranslation } from '../../../i18n';
import styles from '../Sports.module.css';
import { MatchClock } from './MatchClock';

/** The teams, the score and the clock of a match. */
export function Scoreboard({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  return (
    <section className={styles.scoreboard} data-testid="scoreboard">
      {(['home', 'away'] as const).map((side, index) => (
        <div key={side} className={styles.side} style={{ order: index * 2 }}>
          <img src={match[side].logo} alt="" width={48} height={48} />
          <span>{match[side].name}</span>
        </div>
      ))}
      <div className={styles.centre} style={{ order: 1 }}>
        <span className={styles.leagueCount}>{match.league.name}</span>
        {match.status === 'notStarted' ? (
          <span className={styles.bigScore}>{t('sports.match.vs')}</span>
        ) : (
          <span className={styles.bigScore} data-testid="big-score">
            {match.score.home} - {match.score.away}
          </span>
        )}
        <MatchClock match={match} />
        {match.bestOf > 0 && (
          <span className={styles.leagueCount}>{t('sports.match.bestOf', { count: match.bestOf })}</span>
        )}
      </div>
    </section>
  );
}
