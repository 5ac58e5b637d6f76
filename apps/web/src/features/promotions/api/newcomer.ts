import type { GrantView, OfferView } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { newRequestId } from '../../../shared/requestId';
import { promoKeys } from './keys';

export type { OfferView };

export const fetchNewcomer = (): Promise<OfferView[]> => api.promo.newcomer({});

/** The newcomer package: the offers a new member is shown, with what they can do about each now. */
export const useNewcomerOffers = () => useQuery({ queryKey: promoKeys.newcomer(), queryFn: fetchNewcomer });

/** Claims an offer; a repeat answers the same grant, so a double tap is harmless. */
export function useClaimOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (promotionId: number): Promise<GrantView> =>
      api.promo.claim({ promotionId, requestId: newRequestId() }),
    onSettled: () => client.invalidateQueries({ queryKey: promoKeys.all }),
  });
}
