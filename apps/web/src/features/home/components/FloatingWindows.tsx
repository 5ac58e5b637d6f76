import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../ui/Icon';
import { mediaSize } from '../../../ui/media';
import { type FloatingWindow, useFloatingWindows } from '../api/floatingWindows';
import styles from './FloatingWindows.module.css';

/** Windows closed by the member stay closed in this browser (a new window, a new id, shows again). */
const CLOSED_KEY = 'cs-floating-closed';

const readClosed = (): number[] => {
  try {
    const kept = JSON.parse(localStorage.getItem(CLOSED_KEY) ?? '[]') as unknown;
    return Array.isArray(kept) ? kept.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
};

/**
 * The promotion windows (每日签到, 新人礼包); each can be closed for good. They never cover content:
 * on phones and narrower PCs they sit in the page's flow as a row of entries, and only where the
 * screen leaves room beside the content (see the stylesheet) do they float at its edges.
 */
export function FloatingWindows() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const windows = useFloatingWindows().data ?? [];
  const [closed, setClosed] = useState<number[]>(readClosed);

  const close = (id: number) => {
    const next = [...closed, id];
    setClosed(next);
    try {
      localStorage.setItem(CLOSED_KEY, JSON.stringify(next));
    } catch {
      // Storage refused: closed for this visit only.
    }
  };
  const open = (window_: FloatingWindow) => {
    if (!window_.linkUrl) return;
    if (/^https?:\/\//i.test(window_.linkUrl)) window.open(window_.linkUrl, '_blank', 'noopener,noreferrer');
    else navigate(window_.linkUrl);
  };

  // One window per side: the first the server lists.
  const shown = (['left', 'right'] as const)
    .map((side) => windows.find((w) => w.side === side && !closed.includes(w.id)))
    .filter((w): w is FloatingWindow => w !== undefined);

  if (shown.length === 0) return null;
  return (
    <div className={styles.dock} data-testid="floating-dock">
      {shown.map((w) => (
        <aside
          key={w.id}
          className={`${styles.window} ${styles[w.side]}`}
          data-testid="floating-window"
          data-side={w.side}
        >
          <button
            type="button"
            className={styles.open}
            onClick={() => open(w)}
            aria-label={w.title}
            data-track={`floatClick:${w.id}`}
          >
            <img src={w.imageUrl} alt={w.title} {...mediaSize.floatingWindow} />
            <span className={styles.label}>{w.title}</span>
          </button>
          <button
            type="button"
            className={styles.close}
            onClick={() => close(w.id)}
            aria-label={t('home.floatingClose')}
            data-testid="floating-close"
          >
            <Icon name="close" />
          </button>
        </aside>
      ))}
    </div>
  );
}
