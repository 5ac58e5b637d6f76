import { lazy, Suspense, useEffect } from 'react';
import { whenIdle } from '../shared/whenIdle';
import { useToaster } from '../ui/toast';

const Toasts = lazy(async () => ({ default: (await import('../ui/Toasts')).Toasts }));

/** How long after start-up the toaster loads anyway, when no toast asked for it sooner. */
const IDLE_FALLBACK_MS = 3000;

/**
 * Mounts the toaster on the first toast, or once the first page has loaded and the browser is idle,
 * so its code never competes with the first screen's.
 */
export function ToastHost() {
  const wanted = useToaster((state) => state.wanted);
  useEffect(() => {
    if (wanted) return;
    const want = () => useToaster.setState({ wanted: true });
    let cancel = () => {};
    const afterLoad = () => {
      cancel = whenIdle(want, IDLE_FALLBACK_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      cancel();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
