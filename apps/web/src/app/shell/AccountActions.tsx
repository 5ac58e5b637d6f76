import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth';
import { useSession } from '../../shared/sessionStore';
import { Button, buttonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/toast';
import styles from './AccountActions.module.css';

const loginHref = (pathname: string) => `/login?fromPage=${encodeURIComponent(pathname)}`;

/**
 * The header's account corner: log in and register for a visitor; the member's name (to the member
 * centre) and log out for a member. It follows the session store, so a forced logout updates it too.
 */
export function AccountActions({ pathname, place }: { pathname: string; place: 'header' | 'topbar' }) {
  const { t } = useTranslation();
  const member = useSession((state) => (state.loggedIn ? state.member : null));
  const loggedIn = useSession((state) => state.loggedIn);
  const logout = useLogout();
  const navigate = useNavigate();

  if (!loggedIn) {
    return (
      <>
        <Link
          to={loginHref(pathname)}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          data-testid={`${place}-login`}
        >
          {t('common.login')}
        </Link>
        <Link
          to="/register"
          className={buttonClass({ variant: 'accent', size: 'sm' })}
          data-testid={`${place}-register`}
        >
          {t('common.register')}
        </Link>
      </>
    );
  }

  const handleLogout = () =>
    logout.mutate(undefined, {
      // The session is gone here even when the server call failed (see logout()).
      onSettled: () => {
        notify(t('header.loggedOut'));
        void navigate('/app/home', { replace: true });
      },
    });

  const name = member?.name ?? '';
  return (
    <>
      <Link
        to="/app/member"
        className={styles.member}
        aria-label={t('header.memberLabel', { name })}
        data-testid={`${place}-member`}
      >
        <Icon name="user" />
        <span className={styles.name}>{name}</span>
      </Link>
      <Button
        variant="ghost"
        size="sm"
        onClick={handleLogout}
        disabled={logout.isPending}
        aria-busy={logout.isPending || undefined}
        data-testid={`${place}-logout`}
      >
        {t('header.logout')}
      </Button>
    </>
  );
}
