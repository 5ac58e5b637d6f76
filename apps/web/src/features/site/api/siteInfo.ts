import type { SiteInfo } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { siteKeys } from './keys';

export type { SiteInfo };

/** Site info: id, theme, settlement unit, languages, maintenance, customer service (tokenless perInfo v1). */
export const fetchSiteInfo = (): Promise<SiteInfo> => api.site.perInfoV1({});

export const siteInfoQuery = {
  queryKey: siteKeys.info(),
  queryFn: fetchSiteInfo,
  staleTime: 60_000,
  refetchInterval: 60_000,
} as const;

export const useSiteInfo = () => useQuery(siteInfoQuery);
