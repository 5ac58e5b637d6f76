import type { Address } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { memberKeys } from './keys';

export type { Address };

export const useAddress = () => useQuery({ queryKey: memberKeys.address(), queryFn: () => api.member.addressGet({}) });

export function useUpdateAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (address: Address) => api.member.addressUpdate(address),
    onSuccess: (saved) => client.setQueryData(memberKeys.address(), saved),
  });
}
