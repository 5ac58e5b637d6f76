import type { Balances } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { walletKeys } from './keys';

export type { Balances };
export type VenueWallet = Balances['venues'][number];

export const fetchBalances = (): Promise<Balances> => api.wallet.balances({});

// Balances move behind the member's back (bets settle, pending transfers land), so they are never
// taken from a cache older than a few seconds.
export const useBalances = () =>
  useQuery({ queryKey: walletKeys.balances(), queryFn: fetchBalances, staleTime: 5_000 });
