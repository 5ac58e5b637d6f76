import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';

describe('home page', () => {
  const ctx = useSiteAndBrowser();

  const openHome = async (viewport: typeof H5, query = ''): Promise<Page> => {
    const page = await ctx.browser.newPage({ viewport, locale: 'zh-CN' });
    await page.goto(`${ctx.site.url}/app/home${query}`);
    await page.getByTestId('home-banner').first().waitFor();
    return page;
  };

  /** The first visit pops the welcome announcement; a member reads it and closes it. */
  const closeAnnouncement = async (page: Page) => {
    const ok = page.getByTestId('announcement-ok');
    await ok.waitFor();
    expect(await page.getByText('欢迎来到 Courtside 演示站').first().isVisible()).toBe(true);
    await ok.click();
    await ok.waitFor({ state: 'hidden' });
  };

  it('shows the zh-CN demo content from the API on a phone', async () => {
    const page = await openHome(H5);
    await closeAnnouncement(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    expect(await page.getByTestId('banner-slide').count()).toBe(4);

    const marquee = () => page.getByTestId('home-marquee').innerText();
    await expect.poll(marquee).toContain('本站为演示站点');
    expect(await marquee()).toContain('理性投注');
    expect(await marquee()).not.toContain('已过期');

    await page.getByTestId('nav-tile').first().waitFor();
    await expect.poll(() => page.getByTestId('nav-tiles').innerText()).toContain('YB 体育');
    await expect.poll(() => page.getByTestId('responsible-gaming').innerText()).toContain('18');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'home-h5-colorful');
    await page.close();
  });

  it('lays out for a desktop and in a second theme', async () => {
    const pc = await openHome(PC);
    await closeAnnouncement(pc);
    expect(await pc.getByTestId('pc-header').isVisible()).toBe(true);
    await pc.waitForLoadState('networkidle');
    await screenshot(pc, 'home-pc-colorful');
    await pc.close();

    for (const viewport of [H5, PC]) {
      const page = await openHome(viewport, '?theme=mecha');
      await closeAnnouncement(page);
      expect(await page.locator('html').getAttribute('data-theme')).toBe('mecha');
      await page.waitForLoadState('networkidle');
      await screenshot(page, `home-${viewport === H5 ? 'h5' : 'pc'}-mecha`);
      await page.close();
    }
  });

  it('scrolls to the app-download block when the app item is chosen', async () => {
    const page = await openHome(H5, '?item=app');
    const block = page.getByTestId('app-download');
    await block.waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="app-download"]');
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0;
    });
    await page.close();
  });

  it('opens a venue lobby from its tile', async () => {
    const page = await openHome(PC);
    await closeAnnouncement(page);
    await page.getByTestId('nav-item-egame').first().click();
    await page.getByTestId('nav-tile').filter({ hasText: 'YB 捕鱼' }).first().click();
    await page.waitForURL(/\/app\/egame\/by$/);
    await page.getByTestId('egame-page').waitFor();
    await page.close();
  });
});
