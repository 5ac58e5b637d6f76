import { routes } from '@courtside/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyBalancePush } from '../../../shared/balances';
import { balancesFixture } from '../../../test/fixtures';
import { stubApiWith } from '../../../test/helpers';
import { click, renderRoutes, waitFor } from '../../../test/render';
import { BALANCE_HIDDEN_KEY, HeaderBalance } from './HeaderBalance';

const render = () =>
  renderRoutes([{ path: '/', element: <HeaderBalance place="header" /> }], { initialEntries: ['/'] });

/** Balances whose centre holds `available`, as the server would answer after a movement. */
const centre = (available: string) =>
  balancesFixture({ centre: { balance: available, available, pending: '0.00' }, total: available });

describe('HeaderBalance', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('hides the amount behind the eye, and remembers that on this device', async () => {
    stubApiWith({ [routes.wallet.balances.path]: centre('1500.00') });
    const view = await render();
    const q = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
    await waitFor(() => expect(q('header-balance-amount')?.textContent).toBe('1,500.00'));
    expect(q('header-balance-refresh')?.textContent).toBe('余额（元）1,500.00，点击刷新');
    expect(q('header-balance-eye')?.getAttribute('aria-label')).toBe('隐藏余额');

    await click(q('header-balance-eye'));
    expect(q('header-balance-amount')?.textContent).toBe('****');
    expect(q('header-balance-eye')?.getAttribute('aria-pressed')).toBe('true');
    expect(q('header-balance-refresh')?.textContent).toBe('余额（元）****，点击刷新');
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('1');
    await view.unmount();

    // The next page (or visit) starts hidden; the eye shows it again and forgets the choice.
    const again = await render();
    const q2 = (testId: string) => again.container.querySelector(`[data-testid="${testId}"]`);
    await waitFor(() => expect(q2('header-balance-amount')?.textContent).toBe('****'));
    await click(q2('header-balance-eye'));
    expect(q2('header-balance-amount')?.textContent).toBe('1,500.00');
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBeNull();
    await again.unmount();
  });

  it('reads the balance again when tapped, and follows the live push', async () => {
    let available = '1500.00';
    const fetch = stubApiWith({ [routes.wallet.balances.path]: () => centre(available) });
    const view = await render();
    const q = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
    await waitFor(() => expect(q('header-balance-amount')?.textContent).toBe('1,500.00'));
    const reads = () => fetch.mock.calls.filter(([url]) => String(url).endsWith(routes.wallet.balances.path)).length;
    expect(reads()).toBe(1);

    available = '1234.50';
    await click(q('header-balance-refresh'));
    await waitFor(() => expect(q('header-balance-amount')?.textContent).toBe('1,234.50'));
    expect(reads()).toBe(2);

    // A push from the /live socket lands in the same cached wallet the header shows.
    available = '900.00';
    act(() =>
      applyBalancePush(view.queryClient, {
        currency: 'RMB',
        balance: '900.00',
        available: '900.00',
        at: '2026-11-22T05:00:00.000Z',
      }),
    );
    await waitFor(() => expect(q('header-balance-amount')?.textContent).toBe('900.00'));
    await view.unmount();
  });
});
