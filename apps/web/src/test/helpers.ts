import { act } from 'react';
import { type Mock, vi } from 'vitest';
import { useSession } from '../shared/sessionStore';
import { waitFor } from './render';

export const signInForTest = () =>
  useSession
    .getState()
    .signIn({ token: 'test-token', member: { id: 7, name: 'demo01', nickname: '', vipLevel: 2, status: 1 } });

export const signOutForTest = () => useSession.getState().signOut();

/** The JSON bodies the stubbed fetch was called with for one route. */
export const bodiesSentTo = (fetch: Mock, route: { path: string }) =>
  fetch.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === route.path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

/** Waits for an element under `root`; throws with the selector when it never comes. */
export const findIn = (root: ParentNode, selector: string) =>
  waitFor(() => {
    const found = root.querySelector(selector);
    if (!found) throw new Error(`no ${selector} yet`);
    return found;
  });

/** Picks an option the way the browser does, so React's onChange sees it. */
export async function selectOption(element: Element | null, value: string) {
  if (!(element instanceof HTMLSelectElement)) throw new Error('not a select');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** A server refusal: a non-zero envelope code. */
export class Refusal {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown = null,
  ) {}
}

/** Throwing from a handler makes fetch reject: the line dropped before an answer came back. */
export const dropLine = (): never => {
  throw new TypeError('Failed to fetch');
};

export type Handler = unknown | ((body: unknown) => unknown);

/**
 * Stubs fetch with answers per path; a function answers from the request body, may return a
 * Refusal, or may throw to drop the line. Unknown paths get the not-found envelope.
 */
export function stubApiWith(table: Record<string, Handler>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : {};
    const handler = table[path];
    const value = typeof handler === 'function' ? (handler as (body: unknown) => unknown)(body) : handler;
    const envelope =
      handler === undefined
        ? { code: 10404, data: null, msg: '请求的内容不存在' }
        : value instanceof Refusal
          ? { code: value.code, data: value.data, msg: value.msg }
          : { code: 0, data: value, msg: 'success' };
    return { status: 200, ok: true, json: async () => envelope } as Response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
