import type { RequestOf, routes, SavingsMoveResult } from '@courtside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateMoney } from '../../../shared/balances';
import { moneyRetry } from '../../../shared/requestId';
import { savingsKeys } from './keys';

export type { SavingsMoveResult };
export type SavingsDirection = SavingsMoveResult['direction'];
export interface SavingsMoveVariables extends RequestOf<typeof routes.savings.toYeb> {
  direction: SavingsDirection;
}

export const sendSavingsMove = ({ direction, ...request }: SavingsMoveVariables): Promise<SavingsMoveResult> =>
  direction === 'toYeb' ? api.savings.toYeb(request) : api.savings.toCenter(request);

/**
 * A move between the centre wallet and savings. Whatever the answer, the savings figures, the
 * tasks (a first move-in completes one) and the wallet's balances and records are read again.
 */
export function useSavingsMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendSavingsMove,
    ...moneyRetry,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: savingsKeys.info() }),
        client.invalidateQueries({ queryKey: savingsKeys.tasks() }),
        invalidateMoney(client),
      ]),
  });
}
