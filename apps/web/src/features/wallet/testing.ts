import type { Balances } from '@courtside/contract';
import { routes } from '@courtside/contract';
import { act } from 'react';
import { vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { walletRoutes } from './routes';

/** Balances shaped like the seeded demo member: money in the centre, one venue funded, one closed. */
export const balancesFixture = (overrides: Partial<Balances> = {}): Balances => ({
  currency: 'RMB',
  centre: { balance: '1500.00', available: '1500.00', pending: '0.00' },
  venues: [
    {
      venueCode: 'OBTY',
      venueName: 'YB体育',
      venueEnName: 'YB Sports',
      kind: 'sports',
      status: 0,
      isDisplay: 0,
      open: true,
      balance: '250.50',
      pending: '0.00',
    },
    {
      venueCode: 'FBTY',
      venueName: 'FB体育',
      venueEnName: 'FB Sports',
      kind: 'sports',
      status: 1,
      isDisplay: 0,
      open: false,
      balance: '80.00',
      pending: '20.00',
    },
  ],
  total: '1850.50',
  ...overrides,
});

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

type Handler = unknown | ((body: unknown) => unknown);

const defaultTable = (): Record<string, Handler> => ({
  [routes.wallet.balances.path]: balancesFixture(),
  [routes.wallet.autoTransferGet.path]: { enabled: false },
  [routes.wallet.walletTypeGet.path]: { walletType: 'RMB' },
  [routes.venue.list.path]: balancesFixture().venues,
  [routes.wallet.dealRecords.path]: { items: [], total: 0, page: 1, pageSize: 20 },
});

/**
 * Stubs fetch with the wallet's answers (overridable per path); a function answers from the request
 * body, may return a Refusal, or may throw to drop the line.
 */
export function stubWalletApi(overrides: Record<string, Handler> = {}) {
  const table = { ...defaultTable(), ...overrides };
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

/** The wallet routes under /app, as the shell mounts them. */
export const renderWallet = (path: string) =>
  renderRoutes([{ path: '/app', children: walletRoutes }], { initialEntries: [path] });

/** Picks an option the way the browser does, so React's onChange sees it. */
export async function selectOption(element: Element | null, value: string) {
  if (!(element instanceof HTMLSelectElement)) throw new Error('not a select');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
