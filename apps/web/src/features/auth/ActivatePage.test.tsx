import { routes as contractRoutes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/sessionStore';
import { click, renderRoutes, waitFor } from '../../test/render';
import { ActivatePage } from './ActivatePage';
import { loginResultFixture, stubAccountApi } from './testing';

const account = contractRoutes.account;

const open = (search: string) =>
  renderRoutes(
    [
      { path: '/activate', element: <ActivatePage /> },
      { path: '/app/home', element: <p data-testid="home">home</p> },
      { path: '/login', element: <p data-testid="login">login</p> },
    ],
    { initialEntries: [`/activate${search}`] },
  );

const byTestId = (view: Awaited<ReturnType<typeof open>>, testId: string) =>
  waitFor(() => {
    const element = view.container.querySelector(`[data-testid="${testId}"]`);
    if (!element) throw new Error(`no ${testId} yet`);
    return element;
  });

describe('ActivatePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().signOut();
  });

  it('explains the dormant account, activates it and signs in', async () => {
    const api = stubAccountApi({
      [account.dormantCheck.path]: {
        data: { dormant: true, name: 'sleepy1', lastLoginAt: '2025-01-02T03:04:05.000Z' },
      },
      [account.dormantActivate.path]: { data: loginResultFixture('sleepy1') },
    });
    const view = await open('?ticket=tk-1');
    expect((await byTestId(view, 'activate-page')).textContent).toContain('sleepy1');
    expect((await byTestId(view, 'activate-last-login')).textContent).toBe('上次登录：2025-01-02 11:04:05');
    await click(await byTestId(view, 'activate-submit'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/home'));
    expect(api.bodies(account.dormantActivate.path)).toEqual([
      { ticket: 'tk-1', deviceId: localStorage.getItem('deviceId') },
    ]);
    expect(useSession.getState().member?.name).toBe('sleepy1');
    await view.unmount();
  });

  it('an expired ticket (10606) or none at all leads back to login', async () => {
    stubAccountApi({ [account.dormantCheck.path]: { code: 10606, msg: '操作已过期，请重新开始' } });
    const expired = await open('?ticket=old');
    await byTestId(expired, 'activate-expired');
    await click(await byTestId(expired, 'activate-to-login'));
    expect(expired.router.state.location.pathname).toBe('/login');
    await expired.unmount();

    const none = await open('');
    await byTestId(none, 'activate-expired');
    await none.unmount();
  });
});
