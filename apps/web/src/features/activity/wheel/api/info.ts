import type { WheelInfo } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { wheelKeys } from './keys';

export type { WheelInfo };

export const fetchWheelInfo = (): Promise<WheelInfo> => api.wheel.info({});

/** The prizes with their chances, today's spins and the seed pair (a visitor gets the prizes only). */
export const useWheelInfo = (loggedIn: boolean) =>
  useQuery({ queryKey: wheelKeys.info(loggedIn), queryFn: fetchWheelInfo });
