import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n';
import { tabLinks } from '../../shared/navItems';
import { Icon } from '../../ui/Icon';
import styles from './Shell.module.css';

/** H5 bottom tab bar (< 1024 px). */
export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className={styles.tabbar} aria-label={t('nav.tabLabel')} data-testid="tab-bar">
      {tabLinks.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          data-testid={link.testId}
          className={({ isActive }) => [styles.tab, isActive && styles.tabActive].filter(Boolean).join(' ')}
        >
          <Icon name={link.icon} className={styles.tabIcon} />
          <span>{t(link.label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
