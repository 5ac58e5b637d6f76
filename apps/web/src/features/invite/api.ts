import type { InviteesResponse, InviteInfo } from '@courtside/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export type { InviteesResponse, InviteInfo };

export const INVITEES_PAGE_SIZE = 10;

/** Under 'promo', so logout and a paid reward (its push) read them again with the promotions' queries. */
export const useInviteInfo = () =>
  useQuery({ queryKey: ['promo', 'invite', 'info'] as const, queryFn: () => api.invite.info({}) });

export const useInvitees = (page: number) =>
  useQuery({
    queryKey: ['promo', 'invite', 'invitees', page] as const,
    queryFn: (): Promise<InviteesResponse> => api.invite.invitees({ page, pageSize: INVITEES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
