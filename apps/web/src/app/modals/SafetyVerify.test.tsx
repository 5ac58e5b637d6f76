import { imageCaptchaPath, routes } from '@courtside/contract';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { click, renderRoutes, stubApi, typeInto, waitFor } from '../../test/render';
import { SafetyVerifyHost } from './SafetyVerifyHost';
import { requestSafetyVerify, SAFETY_DIALOG_DELAY_MS, useSafetyVerify } from './safetyVerifyStore';

const account = routes.account;
const offered = (image: 0 | 1, slider: 0 | 1, antiFraud: 0 | 1) => ({ image, slider, antiFraud });
const query = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T & HTMLElement>(selector);
const found = <T extends Element = HTMLElement>(selector: string) =>
  waitFor(() => {
    const element = query<T>(selector);
    if (!element) throw new Error(`no ${selector} yet`);
    return element;
  });

async function pointer(target: Element, kind: 'pointerdown' | 'pointermove' | 'pointerup', clientX: number) {
  await act(async () => {
    target.dispatchEvent(new PointerEvent(kind, { bubbles: true, clientX, pointerId: 1, isPrimary: true }));
  });
}

/**
 * Asks for a dialog the way the transport does, past the spec's delay. Not async: returning the
 * answer from an async function would wait for it.
 */
function ask(data = offered(1, 1, 0), msg = '请完成安全验证') {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  const answer = requestSafetyVerify({ path: '/x', body: {}, msg, data });
  vi.advanceTimersByTime(SAFETY_DIALOG_DELAY_MS - 1);
  expect(useSafetyVerify.getState().queue).toHaveLength(0);
  // Synchronous act: React's async act waits on timers, which are fake here.
  act(() => {
    vi.advanceTimersByTime(1);
  });
  vi.useRealTimers();
  expect(useSafetyVerify.getState().queue).toHaveLength(1);
  return answer;
}

