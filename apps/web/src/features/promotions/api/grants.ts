import type { ConvertResult, GrantDetail, GrantView } from '@courtside/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateMoney } from '../../../shared/balances';
import { newRequestId } from '../../../shared/requestId';
import { promoKeys } from './keys';

export type { GrantDetail, GrantView };

export const GRANTS_PAGE_SIZE = 20;

export const fetchGrants = (scope: 'current' | 'history') =>
  api.promo.grants({ scope, page: 1, pageSize: GRANTS_PAGE_SIZE });

/** The member's grants, current or ended; progress moves as bets settle, so it is read again on focus. */
export const useGrants = (scope: 'current' | 'history') =>
  useQuery({ queryKey: promoKeys.grants(scope), queryFn: () => fetchGrants(scope), placeholderData: keepPreviousData });

export const fetchGrant = (grantId: number): Promise<GrantDetail> => api.promo.grant({ grantId });

/** One grant's entries, loaded when the member opens its detail. */
export const useGrantDetail = (grantId: number, enabled: boolean) =>
  useQuery({ queryKey: promoKeys.grant(grantId), queryFn: () => fetchGrant(grantId), enabled });

/** Converts a completed grant into wallet money; the balances and grants are read again whatever happens. */
export function useConvertGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grantId: number): Promise<ConvertResult> => api.promo.convert({ grantId, requestId: newRequestId() }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: promoKeys.all }), invalidateMoney(client)]),
  });
}
