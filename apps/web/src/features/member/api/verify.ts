import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { memberKeys } from './keys';

export type BindSteps = Awaited<ReturnType<typeof api.member.bindSteps>>;
export type BindStepName = BindSteps[number]['step'];

export const useBindSteps = () =>
  useQuery({ queryKey: memberKeys.bindSteps(), queryFn: () => api.member.bindSteps({}) });

export const useRealName = () =>
  useQuery({ queryKey: memberKeys.realName(), queryFn: () => api.member.selectRealName({}) });

export const useUsdtSelection = () =>
  useQuery({ queryKey: memberKeys.usdt(), queryFn: () => api.member.selectUsdt({}) });

/** Binding the name completes a step and changes the profile, so all member data is refetched. */
export function useBindRealName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (realName: string) => api.member.realNameBind({ realName }),
    onSuccess: (answer) => {
      client.setQueryData(memberKeys.realName(), answer);
      void client.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
