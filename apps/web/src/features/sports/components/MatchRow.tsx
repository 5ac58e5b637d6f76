import type { MarketView, MatchView } from '@courtside/contract';
import { useNavigate } from 'react-router';
import { type TFunction, useTranslation } from '../../../i18n';
import { Icon } from '../../../ui/Icon';
import { toggleFollow } from '../api/follows';
import styles from '../Sports.module.css';
import { contextOf, PickButton } from '../slip/PickButton';
import { MatchClock } from './MatchClock';

/** The list row's columns: the main market of each type, in this order (1X2 or moneyline first). */
const COLUMN_ORDER = [
  'fb.1x2',
  'fb.ah',
  'fb.ou',
  'bk.ml',
  'bk.spread',
  'bk.total',
  'es.ml',
  'es.maphcp',
  'es.totalmaps',
];

const columns = (markets: MarketView[]) =>
  COLUMN_ORDER.flatMap((type) => markets.filter((m) => m.type === type && m.main).slice(0, 1));

/** Short labels on a row's buttons: 主 / 和 / 客 for winner markets, the line for handicaps and totals. */
const outcomeLabel = (market: MarketView, key: string, name: string, t: TFunction) => {
  if (market.type.endsWith('1x2') || market.type.endsWith('.ml')) return t(`sports.sides.${key}`);
  // Handicap outcomes are named "team line"; the row shows the line only.
  return market.type.endsWith('ah') || market.type.endsWith('spread') || market.type.endsWith('hcp')
    ? (name.split(' ').at(-1) ?? name)
    : name;
};

/** One match in a list: league-free (its header carries it), teams, score, clock, star and main odds. */
export function MatchRow({ match, followed }: { match: MatchView; followed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = () => navigate(`/app/sports/match/${match.id}`);
  const live = match.status === 'live';
  return (
    <article className={styles.row} data-testid="match-row" data-match-id={match.id} data-status={match.status}>
      <div className={styles.rowMain}>
        <button type="button" className={styles.rowTeams} onClick={open} data-testid="match-open">
          <span className={styles.rowTime}>
            <MatchClock match={match} />
          </span>
          {(['home', 'away'] as const).map((side) => (
            <span key={side} className={styles.team}>
              <img src={match[side].logo} alt="" width={20} height={20} loading="lazy" />
              <span className={styles.teamName}>{match[side].name}</span>
              {match.status !== 'notStarted' && (
                <strong className={live ? styles.scoreLive : styles.score} data-testid={`score-${side}`}>
                  {match.score[side]}
                </strong>
              )}
            </span>
          ))}
        </button>
        <button
          type="button"
          className={[styles.star, followed && styles.starOn].filter(Boolean).join(' ')}
          onClick={() => toggleFollow(match.id)}
          aria-pressed={followed}
          aria-label={followed ? t('sports.unfollow') : t('sports.follow')}
          data-testid="follow-star"
        >
          <Icon name="star" />
        </button>
      </div>
      <div className={styles.rowOdds}>
        {columns(match.mainMarkets).map((market) => (
          <div key={market.id} className={styles.oddsColumn} data-type={market.type}>
            {market.outcomes.map((outcome) => (
              <PickButton
                key={outcome.key}
                context={contextOf(match)}
                market={market}
                outcome={outcome}
                label={outcomeLabel(market, outcome.key, outcome.name, t)}
              />
            ))}
          </div>
        ))}
        {match.marketCount > 0 && (
          <button type="button" className={styles.more} onClick={open} aria-label={t('sports.match.markets')}>
            {t('sports.moreMarkets', { count: match.marketCount })}
          </button>
        )}
      </div>
    </article>
  );
}
