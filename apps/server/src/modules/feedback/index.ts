import type { ModuleParts, Platform } from '../../platform/module';
import type { AccountService } from '../account';
import { registerFeedbackRoutes } from './routes';
import { FeedbackService } from './service';

export { feedbackEvents } from './events';
export { FeedbackService } from './service';

/**
 * Member feedback (issue 32): a member writes with up to three images, the operator answers and
 * closes it; the answer reaches the member through the message centre, which reads this module's
 * `feedback.replied` event.
 */
export const createFeedbackModule = (platform: Platform, deps: { account: AccountService }) => {
  const feedback = new FeedbackService({
    db: platform.db,
    clock: platform.clock,
    outbox: platform.outbox,
    memberNames: (ids) => deps.account.memberNames(ids),
  });
  const parts: ModuleParts = { name: 'feedback', routes: (http) => registerFeedbackRoutes(http, feedback) };
  return { parts, feedback };
};
