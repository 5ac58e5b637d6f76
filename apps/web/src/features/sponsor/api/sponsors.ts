import type { SponsorList } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { sponsorKeys } from './keys';

export type { SponsorCard, SponsorList } from '@courtside/contract';

export const fetchSponsors = (): Promise<SponsorList> => api.sponsor.list({});

/** The wall, highest tier first (the server's order). */
export const useSponsors = () => useQuery({ queryKey: sponsorKeys.list(), queryFn: fetchSponsors });
