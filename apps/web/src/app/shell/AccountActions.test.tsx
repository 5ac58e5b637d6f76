import { routes as contractRoutes } from '@courtside/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginResultFixture, stubAccountApi } from '../../features/auth/testing';
import { useSession } from '../../shared/sessionStore';
import { balancesFixture } from '../../test/fixtures';
import { click, renderRoutes, waitFor } from '../../test/render';
import { AccountActions } from './AccountActions';

const routes = [
  { path: '/app/vip', element: <AccountActions pathname="/app/vip" place="header" /> },
  { path: '/app/home', element: <p data-testid="home">home</p> },
];

describe('AccountActions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().signOut();
  });

  it('offers login (back to this page) and register to a visitor', async () => {
    stubAccountApi({});
    const view = await renderRoutes(routes, { initialEntries: ['/app/vip'] });
    const q = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
    expect(q('header-login')?.getAttribute('href')).toBe('/login?fromPage=%2Fapp%2Fvip');
    expect(q('header-register')?.getAttribute('href')).toBe('/register');
    expect(q('header-member')).toBeNull();
    await view.unmount();
  });

  it("shows the member's name, follows a forced logout, and logs out on the server", async () => {
    const api = stubAccountApi({
      [contractRoutes.account.logout.path]: { data: null },
      [contractRoutes.wallet.balances.path]: { data: balancesFixture() },
    });
    const view = await renderRoutes(routes, { initialEntries: ['/app/vip'] });
    const q = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);

    act(() => useSession.getState().signIn(loginResultFixture('demo01')));
    expect(q('header-member')?.textContent).toBe('demo01');
    expect(q('header-member')?.getAttribute('href')).toBe('/app/member');
    expect(q('header-deposit')?.getAttribute('href')).toBe('/app/deposit');
    await waitFor(() => expect(q('header-balance-amount')?.textContent).toBe('1,500.00'));
    expect(q('header-login')).toBeNull();

    // A forced logout (the error reactions clear the store) updates the header at once.
    act(() => useSession.getState().signOut());
    expect(q('header-login')).not.toBeNull();

    act(() => useSession.getState().signIn(loginResultFixture('demo01')));
    await click(q('header-logout'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/home'));
    expect(api.bodies(contractRoutes.account.logout.path)).toHaveLength(1);
    expect(useSession.getState().loggedIn).toBe(false);
    expect(sessionStorage.getItem('tb-token')).toBeNull();
    await view.unmount();
  });
});
