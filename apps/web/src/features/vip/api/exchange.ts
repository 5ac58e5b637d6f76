import type { ExchangeCatalogue, ExchangeItemView, ExchangeResult, ExchangesResponse } from '@courtside/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateMoney } from '../../../shared/balances';
import { moneyRetry } from '../../../shared/requestId';
import { giftKeys } from '../../gift';

export type { ExchangeCatalogue, ExchangeItemView, ExchangeResult, ExchangesResponse };

export const EXCHANGES_PAGE_SIZE = 10;

/**
 * Keys under 'promo', so logout and a paid reward drop them with the other promotions' (the points
 * balance and the points history included); the catalogue is keyed by login, so signing in reads the
 * member's own balance and limits instead of the visitor's.
 */
export const exchangeKeys = {
  all: () => ['promo', 'exchange'] as const,
  catalogue: (loggedIn: boolean) => ['promo', 'exchange', 'items', loggedIn] as const,
  history: (page: number) => ['promo', 'exchange', 'history', page] as const,
};

export const fetchExchangeCatalogue = (): Promise<ExchangeCatalogue> => api.exchange.items({});

/** The items on offer with what stops the member taking each; a visitor gets them too, all 'notLoggedIn'. */
export const useExchangeCatalogue = (loggedIn: boolean) =>
  useQuery({ queryKey: exchangeKeys.catalogue(loggedIn), queryFn: fetchExchangeCatalogue });

export const fetchExchanges = (page: number): Promise<ExchangesResponse> =>
  api.exchange.exchanges({ page, pageSize: EXCHANGES_PAGE_SIZE });

/** The member's own exchanges, newest first; only asked for a member. */
export const useExchanges = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: exchangeKeys.history(page),
    queryFn: () => fetchExchanges(page),
    enabled,
    placeholderData: keepPreviousData,
  });

export const exchangeItem = (input: { itemId: number; requestId: string }): Promise<ExchangeResult> =>
  api.exchange.exchange(input);

/**
 * One exchange, under the requestId of its intent: an answer lost on the way is asked again with the
 * same id and answered with the same exchange, never a second one. Whatever the answer, the points,
 * the stock, the member's offers (a bonus is a grant in 我的优惠) and their gold coins may have moved.
 */
export function useExchangeItem(loggedIn: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: exchangeItem,
    ...moneyRetry,
    onSuccess: (result) =>
      // The new balance at once; the items' reasons (积分不足, 已达上限) follow from the read below.
      client.setQueryData<ExchangeCatalogue>(exchangeKeys.catalogue(loggedIn), (now) =>
        now ? { ...now, balance: result.balance } : now,
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['promo'] }),
        // The gift tray's coin balance, which the page shows too.
        client.invalidateQueries({ queryKey: giftKeys.coins() }),
        invalidateMoney(client),
      ]),
  });
}
