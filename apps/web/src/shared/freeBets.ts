import type { FreeBetsResponse } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/**
 * The member's free bet tokens (免费投注券): the bet slip offers the usable ones and the exchange page
 * lists them all. Keys under 'promo', so an exchange and a logout drop them with the other promotions'.
 */
export const freeBetKeys = {
  all: () => ['promo', 'freeBets'] as const,
  list: (usable: boolean) => ['promo', 'freeBets', usable] as const,
};

export const useFreeBets = (usable: boolean, enabled: boolean) =>
  useQuery<FreeBetsResponse>({
    queryKey: freeBetKeys.list(usable),
    queryFn: () => api.exchange.freeBets({ usable }),
    enabled,
  });
