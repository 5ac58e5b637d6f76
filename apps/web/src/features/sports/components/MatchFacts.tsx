import type { MatchDetail } from '@courtside/contract';
import { memo } from 'react';
import { useTranslation } from '../../../i18n';
import styles from '../Sports.module.css';

const minute = (seconds: number) => `${Math.floor(seconds / 60) + 1}'`;

/**
 * A match's statistics and its timeline of events; redrawn only when they change (a live push that
 * moves the clock or the odds leaves both as they were).
 */
export const MatchFacts = memo(
  function MatchFacts({ match }: { match: MatchDetail }) {
    const { t } = useTranslation();
    return (
      <>
        {match.statistics.length > 0 && (
          <section className={styles.panel} data-testid="statistics">
            <h2 className={styles.panelTitle}>{t('sports.match.stats')}</h2>
            {match.statistics.map((stat) => {
              const total = stat.home + stat.away || 1;
              return (
                <div key={stat.key} className={styles.stat}>
                  <span>{stat.home}</span>
                  <span className={styles.statName}>{stat.name}</span>
                  <span>{stat.away}</span>
                  <span className={styles.statBar}>
                    <span className={styles.statHome} style={{ width: `${(stat.home / total) * 100}%` }} />
                    <span className={styles.statAway} style={{ width: `${(stat.away / total) * 100}%` }} />
                  </span>
                </div>
              );
            })}
          </section>
        )}
        <section className={styles.panel}>
          <h2 className={styles.panelTitle}>{t('sports.match.timeline')}</h2>
          {match.incidents.length === 0 ? (
            <p className={styles.note}>{t('sports.match.noIncidents')}</p>
          ) : (
            <ol className={styles.timeline} data-testid="timeline">
              {[...match.incidents].reverse().map((incident) => (
                <li key={incident.id} className={styles.incident}>
                  <span className={styles.incidentTime}>
                    {match.sport === 'football' ? minute(incident.seconds) : incident.period}
                  </span>
                  <span>{incident.text}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </>
    );
  },
  (before, after) =>
    before.match.statistics === after.match.statistics &&
    before.match.incidents === after.match.incidents &&
    before.match.sport === after.match.sport,
);
