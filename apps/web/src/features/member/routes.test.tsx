import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertHost } from '../../shared/modals/AlertHost';
import { useAlerts } from '../../shared/modals/alertStore';
import { profileFixture } from '../../test/fixtures';
import { signInForTest, signOutForTest } from '../../test/helpers';
import { renderRoutes, stubApi, waitFor } from '../../test/render';
import { memberRoutes } from './routes';

const render = (path: string) =>
  renderRoutes(
    [
      {
        path: '/app',
        element: (
          <>
            <AlertHost />
            <Outlet />
          </>
        ),
        children: memberRoutes,
      },
    ],
    { initialEntries: [path] },
  );

describe('the account-page guard', () => {
  afterEach(() => {
    useAlerts.setState({ queue: [] });
    signOutForTest();
  });

  it('shows the warm reminder and a guest state, never the page, when logged out', async () => {
    const fetch = stubApi({});
    const view = await render('/app/member/security');
    await waitFor(() => {
      if (!document.querySelector('[data-testid="member-guard"]')) throw new Error('no guard yet');
    });
    const dialog = await waitFor(() => {
      const found = document.querySelector('[data-testid="alert-modal"]');
      if (!found) throw new Error('no reminder yet');
      return found;
    });
    expect(dialog.querySelector('[data-testid="alert-message"]')?.textContent).toBe(
      '您的操作需要登录，请先登录了解更多',
    );
    expect(view.container.querySelector('[data-testid="member-security"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="member-guard"] a')?.getAttribute('href')).toBe(
      '/login?fromPage=%2Fapp%2Fmember%2Fsecurity',
    );
    expect(fetch).not.toHaveBeenCalled();
    await view.unmount();
  });

  it('lets a logged-in member in without a reminder', async () => {
    signInForTest();
    stubApi({ '/api/site/group/member/info/v1/getMemberInfoForWeb': profileFixture() });
    const view = await render('/app/member/profile');
    await waitFor(() => {
      if (!view.container.querySelector('[data-testid="nickname-input"]')) throw new Error('no page yet');
    });
    expect(view.container.querySelector('[data-testid="member-guard"]')).toBeNull();
    expect(useAlerts.getState().queue).toEqual([]);
    await view.unmount();
  });

  it('leaves the centre home open to guests with a login card', async () => {
    stubApi({});
    const view = await render('/app/member');
    await waitFor(() => {
      if (!view.container.querySelector('[data-testid="member-guest"]')) throw new Error('no guest card yet');
    });
    expect(view.container.querySelector('[data-testid="member-deposit"]')).not.toBeNull();
    expect(useAlerts.getState().queue).toEqual([]);
    await view.unmount();
  });
});
