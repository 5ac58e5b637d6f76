import { Link } from 'react-router';
import { LogoutButton } from '../../features/auth';
import { HeaderBalance } from '../../features/wallet';
import { useTranslation } from '../../i18n';
import { useSession } from '../../shared/sessionStore';
import { buttonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import styles from './AccountActions.module.css';

const loginHref = (pathname: string) => `/login?fromPage=${encodeURIComponent(pathname)}`;

/**
 * The header's account corner: log in and register for a visitor; for a member the balance and the
 * deposit button, then on PC the member's name (to the member centre) and log out — on a phone those
 * two live under 我的, so the brand keeps its room. It follows the session store, so a forced logout
 * updates it too.
 */
export function AccountActions({ pathname, place }: { pathname: string; place: 'header' | 'topbar' }) {
  const { t } = useTranslation();
  const member = useSession((state) => (state.loggedIn ? state.member : null));
  const loggedIn = useSession((state) => state.loggedIn);

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

  const name = member?.name ?? '';
  const money = (
    <>
      <HeaderBalance place={place} />
      <Link
        to="/app/deposit"
        className={buttonClass({ variant: 'accent', size: 'sm' })}
        data-testid={`${place}-deposit`}
      >
        {t('header.deposit')}
      </Link>
    </>
  );
  if (place === 'topbar') return money;
  return (
    <>
      {money}
      <Link
        to="/app/member"
        className={styles.member}
        aria-label={t('header.memberLabel', { name })}
        data-testid={`${place}-member`}
      >
        <Icon name="user" />
        <span className={styles.name}>{name}</span>
      </Link>
      <LogoutButton variant="ghost" size="sm" label={t('header.logout')} data-testid={`${place}-logout`} />
    </>
  );
}
