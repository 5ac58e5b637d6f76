import { accountRoutes, pathWith } from '@courtside/contract';
import { loginPathHash } from '@courtside/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/sessionStore';
import { click, renderRoutes, typeInto, waitFor } from '../../test/render';
import { LoginPage } from './LoginPage';
import { loginResultFixture, stubAccountApi } from './testing';
import { readWithdrawOnly } from './withdrawOnly';

const ve4 = (name: string) => pathWith(accountRoutes.loginVe4, { hash: loginPathHash(name) }).path;

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/app/vip', element: <p data-testid="vip">vip</p> },
  { path: '/app/home', element: <p data-testid="home">home</p> },
  { path: '/activate', element: <p data-testid="activate">activate</p> },
];

async function fillAndSubmit(view: Awaited<ReturnType<typeof renderRoutes>>, name: string, password: string) {
  const q = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
  await typeInto(q('login-name'), name);
  await typeInto(q('login-password'), password);
  await click(q('login-submit'));
}

describe('LoginPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().signOut();
    localStorage.clear();
  });

  it('logs in through the hashed path and returns to fromPage', async () => {
    const api = stubAccountApi({ [ve4('Demo01')]: { data: loginResultFixture('Demo01') } });
    const view = await renderRoutes(routes, { initialEntries: ['/login?fromPage=%2Fapp%2Fvip'] });
    expect(view.container.querySelector('[data-testid="login-from"]')?.textContent).toContain('/app/vip');

    await fillAndSubmit(view, 'Demo01', 'abc12345');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/vip'));
    const [body] = api.bodies(ve4('Demo01'));
    expect(body).toEqual({ name: 'Demo01', password: 'abc12345', deviceId: localStorage.getItem('deviceId') });
    expect(body?.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(useSession.getState()).toMatchObject({ loggedIn: true, member: { id: 7, name: 'Demo01' } });
    expect(sessionStorage.getItem('tb-token')).toBe('token-Demo01');
    await view.unmount();
  });

  it('goes home when fromPage is missing or points elsewhere', async () => {
    stubAccountApi({ [ve4('demo01')]: { data: loginResultFixture() } });
    const view = await renderRoutes(routes, { initialEntries: ['/login?fromPage=https%3A%2F%2Fevil.example'] });
    expect(view.container.querySelector('[data-testid="login-from"]')).toBeNull();
    await fillAndSubmit(view, 'demo01', 'abc12345');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/home'));
    await view.unmount();
  });

  it('sends a dormant account to activation with its ticket', async () => {
    stubAccountApi({
      [ve4('sleepy1')]: { code: 10601, data: { ticket: 'tk-1' }, msg: '您的账号处于休眠状态，请先激活' },
    });
    const view = await renderRoutes(routes, { initialEntries: ['/login'] });
    await fillAndSubmit(view, 'sleepy1', 'abc12345');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/activate'));
    expect(view.router.state.location.search).toBe('?ticket=tk-1');
    expect(useSession.getState().loggedIn).toBe(false);
    await view.unmount();
  });

  it('a login refused for self-exclusion shows the reason and end date, and 仅提款 keeps the withdraw-only session', async () => {
    const msg = '您已自我排除，至 2027-05-29 12:27 结束；期间仅可查看余额和提款';
    const refusal = {
      kind: 'selfExclusion',
      endsAt: '2027-05-29T04:27:00.000Z',
      withdrawToken: 'withdraw-only-1',
      member: loginResultFixture('excl01').member,
    };
    stubAccountApi({ [ve4('excl01')]: { code: 10812, data: refusal, msg } });
    const view = await renderRoutes(routes, { initialEntries: ['/login'] });
    const q = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
    await fillAndSubmit(view, 'excl01', 'abc12345');
    await waitFor(() => expect(q('login-withdraw-only')).not.toBeNull());
    expect(q('login-rg-reason')?.textContent).toBe(msg);
    expect(useSession.getState().loggedIn).toBe(false);
    await click(q('login-withdraw-only'));
    await waitFor(() => expect(view.router.state.location.search).toBe('?withdrawOnly=1'));
    expect(useSession.getState()).toMatchObject({ loggedIn: true, member: { name: 'excl01' } });
    expect(sessionStorage.getItem('tb-token')).toBe('withdraw-only-1');
    expect(readWithdrawOnly()).toEqual({ kind: 'selfExclusion', endsAt: refusal.endsAt });
    // A full login later in this tab is not taken for the withdraw-only one.
    useSession.getState().signIn(loginResultFixture('excl01'));
    expect(readWithdrawOnly()).toBeNull();
    await view.unmount();
  });

  it('refuses empty fields in Chinese without calling the API', async () => {
    const api = stubAccountApi({});
    const view = await renderRoutes(routes, { initialEntries: ['/login'] });
    await click(view.container.querySelector('[data-testid="login-submit"]'));
    const messages = await waitFor(() => {
      const found = [...view.container.querySelectorAll('[role="alert"]')].map((node) => node.textContent);
      if (found.length < 2) throw new Error('no errors yet');
      return found;
    });
    expect(messages).toEqual(['请输入用户名', '请输入密码']);
    expect(api.fetch).not.toHaveBeenCalled();
    await view.unmount();
  });

  it('shows and hides the password', async () => {
    stubAccountApi({});
    const view = await renderRoutes(routes, { initialEntries: ['/login'] });
    const password = view.container.querySelector<HTMLInputElement>('[data-testid="login-password"]');
    expect(password?.type).toBe('password');
    await click(view.container.querySelector('[data-testid="password-toggle"]'));
    expect(password?.type).toBe('text');
    await view.unmount();
  });
});
