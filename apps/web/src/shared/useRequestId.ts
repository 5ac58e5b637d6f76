import { useMemo, useRef } from 'react';
import { isUnanswered, newRequestId } from './requestId';

/**
 * The requestId of one intended money move. Asking again for the same intent (same venue, direction
 * and amount) after a request that got no answer returns the same id, so the server replays its first
 * answer instead of moving the money twice; once an answer arrives, the next request gets a fresh id.
 */
export function useRequestId() {
  const current = useRef<{ intent: string; id: string } | null>(null);
  return useMemo(
    () => ({
      forIntent(intent: string): string {
        if (current.current?.intent !== intent) current.current = { intent, id: newRequestId() };
        return current.current.id;
      },
      /** The request ended: forget its id unless the failure leaves the outcome unknown. */
      settle(error?: unknown): void {
        if (!isUnanswered(error)) current.current = null;
      },
    }),
    [],
  );
}
