import type { CalibrateResult, CoinBalance, GiftRoom, RewardResult } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { moneyRetry } from '../../../shared/requestId';
import { giftKeys } from './keys';

export type { CalibrateResult, RewardResult };

export interface SendGiftInput extends GiftRoom {
  giftId: number;
  count: number;
  combo: number;
  requestId: string;
}

export const sendGift = (input: SendGiftInput): Promise<RewardResult> => api.gift.reward(input);

export const fetchPermission = (room: GiftRoom): Promise<CalibrateResult> => api.gift.calibratePermissions(room);

/** What the server says this visitor or member may do in the room (the tray renders it). */
export const useGiftPermission = (room: GiftRoom, loggedIn: boolean) =>
  useQuery({ queryKey: giftKeys.permission(room, loggedIn), queryFn: () => fetchPermission(room), staleTime: 30_000 });

/**
 * Sends a gift. The answer carries the new coin balance, written straight into the balance query;
 * the room's rank boards and the member's records are read again.
 */
export function useSendGift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendGift,
    ...moneyRetry,
    onSuccess: (result) => {
      client.setQueryData<CoinBalance>(giftKeys.coins(), (balance) =>
        balance ? { ...balance, coins: result.coinBalance } : balance,
      );
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: giftKeys.ranks() }),
        client.invalidateQueries({ queryKey: giftKeys.records() }),
        client.invalidateQueries({ queryKey: giftKeys.coins() }),
      ]),
  });
}
