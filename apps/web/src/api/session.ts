import type { LoginResult } from '@courtside/contract';
import { endOfBusinessDay } from '@courtside/domain';

/** Session storage key and cookie name of the auth token (spec section 3: cookie tb-token). */
export const TOKEN_KEY = 'tb-token';
/** Member info kept in session storage (spec section 3). */
export const USER_INFO_KEY = 'userInfo';

export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  clear(): void;
}

/** The value of one cookie in a `document.cookie` string, or null. */
export function readCookie(name: string, cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value) || null;
      } catch {
        return value || null;
      }
    }
  }
  return null;
}

/** The token lives in session storage, or in the tb-token cookie when the session has none. */
export function createBrowserSession(now: () => number = Date.now): SessionStore {
  return {
    getToken() {
      return sessionStorage.getItem(TOKEN_KEY) || readCookie(TOKEN_KEY, document.cookie);
    },
    setToken(token) {
      sessionStorage.setItem(TOKEN_KEY, token);
      // The cookie lives to the end of the Asia/Shanghai business day (spec section 6).
      const expires = new Date(endOfBusinessDay(now())).toUTCString();
      // biome-ignore lint/suspicious/noDocumentCookie: tb-token is the spec's cookie; CookieStore is not in every target browser
      document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; path=/; expires=${expires}; SameSite=Lax`;
    },
    clear() {
      sessionStorage.removeItem(TOKEN_KEY);
      sessionStorage.removeItem(USER_INFO_KEY);
      // biome-ignore lint/suspicious/noDocumentCookie: as above
      document.cookie = `${TOKEN_KEY}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
    },
  };
}

/**
 * A `token` query parameter at page entry is taken out of the address bar, so it is neither
 * bookmarked nor leaked through the Referer header. Returns the token it took, or null; the caller
 * trades it for a fresh one (exchangeEntryToken) rather than keeping the one the URL exposed.
 */
export function takeEntryToken(loc: Location = window.location, hist: History = window.history): string | null {
  const url = new URL(loc.href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  hist.replaceState(hist.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token || null;
}

/**
 * Trades an entry token at /api/gw/ic/verify; the fresh token arrives in the `token` response
 * header (spec section 7). Resolves null when the entry token is not (or no longer) valid.
 */
export async function exchangeEntryToken(
  entryToken: string,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
  base = '',
): Promise<LoginResult | null> {
  try {
    // Only a link carrying a token gets here: the contract's schemas load now, not with every first page.
    const { memberSummary, verifyTokenRoute } = await import('@courtside/contract');
    const response = await fetchFn(`${base}${verifyTokenRoute.path}`, {
      method: 'POST',
      headers: { token: entryToken, 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    });
    const fresh = response.headers.get('token');
    const body = (await response.json()) as { code?: unknown; data?: unknown };
    const member = memberSummary.safeParse(body.data);
    if (body.code !== 0 || !fresh || !member.success) return null;
    return { token: fresh, member: member.data };
  } catch {
    return null;
  }
}
