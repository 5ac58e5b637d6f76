import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { deviceId } from '../../../api/entryCodes';
import { authKeys } from './keys';

export type DormantCheck = Awaited<ReturnType<typeof api.account.dormantCheck>>;

export const fetchDormantCheck = (ticket: string): Promise<DormantCheck> => api.account.dormantCheck({ ticket });

/** What the dormant-member ticket says about the account; a missing ticket asks nothing. */
export const useDormantCheck = (ticket: string) =>
  useQuery({
    queryKey: authKeys.dormant(ticket),
    queryFn: () => fetchDormantCheck(ticket),
    enabled: ticket.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Activates the account and signs it in on this device. */
export const useDormantActivate = () =>
  useMutation({ mutationFn: (ticket: string) => api.account.dormantActivate({ ticket, deviceId: deviceId() }) });
