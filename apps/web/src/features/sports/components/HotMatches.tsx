import { liveRooms, type MatchList, type MatchView } from '@courtside/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../../api/client';
import { useTranslation } from '../../../i18n';
import { type Applied, applyMatchState, applyOdds, applyToList } from '../api/apply';
import { useSportsLive } from '../api/live';
import { sportsKeys } from '../api/queries';
import { BetSlip } from '../slip/BetSlip';
import { contextOf, PickButton } from '../slip/PickButton';
import styles from './HotMatches.module.css';
import { MatchClock } from './MatchClock';

const SHOWN = 10;
const hotKey = [...sportsKeys.all, 'hot'] as const;

/** Live matches first, the next big kickoffs after them: the home page's strip. */
const loadHot = async (): Promise<MatchList> => {
  const live = await api.feed.popularLive({ page: 1, pageSize: SHOWN });
  if (live.items.length >= SHOWN) return live;
  const next = await api.feed.matchList({ sport: 'football', filter: 'today', page: 1, pageSize: SHOWN });
  const upcoming = next.items.filter((m) => m.status === 'notStarted').slice(0, SHOWN - live.items.length);
  return { ...live, items: [...live.items, ...upcoming] };
};

const winner = (match: MatchView) => match.mainMarkets.find((m) => m.type.endsWith('1x2') || m.type.endsWith('.ml'));

/** 热门赛事 on the home page: scores, clocks and the winner market's odds, kept live. */
export function HotMatches() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const hot = useQuery({ queryKey: hotKey, queryFn: loadHot, refetchInterval: 60_000 });
  const items = hot.data?.items ?? [];
  const update = (apply: (m: MatchView) => Applied<MatchView>) => {
    const current = client.getQueryData<MatchList>(hotKey);
    if (current) client.setQueryData(hotKey, applyToList(current, apply).value);
  };
  useSportsLive(
    items.map((m) => liveRooms.match(m.id)),
    {
      matchState: (push) => update((m) => applyMatchState(m, push)),
      odds: (push) => update((m) => applyOdds(m, push)),
    },
  );
  if (items.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="hot-matches" data-testid="hot-matches">
      <BetSlip alwaysOnPc={false} />
      <header className={styles.head}>
        <h2 id="hot-matches" className={styles.title}>
          {t('sports.hot')}
        </h2>
        <Link to="/app/sports" className={styles.all}>
          {t('sports.allMatches')}
        </Link>
      </header>
      <div className={styles.cards}>
        {items.map((match) => {
          const market = winner(match);
          return (
            <article key={match.id} className={styles.card} data-testid="hot-match" data-status={match.status}>
              <Link to={`/app/sports/match/${match.id}`} className={styles.cardLink}>
                <span className={styles.league}>{match.league.name}</span>
                <MatchClock match={match} />
                {(['home', 'away'] as const).map((side) => (
                  <span key={side} className={styles.team}>
                    <img src={match[side].logo} alt="" width={18} height={18} loading="lazy" />
                    <span className={styles.name}>{match[side].name}</span>
                    {match.status !== 'notStarted' && <strong>{match.score[side]}</strong>}
                  </span>
                ))}
              </Link>
              {market && (
                <div className={styles.odds}>
                  {market.outcomes.map((outcome) => (
                    <PickButton
                      key={outcome.key}
                      context={contextOf(match)}
                      market={market}
                      outcome={outcome}
                      label={t(`sports.sides.${outcome.key}`)}
                    />
                  ))}
                </div>
              )}
            </article>
          );
        })}
      </div>
    </section>
  );
}
