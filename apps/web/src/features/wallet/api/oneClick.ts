import type { RequestOf, routes } from '@courtside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateMoney } from '../../../shared/balances';
import { moneyRetry } from '../../../shared/requestId';

export type OneClickResult = Awaited<ReturnType<typeof api.wallet.oneClickRecovery>>;
export type OneClickItem = OneClickResult['results'][number];
export type OneClickInRequest = RequestOf<typeof routes.wallet.oneClickIn>;

/** Every venue's balance back to the centre wallet. */
export function useOneClickRecovery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => api.wallet.oneClickRecovery({ requestId }),
    ...moneyRetry,
    onSettled: () => invalidateMoney(client),
  });
}

/** Asks again how a recovery's pending venues ended, under the recovery's own requestId. */
export function useOneClickConfirm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => api.wallet.oneClickConfirm({ requestId }),
    onSettled: () => invalidateMoney(client),
  });
}

/** The whole available centre balance into one venue. */
export function useOneClickIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: OneClickInRequest) => api.wallet.oneClickIn(request),
    ...moneyRetry,
    onSettled: () => invalidateMoney(client),
  });
}
