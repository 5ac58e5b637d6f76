import { useTranslation } from '../../../../i18n';
import { useMoney } from '../../../../shared/money';
import { Skeleton } from '../../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../../ui/States';
import { useGuessBoard } from '../api/board';
import styles from '../Guess.module.css';

/** 排行榜: the top 20 by bonus won, names masked by the server, and the member's own place. */
export function Board({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const board = useGuessBoard(loggedIn);
  return (
    <section className={styles.card} data-testid="guess-board">
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{t('promo.guess.board.title')}</h2>
        <span className={styles.hint}>{t('promo.guess.board.hint')}</span>
      </div>
      {board.isPending ? (
        <Skeleton className={styles.rowSkeleton} />
      ) : board.isError ? (
        <ErrorState compact title={t('promo.guess.board.loadFailed')} onRetry={() => board.refetch()} />
      ) : (
        <>
          {board.data.mine ? (
            <p className={styles.boardMine} data-testid="guess-board-mine">
              {board.data.mine.rank === null
                ? t('promo.guess.board.mineNone')
                : t('promo.guess.board.mine', {
                    rank: board.data.mine.rank,
                    won: board.data.mine.won,
                    money: money(board.data.mine.payout),
                  })}
            </p>
          ) : null}
          {board.data.rows.length === 0 ? (
            <EmptyState compact icon="trophy" title={t('promo.guess.board.empty')} testId="guess-board-empty" />
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('promo.guess.board.rank')}</th>
                  <th scope="col">{t('promo.guess.board.name')}</th>
                  <th scope="col" className={styles.num}>
                    {t('promo.guess.board.won')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('promo.guess.board.payout')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.data.rows.map((row) => (
                  <tr key={row.rank} data-testid="guess-board-row" data-rank={row.rank}>
                    <td>
                      <span className={styles.rank} data-top={row.rank <= 3}>
                        {row.rank}
                      </span>
                    </td>
                    <td>{row.name}</td>
                    <td className={styles.num}>{t('promo.guess.board.times', { count: row.won })}</td>
                    <td className={styles.num}>{money(row.payout)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
