import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import walletStyles from '../../../shared/Money.module.css';
import { WalletFrame } from '../../../shared/WalletFrame';
import { buttonClass } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { useGrants } from '../api/grants';
import { GrantCard } from '../components/GrantCard';
import styles from '../Promotions.module.css';

type Scope = 'current' | 'history';

/** 我的优惠: the member's bonus grants with their wagering progress; ended ones say why they ended. */
export function MyPromotionsPage() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<Scope>('current');
  const grants = useGrants(scope);
  // Countdowns are drawn against the moment the list arrived; a refetch redraws them.
  const nowMs = grants.dataUpdatedAt || Date.now();
  return (
    <WalletFrame
      title={t('promo.mine.title')}
      subtitle={t('promo.mine.subtitle')}
      backTo="/app/member"
      testId="my-promotions-page"
    >
      <div className={styles.mine}>
        <div className={walletStyles.tabs} role="tablist">
          {(['current', 'history'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              className={styles.scopeTab}
              aria-selected={scope === value}
              aria-current={scope === value ? 'page' : undefined}
              onClick={() => setScope(value)}
              data-testid={`grants-${value}`}
            >
              {t(`promo.mine.${value}`)}
            </button>
          ))}
        </div>
        {grants.isPending ? (
          <div className={styles.offers} aria-busy="true">
            <Skeleton className={styles.skeletonCard} />
          </div>
        ) : grants.isError ? (
          <ErrorState title={t('promo.mine.loadFailed')} onRetry={() => grants.refetch()} testId="grants-error" />
        ) : grants.data.items.length === 0 ? (
          <EmptyState
            icon="gift"
            title={t(scope === 'current' ? 'promo.mine.emptyCurrent' : 'promo.mine.emptyHistory')}
            action={
              <Link to="/app/promotions/newcomer" className={buttonClass()}>
                {t('promo.mine.goOffers')}
              </Link>
            }
            testId="grants-empty"
          />
        ) : (
          <div className={styles.grants}>
            {grants.data.items.map((grant) => (
              <GrantCard key={grant.id} grant={grant} nowMs={nowMs} />
            ))}
          </div>
        )}
      </div>
    </WalletFrame>
  );
}
