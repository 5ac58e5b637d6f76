import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { takeDownFirstPaint } from '../../../shared/firstPaint';
import { useDocumentHidden } from '../../../ui/hooks';
import { Icon } from '../../../ui/Icon';
import { mediaSize } from '../../../ui/media';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import { type Banner, useBanners } from '../api/banners';
import type { BannerPosition } from '../api/keys';
import styles from './BannerCarousel.module.css';

export const BANNER_INTERVAL_MS = 4500;
/** A horizontal drag longer than this (CSS pixels) turns the slide instead of clicking it. */
const SWIPE_THRESHOLD = 40;

const isExternal = (url: string) => /^https?:\/\//i.test(url);

export interface CarouselProps {
  banners: Banner[];
  intervalMs?: number;
  onOpen: (banner: Banner) => void;
}

/** Auto-advancing slides with dots, arrows (PC) and swipe (H5); pauses on hover and while the page is hidden. */
export function Carousel({ banners, intervalMs = BANNER_INTERVAL_MS, onOpen }: CarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [dragX, setDragX] = useState<number | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const hidden = useDocumentHidden();
  const count = banners.length;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (count < 2 || hovered || hidden || dragX !== null) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, hovered, hidden, dragX, intervalMs]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onPointerDown = (event: React.PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerMove = (event: React.PointerEvent) => {
    if (!start.current) return;
    const dx = event.clientX - start.current.x;
    if (Math.abs(dx) > Math.abs(event.clientY - start.current.y)) setDragX(dx);
  };
  const onPointerEnd = () => {
    if (dragX !== null && Math.abs(dragX) > SWIPE_THRESHOLD && count > 1) {
      swiped.current = true;
      go(current + (dragX < 0 ? 1 : -1));
    }
    start.current = null;
    setDragX(null);
  };

  const offset = dragX === null ? '' : ` + ${dragX}px`;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.bannerLabel')}
      data-testid="home-banner"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div
        className={[styles.track, dragX !== null && styles.dragging].filter(Boolean).join(' ')}
        style={{ transform: `translateX(calc(${-current * 100}%${offset}))` }}
      >
        {banners.map((banner, i) => (
          <button
            key={banner.id}
            type="button"
            className={styles.slide}
            aria-hidden={i !== current}
            tabIndex={i === current ? 0 : -1}
            aria-label={banner.title}
            data-testid="banner-slide"
            data-track={`bannerClick:${banner.id}`}
            onClick={() => {
              if (!swiped.current) onOpen(banner);
            }}
          >
            <img
              src={banner.imageUrl}
              alt={banner.title}
              {...mediaSize.banner}
              // The first slide is the page's largest picture: fetched at once and first.
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              draggable={false}
            />
          </button>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => go(current - 1)}
            aria-label={t('common.previous')}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => go(current + 1)}
            aria-label={t('common.next')}
          >
            <Icon name="chevronRight" />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={[styles.dot, i === current && styles.dotActive].filter(Boolean).join(' ')}
                aria-label={t('home.bannerDot', { index: i + 1 })}
                aria-current={i === current}
                data-testid="banner-dot"
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** The home banner section: loading skeleton, error with retry, an empty slate, or the carousel. */
export const BannerSection = memo(function BannerSection({ position }: { position: BannerPosition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const banners = useBanners(position);
  // The server's drawing of the first banner gives way in the frame this section draws its own.
  useLayoutEffect(() => {
    if (!banners.isPending) takeDownFirstPaint();
  }, [banners.isPending]);

  const open = (banner: Banner) => {
    if (!banner.linkUrl) return;
    if (isExternal(banner.linkUrl)) window.open(banner.linkUrl, '_blank', 'noopener,noreferrer');
    else navigate(banner.linkUrl);
  };

  return (
    <div className={styles.section}>
      {banners.isPending ? (
        <div className={styles.carousel} data-testid="home-banner" aria-busy="true">
          <Skeleton className={styles.skeleton} />
        </div>
      ) : banners.isError ? (
        <div className={`${styles.carousel} ${styles.errorBox}`} data-testid="home-banner">
          <ErrorState compact onRetry={() => banners.refetch()} />
        </div>
      ) : banners.data.length === 0 ? (
        <div className={styles.carousel} data-testid="home-banner">
          <div className={styles.empty}>{t('home.bannerEmpty')}</div>
        </div>
      ) : (
        <Carousel banners={banners.data} onOpen={open} />
      )}
    </div>
  );
});
