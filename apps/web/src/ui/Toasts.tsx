import { useEffect, useState } from 'react';
import { Toaster, toast } from 'sonner';
import { attachToaster } from './toast';
import { measure, toastTop } from './toastPlace';

/** A toast's height and the gap under it. */
const TOAST_BAND = 52;

/** The toast's column: the theme's narrow pill (--toast-width, 11rem), centred. */
const toastColumn = () => {
  const width = Math.min(window.innerWidth - 32, 11 * 16);
  const left = (window.innerWidth - width) / 2;
  return { left, right: left + width };
};

/**
 * sonner's toaster, short and at the top centre below the header and the page's title bar (the
 * theme's offset); placed at each toast below any title, tab list or choice in its way, and above an
 * open dialog, so a toast covers neither the page's words nor its controls nor a dialog.
 */
export function Toasts() {
  const [top, setTop] = useState<string>('var(--toast-offset-top)');
  // The Toaster subscribes in its own effect, which runs before this one: queued toasts reach it.
  useEffect(
    () =>
      attachToaster(({ message, durationMs }) => {
        const at = toastTop({ ...measure(), band: TOAST_BAND, column: toastColumn() });
        // Batched with the toast's own state: it renders at its place from its first frame.
        setTop(`${Math.round(at)}px`);
        toast(message, durationMs ? { id: message, duration: durationMs } : { id: message });
      }),
    [],
  );
  return <Toaster position="top-center" duration={2000} visibleToasts={3} offset={{ top }} mobileOffset={{ top }} />;
}
