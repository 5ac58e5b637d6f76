import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { WalletFrame } from '../../../shared/WalletFrame';
import { buttonClass } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { useNewcomerOffers } from '../api/newcomer';
import { OfferCard } from '../components/OfferCard';
import styles from '../Promotions.module.css';

/** 新人专享礼包: where the home banner and the floating window lead; the newcomer gift and the first-deposit gift. */
export function NewcomerPage() {
  const { t } = useTranslation();
  const offers = useNewcomerOffers();
  return (
    <WalletFrame
      title={t('promo.newcomer.title')}
      subtitle={t('promo.newcomer.subtitle')}
      backTo="/app/home"
      actions={
        <Link to="/app/promotions/mine" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          {t('promo.mine.title')}
        </Link>
      }
      testId="newcomer-page"
    >
      {offers.isPending ? (
        <div className={styles.offers} aria-busy="true">
          <Skeleton className={styles.skeletonCard} />
          <Skeleton className={styles.skeletonCard} />
        </div>
      ) : offers.isError ? (
        <ErrorState title={t('promo.newcomer.loadFailed')} onRetry={() => offers.refetch()} testId="newcomer-error" />
      ) : offers.data.length === 0 ? (
        <EmptyState icon="gift" title={t('promo.newcomer.empty')} testId="newcomer-empty" />
      ) : (
        <div className={styles.offers}>
          {offers.data.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </div>
      )}
    </WalletFrame>
  );
}
