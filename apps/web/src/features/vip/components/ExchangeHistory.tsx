import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { Pager } from '../../../ui/Pager';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { EXCHANGES_PAGE_SIZE, useExchanges } from '../api/exchange';
import styles from '../Exchange.module.css';
import { useGiftText } from './ExchangeItemCard';

/** 我的兑换记录: the member's exchanges, newest first, a page at a time. */
export function ExchangeHistory() {
  const { t } = useTranslation();
  const giftText = useGiftText();
  const [page, setPage] = useState(1);
  const list = useExchanges(page, true);
  if (list.isPending)
    return (
      <div aria-busy="true" data-testid="exchange-history-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={styles.rowSkeleton} />
        ))}
      </div>
    );
  if (list.isError) return <ErrorState compact onRetry={() => list.refetch()} testId="exchange-history-error" />;
  if (list.data.total === 0)
    return (
      <EmptyState
        compact
        icon="gift"
        title={t('promo.score.exchange.historyEmpty')}
        description={t('promo.score.exchange.historyEmptyHint')}
        testId="exchange-history-empty"
      />
    );
  return (
    <>
      <ul className={styles.rows} data-testid="exchange-history">
        {list.data.items.map((row) => (
          <li key={row.id} className={styles.row} data-testid="exchange-record" data-id={row.id} data-kind={row.kind}>
            <span className={styles.rowTitle}>{row.title}</span>
            <span className={styles.rowPoints}>
              {t('promo.score.exchange.spent', { points: row.points.toLocaleString('zh-CN') })}
            </span>
            <span className={styles.rowMeta}>
              {giftText(row)} · {formatTime(row.at)}
            </span>
          </li>
        ))}
      </ul>
      {list.data.total > EXCHANGES_PAGE_SIZE ? (
        <Pager
          page={page}
          pageSize={EXCHANGES_PAGE_SIZE}
          total={list.data.total}
          busy={list.isFetching}
          onPage={setPage}
          label={t('promo.score.exchange.historyPager')}
          testId="exchange-history"
        />
      ) : null}
    </>
  );
}
