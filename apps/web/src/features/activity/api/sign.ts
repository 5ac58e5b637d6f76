import type { SignInfo, SignResult } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { newRequestId } from '../../../shared/requestId';

export type { SignInfo };

/** Keyed by whether a member is signed in, so logging in reads the member's own calendar. */
const signKey = (loggedIn: boolean) => ['promo', 'sign', loggedIn] as const;

export const fetchSign = (): Promise<SignInfo> => api.promo.sign({});

export const useSignInfo = (loggedIn: boolean) => useQuery({ queryKey: signKey(loggedIn), queryFn: fetchSign });

/** Signs today in; a repeat answers the same reward. */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<SignResult> => api.promo.signIn({ requestId: newRequestId() }),
    onSettled: () => client.invalidateQueries({ queryKey: ['promo'] }),
  });
}
