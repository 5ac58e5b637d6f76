import { memo } from 'react';
import { useTranslation } from '../../../i18n';
import { serverNow } from '../../../shared/clock';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { marqueeLines, useMarquee } from '../api/marquee';
import styles from './MarqueeBar.module.css';

/** Seconds per character of scrolling text, so long and short lists move at the same speed. */
const SECONDS_PER_CHAR = 0.28;
const MIN_SECONDS = 12;

/** The scrolling notice bar; clicking it (or 公告) opens the announcement list. */
export const MarqueeBar = memo(function MarqueeBar({ onOpenAnnouncements }: { onOpenAnnouncements: () => void }) {
  const { t } = useTranslation();
  const marquee = useMarquee();
  const lines = marquee.data ? marqueeLines(marquee.data, serverNow()) : [];
  // The padded list repeats notices, so a line's position is its identity.
  const keyed = lines.map((text, position) => ({ text, key: `${position}:${text}` }));
  const chars = lines.reduce((sum, line) => sum + line.length, 0);
  const duration = `${Math.max(MIN_SECONDS, Math.round(chars * SECONDS_PER_CHAR))}s`;

  return (
    <div className={styles.bar} data-testid="home-marquee">
      <Icon name="speaker" className={styles.icon} label={t('home.marqueeLabel')} />
      {marquee.isPending ? (
        <Skeleton className={styles.skeleton} />
      ) : (
        <button
          type="button"
          className={styles.viewport}
          onClick={onOpenAnnouncements}
          aria-label={t('home.announcementsTitle')}
        >
          {lines.length === 0 && <span className={styles.idle}>{t('home.announcementsEmpty')}</span>}
          {lines.length > 0 && (
            <span className={styles.track} style={{ '--marquee-duration': duration } as React.CSSProperties}>
              {/* the list twice, so the loop from -50% back to 0 is seamless */}
              {[0, 1].map((copy) => (
                <span key={copy} className={styles.group} aria-hidden={copy === 1}>
                  {keyed.map((line) => (
                    <span
                      key={`${copy}-${line.key}`}
                      className={styles.line}
                      data-testid={copy === 0 ? 'marquee-line' : undefined}
                    >
                      {line.text}
                    </span>
                  ))}
                </span>
              ))}
            </span>
          )}
        </button>
      )}
      <button type="button" className={styles.more} onClick={onOpenAnnouncements} data-testid="announcements-open">
        <Icon name="bell" />
        {t('home.announcements')}
      </button>
    </div>
  );
});