describe('safety-verification dialog', () => {
  beforeAll(async () => {
    // Load the lazy dialog chunk up front, so the host renders it without waiting.
    await import('./SafetyVerifyDialog');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useSafetyVerify.setState({ queue: [] });
  });

  it('appears after 500 ms and answers the image type with the typed digits', async () => {
    stubApi({});
    const view = await renderRoutes([{ path: '/', element: <SafetyVerifyHost /> }]);
    const answer = ask(offered(1, 1, 0), '服务器：请完成安全验证');

    expect((await found('[data-testid="safety-message"]')).textContent).toBe('服务器：请完成安全验证');
    expect(query('[data-testid="safety-tab-image"]')).not.toBeNull();
    expect(query('[data-testid="safety-tab-slider"]')).not.toBeNull();
    expect(query('[data-testid="safety-tab-antiFraud"]')).toBeNull();

    const image = await found<HTMLImageElement>('[data-testid="captcha-image"]');
    const captchaId = image.dataset.captchaId ?? '';
    expect(captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(image.getAttribute('src')).toBe(`${imageCaptchaPath}?captchaId=${captchaId}`);

    // A click on the picture draws a new one.
    await click(image.parentElement);
    const refreshedId = query<HTMLImageElement>('[data-testid="captcha-image"]')?.dataset.captchaId ?? '';
    expect(refreshedId).not.toBe(captchaId);

    // Fewer than 4 digits is refused in place.
    await typeInto(await found<HTMLInputElement>('[data-testid="captcha-input"]'), '12');
    await click(query('[data-testid="captcha-submit"]'));
    expect(query('[role="alert"]')?.textContent).toBe('请输入图中的4位数字');

    await typeInto(await found<HTMLInputElement>('[data-testid="captcha-input"]'), '4821');
    await click(query('[data-testid="captcha-submit"]'));
    await expect(answer).resolves.toEqual({ verifyType: 'image', verifyId: refreshedId, verifyCode: '4821' });
    await waitFor(() => expect(query('[data-testid="safety-dialog"]')).toBeNull());
    await view.unmount();
  });

  it('resolves null when closed, and a second challenge starts afresh', async () => {
    stubApi({});
    const view = await renderRoutes([{ path: '/', element: <SafetyVerifyHost /> }]);
    const first = ask(offered(1, 0, 0));
    await typeInto(await found<HTMLInputElement>('[data-testid="captcha-input"]'), '12');
    await click(document.querySelector('[data-testid="safety-dialog"] button[aria-label="关闭"]'));
    await expect(first).resolves.toBeNull();

    const second = ask(offered(1, 0, 0));
    expect((await found<HTMLInputElement>('[data-testid="captcha-input"]')).value).toBe('');
    await click(document.querySelector('[data-testid="safety-dialog"] button[aria-label="关闭"]'));
    await expect(second).resolves.toBeNull();
    await view.unmount();
  });

  it('shows anti-fraud as unavailable when offered, and hides it otherwise', async () => {
    stubApi({});
    const view = await renderRoutes([{ path: '/', element: <SafetyVerifyHost /> }]);
    const answer = ask(offered(0, 0, 1));
    expect((await found('[data-testid="safety-antifraud"]')).textContent).toBe(
      '本站暂未开放反欺诈验证，请选择其他验证方式。',
    );
    await click(document.querySelector('[data-testid="safety-dialog"] button[aria-label="关闭"]'));
    await expect(answer).resolves.toBeNull();
    await view.unmount();
  });

  it('answers the slider type with the ticket for the dragged offset', async () => {
    const puzzle = (captchaId: string) => ({
      captchaId,
      width: 300,
      height: 160,
      pieceSize: 50,
      pieceY: 40,
      background: 'data:image/svg+xml,bg',
      piece: 'data:image/svg+xml,piece',
    });
    let registered = 0;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = JSON.parse(String(init?.body ?? '{}')) as { captchaId?: string; offset?: number };
      const reply = (code: number, data: unknown, msg = '') =>
        ({ status: 200, ok: true, json: async () => ({ code, data, msg }) }) as Response;
      if (path === account.sliderRegister.path) return reply(0, { captchaId: `s${++registered}` });
      if (path === account.sliderGet.path) return reply(0, puzzle(body.captchaId ?? ''));
      if (path === account.sliderCheck.path) {
        return body.offset === 120
          ? reply(0, { ticket: `ticket-${body.captchaId}` })
          : reply(10409, null, '验证码错误');
      }
      return reply(10404, null);
    });
    vi.stubGlobal('fetch', fetch);
    const view = await renderRoutes([{ path: '/', element: <SafetyVerifyHost /> }]);
    const answer = ask(offered(0, 1, 0));

    const root = await found('[data-testid="slider"]');
    expect(root.dataset.captchaId).toBe('s1');
    // A wrong drag is refused and brings a new puzzle, back at the start.
    let handle = await found('[data-testid="slider-handle"]');
    await pointer(handle, 'pointerdown', 10);
    await pointer(handle, 'pointermove', 60);
    await pointer(handle, 'pointerup', 70);
    await waitFor(() => expect(query('[data-testid="slider"]')?.dataset.captchaId).toBe('s2'));
    expect(query('[data-testid="slider-piece"]')?.style.left).toBe('0%');

    handle = await found('[data-testid="slider-handle"]');
    await pointer(handle, 'pointerdown', 10);
    await pointer(handle, 'pointermove', 100);
    expect(query('[data-testid="slider-piece"]')?.style.left).toBe('30%');
    await pointer(handle, 'pointerup', 130);
    await expect(answer).resolves.toEqual({ verifyType: 'slider', verifyId: 's2', verifyCode: 'ticket-s2' });
    const checks = fetch.mock.calls.filter(([input]) => String(input).endsWith(account.sliderCheck.path));
    expect(checks.map(([, init]) => JSON.parse(String(init?.body)).offset)).toEqual([60, 120]);
    await view.unmount();
  });
});
