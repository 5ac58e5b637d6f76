import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';

const NAME = 'e2efan01';
const PASSWORD = 'Goal2026ok';

describe('accounts in the browser', () => {
  const ctx = useSiteAndBrowser();

  /** Reads the captcha the dialog shows through the e2e-only hook, as a person reads the picture. */
  const solveImageCaptcha = async (page: Page) => {
    const dialog = page.getByTestId('safety-dialog');
    await dialog.waitFor();
    const image = page.getByTestId('captcha-image');
    await image.waitFor();
    const captchaId = await image.getAttribute('data-captcha-id');
    // The picture is drawn (and its answer stored) when the browser loads it.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const res = await fetch(`${ctx.site.url}/api/test/v1/captchaAnswer?captchaId=${captchaId}`);
    const { answer } = (await res.json()) as { answer: string | null };
    expect(answer).toMatch(/^\d{4}$/);
    await page.getByTestId('captcha-input').fill(answer!);
    await page.getByTestId('captcha-submit').click();
    await dialog.waitFor({ state: 'hidden' });
  };

  const fillLogin = async (page: Page, password: string) => {
    await page.getByTestId('login-name').fill(NAME);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
  };

  it('registers, logs out, meets the captcha after failed logins, logs in and manages the profile', async () => {
    const page = await ctx.browser.newPage({ viewport: H5 });
    await page.goto(`${ctx.site.url}/register?i_code=&r_code=R2026`);
    await page.getByTestId('register-form').waitFor();
    await page.getByTestId('register-name').fill(NAME);
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-confirm').fill(PASSWORD);
    await page.getByTestId('register-adult').check();
    await expect.poll(() => page.getByTestId('register-form').innerText()).toContain('可用');
    await screenshot(page, 'account-register-h5');
    await page.getByTestId('register-submit').click();

    // The demo site asks every registration for the safety check.
    await page.getByTestId('safety-dialog').waitFor();
    await screenshot(page, 'account-safety-image-h5');
    await solveImageCaptcha(page);
    await page.waitForURL(/\/app\/home$/);
    // A phone's header shows a member's balance (a new member has none yet) and the deposit button;
    // the name and logout live under 我的.
    await expect.poll(() => page.getByTestId('topbar-balance-amount').innerText()).toBe('0.00');
    await page.getByTestId('topbar-deposit').waitFor();
    // Home greets a first visit with the announcement; it is read and closed before anything else.
    await page.getByTestId('announcement-ok').click();
    await screenshot(page, 'account-home-logged-in-h5');

    await page.getByTestId('tab-member').click();
    await expect.poll(() => page.getByTestId('member-card').innerText()).toContain(NAME);
    await page.getByTestId('member-logout').click();
    await page.getByTestId('topbar-login').waitFor();

    await page.goto(`${ctx.site.url}/login?fromPage=%2Fapp%2Fmember`);
    await page.getByTestId('login-form').waitFor();
    for (let i = 0; i < 3; i += 1) {
      const answered = page.waitForResponse((r) => r.url().includes('/account/lg/ve4/'));
      await fillLogin(page, 'Wrong2026x');
      expect(((await (await answered).json()) as { code: number }).code).toBe(10603);
    }
    await expect.poll(() => page.getByText('用户名或密码错误').count()).toBeGreaterThan(0);
    await screenshot(page, 'account-login-h5');
    await fillLogin(page, PASSWORD);
    await page.getByTestId('safety-dialog').waitFor();
    await page.getByTestId('safety-tab-slider').click();
    await page.getByTestId('slider-track').waitFor();
    await screenshot(page, 'account-safety-slider-h5');
    await page.getByTestId('safety-tab-image').click();
    await solveImageCaptcha(page);
    await page.waitForURL(/\/app\/member$/);

    await page.getByTestId('member-card').waitFor();
    await expect.poll(() => page.getByTestId('member-card').innerText()).toContain(NAME);
    await screenshot(page, 'account-member-centre-h5');

    await page.goto(`${ctx.site.url}/app/member/profile`);
    await page.getByTestId('nickname-input').fill('球迷小王');
    await page.getByTestId('nickname-save').click();
    await expect.poll(() => page.getByText('昵称已修改').count()).toBeGreaterThan(0);
    await screenshot(page, 'account-profile-h5');

    await page.goto(`${ctx.site.url}/app/member/security`);
    await page.getByTestId('withdraw-set-form').waitFor();
    await page.getByTestId('withdraw-password-input').fill('246810');
    await page.getByTestId('withdraw-password-confirm').fill('246810');
    await page.getByTestId('withdraw-password-submit').click();
    await page.getByTestId('withdraw-update-form').waitFor();
    // This device is named by what the server read from Chromium's User-Agent, not by its id.
    expect(await page.getByTestId('device-item').first().innerText()).toMatch(/Chrome · Linux\s*本机/);
    await screenshot(page, 'account-security-h5');

    // What the member saw is what the server kept.
    const token = await page.evaluate(() => sessionStorage.getItem('tb-token'));
    const info = await fetch(`${ctx.site.url}/api/site/group/member/info/v1/getMemberInfoForWeb`, {
      method: 'POST',
      headers: { token: token ?? '', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await info.json()) as { data: unknown }).data).toMatchObject({
      name: NAME,
      nickname: '球迷小王',
      withdrawPasswordSet: true,
    });
    await page.close();
  });

  // The first test's failed logins came from this same address, so for the next half hour the
  // site asks this IP for the safety check on recovery and login too.
  it('recovers the demo member’s password with the code the demo shows', async () => {
    const page = await ctx.browser.newPage({ viewport: PC });
    await page.goto(`${ctx.site.url}/forgot-password`);
    await page.getByTestId('forgot-name').fill('demo888');
    await page.getByTestId('forgot-next').click();
    await solveImageCaptcha(page);
    await page.getByTestId('demo-code').waitFor();
    const code = (await page.getByTestId('demo-code').innerText()).match(/\d{6}/)?.[0];
    expect(code).toBeDefined();
    await screenshot(page, 'account-forgot-code-pc');
    await page.getByTestId('forgot-code-input').fill(code!);
    await page.getByTestId('forgot-verify').click();
    await page.getByTestId('forgot-new-password').fill('Recover2026');
    await page.getByTestId('forgot-confirm-password').fill('Recover2026');
    await page.getByTestId('forgot-save').click();
    await page.getByTestId('forgot-to-login').click();
    await page.waitForURL(/\/login/);
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Recover2026');
    // No wrong tries on this name, and this address is far below its own (much higher) count: no captcha.
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/app\/home$/);
    await page.getByTestId('header-member').waitFor();
    await screenshot(page, 'account-home-logged-in-pc');

    await page.goto(`${ctx.site.url}/app/member`);
    await expect.poll(() => page.getByTestId('member-card').innerText()).toContain('demo888');
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
    await screenshot(page, 'account-member-centre-pc');

    // The rest of the member centre, as the demo member sees it.
    for (const [path, testId, name] of [
      ['avatar', 'avatar-grid', 'avatar'],
      ['verify', 'bind-steps', 'verify'],
      ['address', 'address-empty', 'address'],
      ['modify', 'modify-records', 'modify'],
      ['security', 'device-list', 'security'],
    ] as const) {
      await page.goto(`${ctx.site.url}/app/member/${path}`);
      await page.getByTestId(testId).waitFor();
      if (name === 'avatar') await expect.poll(() => page.getByTestId('avatar-option').count()).toBe(8);
      await screenshot(page, `account-member-${name}-pc`);
    }
    await expect.poll(() => page.getByTestId('device-list').innerText()).toContain('Chrome');
    await page.close();
  });

  it('sends a dormant member to activation', async () => {
    const page = await ctx.browser.newPage({ viewport: PC });
    await page.goto(`${ctx.site.url}/login`);
    await page.getByTestId('login-name').fill('sleepy888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/activate\?ticket=/);
    await page.getByTestId('activate-submit').waitFor();
    await screenshot(page, 'account-activate-pc');
    await page.getByTestId('activate-submit').click();
    await page.waitForURL(/\/app\/home$/);
    await page.getByTestId('header-member').waitFor();
    await page.close();
  });
});
