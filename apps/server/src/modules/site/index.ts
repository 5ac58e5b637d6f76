import { buildInfo } from '../../platform/build-info';
import type { ModuleParts, Platform } from '../../platform/module';
import { SiteContentDesk } from './content';
import { SitePagesDesk } from './pages';
import { registerSiteRoutes } from './routes';
import { SiteService } from './service';

export { type SitePageSeed, seedSitePages } from './pages-seed';
export { deleteSite, type SiteContentSeed, type SiteSeed, seedSharedSiteRows, seedSite, siteExists } from './seed';
export type { SiteService } from './service';
export type { CustomerServiceContacts } from './tables';

/**
 * Site configuration: params, banners, navigation, notices, help, media and maintenance, and the
 * back office's desk over that content.
 */
export const createSiteModule = (platform: Platform) => {
  const site = new SiteService({
    db: platform.db,
    cache: platform.cache,
    clock: platform.clock,
    forcedMaintenance: platform.config.MAINTENANCE,
    ...buildInfo,
  });
  const content = new SiteContentDesk({
    db: platform.db,
    cache: platform.cache,
    clock: platform.clock,
    cacheScope: (siteId) => site.cacheScope(siteId),
  });
  const pages = new SitePagesDesk({
    db: platform.db,
    cache: platform.cache,
    clock: platform.clock,
    cacheScope: (siteId) => site.cacheScope(siteId),
  });
  const parts: ModuleParts = { name: 'site', routes: (http) => registerSiteRoutes(http, site, content, pages) };
  return { parts, site };
};
