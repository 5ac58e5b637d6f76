import type { DepositOrder, RequestOf, routes } from '@courtside/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateMoney } from '../../../shared/balances';
import { moneyRetry } from '../../../shared/requestId';
import { paymentKeys } from './keys';

export type { DepositOrder };
export type PaymentChannel = Awaited<ReturnType<typeof api.payment.newTypes>>[number];
export type PayValRequest = RequestOf<typeof routes.payment.payVal>;

/** How often an order waiting for money or for finance is asked about again. */
export const ORDER_POLL_MS = 3_000;

/** An order still waiting: for the member's money, or for finance to match a bank transfer. */
export const isOpenOrder = (order: Pick<DepositOrder, 'state'>) =>
  order.state === 'pending' || order.state === 'submitted';

export const useChannels = () =>
  useQuery({ queryKey: paymentKeys.channels(), queryFn: () => api.payment.newTypes({}), staleTime: 60_000 });

/** The member's unfinished order, asked once per visit to the deposit page. */
export const useLastUnfinished = (enabled: boolean) =>
  useQuery({
    queryKey: paymentKeys.lastUnfinished(),
    queryFn: () => api.payment.lastUnfinished({}),
    staleTime: 0,
    enabled,
  });

/** One order, polled while it is still open; a paid order refreshes the balances once. */
export const useDepositOrder = (orderNo: string | null) =>
  useQuery({
    queryKey: paymentKeys.order(orderNo ?? ''),
    queryFn: () => api.payment.order({ orderNo: orderNo ?? '' }),
    enabled: orderNo !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && !isOpenOrder(query.state.data) ? false : ORDER_POLL_MS),
  });

/** Puts a fresh answer about an order where every view of it reads. */
const storeOrder = (client: QueryClient, order: DepositOrder) => {
  client.setQueryData(paymentKeys.order(order.orderNo), order);
  if (!isOpenOrder(order)) client.setQueryData(paymentKeys.lastUnfinished(), null);
  void client.invalidateQueries({ queryKey: paymentKeys.records() });
};

export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: PayValRequest) => api.payment.payVal(request),
    ...moneyRetry,
    onSuccess: (order) => {
      storeOrder(client, order);
      client.setQueryData(paymentKeys.lastUnfinished(), order);
    },
  });
}

type OrderAction = 'closeOrder' | 'speedPayConfirm' | 'speedPayRemind';

/** close, 我已付款, 催单: each takes the order number and answers the order as it now is. */
export function useOrderAction(action: OrderAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => api.payment[action]({ orderNo }),
    onSuccess: (order) => storeOrder(client, order),
    // A refusal means the order moved on (paid while being closed, say): show it as it now is.
    onError: (_failure, orderNo) =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentKeys.order(orderNo) }),
        client.invalidateQueries({ queryKey: paymentKeys.lastUnfinished() }),
      ]),
  });
}

export function useDepositAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<typeof routes.payment.speedPayAppeal>) => api.payment.speedPayAppeal(request),
    onSuccess: (order) => storeOrder(client, order),
  });
}

/** When an order turns paid, the wallet is read again (the socket usually got there first). */
export const refreshAfterPaid = (client: QueryClient) => invalidateMoney(client);
