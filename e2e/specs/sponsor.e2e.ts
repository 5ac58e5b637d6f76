import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, H5, PC, screenshot, useSiteAndBrowser } from '../harness';

// 赞助伙伴 (issue 31) and the operator-written footer pages (issue 32): a member opens the sponsors
// wall and a sponsor's page at H5 and PC; the manager tries a fourth tier below 3 in 赞助设置 and is
// refused on the form before anything is sent; the manager rewrites 关于我们 and the member reads it.
describe('sponsors and footer pages in the browser', () => {
  // The demo feed runs, so the linked club's detail page has coming matches to open.
  const ctx = useSiteAndBrowser({ FEED_SIMULATOR: '1' });

  const manager = async (browser: Browser): Promise<Page> => {
    const username = 'sponsorboss';
    const password = 'sponsorboss-Password-1';
    const res = await fetch(`${ctx.site.url}/api/admin/adminUser/v1/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      body: JSON.stringify({ username, password, roles: ['manager'] }),
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

  const tiersOnWall = async (page: Page) =>
    page.getByTestId('sponsor-card').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-tier'))));

  it('H5: from the activities to 赞助伙伴 and a sponsor with its team’s coming matches', async () => {
    const page = await (await ctx.browser.newContext({ viewport: H5, locale: 'zh-CN' })).newPage();
    await page.goto(`${ctx.site.url}/app/activity/carnivalactivity`);
    await page.getByTestId('activity-sponsors').click();
    await page.getByTestId('sponsor-list').waitFor();
    expect(await tiersOnWall(page)).toEqual([5, 4, 2, 2, 1]);
    await screenshot(page, 'sponsors-h5');

    await page.getByTestId('sponsor-card').first().click();
    await page.getByTestId('sponsor-story').waitFor();
    expect(await page.getByTestId('sponsor-name').innerText()).toBe('红星城足球俱乐部');
    // The feed fills in while the site starts: read the page again until the club's matches are there.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('sponsor-matches').waitFor();
          return page.getByTestId('sponsor-match').count();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    expect(await page.getByTestId('sponsor-match').first().innerText()).toContain('红星城');
    await screenshot(page, 'sponsor-detail-h5');
    await page.getByTestId('sponsor-match-go').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/app/sports/match/'));
    await page.context().close();
  }, 120_000);

  it('PC: 合作伙伴 links to the wall; the detail page beside the shell', async () => {
    const page = await (await ctx.browser.newContext({ viewport: PC, locale: 'zh-CN' })).newPage();
    await page.goto(`${ctx.site.url}/app/partners`);
    await page.getByTestId('info-sponsors').click();
    await page.getByTestId('sponsor-list').waitFor();
    await screenshot(page, 'sponsors-pc');
    await page.getByTestId('sponsor-card').filter({ hasText: '雷霆电竞' }).click();
    await page.getByTestId('sponsor-story').waitFor();
    expect(await page.getByTestId('sponsor-name').innerText()).toBe('雷霆电竞');
    await screenshot(page, 'sponsor-detail-pc');
    await page.context().close();
  }, 60_000);

  it('console: a fourth tier below 3 is refused on the form; an edited 关于我们 reaches the member', async () => {
    const desk = await manager(ctx.browser);
    await desk.getByTestId('menu-sponsors').click();
    await desk.getByTestId('sponsor-desk').waitFor();
    await expect.poll(() => desk.getByTestId('sponsor-row').count()).toBe(5);
    expect(await desk.getByTestId('sponsor-low').innerText()).toContain('3 / 3');

    const row = desk.locator('[data-testid="sponsor-row"][data-name="蓝港联"]');
    await row.getByTestId('sponsor-edit').click();
    await desk.getByRole('combobox', { name: '赞助等级' }).click();
    await desk.getByTestId('sponsor-tier-2').click();
    let saves = 0;
    desk.on('request', (request) => {
      if (request.url().includes('/api/admin/sponsor/v1/save')) saves += 1;
    });
    await desk.getByTestId('sponsor-save').click();
    const help = desk.getByTestId('sponsor-tier-help');
    await expect.poll(() => help.innerText()).toContain('最多只能有 3 个赞助的等级低于 3');
    await screenshot(desk, 'sponsor-desk-refused');
    expect(saves).toBe(0);
    await desk.getByRole('button', { name: '取消' }).click();
    expect(await row.getByTestId('sponsor-row-tier').innerText()).toContain('官方合作伙伴');

    // The member reads 关于我们 first, so a cached reply that survived the save would be caught.
    const member = await (await ctx.browser.newContext({ viewport: H5, locale: 'zh-CN' })).newPage();
    await member.goto(`${ctx.site.url}/app/about`);
    await expect.poll(() => member.getByTestId('info-article').innerText()).toContain('我们是谁');

    await desk.getByTestId('menu-sitePages').click();
    await desk.getByTestId('site-page-about').waitFor();
    const lead = desk.getByTestId('page-lead');
    await lead.fill('Courtside 由热爱体育的团队运营，这段文字由运营后台编辑。');
    await desk.getByTestId('page-save').click();
    await desk.getByText('会员端立即生效').waitFor();
    await screenshot(desk, 'site-pages-desk');

    await member.reload();
    await expect
      .poll(() => member.getByTestId('info-article').innerText(), { timeout: 10_000 })
      .toContain('这段文字由运营后台编辑');
    await screenshot(member, 'about-edited-h5');
    await member.context().close();
    await desk.context().close();
  }, 120_000);
});
