import { routes } from '@courtside/contract';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, renderRoutes, waitFor } from '../../../test/render';
import { DemoCode, SendCodeButton } from '../components/SendCodeButton';
import { useSendCode } from './useSendCode';

/** Every send is answered with this envelope. */
function stubSendCode(envelope: { code: number; data: unknown; msg: string }) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL) => ({ status: 200, ok: true, json: async () => envelope }) as Response,
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function CodeField() {
  const code = useSendCode();
  const [failure, setFailure] = useState('');
  const handleSend = () =>
    code.send({ channel: 1, target: '13800138000', purpose: 'register' }).catch((error: Error) => {
      setFailure(error.message);
    });
  return (
    <>
      <SendCodeButton seconds={code.seconds} pending={code.pending} sent={code.sent} onClick={handleSend} />
      <DemoCode code={code.demoCode} />
      <p data-testid="failure">{failure}</p>
    </>
  );
}

async function open() {
  const view = await renderRoutes([{ path: '/', element: <CodeField /> }]);
  const q = (testId: string) => view.container.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);
  return { view, q };
}

describe('useSendCode', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts down the cooldown the server names, then offers a resend', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = stubSendCode({ code: 0, data: { cooldownSeconds: 45, demoCode: '246810' }, msg: '' });
    const { view, q } = await open();
    expect(q('send-code')?.textContent).toBe('获取验证码');

    await click(q('send-code'));
    await waitFor(() => expect(q('send-code')?.textContent).toBe('45秒后重发'));
    expect(q('send-code')?.disabled).toBe(true);
    expect(q('demo-code')?.textContent).toBe('演示环境验证码：246810');
    expect(new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost').pathname).toBe(routes.account.sendCode.path);

    vi.setSystemTime(Date.now() + 30_000);
    await waitFor(() => expect(q('send-code')?.textContent).toBe('15秒后重发'));
    vi.setSystemTime(Date.now() + 15_000);
    await waitFor(() => expect(q('send-code')?.textContent).toBe('重新发送'));
    expect(q('send-code')?.disabled).toBe(false);
    await view.unmount();
  });

  it('counts down the retryAfter of a cooldown refusal (10604) without reporting a failure', async () => {
    stubSendCode({ code: 10604, data: { retryAfter: 37 }, msg: '验证码发送过于频繁，请稍后再试' });
    const { view, q } = await open();
    await click(q('send-code'));
    await waitFor(() => expect(q('send-code')?.textContent).toBe('37秒后重发'));
    expect(q('send-code')?.disabled).toBe(true);
    expect(q('demo-code')).toBeNull();
    expect(q('failure')?.textContent).toBe('');
    await view.unmount();
  });

  it('passes any other refusal to the form and leaves the button ready', async () => {
    stubSendCode({ code: 10605, data: null, msg: '今日验证码发送次数已达上限，请明天再试' });
    const { view, q } = await open();
    await click(q('send-code'));
    await waitFor(() => expect(q('failure')?.textContent).toBe('今日验证码发送次数已达上限，请明天再试'));
    expect(q('send-code')?.textContent).toBe('获取验证码');
    expect(q('send-code')?.disabled).toBe(false);
    await view.unmount();
  });
});
