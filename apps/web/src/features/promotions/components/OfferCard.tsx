import type { OfferView } from '@courtside/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import { requireLogin } from '../../../shared/modals/requireLogin';
import { useMoney } from '../../../shared/money';
import { Badge } from '../../../ui/Badge';
import { Button, buttonClass } from '../../../ui/Button';
import { notify } from '../../../ui/toast';
import { useClaimOffer } from '../api/newcomer';
import styles from '../Promotions.module.css';
import { TermsList } from './TermsList';

/** Whole days from now to the end of an offer's last business day (Asia/Shanghai), at least 0. */
const daysLeft = (endDay: string, nowMs: number): number =>
  Math.max(0, Math.ceil((Date.parse(`${endDay}T23:59:59.999+08:00`) - nowMs) / 86_400_000));

/**
 * One offer: its art, title and summary, its terms, and the one action the member can take now. On
 * the wall (`compact`) the terms fold under a toggle and the time left is shown.
 */
export function OfferCard({ offer, compact = false, nowMs }: { offer: OfferView; compact?: boolean; nowMs?: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const claim = useClaimOffer();

  const handleClaim = () => {
    if (!requireLogin()) return;
    claim.mutate(offer.id, {
      onSuccess: (grant) => notify(t('promo.newcomer.claimedToast', { money: money(grant.granted) })),
      onError: toastUnhandled,
    });
  };

  const action =
    offer.state === 'claimable' ? (
      <Button onClick={handleClaim} disabled={claim.isPending} data-testid="offer-claim">
        {claim.isPending ? t('promo.newcomer.claiming') : t('promo.newcomer.claim')}
      </Button>
    ) : offer.state === 'claimed' ? (
      <Link to="/app/promotions/mine" className={buttonClass({ variant: 'secondary' })} data-testid="offer-mine">
        {t('promo.newcomer.goMine')}
      </Link>
    ) : offer.state === 'automatic' ? (
      <Link to={offer.link ?? '/app/deposit'} className={buttonClass()} data-testid="offer-deposit">
        {t('promo.newcomer.goDeposit')}
      </Link>
    ) : offer.link ? (
      <Link
        to={offer.link}
        className={buttonClass({ variant: offer.state === 'open' ? 'primary' : 'secondary' })}
        data-testid="offer-open"
      >
        {t('promo.wall.go')}
      </Link>
    ) : null;
  const terms = <TermsList terms={offer.terms} />;

  return (
    <article className={styles.offer} data-testid="offer-card" data-code={offer.code} data-state={offer.state}>
      {offer.image ? <img className={styles.offerArt} src={offer.image} alt="" loading="lazy" /> : null}
      <div className={styles.offerBody}>
        <div className={styles.offerHead}>
          <h2 className={styles.offerTitle}>{offer.title}</h2>
          {offer.state === 'claimed' ? (
            <Badge tone="success">{t('promo.newcomer.claimed')}</Badge>
          ) : offer.state === 'automatic' ? (
            <Badge tone="info">{t('promo.newcomer.automatic')}</Badge>
          ) : null}
        </div>
        <p className={styles.summary}>{offer.summary}</p>
        <p className={styles.hint}>
          {compact
            ? offer.endDay
              ? t('promo.wall.daysLeft', { days: daysLeft(offer.endDay, nowMs ?? Date.now()) })
              : t('promo.wall.ongoing')
            : offer.endDay
              ? t('promo.offer.windowRange', { from: offer.startDay, to: offer.endDay })
              : t('promo.offer.window', { from: offer.startDay })}
        </p>
        {offer.state === 'ineligible' && offer.reason ? (
          <p className={styles.refused} data-testid="offer-reason">
            {t(`promo.offer.reasons.${offer.reason}`, { days: offer.terms.eligibility.registeredWithinDays ?? 0 })}
          </p>
        ) : null}
        {compact ? (
          <details className={styles.fold}>
            <summary className={styles.termsTitle}>{t('promo.offer.terms')}</summary>
            {terms}
          </details>
        ) : (
          <>
            <h3 className={styles.termsTitle}>{t('promo.offer.terms')}</h3>
            {terms}
          </>
        )}
        {action ? <div className={styles.offerAction}>{action}</div> : null}
      </div>
    </article>
  );
}
