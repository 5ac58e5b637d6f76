import { isHomePagePath } from '@courtside/domain';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { type Location, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { api, loadBackupDomains } from '../api/client';
import { useSiteInfo } from '../features/site';
import { applySettlementUnit, applySiteLanguages, useTranslation } from '../i18n';
import { startClockSync } from '../shared/clock';
import { takeDownFirstPaint } from '../shared/firstPaint';
import { startTitleMarquee, usePageTitleStore } from '../shared/pageTitle';
import { PageSpinner } from '../ui/Spinner';
import { NavProgress } from './shell/NavProgress';
import { ThemeSync } from './theme/ThemeSync';

// The reality check's slot is for members only and waits for the page anyway: its code leaves the first page's.
const RealityCheckSlot = lazy(async () => ({ default: (await import('./RealityCheckSlot')).RealityCheckSlot }));

/** Site-wide wording and languages follow the site config. */
function SiteSync() {
  const site = useSiteInfo().data;
  useEffect(() => {
    if (!site) return;
    applySettlementUnit(site.settlementUnit);
    applySiteLanguages(site.languages);
  }, [site]);
  return null;
}

/** The tab title: page name and site name, scrolling when long. */
function DocumentTitle() {
  const { t } = useTranslation();
  const page = usePageTitleStore((state) => state.page);
  const still = usePageTitleStore((state) => state.still);
  const siteName = useSiteInfo().data?.siteName ?? t('common.siteNameFallback');
  const title = page ? t('title.format', { page, site: siteName }) : siteName;
  useEffect(() => startTitleMarquee(title, { still }), [title, still]);
  return null;
}

/**
 * Scroll positions are remembered per history entry; the first entry of every page load has the
 * key "default", so it is keyed by its URL instead (a reload keeps its place, another URL starts at the top).
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** The root route: global effects around every page. */
export function Root() {
  const { pathname } = useLocation();
  // The server's first screen is the home page's; any other page (a redirect, a quick tap) goes
  // without it. The home page takes it down itself once its banner is drawn.
  useLayoutEffect(() => {
    if (!isHomePagePath(pathname)) takeDownFirstPaint();
  }, [pathname]);
  useEffect(() => startClockSync(async () => (await api.site.systemTime({})).timestamp), []);
  useEffect(() => {
    void loadBackupDomains();
  }, []);

  return (
    <>
      <ThemeSync />
      <SiteSync />
      <DocumentTitle />
      <NavProgress />
      <Outlet />
      <Suspense fallback={null}>
        <RealityCheckSlot />
      </Suspense>
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/** Shown while the first route's code loads. */
export function RootFallback() {
  const { t } = useTranslation();
  return <PageSpinner label={t('common.loadingPage')} />;
}
