import { nextTitleFrame, titleNeedsMarquee } from '@courtside/domain';
import { create } from 'zustand';

/** Spec section 2: the tab title moves one step per 300 ms. */
export const TITLE_STEP_MS = 300;
/** Space between the end of the title and its start as it scrolls round (two ideographic spaces). */
export const TITLE_GAP = '\u3000\u3000';

export const isSafari = (userAgent: string = navigator.userAgent): boolean =>
  /^((?!chrome|chromium|android|crios|fxios|edg).)*safari/i.test(userAgent);

/**
 * Sets the tab title and, when it is too long for the tab, scrolls it (paused while the page is
 * hidden). Returns a stop function.
 */
export function startTitleMarquee(title: string, options: { safari?: boolean; doc?: Document } = {}): () => void {
  const doc = options.doc ?? document;
  doc.title = title;
  if (!titleNeedsMarquee(title, options.safari ?? isSafari())) return () => undefined;
  let frame = `${title}${TITLE_GAP}`;
  const timer = setInterval(() => {
    if (doc.hidden) return;
    frame = nextTitleFrame(frame);
    doc.title = frame;
  }, TITLE_STEP_MS);
  return () => clearInterval(timer);
}

interface PageTitleState {
  page: string | null;
  set: (page: string | null) => void;
}

/** The current page's name; the root composes it with the site name into the tab title. */
export const usePageTitleStore = create<PageTitleState>((set) => ({ page: null, set: (page) => set({ page }) }));
