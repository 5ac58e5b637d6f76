import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../i18n';
import { formatTime } from '../../../../shared/formatTime';
import { useMoney } from '../../../../shared/money';
import { Pager } from '../../../../ui/Pager';
import { Skeleton } from '../../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../../ui/States';
import { useWheelDraws, WHEEL_DRAWS_PAGE_SIZE } from '../api/draws';
import { verifySearch } from '../verify';
import styles from '../Wheel.module.css';
import { prizeText } from './prize';

/** 我的抽奖记录: the member's spins, newest first, each verifiable once its seed pair is retired. */
export function DrawHistory() {
  const { t } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const list = useWheelDraws(page, true);
  return (
    <section className={styles.card} data-testid="wheel-history">
      <h2 className={styles.cardTitle}>{t('promo.wheel.history')}</h2>
      {list.isPending ? (
        <div aria-busy="true" data-testid="wheel-history-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={styles.rowSkeleton} />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState compact onRetry={() => list.refetch()} testId="wheel-history-error" />
      ) : list.data.total === 0 ? (
        <EmptyState
          compact
          icon="gift"
          title={t('promo.wheel.historyEmpty')}
          description={t('promo.wheel.historyEmptyHint')}
          testId="wheel-history-empty"
        />
      ) : (
        <>
          <ul className={styles.draws}>
            {list.data.items.map((draw) => (
              <li
                key={draw.id}
                className={styles.draw}
                data-testid="wheel-draw"
                data-id={draw.id}
                data-index={draw.index}
                data-prize={draw.prize}
              >
                <span className={styles.drawLabel}>{draw.label}</span>
                <span className={styles.drawPrize} data-prize={draw.prize}>
                  {prizeText(t, money, draw)}
                </span>
                <span className={styles.drawMeta}>
                  {formatTime(draw.at)} · {t('promo.wheel.drawNonce', { nonce: draw.nonce })}
                </span>
                <span className={styles.drawVerify}>
                  {draw.serverSeed ? (
                    <Link
                      to={`/app/activity/wheel/verify?${verifySearch({ ...draw, serverSeed: draw.serverSeed })}`}
                      data-testid="wheel-draw-verify"
                    >
                      {t('promo.wheel.verify')}
                    </Link>
                  ) : (
                    <span className={styles.hint} data-testid="wheel-draw-pending">
                      {t('promo.wheel.verifyPending')}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          {list.data.total > WHEEL_DRAWS_PAGE_SIZE ? (
            <Pager
              page={page}
              pageSize={WHEEL_DRAWS_PAGE_SIZE}
              total={list.data.total}
              busy={list.isFetching}
              onPage={setPage}
              label={t('promo.wheel.historyPager')}
              testId="wheel-draws"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
