import { liveRooms, type MarketView, type MatchDetail } from '@courtside/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../shared/usePageTitle';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { type Applied, applyMatchState, applyOdds } from '../api/apply';
import { useSportsLive } from '../api/live';
import { sportsKeys, useMatchDetail } from '../api/queries';
import { MatchClock } from '../components/MatchClock';
import styles from '../Sports.module.css';
import { BetSlip } from '../slip/BetSlip';
import { BuilderBar } from '../slip/BuilderBar';
import { BuilderPickButton, contextOf, PickButton } from '../slip/PickButton';

// The tracker draws only here: its code loads with the match page, not the list.
const Tracker = lazy(async () => ({ default: (await import('../components/Tracker')).Tracker }));

const TABS = ['all', 'main', 'handicap', 'total', 'half', 'score', 'other'] as const;
type Tab = (typeof TABS)[number];

const inTab = (market: MarketView, tab: Tab) =>
  tab === 'all' || market.group === tab || (tab === 'other' && !TABS.includes(market.group as Tab));

const minute = (seconds: number) => `${Math.floor(seconds / 60) + 1}'`;

/** A match: scoreboard, the animated tracker, statistics, events and every market by tab. */
export function MatchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matchId = Number(useParams().id);
  const detail = useMatchDetail(matchId);
  const client = useQueryClient();
  const [tab, setTab] = useState<Tab>('all');
  const [building, setBuilding] = useState(false);
  const match = detail.data;
  usePageTitle(match ? `${match.home.name} ${t('sports.match.vs')} ${match.away.name}` : t('sports.match.title'));

  const update = (apply: (m: MatchDetail) => Applied<MatchDetail>) => {
    const key = sportsKeys.detail(matchId);
    const current = client.getQueryData<MatchDetail>(key);
    if (!current) return;
    const applied = apply(current);
    client.setQueryData(key, applied.value);
    if (applied.gap) void client.invalidateQueries({ queryKey: key });
  };
  useSportsLive(match ? [liveRooms.match(match.id)] : [], {
    matchState: (push) => update((m) => applyMatchState(m, push)),
    odds: (push) => update((m) => applyOdds(m, push)),
  });

  const header = (
    <PageHeader title={t('sports.match.title')} onBack={() => navigate('/app/sports')} backLabel={t('sports.back')} />
  );
  if (detail.isPending) {
    return (
      <div className={styles.page}>
        {header}
        <Skeleton className={styles.rowSkeleton} />
        <Skeleton className={styles.rowSkeleton} />
      </div>
    );
  }
  if (detail.isError || !match) {
    return (
      <div className={styles.page}>
        {header}
        <ErrorState title={t('sports.match.notFound')} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  const markets = match.markets.filter((m) => inTab(m, tab));
  // The builder prices football from the score model; a match still to be played or in play only.
  const builderOffered = match.sport === 'football' && (match.status === 'notStarted' || match.status === 'live');
  const tabs = TABS.filter((name) => name === 'all' || match.markets.some((m) => inTab(m, name)));
  return (
    <div
      className={`${styles.page} ${styles.withSlip}`}
      data-testid="match-page"
      data-match-id={match.id}
      data-status={match.status}
    >
      <BetSlip />
      {header}
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
      <div className={styles.matchLayout}>
        <div className={styles.list}>
          <Suspense fallback={<Skeleton className={styles.rowSkeleton} />}>
            <Tracker match={match} />
          </Suspense>
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
        </div>
        <section className={styles.panel} data-testid="markets">
          <div className={styles.panelHead}>
            <h2 className={styles.panelTitle}>{t('sports.match.markets')}</h2>
            {builderOffered && (
              <button
                type="button"
                className={[styles.filter, building && styles.filterOn].filter(Boolean).join(' ')}
                aria-pressed={building}
                onClick={() => setBuilding(!building)}
                data-testid="builder-toggle"
              >
                {t('sports.builder.title')}
              </button>
            )}
          </div>
          <p className={styles.note}>{t('sports.match.betSoon')}</p>
          {building && builderOffered && <BuilderBar context={contextOf(match)} />}
          <div className={styles.marketTabs} role="tablist">
            {tabs.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={name === tab}
                className={[styles.filter, name === tab && styles.filterOn].filter(Boolean).join(' ')}
                onClick={() => setTab(name)}
              >
                {t(`sports.match.tabs.${name}`)}
              </button>
            ))}
          </div>
          {markets.length === 0 ? (
            <EmptyState title={t('sports.match.noMarkets')} compact icon="sports" />
          ) : (
            markets.map((market) => (
              <div
                key={market.id}
                className={styles.market}
                data-testid="market"
                data-type={market.type}
                data-status={market.status}
              >
                <span className={styles.marketName}>
                  {market.name}
                  {market.status === 'settled' && ` · ${t('sports.settled')}`}
                </span>
                <div className={styles.marketOutcomes}>
                  {market.outcomes.map((outcome) =>
                    building && builderOffered ? (
                      <BuilderPickButton
                        key={outcome.key}
                        matchId={match.id}
                        market={market}
                        outcome={outcome}
                        label={outcome.name}
                      />
                    ) : (
                      <PickButton
                        key={outcome.key}
                        context={contextOf(match)}
                        market={market}
                        outcome={outcome}
                        label={outcome.name}
                      />
                    ),
                  )}
                </div>
              </div>
            ))
          )}
        </section>
      </div>
    </div>
  );
}
