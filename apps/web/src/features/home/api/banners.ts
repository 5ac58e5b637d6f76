import type { Banner } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { type BannerPosition, homeKeys } from './keys';

export type { Banner };

export const fetchBanners = async (position: BannerPosition): Promise<Banner[]> =>
  [...(await api.site.bannersV1({ position }))].sort((a, b) => a.sort - b.sort);

export const useBanners = (position: BannerPosition) =>
  useQuery({ queryKey: homeKeys.banners(position), queryFn: () => fetchBanners(position), staleTime: 60_000 });
