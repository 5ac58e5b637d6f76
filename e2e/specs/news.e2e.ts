import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';

/**
 * 资讯 as a visitor reads it: the list fills with the previews written from the demo feed's fixtures,
 * an article shows its match's prices, and 进入比赛 opens the match, whose 资讯 tab (H5) or section (PC)
 * lists the same article.
 */
describe('news to match in the browser', () => {
  const ctx = useSiteAndBrowser({ FEED_SIMULATOR: '1' });

  /** The first article's id, once the preview job (started by the first list read) has written some. */
  const firstArticle = async (page: Page): Promise<string> => {
    await page.goto(`${ctx.site.url}/app/news`);
    const items = page.locator('[data-testid^="news-item-"]');
    await expect
      .poll(
        async () => {
          if ((await items.count()) > 0) return true;
          await page.reload();
          await page.waitForTimeout(2_000);
          return (await items.count()) > 0;
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBe(true);
    const testId = (await items.first().getAttribute('data-testid')) ?? '';
    return testId.replace('news-item-', '');
  };

  const readAndEnter = async (page: Page, tag: string) => {
    const id = await firstArticle(page);
    await screenshot(page, `news-list-${tag}`);
    await page.getByTestId(`news-item-${id}`).click();
    await page.getByTestId('news-article').waitFor();
    await page.getByTestId('news-odds').waitFor();
    const title = (await page.getByTestId('news-article').locator('h2').first().innerText()).trim();
    expect(title.length).toBeGreaterThan(4);
    await screenshot(page, `news-article-${tag}`);
    await page.getByTestId('news-enter-match').click();
    await page.waitForURL(/\/app\/sports\/match\/\d+/);
    await page.getByTestId('match-page').waitFor();
    return { id, title };
  };

  it('H5: opens an article, then its match, whose 资讯 tab lists it', async () => {
    const page = await ctx.browser.newPage({ viewport: H5 });
    const { id } = await readAndEnter(page, 'h5');
    const tab = page.getByTestId('match-tab-news');
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
    await page.getByTestId('match-panel-news').getByTestId(`news-item-${id}`).waitFor({ timeout: 15_000 });
    await screenshot(page, 'news-match-tab-h5');
    await page.close();
  }, 150_000);

  it('PC: opens an article, then its match, whose 资讯 section lists it', async () => {
    const page = await ctx.browser.newPage({ viewport: PC });
    const { id } = await readAndEnter(page, 'pc');
    const section = page.getByTestId('match-panel-news');
    await section.getByTestId(`news-item-${id}`).waitFor({ timeout: 15_000 });
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'news-match-section-pc');
    await page.close();
  }, 150_000);
});
