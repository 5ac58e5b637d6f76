import type { GiftRoom, RankPeriod, RankResponse } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { giftKeys } from './keys';

export type { RankResponse };

export const fetchGiftRank = (room: GiftRoom, period: RankPeriod): Promise<RankResponse> =>
  api.gift.rank({ ...room, period, size: 20 });

export const useGiftRank = (room: GiftRoom, period: RankPeriod) =>
  useQuery({ queryKey: giftKeys.rank(room, period), queryFn: () => fetchGiftRank(room, period), staleTime: 10_000 });
