import type { SessionSlot } from '@courtside/contract/gateway';
import { deviceId } from './entryCodes';

const SLOT_KEY = 'cs-gw';
/** The web's PC layout starts at 1024 px (ui/hooks.ts PC_QUERY). */
const PC_QUERY = '(min-width: 1024px)';
const CLIENT_VERSION = '1';

/** The mode this page is to speak: the server's GATEWAY_MODE, which every page carries as a meta tag. */
export const gatewayMode = (): 'plain' | 'encrypted' =>
  typeof document !== 'undefined' &&
  document.querySelector('meta[name="cs-gateway"]')?.getAttribute('content') === 'encrypted'
    ? 'encrypted'
    : 'plain';

/**
 * The gateway session lives in sessionStorage: a tab's key ends with the tab (spec: the browser never
 * holds a long-lived gateway key), and a reload keeps it rather than asking for a new one.
 */
const sessionSlot: SessionSlot = {
  get: () => {
    try {
      return sessionStorage.getItem(SLOT_KEY);
    } catch {
      return null;
    }
  },
  set: (value) => {
    try {
      if (value === null) sessionStorage.removeItem(SLOT_KEY);
      else sessionStorage.setItem(SLOT_KEY, value);
    } catch {
      // Storage refused (private mode): the session lives as long as the page's memory of it does.
    }
  },
};

const deviceInfo = () =>
  `${typeof matchMedia === 'function' && matchMedia(PC_QUERY).matches ? 'pc' : 'h5'};${CLIENT_VERSION};${deviceId()}`;

/**
 * `fetch` through the gateway layer. Its code (the cipher, the header names) is loaded with the first
 * call, so a page in plain mode, the usual one, never downloads it.
 */
export const lazyGatewayFetch = (base: typeof fetch): typeof fetch => {
  let gateway: Promise<typeof fetch> | null = null;
  const load = () =>
    (gateway ??= import('@courtside/contract/gateway').then(
      (module) => module.createGatewayFetch({ fetch: base, device: deviceInfo(), slot: sessionSlot }),
      (error: unknown) => {
        gateway = null;
        throw error;
      },
    ));
  return ((input, init) => load().then((send) => send(input, init))) as typeof fetch;
};
