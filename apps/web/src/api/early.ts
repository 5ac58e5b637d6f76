/** A call the boot script (src/boot.ts) made before the app's code arrived. */
export interface EarlyCall {
  path: string;
  /** The JSON body exactly as sent. */
  body: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Filled by src/boot.ts; each call is taken once by the transport. */
    __csEarly?: EarlyCall[];
  }
}

/**
 * Takes the boot script's call for this path and body, if it made one, so the app uses its answer
 * instead of asking again. Each call is taken once: later reads go to the server as usual.
 */
export function takeEarly(path: string, body: string): Promise<Response> | null {
  const calls = typeof window === 'undefined' ? undefined : window.__csEarly;
  const index = calls?.findIndex((call) => call.path === path && call.body === body) ?? -1;
  if (!calls || index < 0) return null;
  const [call] = calls.splice(index, 1);
  return call?.response ?? null;
}
