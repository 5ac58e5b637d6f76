import type { LotteryCardView, LotteryEnterResult, LotteryInfo } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { moneyRetry } from '../../../shared/requestId';

export type { LotteryCardView, LotteryInfo };

/** Under 'promo', so a login, a logout and the promotions' pushes read the card again. */
const infoKey = (loggedIn: boolean) => ['promo', 'lottery', loggedIn] as const;

export const useLotteryInfo = (loggedIn: boolean) =>
  useQuery({ queryKey: infoKey(loggedIn), queryFn: (): Promise<LotteryInfo> => api.lottery.info({}) });

export interface LotteryEntry {
  cardId: number;
  picks: { matchId: number; pick: string }[];
  requestId: string;
}

/**
 * The member's picks for the card. Sent like a money move: picks lost on the way are sent again with
 * the same requestId and get the first entry back, never a second. A refusal (closed, entered on
 * another device) means the page is behind, so it reads the card again.
 */
export function useEnterLottery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: LotteryEntry): Promise<LotteryEnterResult> => api.lottery.enter(entry),
    ...moneyRetry,
    onSuccess: (result) =>
      client.setQueryData<LotteryInfo>(infoKey(true), (info) =>
        info?.current?.id === result.card.id ? { ...info, current: result.card } : info,
      ),
    onError: () => client.invalidateQueries({ queryKey: ['promo', 'lottery'] }),
  });
}
