import type { WheelSeedResult } from '@courtside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { wheelKeys } from './keys';

export type { WheelSeedResult };

export const changeWheelSeed = (clientSeed: string): Promise<WheelSeedResult> => api.wheel.seed({ clientSeed });

/** Retires the seed pair (its server seed is revealed, so its draws can be verified) and starts a new one. */
export function useChangeWheelSeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeWheelSeed,
    onSettled: () => client.invalidateQueries({ queryKey: wheelKeys.all() }),
  });
}
