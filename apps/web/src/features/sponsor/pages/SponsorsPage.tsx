import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../shared/usePageTitle';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { useSponsors } from '../api/sponsors';
import { Period } from '../components/Period';
import { TierBadge } from '../components/TierBadge';
import styles from '../Sponsor.module.css';

/** Placeholder cards while the wall loads; fixed keys, as they never move. */
const PLACEHOLDERS = ['a', 'b', 'c', 'd'];

/** 赞助伙伴: the brand's sponsorships as cards, highest tier first. Open to visitors too. */
export function SponsorsPage() {
  const { t } = useTranslation();
  usePageTitle(t('sponsor.title'));
  const sponsors = useSponsors();

  return (
    <div className={styles.page} data-testid="sponsors-page">
      <PageHeader title={t('sponsor.title')} subtitle={t('sponsor.intro')} />
      <div className={styles.body}>
        {sponsors.isPending && (
          <div className={styles.grid} data-testid="sponsors-loading" aria-busy="true">
            {PLACEHOLDERS.map((key) => (
              <Skeleton key={key} className={styles.cardSkeleton} />
            ))}
          </div>
        )}
        {sponsors.isError && (
          <ErrorState title={t('sponsor.loadFailed')} onRetry={() => sponsors.refetch()} testId="sponsors-error" />
        )}
        {sponsors.data && sponsors.data.items.length === 0 && (
          <EmptyState
            title={t('sponsor.empty')}
            description={t('sponsor.emptyText')}
            icon="trophy"
            testId="sponsors-empty"
          />
        )}
        {sponsors.data && sponsors.data.items.length > 0 && (
          <ul className={styles.grid} data-testid="sponsor-list">
            {sponsors.data.items.map((sponsor) => (
              <li key={sponsor.id}>
                <Link
                  to={`/app/sponsors/${sponsor.id}`}
                  className={[styles.card, sponsor.tier >= 4 && styles.cardTop].filter(Boolean).join(' ')}
                  data-testid="sponsor-card"
                  data-tier={sponsor.tier}
                >
                  <img className={styles.logo} src={sponsor.logoUrl} alt="" loading="lazy" />
                  <span className={styles.cardText}>
                    <TierBadge tier={sponsor.tier} />
                    <span className={styles.name}>{sponsor.name}</span>
                    <span className={styles.summary}>{sponsor.summary}</span>
                    <span className={styles.meta}>
                      {t(`sponsor.kind.${sponsor.kind}`)} ·{' '}
                      <Period startsOn={sponsor.startsOn} endsOn={sponsor.endsOn} />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
