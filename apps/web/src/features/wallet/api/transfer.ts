import type { RequestOf, routes, TransferResult } from '@courtside/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { walletKeys } from './keys';
import { moneyRetry } from './requestId';

export type { TransferResult };
export type TransferRequest = RequestOf<typeof routes.wallet.transferInto>;
export type TransferDirection = TransferResult['direction'];
export interface TransferVariables extends TransferRequest {
  direction: TransferDirection;
}

/** After money moved (or may have), balances and records are stale whatever the answer was. */
export const invalidateMoney = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: walletKeys.balances() }),
    client.invalidateQueries({ queryKey: walletKeys.records() }),
  ]);

export const sendTransfer = ({ direction, ...request }: TransferVariables): Promise<TransferResult> =>
  direction === 'in' ? api.wallet.transferInto(request) : api.wallet.transferOutVal(request);

/** A transfer between the centre wallet and one venue; a retry resends the same variables, so the same requestId. */
export function useTransfer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendTransfer, ...moneyRetry, onSettled: () => invalidateMoney(client) });
}
