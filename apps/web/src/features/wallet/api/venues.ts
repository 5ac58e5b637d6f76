import type { VenueSummary } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { walletKeys } from './keys';

export const fetchVenues = (): Promise<VenueSummary[]> => api.venue.list({});

/** Venue names for the records, which carry only a code; the list changes rarely. */
export const useVenues = () => useQuery({ queryKey: walletKeys.venues(), queryFn: fetchVenues, staleTime: 300_000 });
