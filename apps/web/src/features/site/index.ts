import { lazy } from 'react';

export { useCustomerService } from './api/customerService';
export { siteKeys } from './api/keys';
export { type GameTile, type NavItem, tileLobbyCode, tilesForLobby, useNavigation } from './api/navigation';
export { type SiteInfo, useSiteInfo } from './api/siteInfo';

/** The footer sits below the first screen on every page: its code loads after the page's own. */
export const SiteFooter = lazy(async () => ({ default: (await import('./components/SiteFooter')).SiteFooter }));
