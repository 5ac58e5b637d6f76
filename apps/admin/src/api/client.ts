import { errorByCode, type RouteDef } from '@courtside/contract';
import type { z } from 'zod';

/** What a refused call tells the screen: the server's code and Chinese message, and the field at fault. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly field: string | null,
  ) {
    super(message);
  }
}

export const NOT_SIGNED_IN = 10401;

let csrfToken = '';

/** The session's CSRF token, from the login reply or `me`; every write sends it back. */
export const setCsrfToken = (token: string): void => {
  csrfToken = token;
};

const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Calls one contract route with the console's cookie session. The reply is parsed with the route's
 * own response schema, so a screen gets exactly the contract's type, and a reply that drifted from
 * the contract fails loudly here instead of rendering wrong. Input is sent as typed and judged by
 * the server alone: its message is the one the operator sees, on the field it names.
 */
export const callRoute = async <R extends RouteDef>(
  def: R,
  input: z.input<R['request']>,
): Promise<z.output<R['response']>> => {
  // A GET route takes its input in the query string (a GET request has no body).
  const query =
    def.method === 'GET'
      ? new URLSearchParams(
          Object.entries((input ?? {}) as Record<string, unknown>)
            .filter(([, value]) => value !== undefined && value !== null)
            .map(([key, value]) => [key, String(value)]),
        ).toString()
      : '';
  const response = await fetch(query ? `${def.path}?${query}` : def.path, {
    method: def.method,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
    ...(def.method === 'GET' ? {} : { body: JSON.stringify(input ?? {}) }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).catch(() => {
    throw new ApiError(-1, '网络异常，请稍后再试', 0, null);
  });
  return replyOf(def, response);
};

/**
 * Uploads one file to a contract route that takes multipart (`file` part), with the session's CSRF
 * token like every write; its reply is read as `callRoute` reads one. The server judges the file.
 */
export const uploadFile = async <R extends RouteDef>(def: R, file: Blob): Promise<z.output<R['response']>> => {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(def.path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'x-csrf-token': csrfToken },
    body: form,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).catch(() => {
    throw new ApiError(-1, '网络异常，请稍后再试', 0, null);
  });
  return replyOf(def, response);
};

/** The envelope's data parsed with the route's schema, or its refusal as an ApiError. */
const replyOf = async <R extends RouteDef>(def: R, response: Response): Promise<z.output<R['response']>> => {
  let body: { code: number; msg: string; data: unknown };
  try {
    body = await response.json();
  } catch {
    throw new ApiError(-1, '服务器返回了无法识别的内容', response.status, null);
  }
  if (body.code !== 0) {
    const field = (body.data as { field?: unknown } | null)?.field;
    throw new ApiError(
      body.code,
      body.msg || errorByCode(body.code)?.msg || '请求未完成',
      response.status,
      typeof field === 'string' ? field : null,
    );
  }
  return def.response.parse(body.data) as z.output<R['response']>;
};
