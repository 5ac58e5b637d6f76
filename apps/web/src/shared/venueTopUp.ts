import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { invalidateMoney, moneyKeys } from './balances';
import { toastUnhandled } from './failure';
import { useRequestId } from './useRequestId';

/**
 * Whether the member's auto-transfer is on. The key is the wallet page's own, so a switch there is
 * seen at once by the game bar and the slip.
 */
export const useAutoTransferOn = (enabled = true) =>
  useQuery({
    queryKey: [...moneyKeys.all, 'autoTransfer'] as const,
    queryFn: () => api.wallet.autoTransferGet({}),
    enabled,
    staleTime: 30_000,
  });

/**
 * The one-tap 转入 where the member plays (the game's bar, the slip): moves an amount from the
 * centre wallet into one venue under a request id that a retry after no answer reuses, so a second
 * tap cannot move the money twice. Answers whether the money moved.
 */
export function useVenueTopUp(venueCode: string) {
  const client = useQueryClient();
  const ids = useRequestId();
  const [moving, setMoving] = useState(false);
  const move = async (amount: string): Promise<boolean> => {
    setMoving(true);
    try {
      const result = await api.wallet.transferIntoVal({ venueCode, amount, requestId: ids.forIntent(amount) });
      ids.settle();
      return result.state !== 'voided';
    } catch (error) {
      ids.settle(error);
      toastUnhandled(error);
      return false;
    } finally {
      setMoving(false);
      void invalidateMoney(client);
    }
  };
  return { move, moving };
}
