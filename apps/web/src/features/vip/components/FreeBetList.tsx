import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { useFreeBets } from '../../../shared/freeBets';
import { useMoney } from '../../../shared/money';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import styles from '../Exchange.module.css';

/** 我的免费投注券: the member's tokens, usable ones first (soonest to expire first), with where to use them. */
export function FreeBetList() {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useFreeBets(false, true);
  if (list.isPending)
    return (
      <div aria-busy="true" data-testid="free-bets-loading">
        <Skeleton className={styles.rowSkeleton} />
      </div>
    );
  if (list.isError) return <ErrorState compact onRetry={() => list.refetch()} testId="free-bets-error" />;
  if (list.data.items.length === 0)
    return (
      <EmptyState
        compact
        icon="sports"
        title={t('promo.score.exchange.freeBets.empty')}
        description={t('promo.score.exchange.freeBets.emptyHint')}
        testId="free-bets-empty"
      />
    );
  const usable = list.data.items.some((token) => token.state === 'usable');
  return (
    <>
      <ul className={styles.rows} data-testid="free-bets">
        {list.data.items.map((token) => (
          <li key={token.id} className={styles.row} data-testid="free-bet" data-state={token.state}>
            <span className={styles.rowTitle}>
              {t('promo.score.exchange.freeBets.amount', { money: money(token.amount) })}
            </span>
            <span className={styles.rowPoints}>{t(`promo.score.exchange.freeBets.states.${token.state}`)}</span>
            <span className={styles.rowMeta}>
              {token.state === 'used' && token.won !== null
                ? t('promo.score.exchange.freeBets.won', { money: money(token.won) })
                : t('promo.score.exchange.freeBets.expires', { time: formatTime(token.expiresAt) })}
            </span>
          </li>
        ))}
      </ul>
      {usable && (
        <Link to="/app/sports" className={styles.toSports} data-testid="free-bets-to-sports">
          {t('promo.score.exchange.freeBets.toSports')}
        </Link>
      )}
    </>
  );
}
