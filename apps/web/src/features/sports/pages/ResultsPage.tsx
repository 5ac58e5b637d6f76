import type { SportId } from '@courtside/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../shared/usePageTitle';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/Pager';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { sportsKeys } from '../api/queries';
import styles from '../Sports.module.css';

const SPORTS: SportId[] = ['football', 'basketball', 'esports'];
const PAGE_SIZE = 50;
const DAYS = 7;
const DAY_MS = 86_400_000;
// Business days are Beijing days (the feed's results are asked for by one).
const OFFSET_MS = 8 * 3_600_000;

/** The last week's Beijing days, today first, as YYYY-MM-DD. */
const recentDays = (now = Date.now()) =>
  Array.from({ length: DAYS }, (_, i) => new Date(now + OFFSET_MS - i * DAY_MS).toISOString().slice(0, 10));

/** 赛果: ended matches of a day, by sport, with their final and period scores. */
export function ResultsPage() {
  const { t } = useTranslation();
  usePageTitle(t('sports.results.title'));
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const days = recentDays();
  const sport = SPORTS.includes(search.get('sport') as SportId) ? (search.get('sport') as SportId) : 'football';
  const date = days.includes(search.get('date') ?? '') ? (search.get('date') as string) : days[0]!;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const results = useQuery({
    queryKey: [...sportsKeys.all, 'results', sport, date, page],
    queryFn: () => api.feed.results({ sport, date, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const go = (key: string, value: string) =>
    setSearch(
      (current) => {
        current.set(key, value);
        if (key !== 'page') current.delete('page');
        return current;
      },
      { replace: true },
    );

  return (
    <div className={styles.page} data-testid="results-page">
      <PageHeader
        title={t('sports.results.title')}
        onBack={() => navigate('/app/sports')}
        backLabel={t('sports.back')}
      />
      <div className={styles.sportTabs} role="tablist">
        {SPORTS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === sport}
            className={[styles.sportTab, s === sport && styles.sportTabOn].filter(Boolean).join(' ')}
            onClick={() => go('sport', s)}
          >
            {t(`sports.sports.${s}`)}
          </button>
        ))}
      </div>
      <div className={styles.filters}>
        {days.map((day, i) => (
          <button
            key={day}
            type="button"
            aria-pressed={day === date}
            className={[styles.filter, day === date && styles.filterOn].filter(Boolean).join(' ')}
            onClick={() => go('date', day)}
            data-testid={`results-day-${i}`}
          >
            {i === 0 ? t('sports.today') : day.slice(5)}
          </button>
        ))}
      </div>
      {results.isPending ? (
        <Skeleton className={styles.rowSkeleton} />
      ) : results.isError ? (
        <ErrorState title={t('sports.loadFailed')} onRetry={() => void results.refetch()} />
      ) : results.data.items.length === 0 ? (
        <EmptyState title={t('sports.results.empty')} icon="trophy" testId="results-empty" />
      ) : (
        <div className={styles.league}>
          {results.data.items.map((match) => (
            <button
              key={match.id}
              type="button"
              className={styles.result}
              onClick={() => navigate(`/app/sports/match/${match.id}`)}
              data-testid="result-row"
            >
              <span className={styles.leagueCount}>{match.league.name}</span>
              <span className={styles.resultTeams}>
                <span className={styles.teamName}>{match.home.name}</span>
                <strong className={styles.score}>
                  {match.score.home} - {match.score.away}
                </strong>
                <span className={styles.teamName}>{match.away.name}</span>
              </span>
              <span className={styles.leagueCount}>
                {match.periodScores.map((p) => `${p.home}-${p.away}`).join(' · ')}
              </span>
            </button>
          ))}
          {results.data.total > PAGE_SIZE && (
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={results.data.total}
              busy={results.isFetching}
              onPage={(next) => go('page', String(next))}
              label={t('sports.results.title')}
              testId="results"
            />
          )}
        </div>
      )}
    </div>
  );
}
