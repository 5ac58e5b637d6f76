import type { ModuleParts, Platform } from '../../platform/module';
import type { SessionService } from '../account';
import type { SiteService } from '../site';
import { AgeGate } from './age';
import { GeoGate } from './geo';
import { registerRgRoutes } from './routes';
import { type RgMembers, RgService } from './service';

export { type BlockStarted, type LimitChanged, type ReviewDue, rgEvents } from './events';
export { countryTable } from './geo';
export { allowedWhileBlocked, type RgMember, type RgService } from './service';

/**
 * Safer gambling (issue 29): limits, time-out, self-exclusion. Built after the account module (it ends
 * sessions) and before the money modules, which call its `count` inside their transactions.
 */
export const createRgModule = (
  platform: Platform,
  deps: { sessions: SessionService; members: RgMembers; site: SiteService },
) => {
  const { db, clock, cache, outbox, config, log } = platform;
  const rg = new RgService({
    db,
    clock,
    cache,
    outbox,
    sessions: deps.sessions,
    members: deps.members,
    site: deps.site,
    realitySecondsPerMinute: config.RG_REALITY_SECONDS_PER_MINUTE,
  });
  // Every member call of a blocked member but the withdraw-only few answers the block and its end date.
  platform.auth.provideRestriction((auth, request) => rg.gate(auth, request));
  // Registration, login, deposits and stakes ask where the caller is (the routes say `geo: true`).
  const geo = new GeoGate({ site: deps.site, log });
  platform.auth.provideLocation((siteId, ip, scope) =>
    scope === 'act' ? geo.assertAllowed(siteId, ip) : geo.assertMayBrowse(siteId, ip, scope === 'browseNoticed'),
  );
  const parts: ModuleParts = {
    name: 'rg',
    routes: (http) => registerRgRoutes(http, rg),
    jobs: [{ name: 'rg.reviewReminders', intervalMs: config.RG_REVIEW_INTERVAL_MS, run: () => rg.remindReviews() }],
  };
  return { parts, rg, age: new AgeGate({ site: deps.site, clock }) };
};
