import { describe, expect, it } from 'vitest';
import { screenshot, useSiteAndBrowser } from '../harness';

const MEMBER = { name: 'demo888', password: 'Courtside1' };
const ADMIN = { username: 'admin', password: 'Courtside-admin-1' };

describe('优惠成本 and 积分', () => {
  const ctx = useSiteAndBrowser({ ADMIN_USER: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });

  it('PC console: 优惠成本 reads a range by promotion and by day, and says why a reversed range is refused', async () => {
    const desk = await (
      await ctx.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
    ).newPage();
    await desk.goto(`${ctx.site.url}/admin/`);
    await desk.getByLabel('用户名').fill(ADMIN.username);
    await desk.getByLabel('密码').fill(ADMIN.password);
    await desk.getByRole('button', { name: '登录' }).click();
    await desk.getByRole('heading', { name: /今日概览/, level: 1 }).waitFor();
    await desk.getByTestId('menu-promoCost').click();
    await desk.getByRole('heading', { name: '优惠成本', level: 1 }).waitFor();
    await desk.getByTestId('cost-totals').waitFor();
    // The last seven business days, each a row, zeros included.
    expect(await desk.locator('[data-testid^="cost-day-"]').count()).toBe(7);
    await screenshot(desk, 'promo-cost-pc', { viewport: true });

    await desk.getByLabel('开始日期').fill('2026-03-02');
    await desk.getByLabel('结束日期').fill('2026-03-01');
    await desk.getByText('开始日期不能晚于结束日期').waitFor();
    await screenshot(desk, 'promo-cost-bad-range-pc', { viewport: true });
  });

  it('H5: 我的积分 opens from 福利中心 with the balance and the history', async () => {
    const page = await (
      await ctx.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', isMobile: true })
    ).newPage();
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent('/app/welfare')}`);
    await page.getByTestId('login-name').fill(MEMBER.name);
    await page.getByTestId('login-password').fill(MEMBER.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/app/welfare');
    await page.getByTestId('welfare-score').click();
    await page.getByTestId('score-page').waitFor();
    await page.getByTestId('score-balance').waitFor();
    await page.getByTestId('score-records').or(page.getByTestId('score-empty')).waitFor();
    await screenshot(page, 'score-h5');
  });
});
