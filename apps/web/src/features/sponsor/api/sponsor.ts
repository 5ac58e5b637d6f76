import type { SponsorDetail } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { sponsorKeys } from './keys';

export type { SponsorDetail, SponsorMatch } from '@courtside/contract';

export const fetchSponsor = (id: number): Promise<SponsorDetail> => api.sponsor.detail({ id });

/** One sponsor with its linked team's coming matches; an unknown or hidden one fails (no retry). */
export const useSponsor = (id: number) =>
  useQuery({
    queryKey: sponsorKeys.detail(id),
    queryFn: () => fetchSponsor(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
