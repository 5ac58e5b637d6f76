import { useEffect } from 'react';
import { usePageTitleStore } from './pageTitle';

/** A page names itself for the tab title; `still` holds the title from scrolling while it is open. */
export function usePageTitle(page: string | null | undefined, options: { still?: boolean } = {}): void {
  const set = usePageTitleStore((state) => state.set);
  const still = options.still ?? false;
  useEffect(() => {
    if (!page) return;
    set(page, still);
    // The page that follows may not name itself; it gets the marquee back all the same.
    if (still) return () => usePageTitleStore.setState({ still: false });
  }, [page, still, set]);
}
