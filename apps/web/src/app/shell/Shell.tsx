import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SiteFooter, useSiteInfo } from '../../features/site';
import { withStrings } from '../../i18n';
import { ClockBanner } from './ClockBanner';
import { Header, TopBar } from './Header';
import styles from './Shell.module.css';
import { TabBar } from './TabBar';

const FooterTools = lazy(async () => ({
  default: (await withStrings(['tools'], () => import('./FooterTools'))).FooterTools,
}));

/** Pages reachable during maintenance: customer service stays open (spec section 2). */
const maintenanceExempt = (pathname: string) => pathname === '/cs' || pathname.startsWith('/cs/');

/** The member site's frame: PC header or H5 top bar, the page, the footer, and the H5 tab bar. */
export function Shell() {
  const { pathname } = useLocation();
  const site = useSiteInfo().data;

  if (site?.maintenance.active && !maintenanceExempt(pathname)) {
    return <Navigate to="/maintenance" replace />;
  }

  return (
    <div className={styles.shell}>
      <ClockBanner />
      <Header pathname={pathname} />
      <TopBar pathname={pathname} />
      <main className={styles.main} id="main">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter tools={<FooterTools />} />
      </Suspense>
      <TabBar />
    </div>
  );
}
