export { useCustomerService } from './api/customerService';
export { siteKeys } from './api/keys';
export { type GameTile, type NavItem, tileLobbyCode, tilesForLobby, useNavigation } from './api/navigation';
export { type SiteInfo, useSiteInfo } from './api/siteInfo';
export { SiteFooter } from './components/SiteFooter';
