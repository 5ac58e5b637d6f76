import { Errors } from '@courtside/contract';
import { formatShanghaiDateTime } from '@courtside/domain';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button, buttonClass } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/States';
import { StatusPanel } from '../../ui/StatusPanel';
import { notify } from '../../ui/toast';
import styles from './Auth.module.css';
import { useDormantActivate, useDormantCheck } from './api/dormant';
import { useSignIn } from './hooks/useSignIn';

const isExpired = (error: unknown) => isApiError(error) && error.code === Errors.ticketExpired.code;

/** Server times arrive as ISO strings; shown in the site's zone like every other time. */
const formatLastLogin = (value: string) => {
  const epochMs = Date.parse(value);
  return Number.isNaN(epochMs) ? value : formatShanghaiDateTime(epochMs);
};

/** Dormant-member activation (spec section 4): check the login's ticket, then activate and sign in. */
export function ActivatePage() {
  const { t } = useTranslation();
  usePageTitle(t('account.titles.activate'));
  const [search] = useSearchParams();
  const ticket = search.get('ticket') ?? '';
  const check = useDormantCheck(ticket);
  const activate = useDormantActivate();
  const signIn = useSignIn();

  const backToLogin = (
    <Link to="/login" replace className={buttonClass({ size: 'lg' })} data-testid="activate-to-login">
      {t('account.activate.backToLogin')}
    </Link>
  );

  if (!ticket || isExpired(check.error) || isExpired(activate.error)) {
    return (
      <StatusPanel
        icon="clock"
        title={t('account.activate.expiredTitle')}
        text={t('account.activate.expiredText')}
        testId="activate-expired"
        actions={backToLogin}
      />
    );
  }
  if (check.isError) {
    return <ErrorState onRetry={() => void check.refetch()} testId="activate-error" />;
  }
  if (!check.data) {
    return <PageSpinner label={t('account.activate.checking')} />;
  }
  if (!check.data.dormant) {
    return (
      <StatusPanel
        icon="shield"
        title={t('account.activate.activeTitle')}
        text={t('account.activate.activeText')}
        testId="activate-active"
        actions={backToLogin}
      />
    );
  }

  const handleActivate = () =>
    activate.mutate(ticket, {
      onSuccess: (result) => {
        notify(t('account.activate.success'));
        signIn(result, '/app/home');
      },
    });

  const { name, lastLoginAt } = check.data;
  return (
    <StatusPanel
      icon="clock"
      title={t('account.activate.title')}
      text={t('account.activate.text', { name })}
      testId="activate-page"
      actions={
        <>
          <Button
            size="lg"
            onClick={handleActivate}
            disabled={activate.isPending}
            aria-busy={activate.isPending || undefined}
            data-testid="activate-submit"
          >
            {activate.isPending ? t('account.activate.submitting') : t('account.activate.submit')}
          </Button>
          <Link to="/login" replace className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {t('account.activate.backToLogin')}
          </Link>
        </>
      }
    >
      <p className={styles.from} data-testid="activate-last-login">
        {lastLoginAt
          ? t('account.activate.lastLogin', { time: formatLastLogin(lastLoginAt) })
          : t('account.activate.neverLoggedIn')}
      </p>
    </StatusPanel>
  );
}
