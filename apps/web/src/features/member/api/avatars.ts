import type { ResponseOf, routes } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { memberKeys } from './keys';

export type AvatarList = ResponseOf<typeof routes.member.avatarList>;
export type AvatarItem = AvatarList[number];

export const fetchAvatars = (): Promise<AvatarList> => api.member.avatarList({});

export const useAvatars = () => useQuery({ queryKey: memberKeys.avatars(), queryFn: fetchAvatars });

/** Selecting, deleting or uploading changes the list and the profile's avatarUrl. */
export function useAvatarListMutation<V>(call: (value: V) => Promise<AvatarList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (list) => {
      client.setQueryData(memberKeys.avatars(), list);
      void client.invalidateQueries({ queryKey: memberKeys.profile() });
    },
  });
}

export const useSelectAvatar = () => useAvatarListMutation((avatarId: number) => api.member.avatarUpdate({ avatarId }));
export const useDeleteAvatar = () => useAvatarListMutation((avatarId: number) => api.member.avatarDelete({ avatarId }));
