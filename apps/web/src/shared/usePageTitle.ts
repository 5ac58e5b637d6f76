import { useEffect } from 'react';
import { usePageTitleStore } from './pageTitle';

/** A page names itself for the tab title. */
export function usePageTitle(page: string | null | undefined): void {
  const set = usePageTitleStore((state) => state.set);
  useEffect(() => {
    if (page) set(page);
  }, [page, set]);
}
