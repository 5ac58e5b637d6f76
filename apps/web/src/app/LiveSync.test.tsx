import type { Balances } from '@courtside/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveHandlers } from '../api/live';
import { paymentKeys } from '../features/payment';
import { applyBalancePush, moneyKeys } from '../shared/balances';
import { useSession } from '../shared/sessionStore';
import { applyPaymentPush, LiveSync } from './LiveSync';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const balances: Balances = {
  currency: 'RMB',
  centre: { balance: '100.00', available: '100.00', pending: '0.00' },
  venues: [],
  total: '100.00',
  owed: '0.00',
};
const push = { currency: 'RMB' as const, balance: '80.00', available: '80.00', at: '2026-11-22T04:00:00.000Z' };

describe('applyBalancePush', () => {
  it('puts the pushed centre balance into the cached wallet', () => {
    const client = new QueryClient();
    client.setQueryData(moneyKeys.balances(), balances);
    applyBalancePush(client, push);
    expect(client.getQueryData<Balances>(moneyKeys.balances())?.centre).toEqual({
      balance: '80.00',
      available: '80.00',
      pending: '0.00',
    });
  });

  it('leaves an empty cache empty', () => {
    const client = new QueryClient();
    applyBalancePush(client, push);
    expect(client.getQueryData(moneyKeys.balances())).toBeUndefined();
  });
});

describe('applyPaymentPush', () => {
  it('makes a pushed deposit and the records stale, so the open order page reads them now', () => {
    const client = new QueryClient();
    client.setQueryData(paymentKeys.order('D2026112200001'), { state: 'pending' });
    client.setQueryData(paymentKeys.order('D2026112200002'), { state: 'pending' });
    client.setQueryData(paymentKeys.withdrawPrepare(), {});
    applyPaymentPush(client, { kind: 'deposit', orderNo: 'D2026112200001', state: 'paid', at: push.at });
    expect(client.getQueryState(paymentKeys.order('D2026112200001'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(paymentKeys.order('D2026112200002'))?.isInvalidated).toBe(false);
    expect(client.getQueryState(paymentKeys.withdrawPrepare())?.isInvalidated).toBe(false);
  });

  it('makes the withdraw page stale for a pushed withdrawal', () => {
    const client = new QueryClient();
    client.setQueryData(paymentKeys.withdrawPrepare(), {});
    applyPaymentPush(client, { kind: 'withdrawal', orderNo: 'W2026112200001', state: 'approved', at: push.at });
    expect(client.getQueryState(paymentKeys.withdrawPrepare())?.isInvalidated).toBe(true);
  });
});

describe('LiveSync', () => {
  afterEach(() => {
    sessionStorage.clear();
    useSession.setState({ loggedIn: false, member: null });
  });

  it('opens the socket only for a logged-in member and closes it at logout', async () => {
    const close = vi.fn();
    const connect = vi.fn(async (_base: string, _token: string) => ({ close }));
    const client = new QueryClient();
    const root = createRoot(document.createElement('div'));
    await act(async () => {
      root.render(
        <QueryClientProvider client={client}>
          <LiveSync connect={connect} />
        </QueryClientProvider>,
      );
    });
    expect(connect).not.toHaveBeenCalled();

    await act(async () => {
      useSession
        .getState()
        .signIn({ token: 'tok-1', member: { id: 1, name: 'fan01', nickname: 'fan', vipLevel: 0, status: 1 } });
    });
    expect(connect).toHaveBeenCalledTimes(1);
    expect(connect.mock.calls[0]?.[1]).toBe('tok-1');

    await act(async () => {
      useSession.getState().signOut();
    });
    expect(close).toHaveBeenCalledTimes(1);
    root.unmount();
  });

  it('reads the balances again each time the socket connects: a push sent meanwhile reached nobody', async () => {
    let handlers: LiveHandlers | null = null;
    const connect = vi.fn(async (_base: string, _token: string, given: LiveHandlers) => {
      handlers = given;
      return { close: () => {} };
    });
    const client = new QueryClient();
    client.setQueryData(moneyKeys.balances(), balances);
    const root = createRoot(document.createElement('div'));
    await act(async () => {
      useSession
        .getState()
        .signIn({ token: 'tok-2', member: { id: 2, name: 'fan02', nickname: 'fan', vipLevel: 0, status: 1 } });
      root.render(
        <QueryClientProvider client={client}>
          <LiveSync connect={connect} />
        </QueryClientProvider>,
      );
    });
    expect(client.getQueryState(moneyKeys.balances())?.isInvalidated).toBe(false);
    await act(async () => {
      handlers?.connected();
    });
    expect(client.getQueryState(moneyKeys.balances())?.isInvalidated).toBe(true);
    root.unmount();
  });
});
