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
 * hidden, and held still when `still`). Returns a stop function.
 */
export function startTitleMarquee(
  title: string,
  options: { safari?: boolean; doc?: Document; still?: boolean } = {},
): () => void {
  const doc = options.doc ?? document;
  doc.title = title;
  if (options.still || !titleNeedsMarquee(title, options.safari ?? isSafari())) return () => undefined;
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
  /**
   * The page asks for a title that does not scroll: a game in play, where each step of the marquee
   * (a document.title write, several ms on a slow phone) lands among the game's animation frames.
   */
  still: boolean;
  set: (page: string | null, still?: boolean) => void;
}

/** The current page's name; the root composes it with the site name into the tab title. */
export const usePageTitleStore = create<PageTitleState>((set) => ({
  page: null,
  still: false,
  set: (page, still = false) => set({ page, still }),
}));
