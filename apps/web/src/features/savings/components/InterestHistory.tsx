import type { WalletCurrency } from '@courtside/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import walletStyles from '../../../shared/Money.module.css';
import { useMoney } from '../../../shared/money';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { useInterestPage } from '../api/interest';

const skeletonRows = ['a', 'b', 'c'];

/** 收益记录: one line per business day that earned interest, newest first, a page at a time. */
export function InterestHistory({ currency }: { currency: WalletCurrency }) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const [page, setPage] = useState(1);
  const records = useInterestPage(page);
  const pages = records.data ? Math.max(1, Math.ceil(records.data.total / records.data.pageSize)) : 1;

  return (
    <section className={walletStyles.card} data-testid="interest-history">
      <div className={walletStyles.cardHead}>
        <h2 className={walletStyles.cardTitle}>{t('savings.history.title')}</h2>
      </div>
      {records.isPending ? (
        <ul className={walletStyles.records} data-testid="interest-loading">
          {skeletonRows.map((row) => (
            <li key={row}>
              <Skeleton className={walletStyles.skeletonRow} />
            </li>
          ))}
        </ul>
      ) : records.isError ? (
        <ErrorState compact onRetry={() => records.refetch()} testId="interest-error" />
      ) : records.data.items.length === 0 ? (
        <EmptyState compact icon="clock" title={t('savings.history.empty')} testId="interest-empty" />
      ) : (
        <ul
          className={[walletStyles.records, records.isPlaceholderData && walletStyles.stale].filter(Boolean).join(' ')}
        >
          {records.data.items.map((record) => (
            <li key={record.day} className={walletStyles.record} data-testid="interest-item">
              <div className={walletStyles.recordMain}>
                <span className={walletStyles.recordKind}>{record.day}</span>
                <span className={walletStyles.recordMeta}>
                  {t('savings.history.principal', { money: money(record.principal), rate: record.annualRate })}
                </span>
                <span className={walletStyles.recordMeta}>
                  {t('savings.history.creditedAt', { time: formatTime(record.creditedAt) })}
                </span>
              </div>
              <strong className={walletStyles.amountPlus} data-testid="interest-amount">
                {t('wallet.signed.plus', { money: money(record.amount) })}
              </strong>
            </li>
          ))}
        </ul>
      )}
      {records.data && records.data.total > records.data.pageSize && (
        <nav className={walletStyles.pager} aria-label={t('savings.history.title')}>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1 || records.isFetching}
            onClick={() => setPage(page - 1)}
            data-testid="interest-prev"
          >
            <Icon name="chevronLeft" />
            {t('savings.history.previous')}
          </Button>
          <span className={walletStyles.pageInfo} data-testid="interest-page-info">
            {t('savings.history.page', { page, pages })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages || records.isFetching}
            onClick={() => setPage(page + 1)}
            data-testid="interest-next"
          >
            {t('savings.history.next')}
            <Icon name="chevronRight" />
          </Button>
        </nav>
      )}
    </section>
  );
}
