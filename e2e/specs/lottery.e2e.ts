import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverClock } from '../clock';
import { dialogShown, screenshot, useSiteAndBrowser } from '../harness';
import { PATIENCE } from '../member';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' };
const DESK = { viewport: { width: 1440, height: 900 }, locale: 'zh-CN' };
const ADMIN = { username: 'admin', password: 'Courtside-admin-1' };
const LOTTERY = '/app/activity/lottery';
/** Match seconds per clock second in this spec's demo feed (a football match in about 15 minutes). */
const FEED_SPEED = 7;
/** A football match's whole story, half time and stoppage included, is under two hours of match time. */
const MATCH_CLOCK_MS = (2 * 3_600_000) / FEED_SPEED;

/**
 * 足球彩票 (issue 31) on the demo feed. On a phone the demo member opens this period's card from the
 * carnival hub, picks every match and enters; the spec then moves the server's test clock past the
 * card's last match, the simulator plays the matches out, and the card settles: the page shows each
 * result and the member's count of right picks with the prize it earned, or 未中奖. The results are the
 * feed's, so the spec checks the page against itself. On a PC the console lists the cards with the
 * member's entry, and the promotion row edits the lottery's terms.
 */
describe('足球彩票 in the browser', () => {
  const ctx = useSiteAndBrowser({
    FEED_SIMULATOR: '1',
    FEED_SPEED: String(FEED_SPEED),
    ADMIN_USER: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const { now: serverNow, shift: shiftClock } = serverClock(ctx);

  const logIn = async (page: Page, back: string) => {
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent(back)}`);
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === back, PATIENCE);
  };

  /** The page with this period's card (the feed's first fixtures may still be arriving after start-up). */
  const openCard = async (page: Page) => {
    await expect
      .poll(
        async () => {
          await page.goto(`${ctx.site.url}${LOTTERY}`);
          await page.locator('[data-testid="lottery-card"], [data-testid="lottery-none"]').first().waitFor(PATIENCE);
          return page.locator('[data-testid="lottery-card"][data-state="open"]').count();
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBeGreaterThan(0);
    return page.locator('[data-testid="lottery-card"][data-state="open"]').first();
  };

  it('H5: the demo member enters this period from the carnival hub; the feed plays the matches out and the card settles', async () => {
    const page = await (await ctx.browser.newContext(PHONE)).newPage();
    await logIn(page, '/app/activity/carnivalactivity');
    await page.getByTestId('hub-lottery').click();
    await page.waitForURL((url) => url.pathname === LOTTERY);
    const card = await openCard(page);
    const cardId = (await card.getAttribute('data-card-id')) ?? '';
    const matches = card.getByTestId('lottery-match');
    const count = await matches.count();
    expect(count).toBe(6);
    for (let i = 0; i < count; i++) await matches.nth(i).locator('[data-key="home"]').click();
    await screenshot(page, 'lottery-picked-h5');
    await card.getByTestId('lottery-submit').click();
    await expect.poll(() => card.getByTestId('lottery-outcome').getAttribute('data-outcome'), PATIENCE).toBe('pending');
    await screenshot(page, 'lottery-entered-h5');

    // Past the last match's final whistle: the simulator plays the card out, the server settles it.
    const kickoffs = await matches.evaluateAll((els) =>
      els.map((el) => Date.parse(el.getAttribute('data-kickoff') ?? '')),
    );
    const last = Math.max(...kickoffs);
    expect(Number.isNaN(last)).toBe(false);
    await shiftClock(last + MATCH_CLOCK_MS + 60_000 - (await serverNow()));
    const settled = page.locator(`[data-testid="lottery-card"][data-card-id="${cardId}"]`);
    await expect
      .poll(
        async () => {
          await page.goto(`${ctx.site.url}${LOTTERY}`);
          await page.getByTestId('lottery-page').waitFor(PATIENCE);
          return (await settled.count()) > 0 ? settled.getAttribute('data-state') : 'missing';
        },
        { timeout: 180_000, interval: 5_000 },
      )
      .toBe('settled');
    const results = await settled
      .getByTestId('lottery-result')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-result') ?? ''));
    expect(results).toHaveLength(6);
    // Every pick was 主胜: a home win or a void match is right.
    const right = results.filter((r) => r === 'home' || r === 'void').length;
    const outcome = settled.getByTestId('lottery-outcome');
    expect(await outcome.innerText()).toContain(`猜中 ${right}/6 场`);
    expect(await outcome.getAttribute('data-outcome')).toBe(right >= 5 ? 'won' : 'lost');
    await settled.scrollIntoViewIfNeeded();
    await screenshot(page, 'lottery-settled-h5', { viewport: true });
    await page.context().close();
  }, 360_000);

  it('PC: the card at desk width, the console’s 足球彩票 cards and its terms on the promotion row', async () => {
    const page = await (await ctx.browser.newContext(DESK)).newPage();
    await page.goto(`${ctx.site.url}${LOTTERY}`);
    await page.locator('[data-testid="lottery-card"], [data-testid="lottery-none"]').first().waitFor(PATIENCE);
    await page.getByTestId('lottery-rules').waitFor();
    expect(await page.getByTestId('lottery-rules').innerText()).toContain('全中 ¥188.00');
    await screenshot(page, 'lottery-pc');
    await page.context().close();

    const desk = await (await ctx.browser.newContext(DESK)).newPage();
    await desk.goto(`${ctx.site.url}/admin/`);
    await desk.getByLabel('用户名').fill(ADMIN.username);
    await desk.getByLabel('密码').fill(ADMIN.password);
    await desk.getByRole('button', { name: '登录' }).click();
    await desk.getByRole('heading', { name: /今日概览/, level: 1 }).waitFor();
    // 足球彩票 lists the cards, newest first, with their entries.
    await desk.getByTestId('menu-lottery').click();
    await desk.getByRole('heading', { name: '足球彩票', level: 1 }).waitFor();
    await desk.locator('[data-testid="lottery-card-row"]').first().waitFor(PATIENCE);
    expect(Number(await desk.locator('[data-testid="lottery-card-row"][data-entries="1"]').count())).toBeGreaterThan(0);
    await screenshot(desk, 'lottery-admin-cards', { viewport: true });
    await desk.getByTestId('menu-promotions').click();
    await desk.getByTestId('promo-soccer-lottery').getByTestId('promo-lottery').click();
    await expect.poll(() => desk.getByTestId('lottery-matches').inputValue()).toBe('6');
    expect(await desk.getByTestId('lottery-first').inputValue()).toBe('188.00');
    await dialogShown(desk);
    await screenshot(desk, 'lottery-admin-editor', { viewport: true });
    await desk.context().close();
  }, 180_000);
});
