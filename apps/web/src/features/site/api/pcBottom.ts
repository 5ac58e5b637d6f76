import type { PcBottom } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { siteKeys } from './keys';

export type { PcBottom };

export const fetchPcBottom = (): Promise<PcBottom> => api.site.pcBottom({});

export const usePcBottom = () =>
  useQuery({ queryKey: siteKeys.pcBottom(), queryFn: fetchPcBottom, staleTime: 5 * 60_000 });
