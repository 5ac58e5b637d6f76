import { toast } from 'sonner';

/** A short message at the top of the screen; the same text twice in a row shows once. */
export function notify(message: string, durationMs?: number): void {
  toast(message, durationMs ? { id: message, duration: durationMs } : { id: message });
}
