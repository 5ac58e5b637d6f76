import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/money';
import { useSession } from '../../../shared/sessionStore';
import { WalletFrame } from '../../../shared/WalletFrame';
import { buttonClass } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { type LotteryInfo, useLotteryInfo } from './api';
import styles from './Lottery.module.css';
import { LotteryCard } from './LotteryCard';

const PAGE = '/app/activity/lottery';
const LOGIN = `/login?fromPage=${encodeURIComponent(PAGE)}`;

function Rules({ info }: { info: LotteryInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const prizes = info.current?.prizes ?? info.recent[0]?.prizes;
  if (!info.rules) return null;
  return (
    <section className={styles.card} data-testid="lottery-rules">
      <h2 className={styles.cardTitle}>{t('promo.lottery.rulesTitle')}</h2>
      {prizes ? (
        <p className={styles.prizes}>
          <span>{t('promo.lottery.prizeFirst', { money: money(prizes.first) })}</span>
          <span>{t('promo.lottery.prizeSecond', { money: money(prizes.second) })}</span>
        </p>
      ) : null}
      <p className={styles.muted}>
        {t('promo.lottery.rules', {
          matches: info.rules.matches,
          multiplier: info.rules.multiplier,
          days: info.rules.validDays,
        })}
      </p>
      <p className={styles.muted}>{t('promo.lottery.free')}</p>
    </section>
  );
}

/**
 * 足球彩票 (/app/activity/lottery): this period's card of football matches from the feed, picked 主胜 /
 * 平 / 客胜 for free before its first kickoff, and the last periods with their results and prizes.
 */
export function LotteryPage() {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.loggedIn);
  const info = useLotteryInfo(loggedIn);
  return (
    <WalletFrame
      title={info.data?.title ?? t('promo.lottery.title')}
      subtitle={info.data?.summary ?? t('promo.lottery.subtitle')}
      backTo="/app/activity/carnivalactivity"
      testId="lottery-page"
    >
      {info.isPending ? (
        <div className={styles.layout} aria-busy="true" data-testid="lottery-loading">
          <Skeleton className={styles.skeleton} />
        </div>
      ) : info.isError ? (
        <ErrorState title={t('promo.lottery.loadFailed')} onRetry={() => info.refetch()} testId="lottery-error" />
      ) : info.data.reason === 'noOffer' ? (
        <EmptyState
          icon="gift"
          title={t('promo.lottery.noOffer')}
          action={
            <Link to="/app/promotions" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
              {t('promo.wall.title')}
            </Link>
          }
          testId="lottery-no-offer"
        />
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            {info.data.current ? (
              <LotteryCard key={info.data.current.id} card={info.data.current} info={info.data} loginTo={LOGIN} />
            ) : (
              <EmptyState
                icon="sports"
                title={t('promo.lottery.none')}
                description={t('promo.lottery.noneHint')}
                testId="lottery-none"
              />
            )}
            {info.data.recent.length > 0 ? (
              <>
                <h2 className={styles.sectionTitle}>{t('promo.lottery.recent')}</h2>
                {info.data.recent.map((card) => (
                  <LotteryCard key={card.id} card={card} info={info.data} loginTo={LOGIN} />
                ))}
              </>
            ) : null}
          </div>
          <div className={styles.side}>
            <Rules info={info.data} />
          </div>
        </div>
      )}
    </WalletFrame>
  );
}
