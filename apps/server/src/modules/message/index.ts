import type { ModuleParts, Platform } from '../../platform/module';
import type { AccountService } from '../account';
import type { SiteService } from '../site';
import { inboxSubscriber } from './inbox';
import { messagePushes } from './push';
import { registerMessageRoutes } from './routes';
import { MessageService } from './service';

export { messageEvents } from './events';
export { MessageService, REPLY_PARAM } from './service';

/**
 * The message centre (issue 32). Other modules never call it: it reads their durable events
 * (withdrawals decided, deposits credited, rewards paid) and writes the member's messages; operators
 * write letters and notice batches, which the `message.batches` job fans out in chunks.
 */
export const createMessageModule = (platform: Platform, deps: { site: SiteService; account: AccountService }) => {
  const messages = new MessageService({
    db: platform.db,
    clock: platform.clock,
    outbox: platform.outbox,
    site: deps.site,
    members: deps.account,
    chunk: platform.config.MESSAGE_BATCH_CHUNK,
  });
  const parts: ModuleParts = {
    name: 'message',
    routes: (http) => registerMessageRoutes(http, messages),
    subscribers: (live) => [inboxSubscriber(messages), messagePushes(live, platform.clock)],
    jobs: [
      {
        name: 'message.batches',
        intervalMs: platform.config.MESSAGE_BATCH_INTERVAL_MS,
        run: () => messages.runBatches(),
      },
    ],
  };
  return { parts, messages };
};
