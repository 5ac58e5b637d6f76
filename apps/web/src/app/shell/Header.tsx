import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../i18n';
import { headerLinks } from '../../shared/navItems';
import { useSession } from '../../shared/sessionStore';
import { Icon } from '../../ui/Icon';
import { AccountActions } from './AccountActions';
import { Brand } from './Brand';
import styles from './Shell.module.css';

const MessageBell = lazy(async () => ({ default: (await import('../../features/messages/bell')).MessageBell }));

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
          <Link to="/app/home" state={{ item: 'app' }} className={styles.iconLink} aria-label={t('home.appInstall')}>
            <Icon name="download" />
          </Link>
          <Link to="/cs" className={styles.iconLink} aria-label={t('nav.csFull')}>
            <Icon name="headset" />
          </Link>
          <Suspense fallback={null}>
            <MessageBell place="header" className={styles.iconLink} />
          </Suspense>
          <AccountActions pathname={pathname} place="header" />
        </div>
      </div>
    </header>
  );
}

/** H5 top bar (< 1024 px): brand, then support and login for a visitor, balance and deposit for a member. */
export function TopBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.loggedIn);
  const bar = useRef<HTMLElement>(null);
  // What sticks under the bar (the match room's player) needs its height, which wraps to two rows
  // for a long site name and a member's money: measured, not guessed.
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--topbar-bottom', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--topbar-bottom');
    };
  }, []);
  return (
    <header className={styles.topbar} data-testid="h5-topbar" ref={bar}>
      <Brand />
      <div className={styles.topbarActions}>
        {!loggedIn && (
          <Link to="/cs" className={styles.iconLink} aria-label={t('nav.csFull')}>
            <Icon name="headset" />
          </Link>
        )}
        <Suspense fallback={null}>
          <MessageBell place="topbar" className={styles.iconLink} />
        </Suspense>
        <AccountActions pathname={pathname} place="topbar" />
      </div>
    </header>
  );
}
