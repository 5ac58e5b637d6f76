import { describe, expect, it } from 'vitest';
import { PC, screenshot, useSiteAndBrowser } from '../harness';
import { memberSteps, PASSWORD } from '../member';

/** The phone size the journey is checked at (a common large Android screen). */
const H5 = { width: 412, height: 915 };

/**
 * The geo gate (issue 29) as a visitor meets it: the server believes `X-Forwarded-For` from the
 * loopback proxy (TRUST_PROXY), so each browser claims its own country. From a US address the
 * registration is refused and the page turns to 访问受限; from a CN one (the demo sites allow it) the
 * same steps register the member.
 */
describe('geo gate in the browser', () => {
  const ctx = useSiteAndBrowser({ TRUST_PROXY: 'loopback' });
  const { register } = memberSteps(ctx);

  const journey = async (viewport: typeof PC, tag: string) => {
    const abroad = await ctx.browser.newContext({ viewport, extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' } });
    const page = await abroad.newPage();
    await page.goto(`${ctx.site.url}/register`);
    await page.getByTestId('register-form').waitFor();
    await page.getByTestId('register-name').fill(`${tag}abroad`);
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-confirm').fill(PASSWORD);
    await page.getByTestId('register-adult').check();
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/\/access-restriction$/);
    const restricted = page.getByTestId('access-restriction-page');
    await restricted.waitFor();
    expect(await restricted.innerText()).toContain('访问受限');
    expect(await restricted.innerText()).toContain('您所在的地区暂不提供服务');
    await screenshot(page, `geo-blocked-${tag}`);
    await abroad.close();

    const home = await ctx.browser.newContext({ viewport, extraHTTPHeaders: { 'x-forwarded-for': '114.114.114.114' } });
    await register(await home.newPage(), `${tag}home`);
    await home.close();
  };

  it('refuses a US visitor at registration with the 访问受限 page and lets a CN one register, at H5', () =>
    journey(H5, 'geoh'));
  it('the same on PC', () => journey(PC, 'geop'));
});
