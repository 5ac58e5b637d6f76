import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, H5, PC, screenshot, useSiteAndBrowser } from '../harness';

const MEMBER = { name: 'demo888', password: 'Courtside1' };
/** A 64 × 48 red PNG, as a phone's screenshot of a problem would be (smaller). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZElEQVR4nO3PUQkAIBTAwJfEJPbHWIbw4xAGC3Cbs/bXDRc0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rw2AVe1ZjEV51EkwAAAABJRU5ErkJggg==',
  'base64',
);

// A member writes feedback with a picture from the member centre; support answers it in the back
// office; the member finds the answer on the page and in the message centre.
describe('feedback in the browser', () => {
  const ctx = useSiteAndBrowser();

  const logIn = async (page: Page, fromPage: string) => {
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent(fromPage)}`);
    await page.getByTestId('login-name').fill(MEMBER.name);
    await page.getByTestId('login-password').fill(MEMBER.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === fromPage);
  };

  const supportDesk = async (browser: Browser) => {
    const username = 'fbdesk1';
    const password = 'fbdesk1-Password-1';
    const res = await fetch(`${ctx.site.url}/api/admin/adminUser/v1/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      body: JSON.stringify({ username, password, roles: ['support'] }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    const page = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
    ).newPage();
    await page.goto(`${ctx.site.url}/admin/`);
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('heading', { name: /今日概览/, level: 1 }).waitFor();
    return page;
  };

  it('H5: writes feedback with an image; support answers it; the answer shows on the page and as a message', async () => {
    const member = await (await ctx.browser.newContext({ viewport: H5, locale: 'zh-CN' })).newPage();
    await logIn(member, '/app/member');
    await member.getByTestId('member-feedback').click();
    await member.getByTestId('feedback-page').waitFor();
    await member.getByTestId('feedback-empty').waitFor();
    // Nothing to send until a type and enough words are there.
    expect(await member.getByTestId('feedback-submit').isDisabled()).toBe(true);
    await member.getByTestId('feedback-category-deposit').click();
    await member.getByTestId('feedback-content').fill('充值 200 元已扣款但没有到账，订单号见截图');
    await member
      .getByTestId('feedback-image-input')
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG });
    await member.locator('[data-testid="feedback-picked"][data-uploaded="true"]').waitFor();
    await screenshot(member, 'feedback-form-h5', { viewport: true });
    await member.getByTestId('feedback-submit').click();
    const item = member.getByTestId('feedback-item').first();
    await item.waitFor();
    expect(await item.getAttribute('data-status')).toBe('open');
    await item.getByTestId('feedback-image').waitFor();
    expect(await member.getByTestId('feedback-content').inputValue()).toBe('');

    const desk = await supportDesk(ctx.browser);
    await desk.getByTestId('menu-feedback').click();
    const row = desk.getByRole('row').filter({ hasText: '充值 200 元已扣款但没有到账' });
    await row.waitFor();
    await row.getByTestId('feedback-reply').click();
    await desk.getByAltText('反馈图片').waitFor();
    await desk.getByTestId('action-field-reply').fill('您好，款项已为您补单入账，请查看中心钱包。');
    await screenshot(desk, 'feedback-desk-reply');
    await desk.getByTestId('action-confirm').click();
    // Answered, it leaves the desk's 待回复 list.
    await expect
      .poll(() => desk.getByRole('row').filter({ hasText: '充值 200 元已扣款但没有到账' }).count(), { timeout: 10_000 })
      .toBe(0);

    await member.reload();
    const answered = member.getByTestId('feedback-item').first();
    await expect.poll(() => answered.getAttribute('data-status')).toBe('replied');
    expect(await answered.getByTestId('feedback-reply').innerText()).toContain('款项已为您补单入账');
    await screenshot(member, 'feedback-replied-h5');
    await member.goto(`${ctx.site.url}/app/messages?tab=private`);
    await expect
      .poll(() => member.getByTestId('messages-list').innerText(), { timeout: 10_000 })
      .toContain('您的意见反馈已回复');
    await member.context().close();
    await desk.context().close();
  }, 120_000);

  it('PC: the same page beside the shell, with the history', async () => {
    const page = await (await ctx.browser.newContext({ viewport: PC, locale: 'zh-CN' })).newPage();
    await logIn(page, '/app/member');
    await page.goto(`${ctx.site.url}/app/feedback`);
    await page.getByTestId('feedback-form').waitFor();
    await page.getByTestId('feedback-category-suggestion').click();
    await page.getByTestId('feedback-content').fill('希望增加电竞比赛的滚球盘口');
    await page.getByTestId('feedback-submit').click();
    await expect
      .poll(() => page.getByTestId('feedback-item').first().innerText(), { timeout: 10_000 })
      .toContain('希望增加电竞比赛的滚球盘口');
    await screenshot(page, 'feedback-pc');
    await page.context().close();
  });
});
