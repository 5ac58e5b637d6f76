import { useTranslation } from '../../../i18n';
import { useBalances } from '../../../shared/balances';
import styles from '../../../shared/Money.module.css';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import { useLeaveVenue } from '../../venue';
import { CentreCard } from '../components/CentreCard';
import { TransferPanel } from '../components/TransferPanel';
import { VenueWallets } from '../components/VenueWallets';
import { WalletSettings } from '../components/WalletSettings';

function WalletSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true" data-testid="wallet-loading">
      <Skeleton className={[styles.skeletonCard, styles.orderCentre].join(' ')} />
      <Skeleton className={[styles.skeletonCard, styles.orderTransfer].join(' ')} />
      <Skeleton className={[styles.skeletonCard, styles.orderVenues].join(' ')} />
    </div>
  );
}

/** 额度转换: the centre wallet, the venue wallets and the moves between them. */
export function WalletPage() {
  const { t } = useTranslation();
  const balances = useBalances();
  useLeaveVenue();
  return (
    <WalletFrame title={t('wallet.title')} subtitle={t('wallet.subtitle')} backTo="/app/member" testId="wallet-page">
      {balances.isPending ? (
        <WalletSkeleton />
      ) : balances.isError ? (
        <ErrorState title={t('wallet.centre.loadFailed')} onRetry={() => balances.refetch()} testId="wallet-error" />
      ) : (
        <div className={styles.layout}>
          {/* Two columns on PC; on H5 the columns dissolve and `order` puts the transfer right under the balance. */}
          <div className={styles.column}>
            <div className={styles.orderCentre}>
              <CentreCard
                balances={balances.data}
                refreshing={balances.isFetching}
                onRefresh={() => balances.refetch()}
              />
            </div>
            <div className={styles.orderVenues}>
              <VenueWallets balances={balances.data} />
            </div>
          </div>
          <div className={styles.column}>
            <div className={styles.orderTransfer}>
              <TransferPanel balances={balances.data} />
            </div>
            <div className={styles.orderSettings}>
              <WalletSettings />
            </div>
          </div>
        </div>
      )}
    </WalletFrame>
  );
}
