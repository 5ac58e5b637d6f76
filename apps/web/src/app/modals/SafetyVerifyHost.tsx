import { lazy, Suspense } from 'react';
import { withStrings } from '../../i18n';
import { useSafetyVerify } from './safetyVerifyStore';

// The dialog (Radix, slider) stays out of the first load; most members never see it.
const SafetyVerifyDialog = lazy(async () => ({
  default: (await withStrings(['account'], () => import('./SafetyVerifyDialog'))).SafetyVerifyDialog,
}));

/** Renders the first pending safety challenge; a new entry remounts the dialog with fresh state. */
export function SafetyVerifyHost() {
  const pending = useSafetyVerify((state) => state.queue[0]);
  const settle = useSafetyVerify((state) => state.settle);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <SafetyVerifyDialog key={pending.id} pending={pending} onSettle={(answer) => settle(pending.id, answer)} />
    </Suspense>
  );
}
