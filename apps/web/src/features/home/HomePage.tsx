import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { loadStrings, useTranslation, withStrings } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { PC_QUERY, useMediaQuery, useNearViewport } from '../../ui/hooks';
import { useNavigation, useSiteInfo } from '../site';
import { markPopupsSeen, popupsToShow, useAnnouncements } from './api/announcements';
import { useBanners } from './api/banners';
import { BannerSection } from './components/BannerCarousel';
import { APP_NAV_CODE, GameSection } from './components/GameSection';
import { MarqueeBar } from './components/MarqueeBar';
import styles from './HomePage.module.css';

// The dialogs and the floating windows come after the first screen: their code loads behind it.
const AnnouncementsDialog = lazy(async () => ({
  default: (await import('./components/AnnouncementsDialog')).AnnouncementsDialog,
}));
// The hot matches sit below the venues: their code and strings load as the member scrolls near them.
const HotMatches = lazy(async () => {
  const [{ HotMatches: Strip }] = await Promise.all([import('../sports'), loadStrings('sports')]);
  return { default: Strip };
});
// So do the anchors on air: the live strip's code and strings come with the same scroll.
const LiveRoomsStrip = lazy(async () => {
  const [{ LiveRoomsStrip: Strip }] = await Promise.all([import('../live'), loadStrings('live')]);
  return { default: Strip };
});
// Under the games and the matches: its code (and the install prompt's) follows the first screen's.
const AppDownload = lazy(async () => ({
  default: (await withStrings(['tools'], () => import('./components/AppDownload'))).AppDownload,
}));
const FloatingWindows = lazy(async () => ({ default: (await import('./components/FloatingWindows')).FloatingWindows }));

/** `/app/home` pushed with the item "app" (router state or `?item=app`) scrolls to the app block. */
export function wantsAppBlock(state: unknown, search: URLSearchParams): boolean {
  const item = typeof state === 'object' && state !== null ? (state as { item?: unknown }).item : undefined;
  return item === APP_NAV_CODE || search.get('item') === APP_NAV_CODE;
}

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('title.home'));
  const isPc = useMediaQuery(PC_QUERY);
  const siteName = useSiteInfo().data?.siteName ?? t('common.siteNameFallback');
  const location = useLocation();
  const [search] = useSearchParams();
  // The block arrives with its code; a scroll to it waits for it (state, so its arrival re-renders).
  const [appBlock, setAppBlock] = useState<HTMLElement | null>(null);
  const hotMatches = useRef<HTMLDivElement>(null);
  const hotMatchesNear = useNearViewport(hotMatches);
  const announcements = useAnnouncements();
  const [listOpen, setListOpen] = useState(false);
  const [popupOpen, setPopupOpen] = useState(false);
  const popups = announcements.data ? popupsToShow(announcements.data) : [];

  const scrollToApp = useCallback(
    (behavior: ScrollBehavior = 'smooth') => {
      appBlock?.scrollIntoView({ behavior, block: 'start' });
    },
    [appBlock],
  );
  // Stable, so the memoised sections skip the page's re-renders as its queries settle.
  const openAnnouncements = useCallback(() => setListOpen(true), []);
  const scrollToAppSmoothly = useCallback(() => scrollToApp(), [scrollToApp]);

  // Arriving with the item "app": scroll once the content above has its final height. location.key
  // changes on every push, so choosing "app" again scrolls again.
  const [scrollFor, setScrollFor] = useState<string | null>(null);
  useEffect(() => {
    if (wantsAppBlock(location.state, search)) setScrollFor(location.key);
  }, [location.key, location.state, search]);
  const navPending = useNavigation().isPending;
  const bannersPending = useBanners(isPc ? 'pc' : 'home').isPending;
  const settled = !navPending && !bannersPending && appBlock !== null;
  useEffect(() => {
    if (!scrollFor || !settled) return;
    // Instant on arrival: a smooth scroll would race the router's scroll restoration.
    const frame = requestAnimationFrame(() => {
      scrollToApp('auto');
      setScrollFor(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollFor, settled, scrollToApp]);

  // Popup announcements: each once (kept in localStorage), the first time the list arrives.
  useEffect(() => {
    if (popups.length > 0 && !popupOpen) setPopupOpen(true);
  }, [popups.length, popupOpen]);

  const closePopup = (open: boolean) => {
    if (open) return;
    if (announcements.data) markPopupsSeen(popups);
    setPopupOpen(false);
  };

  return (
    <div className={styles.home}>
      <h1 className={styles.srOnly} data-testid="page-heading">
        {t('home.welcome', { site: siteName })}
      </h1>
      <BannerSection position={isPc ? 'pc' : 'home'} />
      <MarqueeBar onOpenAnnouncements={openAnnouncements} />
      <GameSection onAppItem={scrollToAppSmoothly} />
      {/* In the flow under the games (floating only where the margins hold them): they cover nothing. */}
      <Suspense fallback={null}>
        <FloatingWindows />
      </Suspense>
      <div ref={hotMatches}>
        {hotMatchesNear && (
          <Suspense fallback={null}>
            <LiveRoomsStrip />
            <HotMatches />
          </Suspense>
        )}
      </div>
      <Suspense fallback={null}>
        <AppDownload ref={setAppBlock} />
      </Suspense>
      <Suspense fallback={null}>
        <AnnouncementsDialog
          open={listOpen}
          onOpenChange={setListOpen}
          title={t('home.announcementsTitle')}
          list={announcements.data}
          loading={announcements.isPending}
          error={announcements.isError}
          onRetry={() => announcements.refetch()}
        />
        <AnnouncementsDialog
          open={popupOpen && !listOpen}
          onOpenChange={closePopup}
          title={t('home.announcementsPopupTitle')}
          list={popups}
        />
      </Suspense>
    </div>
  );
}
