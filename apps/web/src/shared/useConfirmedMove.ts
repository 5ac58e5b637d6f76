import { useState } from 'react';
import { toastUnhandled } from './failure';
import { useRequestId } from './useRequestId';

/**
 * The confirm-then-send flow of a money form: the checked values wait in `pendingConfirm` until the
 * member confirms; the move is then sent under the requestId of its intent (so a retry after a lost
 * answer replays instead of paying twice), its answer kept in `outcome`, and a refusal toasted.
 */
export function useConfirmedMove<Form, Result>({
  send,
  intentOf,
  onSent,
}: {
  send: (values: Form, requestId: string) => Promise<Result>;
  intentOf: (values: Form) => string;
  onSent: () => void;
}) {
  const requestIds = useRequestId();
  const [pendingConfirm, setPendingConfirm] = useState<Form | null>(null);
  const [outcome, setOutcome] = useState<Result | null>(null);

  const handleConfirm = async () => {
    if (!pendingConfirm) return;
    try {
      setOutcome(await send(pendingConfirm, requestIds.forIntent(intentOf(pendingConfirm))));
      requestIds.settle();
      onSent();
    } catch (failure) {
      requestIds.settle(failure);
      toastUnhandled(failure);
    } finally {
      setPendingConfirm(null);
    }
  };

  return { pendingConfirm, setPendingConfirm, outcome, handleConfirm };
}
