import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../i18n';
import { formatTime } from '../../../../shared/formatTime';
import { useMoney } from '../../../../shared/money';
import { Badge, type BadgeTone } from '../../../../ui/Badge';
import { Pager } from '../../../../ui/Pager';
import { Skeleton } from '../../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../../ui/States';
import { GUESS_ENTRIES_PAGE_SIZE, type QuizEntryView, useGuessEntries } from '../api/entries';
import styles from '../Guess.module.css';

const tones: Record<QuizEntryView['state'], BadgeTone> = {
  open: 'info',
  won: 'success',
  lost: 'muted',
  void: 'muted',
};

/** 我的竞猜: the member's answers, newest first, with what each paid (a paid one links to 我的优惠). */
export function MyEntries() {
  const { t } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const list = useGuessEntries(page, true);
  return (
    <section className={styles.card} data-testid="guess-entries">
      <h2 className={styles.cardTitle}>{t('promo.guess.mine.title')}</h2>
      {list.isPending ? (
        <div aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={styles.rowSkeleton} />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState
          compact
          title={t('promo.guess.mine.loadFailed')}
          onRetry={() => list.refetch()}
          testId="guess-entries-error"
        />
      ) : list.data.total === 0 ? (
        <EmptyState
          compact
          icon="trophy"
          title={t('promo.guess.mine.empty')}
          description={t('promo.guess.mine.emptyHint')}
          testId="guess-entries-empty"
        />
      ) : (
        <>
          <ul className={styles.entries}>
            {list.data.items.map((entry) => (
              <li
                key={entry.id}
                className={styles.entry}
                data-testid="guess-entry"
                data-question-id={entry.questionId}
                data-state={entry.state}
                data-payout={entry.payout}
              >
                <span className={styles.entryMatch}>{entry.match}</span>
                <Badge tone={tones[entry.state]} className={styles.entryState}>
                  {t(`promo.guess.mine.states.${entry.state}`)}
                </Badge>
                <span className={styles.entryPick}>
                  {t('promo.guess.mine.pick', { pick: entry.pickLabel })}
                  {entry.buff ? ` · ${t('promo.guess.buffTitle')}` : ''}
                </span>
                <span className={styles.entryPayout} data-testid="guess-entry-payout">
                  {entry.state === 'won' && Number(entry.payout) > 0 ? (
                    <Link to="/app/promotions/mine">
                      {t('promo.guess.mine.payout', { money: money(entry.payout) })}
                    </Link>
                  ) : (
                    '—'
                  )}
                </span>
                <span className={styles.entryMeta}>{formatTime(entry.at)}</span>
              </li>
            ))}
          </ul>
          {list.data.total > GUESS_ENTRIES_PAGE_SIZE ? (
            <Pager
              page={page}
              pageSize={GUESS_ENTRIES_PAGE_SIZE}
              total={list.data.total}
              busy={list.isFetching}
              onPage={setPage}
              label={t('promo.guess.mine.pager')}
              testId="guess-entries"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
