/** Local storage keys of the invite and recommendation codes (spec section 3: storage i_code and r_code). */
export const INVITE_CODE_KEY = 'i_code';
export const RECOMMEND_CODE_KEY = 'r_code';
/** The device id sent with login and register (spec section 3: a device id is kept in local storage). */
export const DEVICE_ID_KEY = 'deviceId';

export interface EntryCodes {
  inviteCode: string | null;
  recommendCode: string | null;
}

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key) || null;
  } catch {
    return null;
  }
};

/**
 * Keeps the `i_code` and `r_code` of the entry URL, so a visitor who browses before registering is
 * still credited to the link that brought them. The newest link wins; an empty value is ignored.
 * The codes stay in the address bar: unlike the token they are meant to be shared.
 */
export function captureEntryCodes(loc: Location = window.location): EntryCodes {
  const params = new URL(loc.href).searchParams;
  for (const [param, key] of [
    ['i_code', INVITE_CODE_KEY],
    ['r_code', RECOMMEND_CODE_KEY],
  ] as const) {
    const value = params.get(param)?.trim();
    if (!value) continue;
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode: the code is lost with this page, registration still works without it.
    }
  }
  return readEntryCodes();
}

export function readEntryCodes(): EntryCodes {
  return { inviteCode: read(INVITE_CODE_KEY), recommendCode: read(RECOMMEND_CODE_KEY) };
}

/**
 * A random v4 UUID. `crypto.randomUUID` exists only in secure contexts, and a demo served over plain
 * http on a LAN address is not one; getRandomValues works everywhere.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Without storage the id lives as long as the page, which is still one device to the server.
let memoryDeviceId: string | null = null;

/** This browser's device id: a random UUID made once and kept in local storage. */
export function deviceId(): string {
  const stored = read(DEVICE_ID_KEY);
  if (stored) return stored;
  const made = memoryDeviceId ?? randomUuid();
  memoryDeviceId = made;
  try {
    localStorage.setItem(DEVICE_ID_KEY, made);
  } catch {
    // see memoryDeviceId
  }
  return made;
}
