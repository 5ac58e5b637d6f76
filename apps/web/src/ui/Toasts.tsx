import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { attachToaster } from './toast';

/**
 * sonner's toaster, short and at the top centre below the header and the page's title bar, so a
 * toast covers neither the page title nor the header's buttons (the offset is a theme token).
 */
export function Toasts() {
  // The Toaster subscribes in its own effect, which runs before this one: queued toasts reach it.
  useEffect(
    () =>
      attachToaster(({ message, durationMs }) => {
        toast(message, durationMs ? { id: message, duration: durationMs } : { id: message });
      }),
    [],
  );
  return (
    <Toaster
      position="top-center"
      duration={2000}
      visibleToasts={3}
      offset={{ top: 'var(--toast-offset-top)' }}
      mobileOffset={{ top: 'var(--toast-offset-top)' }}
    />
  );
}
