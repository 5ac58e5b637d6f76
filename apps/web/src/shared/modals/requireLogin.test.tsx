import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { click, renderRoutes, waitFor } from '../../test/render';
import { setNavigator } from '../navigator';
import { AlertHost } from './AlertHost';
import { useAlerts } from './alertStore';
import { requireLogin } from './requireLogin';

describe('requireLogin', () => {
  afterEach(() => {
    useAlerts.setState({ queue: [] });
    sessionStorage.clear();
  });

  it('shows the warm reminder with one OK button, then goes to /login with fromPage', async () => {
    const view = await renderRoutes(
      [
        { path: '/app/vip', element: <AlertHost /> },
        { path: '/login', element: <p>login</p> },
      ],
      { initialEntries: ['/app/vip'] },
    );
    setNavigator((to, options) => void view.router.navigate(to, options));

    let allowed = true;
    await act(async () => {
      allowed = requireLogin({ fromPage: '/app/vip' });
    });
    expect(allowed).toBe(false);
    const dialog = await waitFor(() => {
      const found = document.querySelector('[data-testid="alert-modal"]');
      if (!found) throw new Error('no dialog yet');
      return found;
    });
    expect(dialog.querySelector('h2')?.textContent).toBe('温馨提示');
    expect(dialog.querySelector('[data-testid="alert-message"]')?.textContent).toBe(
      '您的操作需要登录，请先登录了解更多',
    );
    expect(dialog.querySelectorAll('button')).toHaveLength(1);

    await click(dialog.querySelector('[data-testid="alert-ok"]'));
    expect(view.router.state.location.pathname).toBe('/login');
    expect(view.router.state.location.search).toBe('?fromPage=%2Fapp%2Fvip');
    expect(document.querySelector('[data-testid="alert-modal"]')).toBeNull();
    await view.unmount();
  });

  it('lets a logged-in member carry on without a dialog', () => {
    sessionStorage.setItem('tb-token', 'abc');
    expect(requireLogin()).toBe(true);
    expect(useAlerts.getState().queue).toEqual([]);
  });
});
