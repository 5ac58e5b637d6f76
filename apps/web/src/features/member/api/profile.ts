import type { MemberProfile, RequestOf, routes } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useSession } from '../../../shared/sessionStore';
import { memberKeys } from './keys';

export type { MemberProfile };
export type UpdateInfoRequest = RequestOf<typeof routes.member.updateInfoV4>;
export type BindContactRequest = RequestOf<typeof routes.member.updateInfoV5>;

export const fetchMemberProfile = (): Promise<MemberProfile> => api.member.info({});

export const useMemberProfile = () => {
  const loggedIn = useSession((state) => state.loggedIn);
  return useQuery({ queryKey: memberKeys.profile(), queryFn: fetchMemberProfile, enabled: loggedIn });
};

/**
 * Every profile change answers the fresh profile: it goes straight into the cache, and the rest of
 * the member data (bind steps, review state) is refetched because it may depend on it.
 */
export function useProfileMutation<V>(call: (value: V) => Promise<MemberProfile>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (profile) => {
      client.setQueryData(memberKeys.profile(), profile);
      void client.invalidateQueries({
        queryKey: memberKeys.all,
        predicate: (query) => query.queryKey[1] !== 'profile',
      });
    },
  });
}

export const useNicknameMutation = () => useProfileMutation((nickname: string) => api.member.nickname({ nickname }));
export const useUpdateInfoMutation = () =>
  useProfileMutation((request: UpdateInfoRequest) => api.member.updateInfoV4(request));
export const useBindContactMutation = () =>
  useProfileMutation((request: BindContactRequest) => api.member.updateInfoV5(request));
/** The bind step's own phone binding (userInfoBind); same body, same answer. */
export const useUserInfoBindMutation = () =>
  useProfileMutation((request: BindContactRequest) => api.member.userInfoBind(request));
