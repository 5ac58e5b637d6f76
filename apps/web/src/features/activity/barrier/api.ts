import type { BarrierClaimResult, BarrierInfo } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { moneyRetry } from '../../../shared/requestId';

export type { BarrierInfo };

/** Under 'promo', so a login, a logout and the promotions' pushes (a bet settled) read the ladder again. */
const infoKey = (loggedIn: boolean) => ['promo', 'barrier', loggedIn] as const;

export const useBarrierInfo = (loggedIn: boolean) =>
  useQuery({ queryKey: infoKey(loggedIn), queryFn: (): Promise<BarrierInfo> => api.barrier.info({}) });

/**
 * A stage's claim. Sent like a money move: a claim lost on the way is sent again and answers the
 * grant the first made (the stage and the day are its key), never a second. A refusal means the page
 * is behind (turnover, a paused offer), so it reads the ladder again.
 */
export function useClaimStage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (stage: number): Promise<BarrierClaimResult> => api.barrier.claim({ stage }),
    ...moneyRetry,
    onSuccess: (result) => {
      client.setQueryData<BarrierInfo>(infoKey(true), result.info);
      // The new grant shows on 我的优惠 and the hub.
      return client.invalidateQueries({ queryKey: ['promo'], predicate: (q) => q.queryKey[1] !== 'barrier' });
    },
    onError: () => client.invalidateQueries({ queryKey: ['promo', 'barrier'] }),
  });
}
