import { type Client, createClient, type RequestOf, type ResponseOf, type Transport } from '../client';
import type { RouteDef } from '../route';
import { createGatewayFetch } from './fetch';
import type { GatewayMode } from './protocol';

export interface ApiClientOptions {
  /** The site's origin, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  mode: GatewayMode;
  fetch?: typeof fetch;
  /** The member's session token, read at every call (login sets it). */
  getToken?: () => string | null;
  /** Gateway mode only: device info sent as `x-gw-device`. */
  device?: string;
}

/** A refused call: the envelope's code and message. */
export class ApiCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`${code} ${message}`);
  }
}

const toQuery = (body: unknown): string => {
  if (typeof body !== 'object' || body === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * A typed client of a route table that speaks the API plainly or through the gateway; the integration
 * tests drive the same journeys both ways with it. Calls resolve with `data` or reject with ApiCallError.
 */
export const createApiClient = <T extends Record<string, Record<string, RouteDef>>>(
  table: T,
  options: ApiClientOptions,
): Client<T> => {
  const base = options.fetch ?? fetch;
  const send =
    options.mode === 'encrypted'
      ? createGatewayFetch({ fetch: base, ...(options.device ? { device: options.device } : {}) })
      : base;
  const transport: Transport = async <R extends RouteDef>(route: R, body: RequestOf<R>): Promise<ResponseOf<R>> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers.token = token;
    const url = `${options.baseUrl}${route.path}${route.method === 'GET' ? toQuery(body) : ''}`;
    const init: RequestInit = { method: route.method, headers };
    if (route.method !== 'GET') {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body ?? {});
    }
    const envelope = (await (await send(url, init)).json()) as { code: number; data: unknown; msg: string };
    if (envelope.code !== 0) throw new ApiCallError(envelope.code, envelope.msg);
    return route.response.parse(envelope.data) as ResponseOf<R>;
  };
  return createClient(table, transport);
};
