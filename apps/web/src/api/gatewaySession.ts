import { createGatewayFetch, type SessionSlot } from '@courtside/contract/gateway';
import { deviceId } from './entryCodes';

const SLOT_KEY = 'cs-gw';
/** The web's PC layout starts at 1024 px (ui/hooks.ts PC_QUERY). */
const PC_QUERY = '(min-width: 1024px)';
const CLIENT_VERSION = '1';

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

/** The gateway fetch of this tab: its session in sessionStorage, its device info from this browser. */
export const browserGatewayFetch = (base: typeof fetch): typeof fetch =>
  createGatewayFetch({ fetch: base, device: deviceInfo(), slot: sessionSlot });
