import { useEffect } from 'react';
import { useSiteInfo } from '../../features/site';
import { applyTheme, rememberSiteTheme, resolveTheme, useThemeStore } from './theme';

/** Keeps <html data-theme> on the member's override, else the site's theme. */
export function ThemeSync() {
  const siteTheme = useSiteInfo().data?.theme;
  const override = useThemeStore((state) => state.override);

  useEffect(() => {
    if (siteTheme) rememberSiteTheme(siteTheme);
    applyTheme(resolveTheme(override, siteTheme));
  }, [override, siteTheme]);

  return null;
}
