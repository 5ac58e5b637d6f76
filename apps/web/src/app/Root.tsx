import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { api, loadBackupDomains } from '../api/client';
import { useSiteInfo } from '../features/site/api/siteInfo';
import { applySettlementUnit, applySiteLanguages } from '../i18n';
import { PageSpinner } from '../ui/Spinner';
import { startClockSync } from './clock';
import { installDevtoolsGuard } from './devtools';
import { NavProgress } from './shell/NavProgress';
import { ThemeSync } from './theme/ThemeSync';
import { startTitleMarquee, usePageTitleStore } from './title';

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
  const siteName = useSiteInfo().data?.siteName ?? t('common.siteNameFallback');
  const title = page ? t('title.format', { page, site: siteName }) : siteName;
  useEffect(() => startTitleMarquee(title), [title]);
  return null;
}

/** The root route: global effects around every page. */
export function Root() {
  useEffect(() => installDevtoolsGuard(), []);
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
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's code loads. */
export function RootFallback() {
  const { t } = useTranslation();
  return <PageSpinner label={t('common.loadingPage')} />;
}
