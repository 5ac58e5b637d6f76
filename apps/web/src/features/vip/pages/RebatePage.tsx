import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { useMoney } from '../../../shared/money';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Button, buttonClass } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { useRebate, useRebateRecords } from '../api/rebate';
import styles from '../Vip.module.css';

function Records() {
  const { t } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const records = useRebateRecords(page);
  if (records.isPending) return <Skeleton className={styles.skeleton} />;
  if (records.isError) return <ErrorState compact onRetry={() => records.refetch()} />;
  if (records.data.items.length === 0)
    return <EmptyState compact icon="clock" title={t('promo.rebate.empty')} testId="rebate-empty" />;
  const pages = Math.max(1, Math.ceil(records.data.total / records.data.pageSize));
  return (
    <>
      <ul className={styles.packets} data-testid="rebate-records">
        {records.data.items.map((r) => (
          <li key={r.day} className={styles.packet}>
            <span className={styles.packetTitle}>
              {r.day}
              <span className={styles.hint}>
                {' '}
                {t('promo.rebate.recordTurnover', { money: money(r.turnover), level: r.level })}
              </span>
            </span>
            <span className={styles.packetAmount}>{money(r.amount)}</span>
            <span className={styles.hint}>
              {r.capped ? t('promo.rebate.capped') : formatTime(r.paidAt).slice(5, 16)}
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className={styles.pager}>
          <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('promo.rebate.prev')}
          </Button>
          <span className={styles.hint}>
            {page} / {pages}
          </span>
          <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('promo.rebate.next')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** 返水: today's accrued estimate at the member's level, when it is paid, and what was paid before. */
export function RebatePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const info = useRebate();
  return (
    <WalletFrame
      title={t('promo.rebate.title')}
      subtitle={t('promo.rebate.subtitle')}
      backTo="/app/vip"
      testId="rebate-page"
    >
      {info.isPending ? (
        <Skeleton className={styles.skeleton} />
      ) : info.isError ? (
        <ErrorState title={t('promo.rebate.loadFailed')} onRetry={() => info.refetch()} />
      ) : (
        <div className={styles.layout}>
          <section className={styles.hero} data-testid="rebate-today">
            <div className={styles.heroText}>
              <span className={styles.hint}>{t('promo.rebate.today', { day: info.data.today.day })}</span>
              <h2 className={styles.heroTitle} data-testid="rebate-estimate">
                {money(info.data.today.estimate)}
              </h2>
              <span className={styles.hint}>
                {t('promo.rebate.todayTurnover', { money: money(info.data.today.turnover) })} ·{' '}
                {t('promo.rebate.payAt', { time: formatTime(info.data.payAt).slice(5, 16) })}
              </span>
            </div>
          </section>
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>
              {t('promo.rebate.rates', { level: info.data.level, name: info.data.levelName })}
            </h2>
            <ul className={styles.gifts}>
              {Object.entries(info.data.rates).map(([product, rate]) => (
                <li key={product}>
                  <span>{t(`promo.terms.products.${product}`)}</span>
                  <span>{rate}%</span>
                  <span />
                </li>
              ))}
            </ul>
            <p className={styles.hint}>{t('promo.rebate.rules', { cap: money(info.data.cap) })}</p>
            <Link to="/app/vip" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              {t('promo.rebate.toVip')}
            </Link>
          </section>
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>{t('promo.rebate.history')}</h2>
            <Records />
          </section>
        </div>
      )}
    </WalletFrame>
  );
}
