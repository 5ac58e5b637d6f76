import { routes as contractRoutes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transport } from '../../api/client';
import { useSession } from '../../shared/sessionStore';
import { click, renderRoutes, typeInto, waitFor } from '../../test/render';
import { RegisterPage } from './RegisterPage';
import { loginResultFixture, stubAccountApi } from './testing';

const account = contractRoutes.account;
const configGets = contractRoutes.site.configGets.path;

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/app/home', element: <p data-testid="home">home</p> },
];

const config = (value: string, jurisdiction = 'none') => ({
  data: { params: { fast_register_verify: value, jurisdiction }, missing: [] },
});

async function open() {
  const view = await renderRoutes(routes, { initialEntries: ['/register'] });
  await waitFor(() => {
    if (!view.container.querySelector('[data-testid="register-form"]')) throw new Error('no form yet');
  });
  const q = (testId: string) => view.container.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`);
  const errors = () => [...view.container.querySelectorAll('[role="alert"]')].map((node) => node.textContent);
  return { view, q, errors };
}

describe('RegisterPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    transport.cache.clear();
    useSession.getState().signOut();
    localStorage.clear();
  });

  it('links 相关规则 to the terms, in a new tab so the form keeps what was typed', async () => {
    stubAccountApi({ [configGets]: config('0') });
    const { view, q } = await open();
    const rules = view.container.querySelector('[data-testid="register-rules"]');
    expect(rules?.textContent).toBe('相关规则');
    expect(rules?.getAttribute('href')).toBe('/app/terms');
    expect(rules?.getAttribute('target')).toBe('_blank');
    expect(q('register-adult')?.closest('label')?.textContent).toBe('我已年满18周岁，且同意遵守本站相关规则');
    await view.unmount();
  });

  it('refuses a bad name, a bad password and a missing 18+ box without calling register', async () => {
    const api = stubAccountApi({ [configGets]: config('0') });
    const { view, q, errors } = await open();
    await typeInto(q('register-name'), 'ab');
    await typeInto(q('register-password'), 'abcdefgh');
    await typeInto(q('register-confirm'), 'abcdefgh');
    await click(q('register-submit'));
    await waitFor(() =>
      expect(errors()).toEqual([
        '用户名须为4-16位字母、数字或汉字',
        '请输入8-12位字母和数字的组合',
        '请确认您已年满18周岁',
      ]),
    );

    // Same as the name (any case), and a confirmation that differs.
    await typeInto(q('register-name'), 'Player01');
    await typeInto(q('register-password'), 'player01');
    await typeInto(q('register-confirm'), 'player02');
    await click(q('register-adult'));
    await click(q('register-submit'));
    await waitFor(() => expect(errors()).toEqual(['密码和用户名不能相同', '两次输入的密码不一致']));

    expect(api.bodies(account.register.path)).toEqual([]);
    await view.unmount();
  });

  it('on a uk site asks for the date of birth, refuses a minor before sending, and sends it', async () => {
    const api = stubAccountApi({
      [configGets]: config('0', 'uk'),
      [account.register.path]: { data: loginResultFixture('player01') },
    });
    const { view, q, errors } = await open();
    expect(q('register-birth-date')?.type).toBe('date');
    await typeInto(q('register-name'), 'player01');
    await typeInto(q('register-password'), 'abc12345');
    await typeInto(q('register-confirm'), 'abc12345');
    await click(q('register-adult'));
    await click(q('register-submit'));
    await waitFor(() => expect(errors()).toEqual(['请填写出生日期']));
    const [y = 0, m = 0, d = 0] = new Date(Date.now() + 8 * 3_600_000)
      .toISOString()
      .slice(0, 10)
      .split('-')
      .map(Number);
    const minor = new Date(Date.UTC(y - 18, m - 1, d + 1)).toISOString().slice(0, 10);
    await typeInto(q('register-birth-date'), minor);
    await click(q('register-submit'));
    await waitFor(() => expect(errors()).toEqual(['未满 18 周岁不得注册']));
    expect(api.bodies(account.register.path)).toEqual([]);

    await typeInto(q('register-birth-date'), '1990-05-01');
    await click(q('register-submit'));
    await waitFor(() => expect(api.bodies(account.register.path)).toHaveLength(1));
    expect(api.bodies(account.register.path)[0]).toMatchObject({ name: 'player01', birthDate: '1990-05-01' });
    await view.unmount();
  });

  it('asks no date of birth elsewhere', async () => {
    stubAccountApi({ [configGets]: config('0') });
    const { view, q } = await open();
    expect(q('register-birth-date')).toBeNull();
    await view.unmount();
  });

  it('checks the name 300 ms after typing and says whether it is free', async () => {
    const api = stubAccountApi({
      [configGets]: config('0'),
      [account.checkNameRegister.path]: (body) => ({ data: { available: body.name !== 'taken01' } }),
    });
    const { view, q } = await open();
    const hint = () => q('register-name')?.closest('div')?.parentElement?.querySelector('p')?.textContent;

    await typeInto(q('register-name'), 'tak');
    await typeInto(q('register-name'), 'taken01');
    expect(hint()).toBe('正在检查用户名…');
    await waitFor(() => expect(hint()).toBe('该用户名已被注册'));
    await typeInto(q('register-name'), 'fresh01');
    await waitFor(() => expect(hint()).toBe('该用户名可用'));
    // Only well-formed names are asked about, once each after the pause.
    expect(api.bodies(account.checkNameRegister.path)).toEqual([{ name: 'taken01' }, { name: 'fresh01' }]);
    await view.unmount();
  });

  it('with fast_register_verify 1 asks for a phone code, then registers with the stored invite codes', async () => {
    localStorage.setItem('i_code', 'INV42');
    localStorage.setItem('r_code', 'REC7');
    const api = stubAccountApi({
      [configGets]: config('1'),
      [account.checkNameRegister.path]: { data: { available: true } },
      [account.sendCode.path]: { data: { cooldownSeconds: 60, demoCode: '246810' } },
      [account.register.path]: { data: loginResultFixture('newbie01') },
    });
    const { view, q, errors } = await open();
    expect(q('register-invite')?.value).toBe('INV42');

    // The code cannot be sent to a malformed number.
    await typeInto(q('register-phone'), '12345');
    await click(q('send-code'));
    await waitFor(() => expect(errors()).toEqual(['请输入正确的手机号码']));
    expect(api.bodies(account.sendCode.path)).toEqual([]);

    await typeInto(q('register-phone'), '13800138000');
    await click(q('send-code'));
    await waitFor(() => expect(q('demo-code')?.textContent).toBe('演示环境验证码：246810'));
    expect(api.bodies(account.sendCode.path)).toEqual([{ channel: 1, target: '13800138000', purpose: 'register' }]);
    expect(q('send-code')?.textContent).toBe('60秒后重发');
    expect(q('send-code')?.disabled).toBe(true);

    await typeInto(q('register-name'), 'newbie01');
    await typeInto(q('register-password'), 'abc12345');
    await typeInto(q('register-confirm'), 'abc12345');
    await typeInto(q('register-code'), '246810');
    await click(q('register-adult'));
    await click(q('register-submit'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/home'));

    const [body] = api.bodies(account.register.path);
    expect(body).toEqual({
      name: 'newbie01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      adult: true,
      deviceId: localStorage.getItem('deviceId'),
      inviteCode: 'INV42',
      recommendCode: 'REC7',
      phone: '13800138000',
      code: '246810',
    });
    expect(useSession.getState().member).toEqual({ id: 7, name: 'newbie01' });
    await view.unmount();
  });
});
