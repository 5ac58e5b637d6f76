import type { RgChangeResult, RgSessionView, RgState } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export type { RgChangeResult, RgSessionView, RgState };

/** Query keys of the safer-gambling page; all start with 'rg', so logout drops them in one call. */
export const rgKeys = {
  all: ['rg'] as const,
  state: () => ['rg', 'state'] as const,
  session: () => ['rg', 'session'] as const,
};

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

const readSession = () => api.rg.session({});

/**
 * The login session: start, elapsed time, net position and the next reality check. The clock ticks
 * on the device from `elapsedSeconds`; where the net position is shown (`poll`), it is read again every
 * 15 seconds; the reality check alone (on every page of a signed-in member) reads it once, and again
 * when the window regains focus.
 */
export const useRgSession = (options: { enabled?: boolean; poll?: boolean } = {}) =>
  useQuery({
    queryKey: rgKeys.session(),
    queryFn: readSession,
    enabled: options.enabled ?? true,
    staleTime: 5_000,
    refetchInterval: options.poll ? 15_000 : false,
  });

/** Reads the session now (the reality check shows the net position as of the moment it opens). */
export const fetchRgSession = (client: ReturnType<typeof useQueryClient>): Promise<RgSessionView> =>
  client.fetchQuery({ queryKey: rgKeys.session(), queryFn: readSession, staleTime: 0 });

export function useRealityCheckSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number | null) => api.rg.setRealityCheck({ minutes }),
    onSuccess: (view: RgSessionView) => client.setQueryData(rgKeys.session(), view),
  });
}

export function useRealityCheckAck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.rg.ackRealityCheck({}),
    onSuccess: (view: RgSessionView) => client.setQueryData(rgKeys.session(), view),
  });
}

/**
 * The member's answer to the deposit-limit prompt (a limit, or `amount` null: 暂不设置); the state the
 * answer carries says the prompt is no longer due.
 */
export function useLimitPromptAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { amount: string | null; period: string | null }) => api.rg.answerLimitPrompt(input),
    onSuccess: (result: RgChangeResult) => client.setQueryData(rgKeys.state(), result.state),
  });
}
