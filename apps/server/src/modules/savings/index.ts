import type { ModuleParts, Platform } from '../../platform/module';
import type { SiteService } from '../site';
import type { Ledger, WalletService } from '../wallet';
import { registerSavingsRoutes } from './routes';
import { SavingsService } from './service';

export type { SavingsService } from './service';

/** The savings wallet (余额宝): moves in and out, daily interest, tasks. */
export const createSavingsModule = (
  platform: Platform,
  deps: { site: SiteService; ledger: Ledger; wallet: WalletService },
) => {
  const { db, clock, config } = platform;
  const savings = new SavingsService({ db, clock, ledger: deps.ledger, site: deps.site, wallet: deps.wallet });
  const parts: ModuleParts = {
    name: 'savings',
    routes: (http) => registerSavingsRoutes(http, savings),
    jobs: [{ name: 'savings.interest', intervalMs: config.YEB_INTEREST_INTERVAL_MS, run: () => savings.payInterest() }],
  };
  return { parts, savings };
};
