import type { RequestOf, ResponseOf, routes } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { memberKeys } from './keys';

export type ModifyConfig = ResponseOf<typeof routes.member.modifyConfig>;
export type ModifyKind = ModifyConfig['kinds'][number]['kind'];
export type ModifyRecord = ResponseOf<typeof routes.member.modifySupplement>;
export type ModifyState = ModifyRecord['state'];
export type ModifyAddRequest = RequestOf<typeof routes.member.modifyAdd>;
export type ModifySupplementRequest = RequestOf<typeof routes.member.modifySupplement>;

export const useModifyConfig = () =>
  useQuery({ queryKey: memberKeys.modifyConfig(), queryFn: () => api.member.modifyConfig({}) });

export const useModifyRecords = () =>
  useQuery({ queryKey: memberKeys.modifyRecords(), queryFn: () => api.member.modifyCheck({}) });

/** A new or supplemented request changes the list and the open-request count of the config. */
function useModifyMutation<V>(call: (value: V) => Promise<ModifyRecord>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: memberKeys.modifyRecords() }),
        client.invalidateQueries({ queryKey: memberKeys.modifyConfig() }),
      ]),
  });
}

export const useAddModify = () => useModifyMutation((request: ModifyAddRequest) => api.member.modifyAdd(request));
export const useSupplementModify = () =>
  useModifyMutation((request: ModifySupplementRequest) => api.member.modifySupplement(request));
