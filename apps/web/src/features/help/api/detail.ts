import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { helpKeys } from './keys';

export type HelpDetail = Awaited<ReturnType<typeof api.site.helpDetail>>;

export const fetchHelpDetail = (id: number): Promise<HelpDetail> => api.site.helpDetail({ id });

export const useHelpDetail = (id: number) =>
  useQuery({
    queryKey: helpKeys.detail(id),
    queryFn: () => fetchHelpDetail(id),
    enabled: id > 0,
    staleTime: 5 * 60_000,
  });
