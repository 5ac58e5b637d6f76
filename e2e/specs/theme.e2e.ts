import { describe, expect, it } from 'vitest';
import { H5, useSiteAndBrowser } from '../harness';

describe('themes', () => {
  const ctx = useSiteAndBrowser();

  it("starts in the site's theme, and the picker changes the tokens and is remembered", async () => {
    const page = await ctx.browser.newPage({ viewport: H5 });
    await page.goto(`${ctx.site.url}/app/home`);
    await page.getByTestId('theme-picker').waitFor();
    const tokens = () =>
      page.evaluate(() => ({
        theme: document.documentElement.dataset.theme,
        primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
        background: getComputedStyle(document.body).backgroundColor,
      }));

    const colorful = await tokens();
    expect(colorful.theme).toBe('colorful');
    expect(colorful.primary).not.toBe('');

    const seen = new Set([colorful.primary]);
    for (const theme of ['glow', 'simple', 'classy']) {
      await page.getByTestId('theme-picker').selectOption(theme);
      const now = await tokens();
      expect(now.theme).toBe(theme);
      seen.add(now.primary);
    }
    expect(seen.size).toBe(4);

    await page.reload();
    await page.getByTestId('theme-picker').waitFor();
    expect((await tokens()).theme).toBe('classy');
    await page.close();
  });
});
