import { lazy, Suspense, useEffect } from 'react';
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
    // Safari has no requestIdleCallback: a timer stands in for it there.
    const whenIdle = () => {
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(want, { timeout: IDLE_FALLBACK_MS });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const timer = setTimeout(want, IDLE_FALLBACK_MS);
        cancel = () => clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
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
