import type { GrantView, VipInfo } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { newRequestId } from '../../../shared/requestId';

export type { VipInfo };

/** Query keys of the VIP page; they start with 'promo', so logout drops them with the promotions'. */
export const vipKeys = { info: () => ['promo', 'vip'] as const };

export const fetchVip = (): Promise<VipInfo> => api.promo.vip({});

export const useVip = () => useQuery({ queryKey: vipKeys.info(), queryFn: fetchVip });

/** Claims this week's or this month's red packet; a repeat answers the same grant. */
export function useClaimPacket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: 'weekly' | 'monthly'): Promise<GrantView> =>
      api.promo.vipClaim({ kind, requestId: newRequestId() }),
    onSettled: () => client.invalidateQueries({ queryKey: ['promo'] }),
  });
}
