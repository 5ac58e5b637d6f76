import type { RequestOf, routes, TransferResult } from '@courtside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateMoney } from '../../../shared/balances';
import { moneyRetry } from '../../../shared/requestId';

export type { TransferResult };
export type TransferRequest = RequestOf<typeof routes.wallet.transferInto>;
export type TransferDirection = TransferResult['direction'];
export interface TransferVariables extends TransferRequest {
  direction: TransferDirection;
}

export const sendTransfer = ({ direction, ...request }: TransferVariables): Promise<TransferResult> =>
  direction === 'in' ? api.wallet.transferInto(request) : api.wallet.transferOutVal(request);

/** A transfer between the centre wallet and one venue; a retry resends the same variables, so the same requestId. */
export function useTransfer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendTransfer, ...moneyRetry, onSettled: () => invalidateMoney(client) });
}
