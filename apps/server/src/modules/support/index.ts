import type { LiveHub } from '../../platform/live';
import type { ModuleParts, Platform } from '../../platform/module';
import type { AccountService } from '../account';
import { registerSupportRoutes } from './routes';
import { SupportService } from './service';

export { SupportService } from './service';

/**
 * Customer service inside the site (issue 27): a member's conversation with the operator's desk,
 * pushed to the member's own room on `/live`. The back office's agent screen will sit on the same
 * operator calls.
 */
export const createSupportModule = (platform: Platform, deps: { account: AccountService }) => {
  let hub: LiveHub | null = null;
  const support = new SupportService({
    db: platform.db,
    clock: platform.clock,
    memberNames: (ids) => deps.account.memberNames(ids),
    fanout: () => hub,
  });
  const parts: ModuleParts = {
    name: 'support',
    routes: (http) => registerSupportRoutes(http, support),
    live: (live) => {
      hub = live;
    },
  };
  return { parts, support };
};
