import { Errors } from '../errors';
import { type GatewayKey, importGatewayKey, openText, sealText } from './codec';
import {
  gatewayHeaders,
  gatewayPaths,
  gatewaySession,
  plainHeaderOf,
  replyAad,
  requestAad,
  SEALED_REPLY_HEADER,
  sealedBody,
} from './protocol';

/** Where a client keeps its gateway session between pages (the browser: sessionStorage). */
export interface SessionSlot {
  get(): string | null;
  set(value: string | null): void;
}

export interface GatewayFetchOptions {
  fetch: typeof fetch;
  /** Device info for `x-gw-device` (`client;version;deviceId`). */
  device?: string;
  /** Seal POST bodies (flag 1); false sends them as plain JSON (flag 0). Replies are sealed either way. */
  sealBodies?: boolean;
  slot?: SessionSlot;
  now?: () => number;
}

interface HeldSession {
  token: string;
  key: string;
  expiresAtMs: number;
}

/** A session this close to its end is renewed before a call rather than risk it expiring on the way. */
const RENEW_BEFORE_MS = 60_000;
/** The gateway's answer to a session it cannot use (expired, forged, another site's). */
const SESSION_EXPIRED_CODE = Errors.gatewaySessionInvalid.code;

const memorySlot = (): SessionSlot => {
  let value: string | null = null;
  return { get: () => value, set: (next) => (value = next) };
};

const splitUrl = (url: string): { origin: string; path: string } => {
  const absolute = /^https?:\/\//i.test(url);
  const parsed = new URL(url, 'http://relative.invalid');
  return { origin: absolute ? parsed.origin : '', path: parsed.pathname };
};

const readHeld = (slot: SessionSlot): HeldSession | null => {
  const raw = slot.get();
  if (!raw) return null;
  try {
    const held = JSON.parse(raw) as Partial<HeldSession>;
    return typeof held.token === 'string' && typeof held.key === 'string' && typeof held.expiresAtMs === 'number'
      ? (held as HeldSession)
      : null;
  } catch {
    return null;
  }
};

const codeOf = (text: string): unknown => {
  try {
    return (JSON.parse(text) as { code?: unknown }).code;
  } catch {
    return null;
  }
};

const rebuilt = (response: Response, text: string): Response => {
  const headers = new Headers(response.headers);
  for (const name of ['content-length', 'content-encoding', SEALED_REPLY_HEADER]) headers.delete(name);
  return new Response(text, { status: response.status, statusText: response.statusText, headers });
};

/**
 * A `fetch` that speaks the gateway: it holds a session from `/api/gw/ic/verify` (renewed before it
 * ends, and once more when the gateway says it is gone), renames the headers, seals POST bodies and
 * opens sealed replies. Callers keep using plain names and plain JSON, so the same transport runs in
 * either mode; the web app and the integration tests both stand on it.
 */
export const createGatewayFetch = (options: GatewayFetchOptions): typeof fetch => {
  const slot = options.slot ?? memorySlot();
  const now = options.now ?? Date.now;
  const sealBodies = options.sealBodies ?? true;
  const keys = new Map<string, Promise<GatewayKey>>();
  let pending: Promise<HeldSession> | null = null;

  const keyOf = (held: HeldSession) => {
    let key = keys.get(held.key);
    if (!key) {
      key = importGatewayKey(held.key);
      keys.set(held.key, key);
    }
    return key;
  };

  const verify = async (
    origin: string,
    siteHeader: string | null,
    signal: AbortSignal | null,
  ): Promise<HeldSession> => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
      [gatewayHeaders.hello]: '1',
    };
    if (siteHeader) headers[gatewayHeaders.site] = siteHeader;
    const response = await options.fetch(`${origin}${gatewayPaths.verify}`, {
      method: 'POST',
      headers,
      body: '{}',
      signal,
    });
    const envelope = (await response.json()) as { code?: unknown; data?: unknown };
    const token = response.headers.get(gatewayHeaders.session);
    const parsed = gatewaySession.safeParse(envelope.data);
    if (envelope.code !== 0 || !token || !parsed.success) throw new Error('gateway verify refused');
    const held = { token, key: parsed.data.key, expiresAtMs: Date.parse(parsed.data.expiresAt) };
    slot.set(JSON.stringify(held));
    return held;
  };

  const session = (
    origin: string,
    siteHeader: string | null,
    fresh: boolean,
    signal: AbortSignal | null,
  ): Promise<HeldSession> => {
    const held = fresh ? null : readHeld(slot);
    if (held && held.expiresAtMs - now() > RENEW_BEFORE_MS) return Promise.resolve(held);
    pending ??= verify(origin, siteHeader, signal).finally(() => {
      pending = null;
    });
    return pending;
  };

  const send = async (url: string, init: RequestInit, fresh: boolean): Promise<Response> => {
    const { origin, path } = splitUrl(url);
    const method = (init.method ?? 'GET').toUpperCase();
    const plain = new Headers(init.headers);
    const held = await session(origin, plain.get('x-site-id'), fresh, init.signal ?? null);
    const key = await keyOf(held);

    const headers = new Headers();
    plain.forEach((value, name) => {
      const renamed = Object.entries(plainHeaderOf).find(([, plainName]) => plainName === name)?.[0];
      headers.set(renamed ?? name, value);
    });
    headers.set(gatewayHeaders.session, held.token);
    if (options.device) headers.set(gatewayHeaders.device, options.device);
    let body = init.body;
    const sealing = sealBodies && method === 'POST' && typeof body === 'string';
    if (sealing) {
      body = JSON.stringify({ enc: await sealText(key, body as string, requestAad(method, path)) });
      headers.set('content-type', 'application/json');
    }
    headers.set(gatewayHeaders.sealed, sealing ? '1' : '0');

    const response = await options.fetch(url, { ...init, headers, body: body ?? null });
    const text = await response.text();
    if (response.headers.get(SEALED_REPLY_HEADER) === '1') {
      const sealed = sealedBody.parse(JSON.parse(text));
      return rebuilt(response, await openText(key, sealed.enc, replyAad(path)));
    }
    if (!fresh && codeOf(text) === SESSION_EXPIRED_CODE) return send(url, init, true);
    return rebuilt(response, text);
  };

  return ((input: Parameters<typeof fetch>[0], init: RequestInit = {}) => {
    if (typeof input !== 'string' && !(input instanceof URL)) {
      throw new TypeError('the gateway fetch takes a URL and an init, not a Request');
    }
    return send(String(input), init, false);
  }) as typeof fetch;
};
