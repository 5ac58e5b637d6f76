import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { isNonZero, useMoney } from '../../../shared/money';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Button, buttonClass } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { useScore, useScoreRecords } from '../api/score';
import styles from '../Vip.module.css';

function Records() {
  const { t } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const records = useScoreRecords(page);
  if (records.isPending) return <Skeleton className={styles.skeleton} />;
  if (records.isError) return <ErrorState compact onRetry={() => records.refetch()} />;
  if (records.data.items.length === 0)
    return <EmptyState compact icon="clock" title={t('promo.score.empty')} testId="score-empty" />;
  const pages = Math.max(1, Math.ceil(records.data.total / records.data.pageSize));
  return (
    <>
      <ul className={styles.packets} data-testid="score-records">
        {records.data.items.map((r) => (
          <li key={r.id} className={styles.packet} data-testid="score-record" data-kind={r.kind}>
            <span className={styles.packetTitle}>
              {t(`promo.score.kinds.${r.kind}`)}
              <span className={styles.hint}>
                {' '}
                {t(`promo.score.sources.${r.source}`, { ref: r.reference })}
                {/* A wheel prize or an exchange has no turnover behind it: a turnover of 0.00 would only confuse. */}
                {isNonZero(r.turnover) ? ` · ${t('promo.score.turnover', { money: money(r.turnover) })}` : null}
              </span>
            </span>
            <span className={styles.packetAmount}>{r.points > 0 ? `+${r.points}` : r.points}</span>
            <span className={styles.hint}>{formatTime(r.at).slice(5, 16)}</span>
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

/** 我的积分: the points balance, how they are earned, and every change (paginated). */
export function ScorePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const info = useScore();
  return (
    <WalletFrame
      title={t('promo.score.title')}
      subtitle={t('promo.score.subtitle')}
      backTo="/app/welfare"
      testId="score-page"
    >
      {info.isPending ? (
        <Skeleton className={styles.skeleton} />
      ) : info.isError ? (
        <ErrorState title={t('promo.score.loadFailed')} onRetry={() => info.refetch()} />
      ) : (
        <div className={styles.layout}>
          <section className={styles.hero}>
            <div className={styles.heroText}>
              <span className={styles.hint}>{t('promo.score.balance')}</span>
              <h2 className={styles.heroTitle} data-testid="score-balance">
                {info.data.balance.toLocaleString('zh-CN')}
              </h2>
              <span className={styles.hint}>{t('promo.score.earned', { points: info.data.earned })}</span>
            </div>
            <Link
              to="/app/score/exchange"
              className={buttonClass({ variant: 'secondary', size: 'sm' }, styles.heroAction)}
              data-testid="score-exchange"
            >
              {t('promo.score.toExchange')}
            </Link>
          </section>
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>{t('promo.score.howTitle')}</h2>
            <p className={styles.hint}>{t('promo.score.rules', { money: money(info.data.turnoverPerPoint) })}</p>
            <Link to="/app/welfare" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              {t('promo.score.toWelfare')}
            </Link>
          </section>
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>{t('promo.score.history')}</h2>
            <Records />
          </section>
        </div>
      )}
    </WalletFrame>
  );
}
