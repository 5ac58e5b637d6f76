import type { RgLoginRefusal } from '@courtside/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { usePageTitle } from '../../../shared/usePageTitle';
import { Note } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { logout } from '../../auth/api/logout';
import { startWithdrawOnly, type WithdrawOnlyBlock } from '../../rg/withdrawOnly';
import styles from '../Payment.module.css';
import { WithdrawBody } from './WithdrawPage';

/**
 * The withdraw-only session of a member in a time-out or self-exclusion (issue 29), shown by the login
 * page: outside the shell, whose other calls the server refuses, it offers only what that session may
 * do: the balance, a withdrawal and its order, and logging out.
 */
export function WithdrawOnlyPage({ block }: { block: WithdrawOnlyBlock }) {
  const { t } = useTranslation();
  usePageTitle(t('payment.withdrawOnly.title'));
  const navigate = useNavigate();
  return (
    <div className={styles.body} data-testid="withdraw-only-page">
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
      <Button
        variant="secondary"
        onClick={() => void logout().finally(() => navigate('/login', { replace: true }))}
        data-testid="withdraw-only-logout"
      >
        {t('payment.withdrawOnly.logout')}
      </Button>
    </div>
  );
}

/**
 * On the login page, a login refused for a time-out or self-exclusion (issue 29): the server's reason
 * with its end date, and 仅提款, which keeps the withdraw-only session the refusal carries and shows the
 * page above. In this chunk, not the login page's, so a login that is not refused loads neither.
 */
export function WithdrawOnlyOffer({ message, refusal }: { message: string; refusal: RgLoginRefusal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.column} data-testid="login-rg-blocked">
      <Note tone="warning" role="alert">
        <span>
          <span data-testid="login-rg-reason">{message}</span>
          <br />
          {t('account.login.withdrawOnlyHint')}
        </span>
      </Note>
      <Button
        variant="secondary"
        block
        onClick={() => {
          startWithdrawOnly(refusal);
          void navigate('/login?withdrawOnly=1', { replace: true });
        }}
        data-testid="login-withdraw-only"
      >
        {t('account.login.withdrawOnly')}
      </Button>
    </div>
  );
}
