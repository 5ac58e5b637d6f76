import type { OfferView } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { promoKeys } from './keys';

export const fetchOffers = (): Promise<OfferView[]> => api.promo.offers({});

/** Every live offer; keyed by the session, so logging in reads the member's own states. */
export const useOffers = (loggedIn: boolean) =>
  useQuery({ queryKey: [...promoKeys.offers(), loggedIn], queryFn: fetchOffers });
