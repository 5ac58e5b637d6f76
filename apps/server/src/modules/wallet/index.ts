import type { LiveHub } from '../../platform/live';
import type { ModuleParts, Platform } from '../../platform/module';
import type { RgService } from '../rg';
import type { SiteService } from '../site';
import type { VenueService } from '../venue';
import { HouseVenue } from './house-venue';
import { Ledger } from './ledger';

import { pushBalances } from './push';
import { registerWalletRoutes } from './routes';
import { balancesKey, siteBalancesKey, WalletService } from './service';

export type { AccountKey, LedgerCurrency, MoveRequest, MoveResult } from './ledger';
export { OWED_KIND } from './ledger';
export type { WalletService } from './service';
export { Ledger };

/**
 * The ledger (the one way money moves) and the member's centre and venue wallets. It registers the
 * house venue's adapter, whose wallet is a ledger account.
 */
export const createWalletModule = (
  platform: Platform,
  deps: { site: SiteService; venues: VenueService; rg?: RgService },
) => {
  const { db, clock, cache, config, log } = platform;
  const ledger = new Ledger({ db, clock });
  deps.venues.registerAdapter('house', new HouseVenue(ledger));
  const wallet = new WalletService({ db, clock, cache, ledger, venues: deps.venues, site: deps.site, rg: deps.rg });
  const dropBalances = (prefix: string) =>
    cache
      .invalidate(prefix)
      .catch((error: unknown) => log.warn({ err: error }, 'balance read not dropped on the other nodes'));
  // In the step that commits a change, not when the member is told of it (a settlement's pushes wait).
  ledger.onChange((members) => {
    for (const { siteId, memberId } of members) void dropBalances(balancesKey(siteId, memberId));
  });
  // A balance read shows each venue's state: a venue switched to maintenance is not shown open.
  deps.venues.onChange((siteId) => void dropBalances(siteBalancesKey(siteId)));
  const parts: ModuleParts = {
    name: 'wallet',
    routes: (http) => registerWalletRoutes(http, wallet),
    live: (hub: LiveHub) => pushBalances(hub, ledger, (error) => log.error({ err: error }, 'balance push failed')),
    jobs: [{ name: 'wallet.reconcile', intervalMs: config.RECONCILE_INTERVAL_MS, run: () => wallet.reconcile() }],
  };
  return { parts, ledger, wallet };
};
