import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, H5, screenshot, useSiteAndBrowser } from '../harness';

describe('maintenance', () => {
  const ctx = useSiteAndBrowser();

  const switchMaintenance = async (body: object) => {
    const res = await fetch(`${ctx.site.url}/api/admin/site/v1/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      body: JSON.stringify(body),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
  };

  it('sends the browser to /maintenance while the operator has the site down, and back after', async () => {
    await switchMaintenance({ active: true, message: '系统升级中，预计两小时后恢复', endsAt: '2026-11-22T06:00:00Z' });
    const page = await ctx.browser.newPage({ viewport: H5 });
    await page.goto(`${ctx.site.url}/app/home`);
    await page.waitForURL(/\/maintenance$/);
    await page.getByTestId('maintenance-page').waitFor();
    await expect.poll(() => page.getByTestId('maintenance-page').innerText()).toContain('系统升级中，预计两小时后恢复');
    await expect.poll(() => page.getByTestId('maintenance-ends').innerText()).toContain('14:00');
    await screenshot(page, 'maintenance-h5');

    await page.goto(`${ctx.site.url}/cs`);
    await page.getByTestId('cs-sign-in').waitFor();
    expect(page.url()).toMatch(/\/cs$/);

    await switchMaintenance({ active: false });
    await page.goto(`${ctx.site.url}/app/home`);
    await page.getByTestId('home-banner').first().waitFor();
    expect(page.url()).toMatch(/\/app\/home$/);
    await page.close();
  });
});
