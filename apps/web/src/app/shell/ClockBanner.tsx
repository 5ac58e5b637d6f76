import { useTranslation } from '../../i18n';
import { useClock } from '../../shared/clock';
import { Icon } from '../../ui/Icon';
import styles from './Shell.module.css';

/** Shown while the local clock is 120 s or more away from the server's. */
export function ClockBanner() {
  const { t } = useTranslation();
  const off = useClock((state) => state.off);
  if (!off) return null;
  return (
    <div className={styles.clockBanner} role="status" data-testid="clock-banner">
      <Icon name="clock" />
      <span>{t('clock.off')}</span>
    </div>
  );
}
