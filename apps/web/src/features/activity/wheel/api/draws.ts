import type { WheelDrawsResponse, WheelDrawView } from '@courtside/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { wheelKeys } from './keys';

export type { WheelDrawsResponse, WheelDrawView };

export const WHEEL_DRAWS_PAGE_SIZE = 10;

export const fetchWheelDraws = (page: number): Promise<WheelDrawsResponse> =>
  api.wheel.draws({ page, pageSize: WHEEL_DRAWS_PAGE_SIZE });

/** The member's own spins, newest first; only asked for a member. */
export const useWheelDraws = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: wheelKeys.draws(page),
    queryFn: () => fetchWheelDraws(page),
    enabled,
    placeholderData: keepPreviousData,
  });
