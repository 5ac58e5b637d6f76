import type { BalancePush, Balances } from '@courtside/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

export type { Balances };
export type VenueWallet = Balances['venues'][number];

/**
 * The member's money as the shell, the wallet and the payment pages all show it. Its keys start with
 * 'wallet' like the wallet feature's own (which extends them), so logout drops them in one call.
 */
export const moneyKeys = {
  all: ['wallet'] as const,
  balances: () => [...moneyKeys.all, 'balances'] as const,
  records: () => [...moneyKeys.all, 'records'] as const,
};

export const fetchBalances = (): Promise<Balances> => api.wallet.balances({});

// Balances move behind the member's back (bets settle, pending transfers land), so they are never
// taken from a cache older than a few seconds.
export const useBalances = (enabled = true) =>
  useQuery({ queryKey: moneyKeys.balances(), queryFn: fetchBalances, staleTime: 5_000, enabled });

/**
 * After money moved (or may have), balances and records are stale whatever the answer was. A read
 * already on its way may have started before the move committed; a first load in flight would be
 * reused by a plain invalidation, so it is cancelled and asked again.
 */
export const invalidateMoney = async (client: QueryClient) => {
  const keys = [moneyKeys.balances(), moneyKeys.records()];
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
};

/** Puts a pushed centre balance into the cached wallet at once, then refetches the rest. */
export function applyBalancePush(client: QueryClient, push: BalancePush): void {
  client.setQueryData<Balances>(moneyKeys.balances(), (old) =>
    old ? { ...old, centre: { ...old.centre, balance: push.balance, available: push.available } } : old,
  );
  void client.invalidateQueries({ queryKey: moneyKeys.balances() });
  void client.invalidateQueries({ queryKey: moneyKeys.records() });
}
