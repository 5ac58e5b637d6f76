import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { usePageTitle } from '../../../shared/usePageTitle';
import { Note } from '../../../ui/Badge';
import { Icon } from '../../../ui/Icon';
import { LogoutButton, type WithdrawOnlyBlock } from '../../auth';
import { WithdrawBody } from '../pages/WithdrawPage';
import styles from './WithdrawOnly.module.css';

/**
 * The withdraw-only session of a member in a time-out or self-exclusion (issue 29), a page of the
 * withdrawal feature whose strings and body it shares. The app shows it
 * over whatever route is open while the tab holds such a session (the refused login leaves the member
 * on /login, outside the shell, whose other calls the server refuses); it offers only what that session
 * may do: the balance, a withdrawal and its order, and logging out.
 */
export function WithdrawOnlyPage({ block }: { block: WithdrawOnlyBlock }) {
  const { t } = useTranslation();
  usePageTitle(t('payment.withdrawOnly.title'));
  return (
    <div className={styles.overlay} data-testid="withdraw-only-page">
      <div className={styles.stack}>
        <Note tone="warning" role="alert" data-testid="withdraw-only-banner">
          <Icon name="shield" />
          <span>
            <strong>{t('payment.withdrawOnly.banner')}</strong>
            <br />
            <span data-testid="withdraw-only-ends">
              {t(`payment.withdrawOnly.${block.kind}`, { time: formatTime(block.endsAt) })}
            </span>
            {t('payment.withdrawOnly.rest')}
          </span>
        </Note>
        <WithdrawBody />
        <LogoutButton variant="secondary" label={t('payment.withdrawOnly.logout')} data-testid="withdraw-only-logout" />
      </div>
    </div>
  );
}
