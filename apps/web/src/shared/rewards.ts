import type { RewardPush } from '@courtside/contract';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n';
import { notify } from '../ui/toast';
import { moneyKeys } from './balances';

/**
 * A reward was paid (a bonus grant, or 返水 into the wallet): a toast says what and how much, the
 * promotions' pages read again, and, when wallet money moved, the header's balance too.
 */
export function applyRewardPush(client: QueryClient, push: RewardPush): void {
  notify(
    push.kind === 'rebate'
      ? i18n.t('live.rebatePaid', { day: push.title, money: push.amount })
      : i18n.t('live.rewardPaid', { title: push.title, money: push.amount }),
  );
  void client.invalidateQueries({ queryKey: ['promo'] });
  if (push.wallet) void client.invalidateQueries({ queryKey: moneyKeys.balances() });
}
