import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { usePageTitle } from '../../../shared/usePageTitle';
import { buttonClass } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/Pager';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { useAnchorEarnings } from '../api/earnings';
import { RECORDS_PAGE_SIZE, useGiftRecords } from '../api/records';
import styles from '../components/Gift.module.css';

const skeletons = ['a', 'b', 'c'];

/**
 * 送礼记录: the member's own gifts, newest first, a page at a time; a member who is an anchor also
 * sees what their anchor profiles have earned from gifts.
 */
export function GiftRecordsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const records = useGiftRecords(page);
  const earnings = useAnchorEarnings();
  const anchors = earnings.data?.anchors ?? [];
  usePageTitle(t('gift.records.title'));
  return (
    <div className={styles.page} data-testid="gift-records-page">
      <PageHeader title={t('gift.records.title')} onBack={() => navigate('/app/member')} backLabel={t('common.back')} />
      {anchors.length > 0 && (
        <section className={styles.rank} data-testid="anchor-earnings">
          <h2 className={styles.rankTitle}>{t('gift.earnings.title')}</h2>
          <ul className={styles.rankList}>
            {anchors.map((anchor) => (
              <li key={anchor.anchorId} className={styles.earning} data-testid="anchor-earning">
                <span className={styles.rankNick}>{anchor.nick}</span>
                <strong className={styles.rankAmount}>
                  {t('gift.earnings.line', {
                    coins: Number(anchor.coins).toLocaleString('zh-CN'),
                    gifts: anchor.gifts,
                  })}
                </strong>
              </li>
            ))}
          </ul>
        </section>
      )}
      {records.isPending ? (
        <ul className={styles.records}>
          {skeletons.map((key) => (
            <li key={key}>
              <Skeleton className={styles.rankSkeleton} />
            </li>
          ))}
        </ul>
      ) : records.isError ? (
        <ErrorState title={t('gift.records.loadFailed')} onRetry={() => void records.refetch()} />
      ) : records.data.items.length === 0 ? (
        <EmptyState
          icon="gift"
          title={t('gift.records.empty')}
          action={
            <Link to="/app/live" className={buttonClass()}>
              {t('gift.records.goLive')}
            </Link>
          }
          testId="gift-records-empty"
        />
      ) : (
        <>
          <ul className={styles.records}>
            {records.data.items.map((record) => (
              <li key={record.recordId} className={styles.record} data-testid="gift-record">
                <img className={styles.giftIcon} src={record.giftIcon} alt="" loading="lazy" />
                <div className={styles.recordMain}>
                  <strong>
                    {record.giftName} {t('gift.records.count', { count: record.count })}
                  </strong>
                  <span className={styles.recordMeta}>
                    {record.roomType === 'anchor' && record.anchorNick
                      ? t('gift.records.anchorRoom', { nick: record.anchorNick })
                      : t('gift.records.matchRoom', { id: record.roomId })}
                  </span>
                  <span className={styles.recordMeta}>{formatTime(record.createdAt)}</span>
                </div>
                <strong className={styles.rankAmount}>
                  {t('gift.records.amount', { coins: Number(record.amount).toLocaleString('zh-CN') })}
                </strong>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={RECORDS_PAGE_SIZE}
            total={records.data.total}
            busy={records.isFetching}
            onPage={setPage}
            label={t('gift.records.title')}
            testId="gift-records"
          />
        </>
      )}
    </div>
  );
}
