import type { BuyCoinsResult, CoinBalance } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateMoney } from '../../../shared/balances';
import { moneyRetry } from '../../../shared/requestId';
import { giftKeys } from './keys';

export type { BuyCoinsResult, CoinBalance };

export const fetchCoinBalance = (): Promise<CoinBalance> => api.gift.coinBalance({});

export const useCoinBalance = (enabled: boolean) =>
  useQuery({ queryKey: giftKeys.coins(), queryFn: fetchCoinBalance, enabled, staleTime: 5_000 });

export const buyCoins = (input: { coins: number; requestId: string }): Promise<BuyCoinsResult> =>
  api.gift.buyCoins(input);

/** Buys coins from the centre wallet; the coin balance and the wallet's figures are read again after. */
export function useBuyCoins() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: buyCoins,
    ...moneyRetry,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: giftKeys.coins() }), invalidateMoney(client)]),
  });
}
