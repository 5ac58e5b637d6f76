import { useTranslation } from '../../../i18n';
import walletStyles from '../../../shared/Money.module.css';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import { useSavingsInfo } from '../api/info';
import { InterestHistory } from '../components/InterestHistory';
import { MovePanel } from '../components/MovePanel';
import { SavingsCard } from '../components/SavingsCard';
import { TaskList } from '../components/TaskList';

/** 余额宝: the savings balance and its interest, moves in and out, the interest history and the tasks. */
export function SavingsPage() {
  const { t } = useTranslation();
  const info = useSavingsInfo();
  return (
    <WalletFrame title={t('savings.title')} subtitle={t('savings.subtitle')} backTo="/app/member" testId="savings-page">
      {info.isPending ? (
        <div className={walletStyles.layout} aria-busy="true" data-testid="savings-loading">
          <Skeleton className={walletStyles.skeletonCard} />
          <Skeleton className={walletStyles.skeletonCard} />
        </div>
      ) : info.isError ? (
        <ErrorState title={t('savings.card.loadFailed')} onRetry={() => info.refetch()} testId="savings-error" />
      ) : (
        <div className={walletStyles.layout}>
          {/* Two columns on PC; on H5 the columns dissolve and `order` keeps balance, move, history, tasks. */}
          <div className={walletStyles.column}>
            <div className={walletStyles.orderCentre}>
              <SavingsCard info={info.data} />
            </div>
            <div className={walletStyles.orderVenues}>
              <InterestHistory currency={info.data.currency} />
            </div>
          </div>
          <div className={walletStyles.column}>
            <div className={walletStyles.orderTransfer}>
              <MovePanel info={info.data} />
            </div>
            <div className={walletStyles.orderSettings}>
              <TaskList currency={info.data.currency} />
            </div>
          </div>
        </div>
      )}
    </WalletFrame>
  );
}
