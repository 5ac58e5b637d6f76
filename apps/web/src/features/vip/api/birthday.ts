import type { BirthdayInfo, GrantView } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { newRequestId } from '../../../shared/requestId';

export type { BirthdayInfo };

/** Keyed by login, and under 'promo' so logout drops it with the promotions' queries. */
const birthdayKey = (loggedIn: boolean) => ['promo', 'birthday', loggedIn] as const;

export const fetchBirthday = (): Promise<BirthdayInfo> => api.promo.birthday({});

export const useBirthday = (loggedIn: boolean) => useQuery({ queryKey: birthdayKey(loggedIn), queryFn: fetchBirthday });

/** Claims this birthday's gift; a repeat answers the same grant. */
export function useClaimBirthday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<GrantView> => api.promo.birthdayClaim({ requestId: newRequestId() }),
    onSettled: () => client.invalidateQueries({ queryKey: ['promo'] }),
  });
}
