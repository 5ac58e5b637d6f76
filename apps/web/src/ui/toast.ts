import { create } from 'zustand';

export interface Toast {
  message: string;
  durationMs?: number;
}

type Show = (toast: Toast) => void;

interface ToasterState {
  /** True from the first toast (or an idle moment) on: the toaster's code is loaded and mounted. */
  wanted: boolean;
  /** Toasts raised before the toaster mounted; it shows them as it mounts. */
  queue: Toast[];
  show: Show | null;
}

/**
 * The toaster (sonner) is not part of the first page's code: it is mounted on the first toast or
 * when the browser is idle, and toasts raised before that wait here.
 */
export const useToaster = create<ToasterState>(() => ({ wanted: false, queue: [], show: null }));

/** A short message at the top of the screen; the same text twice in a row shows once. */
export function notify(message: string, durationMs?: number): void {
  const toast = durationMs ? { message, durationMs } : { message };
  const { show } = useToaster.getState();
  if (show) show(toast);
  else useToaster.setState((state) => ({ wanted: true, queue: [...state.queue, toast] }));
}

/** The toaster mounted: it takes over, starting with the toasts that waited. */
export function attachToaster(show: Show): () => void {
  const { queue } = useToaster.getState();
  useToaster.setState({ show, queue: [] });
  for (const toast of queue) show(toast);
  return () => useToaster.setState({ show: null });
}
