import { liveRooms, type MatchList, type MatchStatePush, type MatchView, type OddsPush } from '@courtside/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../shared/usePageTitle';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/Pager';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { type Applied, applyMatchState, applyOdds, applyToList } from '../api/apply';
import { useFollowed } from '../api/follows';
import { LIST_PAGE_SIZE, listFilterOf, SPORTS, SPORTS_TABS, type SportsTab, sportsView } from '../api/listRequest';
import { useSportsLive } from '../api/live';
import { type OddsFormat, setOddsFormat, useOddsFormat } from '../api/oddsFormat';
import { sportsKeys, useMatchList, useOutrights, useSportsConfig } from '../api/queries';
import { AnchorMatchList } from '../components/AnchorMatchList';
import { MatchRow } from '../components/MatchRow';
import { OutrightList } from '../components/OutrightList';
import { usePullToRefresh } from '../components/usePullToRefresh';
import styles from '../Sports.module.css';
import { BetSlip } from '../slip/BetSlip';

const FORMATS: OddsFormat[] = ['decimal', 'hongkong'];

/** Matches grouped under their league, leagues in the order the list gives (by priority). */
const byLeague = (matches: MatchView[]) => {
  const groups = new Map<number, { league: MatchView['league']; matches: MatchView[] }>();
  for (const match of matches) {
    const group = groups.get(match.league.id) ?? { league: match.league, matches: [] };
    group.matches.push(match);
    groups.set(match.league.id, group);
  }
  return [...groups.values()];
};

