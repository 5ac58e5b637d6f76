import type { RequestOf, routes, Withdrawal } from '@courtside/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateMoney } from '../../../shared/balances';
import { moneyRetry } from '../../../shared/requestId';
import { paymentKeys } from './keys';

export type { Withdrawal };
export type WithdrawPrepare = Awaited<ReturnType<typeof api.payment.withdrawPrepare>>;
export type WithdrawRequest = RequestOf<typeof routes.payment.withdrawNew>;
export type UsdtDrawRequest = RequestOf<typeof routes.payment.usdtDraw>;

export const WITHDRAW_POLL_MS = 5_000;

/** What the member may withdraw now; polled while a withdrawal waits for finance. */
export const useWithdrawPrepare = () =>
  useQuery({
    queryKey: paymentKeys.withdrawPrepare(),
    queryFn: () => api.payment.withdrawPrepare({}),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.pending ? WITHDRAW_POLL_MS : false),
  });

/** After a withdrawal changed, the prepare info, the records and the balances are stale. */
const invalidateWithdrawals = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: paymentKeys.withdrawPrepare() }),
    client.invalidateQueries({ queryKey: paymentKeys.records() }),
    invalidateMoney(client),
  ]);

export type WithdrawVariables =
  | { kind: 'usdt'; request: UsdtDrawRequest }
  | { kind: 'plain'; request: WithdrawRequest };

/** A withdrawal: USDT addresses go through usdtDraw, cards and e-wallets through withdraw newVal. */
export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: WithdrawVariables) =>
      variables.kind === 'usdt' ? api.payment.usdtDraw(variables.request) : api.payment.withdrawNew(variables.request),
    ...moneyRetry,
    onSettled: () => invalidateWithdrawals(client),
  });
}

type WithdrawalAction = 'withdrawCancel' | 'speedDrawConfirm' | 'speedDrawRemind';
type WithdrawalTicket = 'speedDrawFeedback' | 'speedDrawAppeal';

/** cancel, 确认到账, 催单 on one withdrawal. */
export function useWithdrawalAction(action: WithdrawalAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => api.payment[action]({ orderNo }),
    onSuccess: () => invalidateWithdrawals(client),
  });
}

/** 未到账反馈 and 申诉: a text for finance about one withdrawal. */
export function useWithdrawalTicket(action: WithdrawalTicket) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { orderNo: string; text: string }) => api.payment[action](request),
    onSuccess: () => invalidateWithdrawals(client),
  });
}
