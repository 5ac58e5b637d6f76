import type { GiftView } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { giftKeys } from './keys';

export type { GiftView };

export const fetchGiftCatalogue = (): Promise<GiftView[]> => api.gift.catalogue({});

/** The gifts on sale; the catalogue changes rarely, so a minute-old copy is fine. */
export const useGiftCatalogue = () =>
  useQuery({ queryKey: giftKeys.catalogue(), queryFn: fetchGiftCatalogue, staleTime: 60_000 });
