import { lazy, Suspense } from 'react';
import { useAlerts } from './alertStore';

// The dialog code (Radix) stays out of the first load; alerts are rare.
const AlertModal = lazy(async () => ({ default: (await import('./AlertModal')).AlertModal }));

/** Renders the first queued alert. */
export function AlertHost() {
  const alert = useAlerts((state) => state.queue[0]);
  const confirm = useAlerts((state) => state.confirm);
  if (!alert) return null;
  return (
    <Suspense fallback={null}>
      <AlertModal key={alert.id} alert={alert} onOk={() => confirm(alert.id)} />
    </Suspense>
  );
}
