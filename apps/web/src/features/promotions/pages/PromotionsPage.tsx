import type { OfferView } from '@courtside/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../shared/sessionStore';
import { usePageTitle } from '../../../shared/usePageTitle';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { useOffers } from '../api/offers';
import { OfferCard } from '../components/OfferCard';
import styles from '../Promotions.module.css';

const CATEGORIES = ['all', 'sports', 'live', 'egame', 'vip', 'limited'] as const;
type Category = (typeof CATEGORIES)[number];

const counts = (offer: OfferView, product: 'sports' | 'live' | 'egame'): boolean => {
  const weights = offer.terms.weights;
  const named = (p: string) =>
    Number((weights.products as Record<string, string | undefined>)[p] ?? weights.default) > 0;
  return product === 'sports' ? named('sports') || named('esports') : named(product);
};

const inCategory = (offer: OfferView, category: Category): boolean => {
  switch (category) {
    case 'all':
      return true;
    case 'vip':
      return offer.kind === 'vip' || offer.kind === 'birthday';
    case 'limited':
      return offer.endDay !== null;
    default:
      return counts(offer, category);
  }
};

/** 优惠: the wall of live offers by category, each with its art, its terms and the one action it leads to. */
export function PromotionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('promo.wall.title'));
  const loggedIn = useSession((state) => state.loggedIn);
  const offers = useOffers(loggedIn);
  const [category, setCategory] = useState<Category>('all');
  const shown = offers.data?.filter((o) => inCategory(o, category)) ?? [];
  const nowMs = offers.dataUpdatedAt || Date.now();
  return (
    <div className={styles.wall} data-testid="promotions-page">
      <PageHeader title={t('promo.wall.title')} subtitle={t('promo.wall.subtitle')} />
      <div className={styles.categories} role="tablist" aria-label={t('promo.wall.categories')}>
        {CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={category === c}
            className={styles.category}
            onClick={() => setCategory(c)}
            data-testid={`wall-${c}`}
          >
            {t(`promo.wall.tabs.${c}`)}
          </button>
        ))}
      </div>
      {offers.isPending ? (
        <div className={styles.wallGrid} aria-busy="true">
          <Skeleton className={styles.skeletonCard} />
          <Skeleton className={styles.skeletonCard} />
        </div>
      ) : offers.isError ? (
        <ErrorState title={t('promo.wall.loadFailed')} onRetry={() => offers.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState icon="gift" title={t('promo.wall.empty')} testId="wall-empty" />
      ) : (
        <div className={styles.wallGrid}>
          {shown.map((offer) => (
            <OfferCard key={offer.id} offer={offer} compact nowMs={nowMs} />
          ))}
        </div>
      )}
    </div>
  );
}
