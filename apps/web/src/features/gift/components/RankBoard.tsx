import type { GiftRoom, RankPeriod } from '@courtside/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { useGiftRank } from '../api/rank';
import styles from './Gift.module.css';

const PERIODS: readonly RankPeriod[] = ['day', 'week', 'all'];
const skeletons = ['a', 'b', 'c'];

/** 送礼榜: the room's givers by coins, per day, week and all time; the member's own row is marked. */
export function RankBoard({ room }: { room: GiftRoom }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<RankPeriod>('day');
  const rank = useGiftRank(room, period);
  return (
    <section className={styles.rank} data-testid="gift-rank">
      <div className={styles.rankHead}>
        <h2 className={styles.rankTitle}>{t('gift.rank.title')}</h2>
        <div className={styles.periods} role="tablist">
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              role="tab"
              aria-selected={p === period}
              className={styles.period}
              onClick={() => setPeriod(p)}
              data-testid={`gift-rank-${p}`}
            >
              {t(`gift.rank.periods.${p}`)}
            </button>
          ))}
        </div>
      </div>
      {rank.isPending ? (
        <ol className={styles.rankList}>
          {skeletons.map((key) => (
            <li key={key}>
              <Skeleton className={styles.rankSkeleton} />
            </li>
          ))}
        </ol>
      ) : rank.isError ? (
        <ErrorState compact title={t('gift.rank.loadFailed')} onRetry={() => void rank.refetch()} />
      ) : rank.data.items.length === 0 ? (
        <EmptyState compact icon="crown" title={t('gift.rank.empty')} testId="gift-rank-empty" />
      ) : (
        <ol className={styles.rankList}>
          {rank.data.items.map((entry) => (
            <li
              key={entry.rank}
              className={styles.rankRow}
              data-me={entry.isMe || undefined}
              data-testid="gift-rank-row"
            >
              <span className={styles.rankNo} data-top={entry.rank <= 3 ? entry.rank : undefined}>
                {entry.rank}
              </span>
              <span className={styles.rankNick}>
                {entry.nick}
                {entry.isMe && <span className={styles.me}>{t('gift.rank.me')}</span>}
              </span>
              <span className={styles.level}>{t('gift.rank.level', { level: entry.level })}</span>
              <strong className={styles.rankAmount}>
                {t('gift.rank.amount', { coins: Number(entry.amount).toLocaleString('zh-CN') })}
              </strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
