import type { LoginResult } from '@courtside/contract';
import { vi } from 'vitest';

export interface Reply {
  code?: number;
  data?: unknown;
  msg?: string;
}

/**
 * A fetch stub for the account screens: each path answers from `table` (a reply, or a function of
 * the request body); unknown paths get a not-found envelope. Returns the spy to read the calls.
 */
export function stubAccountApi(table: Record<string, Reply | ((body: Record<string, unknown>) => Reply)>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const entry = table[path];
    const reply = typeof entry === 'function' ? entry(body) : (entry ?? { code: 10404, msg: '请求的内容不存在' });
    const envelope = { code: reply.code ?? 0, data: reply.data ?? null, msg: reply.msg ?? '' };
    return { status: 200, ok: true, json: async () => envelope } as Response;
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** The JSON bodies sent to one path, in order. */
    bodies: (path: string) =>
      fetch.mock.calls
        .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
        .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>),
  };
}

export const loginResultFixture = (name = 'demo01'): LoginResult => ({
  token: `token-${name}`,
  member: { id: 7, name, nickname: name, vipLevel: 1, status: 1 },
});
