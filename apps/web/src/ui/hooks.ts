import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';

/** True while the media query matches (e.g. the PC layout from 1024 px). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const PC_QUERY = '(min-width: 1024px)';

/** True while the page is hidden (another tab, minimised); timers that animate should pause. */
export function useDocumentHidden(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    () => document.hidden,
    () => false,
  );
}

/**
 * True once the element has come within `margin` of the viewport (and from then on): content below
 * the first screen loads its code when the member scrolls towards it, not with the first paint.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '100px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
