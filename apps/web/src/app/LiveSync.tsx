import type { BalancePush, BetPush, MessagePush, PaymentPush, RewardPush } from '@courtside/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { domains, session } from '../api/client';
import { connectLive, type LiveConnection } from '../api/live';
import { supportKeys } from '../features/cs';
import { applyMessagePush } from '../features/messages';
import { paymentKeys } from '../features/payment';
import { applyBalancePush, invalidateMoney } from '../shared/balances';
import { applyBetPush } from '../shared/bets';
import { applyRewardPush } from '../shared/rewards';
import { useSession } from '../shared/sessionStore';

/** One of the member's orders changed state: whatever shows it reads it again, now rather than at the next poll. */
export function applyPaymentPush(client: QueryClient, push: PaymentPush): void {
  if (push.kind === 'deposit') {
    void client.invalidateQueries({ queryKey: paymentKeys.order(push.orderNo) });
    void client.invalidateQueries({ queryKey: paymentKeys.lastUnfinished() });
  } else {
    void client.invalidateQueries({ queryKey: paymentKeys.withdrawPrepare() });
  }
  void client.invalidateQueries({ queryKey: paymentKeys.records() });
}

/** Keeps a logged-in member's live socket open and feeds its pushes into the query cache. */
export function LiveSync({ connect = connectLive }: { connect?: typeof connectLive }) {
  const client = useQueryClient();
  const loggedIn = useSession((state) => state.loggedIn);
  useEffect(() => {
    const token = loggedIn ? session.getToken() : null;
    if (!token) return;
    let connection: LiveConnection | null = null;
    let cancelled = false;
    const handlers = {
      balance: (push: BalancePush) => applyBalancePush(client, push),
      payment: (push: PaymentPush) => applyPaymentPush(client, push),
      bet: (push: BetPush) => applyBetPush(client, push),
      // The conversation is read again rather than patched: pushes are rare, and the chat's code stays
      // out of the first page.
      support: () => void client.invalidateQueries({ queryKey: supportKeys.all }),
      reward: (push: RewardPush) => applyRewardPush(client, push),
      message: (push: MessagePush) => applyMessagePush(client, push),
      // Money moved while the socket connected or was away (a reload, a phone's dropped network) was
      // pushed to nobody: the balances are read again at each connect, the first included.
      connected: () => void invalidateMoney(client),
    };
    void connect(domains.base(), token, handlers).then((opened) => {
      if (cancelled) opened.close();
      else connection = opened;
    });
    return () => {
      cancelled = true;
      connection?.close();
    };
  }, [client, connect, loggedIn]);
  return null;
}