/** 体育: the sports, their filters, matches by league with live scores and odds. */
export function SportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('sports.title'));
  const [search, setSearch] = useSearchParams();
  const view = sportsView(search);
  const { sport, tab: filter, leagueId, page, onlyFollowed } = view;
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const followed = useFollowed();
  const format = useOddsFormat();
  const client = useQueryClient();

  const config = useSportsConfig();
  const leagueIds = leagueId ? [leagueId] : [];
  const listFilter = listFilterOf(filter);
  const list = useMatchList(view);
  const outrights = useOutrights(sport, filter === 'outright');
  const sportConfig = config.data?.sports.find((s) => s.id === sport);

  const go = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) current.delete(key);
          else current.set(key, value);
        }
        if (!('page' in changes)) current.delete('page');
        return current;
      },
      { replace: true },
    );

  const shown = useMemo(
    () => (list.data?.items ?? []).filter((m) => !onlyFollowed || followed.has(m.id)),
    [list.data, onlyFollowed, followed],
  );
  const rooms = useMemo(() => shown.map((m) => liveRooms.match(m.id)), [shown]);
  const update = (apply: (match: MatchView) => Applied<MatchView>) => {
    const key = sportsKeys.list(sport, listFilter, leagueIds, page);
    const current = client.getQueryData<MatchList>(key);
    if (!current) return;
    const applied = applyToList(current, apply);
    client.setQueryData(key, applied.value);
    if (applied.gap) void client.invalidateQueries({ queryKey: key });
  };
  useSportsLive(rooms, {
    matchState: (push: MatchStatePush) => update((m) => applyMatchState(m, push)),
    odds: (push: OddsPush) => update((m) => applyOdds(m, push)),
  });

  const pull = usePullToRefresh(() =>
    Promise.all([list.refetch(), config.refetch(), filter === 'outright' ? outrights.refetch() : null]),
  );

  const count = (f: SportsTab) =>
    f !== 'anchor' && sportConfig
      ? {
          live: sportConfig.liveCount,
          today: sportConfig.todayCount,
          early: sportConfig.earlyCount,
          outright: sportConfig.outrightCount,
        }[f]
      : null;

  return (
    <div
      className={`${styles.page} ${styles.withSlip}`}
      data-testid="sports-page"
      data-sport={sport}
      data-filter={filter}
    >
      <BetSlip />
      {pull.phase !== 'idle' && (
        <div
          className={styles.pull}
          style={pull.phase === 'pulling' ? { height: pull.distance } : undefined}
          aria-live="polite"
          data-testid="pull-refresh"
        >
          {t(
            pull.phase === 'refreshing'
              ? 'sports.pull.refreshing'
              : pull.ready
                ? 'sports.pull.release'
                : 'sports.pull.pull',
          )}
        </div>
      )}
      <PageHeader
        title={t('sports.title')}
        subtitle={t('sports.demoFeed')}
        actions={
          <>
            <Link to="/app/sports/bets" className={styles.filter} data-testid="my-bets-link">
              {t('sports.bets.title')}
            </Link>
            <label className={styles.format}>
              <span>{t('sports.oddsFormat')}</span>
              <select
                value={format}
                onChange={(e) => setOddsFormat(e.target.value as OddsFormat)}
                data-testid="odds-format"
              >
                {FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {t(`sports.formats.${f}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        }
      />
      <div className={styles.sportTabs} role="tablist" aria-label={t('sports.title')}>
        {SPORTS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === sport}
            className={[styles.sportTab, s === sport && styles.sportTabOn].filter(Boolean).join(' ')}
            onClick={() => go({ sport: s, league: null })}
            data-testid={`sport-tab-${s}`}
          >
            {t(`sports.sports.${s}`)}
            {config.data && (
              <span className={styles.tabCount}>{config.data.sports.find((c) => c.id === s)?.liveCount ?? 0}</span>
            )}
          </button>
        ))}
      </div>
      <div className={styles.filters}>
        {SPORTS_TABS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={f === filter}
            className={[styles.filter, f === filter && styles.filterOn].filter(Boolean).join(' ')}
            onClick={() => go({ filter: f })}
            data-testid={`filter-${f}`}
          >
            {t(`sports.filters.${f}`)}
            {count(f) !== null && <span className={styles.filterCount}>{count(f)}</span>}
          </button>
        ))}
        {filter !== 'outright' && filter !== 'anchor' && (
          <>
            <button
              type="button"
              aria-pressed={onlyFollowed}
              className={[styles.filter, onlyFollowed && styles.filterOn].filter(Boolean).join(' ')}
              onClick={() => go({ followed: onlyFollowed ? null : '1' })}
              data-testid="filter-followed"
            >
              {t('sports.followed')}
            </button>
            <Link to={`/app/sports/results?sport=${sport}`} className={styles.filter} data-testid="results-link">
              {t('sports.results.title')}
            </Link>
            <Link to="/app/news" className={styles.filter} data-testid="news-link">
              {t('sports.newsLink')}
            </Link>
            <select
              className={styles.leagueSelect}
              value={leagueId}
              onChange={(e) => go({ league: e.target.value === '0' ? null : e.target.value })}
              aria-label={t('sports.leagueFilter')}
              data-testid="league-filter"
            >
              <option value={0}>{t('sports.allLeagues')}</option>
              {sportConfig?.leagues.map((league) => (
                <option key={league.id} value={league.id}>
                  {league.name}
                </option>
              ))}
            </select>
          </>
        )}
      </div>

      {filter === 'anchor' ? (
        <AnchorMatchList sport={sport} />
      ) : filter === 'outright' ? (
        <OutrightList query={outrights} />
      ) : list.isPending ? (
        <div className={styles.list} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className={styles.rowSkeleton} />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState title={t('sports.loadFailed')} onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={t(`sports.empty.${filter}`)}
          description={t('sports.empty.hint')}
          icon="sports"
          testId="sports-empty"
        />
      ) : (
        <div className={styles.list} data-testid="match-list">
          {byLeague(shown).map(({ league, matches }) => {
            const closed = collapsed.has(league.id);
            return (
              <section key={league.id} className={styles.league} data-testid="league-group">
                <button
                  type="button"
                  className={styles.leagueHeader}
                  aria-expanded={!closed}
                  onClick={() =>
                    setCollapsed((current) => {
                      const next = new Set(current);
                      if (closed) next.delete(league.id);
                      else next.add(league.id);
                      return next;
                    })
                  }
                >
                  <img src={league.logo} alt="" width={20} height={20} loading="lazy" />
                  <span className={styles.leagueName}>{league.name}</span>
                  <span className={styles.leagueCount}>{t('sports.league', { count: matches.length })}</span>
                </button>
                {!closed &&
                  matches.map((match) => <MatchRow key={match.id} match={match} followed={followed.has(match.id)} />)}
              </section>
            );
          })}
          {list.data && list.data.total > LIST_PAGE_SIZE && (
            <Pager
              page={page}
              pageSize={LIST_PAGE_SIZE}
              total={list.data.total}
              busy={list.isFetching}
              onPage={(next) => go({ page: String(next) })}
              label={t('sports.title')}
              testId="matches"
            />
          )}
        </div>
      )}
    </div>
  );
}
