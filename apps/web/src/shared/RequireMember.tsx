import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../i18n';
import { buttonClass } from '../ui/Button';
import { EmptyState } from '../ui/States';
import { requireLogin } from './modals/requireLogin';
import { useSession } from './sessionStore';

/**
 * Guards the account pages. Arriving logged out shows the warm reminder once per page; a session
 * that ends while the page is open leaves the guest state alone, because the logout reaction has
 * already alerted and is taking the member to /login. `textKey` says what logging in unlocks here.
 */
export function RequireMember({ textKey = 'guard.member' }: { textKey?: string }) {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.loggedIn);
  const { pathname, search } = useLocation();
  const fromPage = `${pathname}${search}`;

  useEffect(() => {
    if (!useSession.getState().loggedIn) requireLogin({ fromPage });
  }, [fromPage]);

  if (loggedIn) return <Outlet />;
  return (
    <EmptyState
      icon="lock"
      title={t('guard.title')}
      description={t(textKey)}
      testId="member-guard"
      action={
        <Link to={`/login?fromPage=${encodeURIComponent(fromPage)}`} className={buttonClass()}>
          {t('common.login')}
        </Link>
      }
    />
  );
}
