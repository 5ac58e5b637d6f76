import { useTranslation } from '../../../i18n';
import { Icon } from '../../../ui/Icon';
import { useNow } from '../hooks/useNow';
import styles from '../Payment.module.css';
import { formatCountdown, msUntil } from '../rules';

/** Time left to pay an order, to its `expiresAt`. */
export function Countdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const now = useNow(true);
  const left = msUntil(expiresAt, now);
  return (
    <span className={styles.countdown} role="timer" data-testid="order-countdown">
      <Icon name="clock" />
      {t('payment.order.countdown')}
      <strong>{formatCountdown(left)}</strong>
    </span>
  );
}
