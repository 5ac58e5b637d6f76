import { routes as contractRoutes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, renderRoutes, typeInto, waitFor } from '../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { stubAccountApi } from './testing';

const account = contractRoutes.account;

async function open() {
  const view = await renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <p data-testid="login">login</p> },
    ],
    { initialEntries: ['/forgot-password'] },
  );
  const q = (testId: string) => view.container.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`);
  const found = (testId: string) =>
    waitFor(() => {
      const element = q(testId);
      if (!element) throw new Error(`no ${testId} yet`);
      return element;
    });
  const current = () => view.container.querySelector('[aria-current="step"]')?.textContent;
  return { view, q, found, current };
}

describe('ForgotPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('walks account, code and new password, then offers the login', async () => {
    let sent = 0;
    const api = stubAccountApi({
      [account.recoverStep1.path]: () => ({
        data: { recoveryId: `r${++sent}`, maskedTarget: '138****8000', cooldownSeconds: 0, demoCode: '135790' },
      }),
      [account.recoverStep2.path]: (body) =>
        body.code === '135790' ? { data: { ticket: 'tk' } } : { code: 10409, msg: '验证码错误' },
      [account.recoverStep3.path]: { data: null },
    });
    const { view, q, found, current } = await open();
    expect(current()).toBe('1第 1 步验证账号');

    // Step 1: the username is required; phone is the default channel.
    await click(q('forgot-next'));
    await waitFor(() => expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('请输入用户名'));
    await typeInto(q('forgot-name'), 'demo01');
    await click(q('forgot-channel-2'));
    await click(q('forgot-channel-1'));
    await click(q('forgot-next'));
    expect((await found('forgot-sent-to')).textContent).toBe('验证码已发送至 138****8000');
    expect(q('demo-code')?.textContent).toBe('演示环境验证码：135790');
    expect(current()).toBe('2第 2 步输入验证码');

    // Step 2: a short code is refused in place; resend asks step 1 again for a new recovery.
    await typeInto(q('forgot-code-input'), '123');
    await click(q('forgot-verify'));
    await waitFor(() =>
      expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('请输入6位数字验证码'),
    );
    await waitFor(() => expect(q('send-code')?.disabled).toBe(false));
    await click(q('send-code'));
    await waitFor(() => expect(api.bodies(account.recoverStep1.path)).toHaveLength(2));
    await typeInto(q('forgot-code-input'), '135790');
    await click(q('forgot-verify'));

    // Step 3: the new password follows the password rules.
    await found('forgot-new-password');
    expect(current()).toBe('3第 3 步设置新密码');
    await typeInto(q('forgot-new-password'), 'short');
    await typeInto(q('forgot-confirm-password'), 'short');
    await click(q('forgot-save'));
    await waitFor(() =>
      expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('请输入8-12位字母和数字的组合'),
    );
    await typeInto(q('forgot-new-password'), 'newpass123');
    await typeInto(q('forgot-confirm-password'), 'newpass123');
    await click(q('forgot-save'));
    await found('forgot-done');

    expect(api.bodies(account.recoverStep1.path)).toEqual([
      { name: 'demo01', channel: 1 },
      { name: 'demo01', channel: 1 },
    ]);
    expect(api.bodies(account.recoverStep2.path)).toEqual([{ recoveryId: 'r2', code: '135790' }]);
    expect(api.bodies(account.recoverStep3.path)).toEqual([
      { ticket: 'tk', password: 'newpass123', confirmPassword: 'newpass123' },
    ]);
    await click(q('forgot-to-login'));
    expect(view.router.state.location.pathname).toBe('/login');
    await view.unmount();
  });

  it('starts over when the ticket has expired', async () => {
    stubAccountApi({
      [account.recoverStep1.path]: {
        data: { recoveryId: 'r1', maskedTarget: 'd***@example.com', cooldownSeconds: 60 },
      },
      [account.recoverStep2.path]: { code: 10606, msg: '操作已过期，请重新开始' },
    });
    const { q, found, current } = await open();
    await typeInto(q('forgot-name'), 'demo01');
    await click(q('forgot-channel-2'));
    await click(q('forgot-next'));
    expect((await found('forgot-sent-to')).textContent).toBe('验证码已发送至 d***@example.com');
    expect(q('demo-code')).toBeNull();
    expect(q('send-code')?.textContent).toBe('60秒后重发');
    await typeInto(q('forgot-code-input'), '000000');
    await click(q('forgot-verify'));
    await found('forgot-account');
    expect(current()).toBe('1第 1 步验证账号');
  });
});
