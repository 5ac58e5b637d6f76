import type { RequestOf, routes } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useSession } from '../../../shared/sessionStore';
import { memberKeys } from './keys';

export type ChangePasswordRequest = RequestOf<typeof routes.account.changePassword>;
export type WithdrawSetRequest = RequestOf<typeof routes.member.withdrawPasswordSet>;
export type WithdrawUpdateRequest = RequestOf<typeof routes.member.withdrawPasswordUpdate>;
export type WithdrawResetRequest = RequestOf<typeof routes.member.withdrawPasswordReset>;

export const usePasswordCheck = () =>
  useQuery({ queryKey: memberKeys.passwordCheck(), queryFn: () => api.account.passwordCheck({}) });

export type SessionItem = Awaited<ReturnType<typeof api.account.sessions>>[number];

export const useSessions = () => useQuery({ queryKey: memberKeys.sessions(), queryFn: () => api.account.sessions({}) });

/**
 * The server revokes every session on a password change and answers a fresh login for this device,
 * so the member stays signed in here while the other devices are signed out.
 */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) => api.account.changePassword(request),
    onSuccess: (result) => {
      useSession.getState().signIn(result);
      void client.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}

export function useLogoutOthers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.account.logoutSetup({ others: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.sessions() }),
  });
}

export const useWithdrawPasswordStatus = () =>
  useQuery({ queryKey: memberKeys.withdrawPassword(), queryFn: () => api.member.withdrawPasswordStatus({}) });

type WithdrawStatus = Awaited<ReturnType<typeof api.member.withdrawPasswordStatus>>;

/** Set, update and reset all answer the new status; the profile's withdrawPasswordSet follows it. */
function useWithdrawMutation<V>(call: (value: V) => Promise<WithdrawStatus>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => {
      client.setQueryData(memberKeys.withdrawPassword(), status);
      void client.invalidateQueries({ queryKey: memberKeys.profile() });
    },
  });
}

export const useSetWithdrawPassword = () =>
  useWithdrawMutation((request: WithdrawSetRequest) => api.member.withdrawPasswordSet(request));
export const useUpdateWithdrawPassword = () =>
  useWithdrawMutation((request: WithdrawUpdateRequest) => api.member.withdrawPasswordUpdate(request));
export const useResetWithdrawPassword = () =>
  useWithdrawMutation((request: WithdrawResetRequest) => api.member.withdrawPasswordReset(request));
