import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { buttonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Brand } from './Brand';
import { headerLinks } from './navItems';
import styles from './Shell.module.css';

const loginHref = (pathname: string) => `/login?fromPage=${encodeURIComponent(pathname)}`;

/** PC top header (>= 1024 px): brand, main sections, support, app and account actions. */
export function Header({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header} data-testid="pc-header">
      <div className={styles.headerInner}>
        <Brand />
        <nav className={styles.headerNav} aria-label={t('nav.mainLabel')}>
          {headerLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              data-testid={link.testId}
              className={({ isActive }) =>
                [styles.headerLink, isActive && styles.headerLinkActive].filter(Boolean).join(' ')
              }
            >
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className={styles.headerActions}>
          <Link to="/app/home" state={{ item: 'app' }} className={styles.iconLink} aria-label={t('home.appButton')}>
            <Icon name="download" />
          </Link>
          <Link to="/cs" className={styles.iconLink} aria-label={t('nav.csFull')}>
            <Icon name="headset" />
          </Link>
          <Link to="/app/member" className={styles.iconLink} aria-label={t('nav.memberCentre')}>
            <Icon name="user" />
          </Link>
          <Link
            to={loginHref(pathname)}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            data-testid="header-login"
          >
            {t('common.login')}
          </Link>
          <Link
            to={loginHref(pathname)}
            className={buttonClass({ variant: 'accent', size: 'sm' })}
            data-testid="header-register"
          >
            {t('common.register')}
          </Link>
        </div>
      </div>
    </header>
  );
}

/** H5 top bar (< 1024 px): brand, support and log-in. */
export function TopBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  return (
    <header className={styles.topbar} data-testid="h5-topbar">
      <Brand />
      <div className={styles.topbarActions}>
        <Link to="/cs" className={styles.iconLink} aria-label={t('nav.csFull')}>
          <Icon name="headset" />
        </Link>
        <Link to={loginHref(pathname)} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          {t('common.login')}
        </Link>
        <Link to={loginHref(pathname)} className={buttonClass({ variant: 'accent', size: 'sm' })}>
          {t('common.register')}
        </Link>
      </div>
    </header>
  );
}
