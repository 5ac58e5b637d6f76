import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../ui/Icon';
import { mediaSize } from '../../../ui/media';
import { type FloatingWindow, useFloatingWindows } from '../api/floatingWindows';
import styles from './FloatingWindows.module.css';

/** Windows closed by the member stay closed for this browser session. */
const CLOSED_KEY = 'cs-floating-closed';

const readClosed = (): number[] => {
  try {
    return JSON.parse(sessionStorage.getItem(CLOSED_KEY) ?? '[]') as number[];
  } catch {
    return [];
  }
};

/** Floating promotion windows on the left and right edges; each can be closed. */
export function FloatingWindows() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const windows = useFloatingWindows().data ?? [];
  const [closed, setClosed] = useState<number[]>(readClosed);

  const close = (id: number) => {
    const next = [...closed, id];
    setClosed(next);
    sessionStorage.setItem(CLOSED_KEY, JSON.stringify(next));
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

  return (
    <>
      {shown.map((w) => (
        <aside
          key={w.id}
          className={`${styles.window} ${styles[w.side]}`}
          data-testid="floating-window"
          data-side={w.side}
        >
          <button type="button" className={styles.open} onClick={() => open(w)} aria-label={w.title}>
            <img src={w.imageUrl} alt={w.title} {...mediaSize.floatingWindow} />
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
    </>
  );
}
