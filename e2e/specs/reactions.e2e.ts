import { accountRoutes, siteRoutes } from '@courtside/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';
import { memberSteps, PATIENCE } from '../member';

/** Where the bundled address table places these (checked against it): Australia, Japan, China. */
const AU = '1.1.1.1';
const JP = '133.242.0.1';
const CN = '114.114.114.114';

/**
 * The server's own reactions of spec section 8 as a visitor meets them. The server believes
 * `X-Forwarded-For` from the loopback proxy, so each browser claims its own country: the demo site
 * is not shown in Australia (10502, 访问受限) and opens after a notice in Japan (10501, /access-alert) that the member may read past.
 * A member who asks for many SMS codes from one address meets the robot check (10433): a slider on
 * /robot-check, after which the same send goes through.
 */
describe('server reactions in the browser', () => {
  const ctx = useSiteAndBrowser({ TRUST_PROXY: 'loopback' });
  const { register } = memberSteps(ctx);

  const visit = async (ip: string, viewport: typeof PC) => {
    const context = await ctx.browser.newContext({ viewport, extraHTTPHeaders: { 'x-forwarded-for': ip } });
    return { context, page: await context.newPage() };
  };

  it('shows 访问受限 in a country the site is not shown in, and the access notice where one comes first', async () => {
    const australia = await visit(AU, H5);
    await australia.page.goto(`${ctx.site.url}/app/home`);
    await australia.page.waitForURL(/\/access-restriction$/, PATIENCE);
    const restricted = australia.page.getByTestId('access-restriction-page');
    await restricted.waitFor();
    expect(await restricted.innerText()).toContain('访问受限');
    await screenshot(australia.page, 'reactions-restricted-h5');
    await australia.context.close();

    const japan = await visit(JP, PC);
    await japan.page.goto(`${ctx.site.url}/app/home`);
    await japan.page.waitForURL(/\/access-alert$/, PATIENCE);
    const notice = japan.page.getByTestId('access-alert-page');
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain('本站内容仅供浏览');
    expect(text).toContain('JP');
    expect(text).toContain(JP);
    await screenshot(japan.page, 'reactions-caveat-pc');
    // The member reads it and goes on: the site opens, and stays open in this tab.
    await japan.page.getByTestId('access-go').click();
    await japan.page.waitForURL(/\/app\/home$/, PATIENCE);
    // Every site-info answer from here on must be 0. A call the page before the reload still had in
    // flight may lose its body to the reload (CI saw this twice, once after a start-time filter meant
    // to skip it), so an unreadable body is not an answer; at least one must be read.
    const codes: Promise<number | undefined>[] = [];
    japan.page.on('response', (r) => {
      if (!r.url().endsWith(siteRoutes.perInfoV1.path)) return;
      codes.push(
        r.json().then(
          (body: { code: number }) => body.code,
          () => undefined,
        ),
      );
    });
    await japan.page.reload();
    await japan.page.getByTestId('pc-header').waitFor(PATIENCE);
    expect(new URL(japan.page.url()).pathname).toBe('/app/home');
    await vi.waitFor(async () => {
      const read = (await Promise.all(codes)).filter((code) => code !== undefined);
      expect(read.length).toBeGreaterThan(0);
      expect(read.every((code) => code === 0)).toBe(true);
    }, PATIENCE);
    await screenshot(japan.page, 'reactions-caveat-went-on-pc');
    await japan.context.close();
  });

  /** Solves the robot check's slider from the keyboard, as a member without a mouse does. */
  const solveSlider = async (page: Page) => {
    const slider = page.getByTestId('slider');
    await slider.waitFor();
    const captchaId = await slider.getAttribute('data-captcha-id');
    const res = await fetch(`${ctx.site.url}/api/test/v1/captchaAnswer?captchaId=${captchaId}`);
    const { answer } = (await res.json()) as { answer: string };
    const handle = page.getByTestId('slider-handle');
    await handle.focus();
    for (let i = 0; i < Math.round(Number(answer) / 4); i++) await handle.press('ArrowRight');
    // A drag faster than a person's is refused; the keyboard's counts from its first press.
    await page.waitForTimeout(400);
    await handle.press('Enter');
  };

  it('asks a member for the robot check past five codes from one address, then sends the code', async () => {
    const { context, page } = await visit(CN, H5);
    await register(page, 'robotcheck1');
    const token = await page.evaluate(() => sessionStorage.getItem('tb-token') ?? '');
    // The day's first five codes from this address, asked for outside the page.
    for (let n = 0; n < 5; n++) {
      const sent = await fetch(`${ctx.site.url}${accountRoutes.sendCode.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token, 'x-forwarded-for': CN },
        body: JSON.stringify({ channel: 1, target: `1391111000${n}`, purpose: 'bind' }),
      });
      expect(((await sent.json()) as { code: number }).code).toBe(0);
    }

    const openBindForm = async () => {
      await page.goto(`${ctx.site.url}/app/member/profile`);
      await page.getByTestId('contact-phone-bind').click();
      await page.getByTestId('bind-phone-target').fill('13911110009');
    };
    await openBindForm();
    await page.getByTestId('bind-phone-send').click();
    await page.waitForURL(/\/robot-check$/, PATIENCE);
    await page.getByTestId('robot-check-page').waitFor();
    await page.getByTestId('slider-track').waitFor();
    await screenshot(page, 'reactions-robot-check-h5');

    await solveSlider(page);
    await page.waitForURL(/\/app\/member\/profile$/, PATIENCE);
    await openBindForm();
    const answered = page.waitForResponse((r) => r.url().endsWith(accountRoutes.sendCode.path));
    await page.getByTestId('bind-phone-send').click();
    expect(((await (await answered).json()) as { code: number }).code).toBe(0);
    await page.getByTestId('demo-code').waitFor();
    await screenshot(page, 'reactions-robot-passed-h5');

    // The site's own first call from here was never held up.
    const info = await fetch(`${ctx.site.url}${siteRoutes.perInfoV1.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': CN },
      body: '{}',
    });
    expect(((await info.json()) as { code: number }).code).toBe(0);
    await context.close();
  });
});
