import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../ui/Icon';
import styles from '../Member.module.css';
import { memberPages } from './memberPages';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [styles.sideLink, isActive && styles.sideLinkActive].filter(Boolean).join(' ');

/** The member centre frame: on PC a side menu of the account pages beside the page, on H5 the page alone. */
export function MemberLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <nav className={styles.side} aria-label={t('memberCentre.menu')}>
        <NavLink to="/app/member" end className={linkClass}>
          <Icon name="grid" />
          {t('nav.memberCentre')}
        </NavLink>
        {memberPages.map((page) => (
          <NavLink key={page.path} to={`/app/member/${page.path}`} className={linkClass}>
            <Icon name={page.icon} />
            {t(`memberCentre.pages.${page.path}`)}
          </NavLink>
        ))}
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
