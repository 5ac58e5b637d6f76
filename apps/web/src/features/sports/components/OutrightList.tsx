import type { UseQueryResult } from '@tanstack/react-query';
import type { api } from '../../../api/client';
import { useTranslation } from '../../../i18n';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import styles from '../Sports.module.css';
import { PickButton } from '../slip/PickButton';
import { formatKickoff } from './kickoff';

type Outrights = Awaited<ReturnType<typeof api.feed.outrights>>;

/** 冠军: each league's winner market, favourites first. */
export function OutrightList({ query }: { query: UseQueryResult<Outrights> }) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton className={styles.rowSkeleton} />;
  if (query.isError) return <ErrorState title={t('sports.loadFailed')} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState title={t('sports.empty.outright')} icon="trophy" />;
  return (
    <div className={styles.list} data-testid="outright-list">
      {query.data.items.map(({ league, market, closesAt }) => (
        <section key={market.id} className={styles.league}>
          <div className={styles.leagueHeader}>
            <img src={league.logo} alt="" width={20} height={20} loading="lazy" />
            <span className={styles.leagueName}>{league.name}</span>
            <span className={styles.leagueCount}>{formatKickoff(closesAt, t)}</span>
          </div>
          <div className={styles.outrights}>
            {[...market.outcomes]
              .sort((a, b) => a.odds - b.odds)
              .map((outcome) => (
                <PickButton
                  key={outcome.key}
                  context={{ matchId: market.matchId, live: false, matchLabel: league.name }}
                  market={market}
                  outcome={outcome}
                  label={outcome.name}
                />
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
