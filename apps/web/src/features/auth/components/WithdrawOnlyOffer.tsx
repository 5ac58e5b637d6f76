import type { RgLoginRefusal } from '@courtside/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Note } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { startWithdrawOnly } from '../withdrawOnly';

/**
 * On the login page, a login refused for a time-out or self-exclusion (issue 29): the server's reason
 * with its end date, and 仅提款, which keeps the withdraw-only session the refusal carries (the app
 * then shows the withdraw-only page over the route).
 */
export function WithdrawOnlyOffer({ message, refusal }: { message: string; refusal: RgLoginRefusal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="login-rg-blocked">
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
