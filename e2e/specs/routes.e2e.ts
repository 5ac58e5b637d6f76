import { describe, expect, it } from 'vitest';
import { H5, screenshot, useSiteAndBrowser } from '../harness';

/** Every route of spec section 2, and what a visitor must see there. */
const pages: { path: string; testId: string; text: RegExp; name: string }[] = [
  { path: '/login?fromPage=%2Fapp%2Fhelp', testId: 'login-from', text: /[\u4e00-\u9fff]/, name: 'login' },
  { path: '/app/home', testId: 'home-marquee', text: /本站为演示站点/, name: 'home' },
  { path: '/access-restriction', testId: 'page-heading', text: /[\u4e00-\u9fff]/, name: 'access-restriction' },
  { path: '/access-alert', testId: 'page-heading', text: /[\u4e00-\u9fff]/, name: 'access-alert' },
  { path: '/cs', testId: 'cs-sign-in', text: /登录后即可与在线客服对话/, name: 'cs' },
  { path: '/app/egame/dz', testId: 'game-tile', text: /[\u4e00-\u9fff]/, name: 'egame' },
  { path: '/app/activity/carnivalactivity', testId: 'activity-page', text: /[\u4e00-\u9fff]/, name: 'carnival' },
  { path: '/app/help', testId: 'help-categories', text: /新手指南/, name: 'help' },
  { path: '/app/sports', testId: 'page-heading', text: /[\u4e00-\u9fff]/, name: 'sports-soon' },
  { path: '/app/no-such-page', testId: 'page-heading', text: /[\u4e00-\u9fff]/, name: 'not-found' },
];

describe('routes', () => {
  const ctx = useSiteAndBrowser();

  it('sends / to /app/home', async () => {
    const page = await ctx.browser.newPage({ viewport: H5 });
    await page.goto(ctx.site.url);
    await page.waitForURL(/\/app\/home$/);
    await page.close();
  });

  it.each(pages)('renders $path', async ({ path, testId, text, name }) => {
    const page = await ctx.browser.newPage({ viewport: H5 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${ctx.site.url}${path}`);
    const target = page.getByTestId(testId).first();
    await target.waitFor();
    // The element can appear as a skeleton first; what counts is the content it settles on.
    await expect.poll(() => target.innerText(), { timeout: 10_000 }).toMatch(text);
    await screenshot(page, `route-${name}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves /play.html as its own page and explains a missing video address', async () => {
    const page = await ctx.browser.newPage({ viewport: H5 });
    await page.goto(`${ctx.site.url}/play.html`);
    expect(await page.locator('body').innerText()).toMatch(/[\u4e00-\u9fff]/);
    await screenshot(page, 'route-play');
    await page.close();
  });
});
