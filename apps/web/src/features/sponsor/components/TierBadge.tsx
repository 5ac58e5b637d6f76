import { useTranslation } from '../../../i18n';
import styles from '../Sponsor.module.css';

/** The sponsorship's tier (5 全球合作伙伴 ... 1 区域支持), coloured by rank. */
export function TierBadge({ tier }: { tier: number }) {
  const { t } = useTranslation();
  return (
    <span className={[styles.tier, tier >= 4 && styles.tierTop].filter(Boolean).join(' ')} data-tier={tier}>
      {t(`sponsor.tier.${tier}`)}
    </span>
  );
}
