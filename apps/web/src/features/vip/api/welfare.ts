import type { GrantView, WelfareInfo } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { newRequestId } from '../../../shared/requestId';

export type { WelfareInfo };

/** Keyed by login, under 'promo' so logout and a paid reward drop it with the promotions' queries. */
const welfareKey = (loggedIn: boolean) => ['promo', 'welfare', loggedIn] as const;

export const fetchWelfare = (): Promise<WelfareInfo> => api.promo.welfare({});

export const useWelfare = (loggedIn: boolean) => useQuery({ queryKey: welfareKey(loggedIn), queryFn: fetchWelfare });

/** Claims a reached task's reward; a repeat answers the same grant. */
export function useClaimTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskCode: string): Promise<GrantView> =>
      api.promo.welfareClaim({ taskCode, requestId: newRequestId() }),
    onSettled: () => client.invalidateQueries({ queryKey: ['promo'] }),
  });
}

export type { BackflowInfo } from '@courtside/contract';

export const useBackflow = (loggedIn: boolean) =>
  useQuery({ queryKey: ['promo', 'backflow', loggedIn] as const, queryFn: () => api.promo.backflow({}) });
