import type { RgChangeResult, RgState } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export type { RgChangeResult, RgState };

/** Query keys of the safer-gambling page; all start with 'rg', so logout drops them in one call. */
export const rgKeys = { all: ['rg'] as const, state: () => ['rg', 'state'] as const };

export const useRgState = () => useQuery({ queryKey: rgKeys.state(), queryFn: () => api.rg.state({}), staleTime: 0 });

/** A limit change or confirmation; the page shows the state the answer carries. */
export function useLimitChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: string; period: string; amount: string | null; confirm?: boolean }) =>
      input.confirm
        ? api.rg.confirmLimit({ kind: input.kind, period: input.period })
        : api.rg.setLimit({ kind: input.kind, period: input.period, amount: input.amount }),
    onSuccess: (result: RgChangeResult) => client.setQueryData(rgKeys.state(), result.state),
  });
}

export const sendTimeOut = (days: number) => api.rg.timeOut({ days, confirm: true });
export const sendSelfExclude = (months: number) => api.rg.selfExclude({ months, confirm: true });
