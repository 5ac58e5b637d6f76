import type { SavingsInfo } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { savingsKeys } from './keys';

export type { SavingsInfo };

export const fetchSavingsInfo = (): Promise<SavingsInfo> => api.savings.info({});

// Like the wallet's balances, never taken from a cache older than a few seconds.
export const useSavingsInfo = () =>
  useQuery({ queryKey: savingsKeys.info(), queryFn: fetchSavingsInfo, staleTime: 5_000 });
