import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverClock } from '../clock';
import { dialogShown, H5, PC, screenshot, useSiteAndBrowser } from '../harness';
import { PATIENCE } from '../member';

const ADMIN = { username: 'admin', password: 'Courtside-admin-1' };
const VOTE = '/app/activity/vote';

/**
 * 冠军投票 (issue 31) on the demo feed. On a phone the demo member opens 冠军投票 from the carnival hub,
 * votes for the first club of every football competition (a confirm first, then the share moves to
 * 1票 · 100 %), and cannot vote again. The spec then moves the server's test clock past the season's
 * end: the simulator ends the season and settles its outrights, and each competition shows its
 * champion and the member's vote as 猜中 (with the ¥8 bonus on 我的优惠) or 未猜中. The champion is the
 * simulator's, so the spec checks the page against itself, and that a right vote paid. On a PC the page
 * at desk width, and the console's reward dialog and vote log.
 */
describe('冠军投票 in the browser', () => {
  const ctx = useSiteAndBrowser({
    FEED_SIMULATOR: '1',
    FEED_SPEED: '1',
    ADMIN_USER: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const { now: serverNow, shift: shiftClock } = serverClock(ctx);

  const logIn = async (page: Page) => {
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent(VOTE)}`);
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === VOTE, PATIENCE);
  };

  /** The page with its competitions (the feed's outrights may still be arriving after start-up). */
  const openVote = async (page: Page) => {
    await expect
      .poll(
        async () => {
          await page.goto(`${ctx.site.url}${VOTE}`);
          await page.locator('[data-testid="vote-competition"], [data-testid="vote-empty"]').first().waitFor(PATIENCE);
          return page.getByTestId('vote-tab').count();
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBeGreaterThan(0);
  };

  const competition = (page: Page) => page.getByTestId('vote-competition');
  const tab = (page: Page, id: string) => page.locator(`[data-testid="vote-tab"][data-id="${id}"]`);

  it('H5: votes once in every competition, and the season’s end pays the right votes', async () => {
    const context = await ctx.browser.newContext({ viewport: H5, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    const page = await context.newPage();

    // A visitor sees the shares and is asked to log in.
    await page.goto(`${ctx.site.url}/app/activity/carnivalactivity`);
    await page.getByTestId('hub-vote').click();
    await page.waitForURL((url) => url.pathname === VOTE);
    await openVote(page);
    await page.getByTestId('vote-login').waitFor(PATIENCE);
    expect(await page.getByTestId('vote-pick').count()).toBe(0);
    expect(await page.getByTestId('vote-rules').innerText()).toContain('¥8.00');
    await screenshot(page, 'vote-visitor-h5');

    await logIn(page);
    await openVote(page);
    const ids = await page
      .locator('[data-testid="vote-tab"][data-state="open"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-id') ?? ''));
    // The demo feed prices a winner market for each of its eight football leagues.
    expect(ids).toHaveLength(8);
    const picks = new Map<string, string>();
    for (const [index, id] of ids.entries()) {
      await tab(page, id).click();
      await expect.poll(() => competition(page).getAttribute('data-id')).toBe(id);
      const first = competition(page).getByTestId('vote-team').first();
      expect(await first.getByTestId('vote-share').innerText()).toBe('0票 · 0%');
      picks.set(id, (await first.getAttribute('data-key')) ?? '');
      await first.getByTestId('vote-pick').click();
      const dialog = page.getByTestId('vote-confirm');
      await dialog.waitFor(PATIENCE);
      expect(await dialog.innerText()).toContain('投票后不可更改');
      if (index === 0) await screenshot(page, 'vote-confirm-h5', { viewport: true });
      await dialog.getByTestId('confirm-ok').click();
      await competition(page).getByTestId('vote-mine').waitFor(PATIENCE);
      expect(await first.getByTestId('vote-share').innerText()).toBe('1票 · 100%');
      expect(await first.getAttribute('data-picked')).toBe('true');
      expect(await competition(page).getByTestId('vote-pick').count()).toBe(0);
      if (index === 0) await screenshot(page, 'vote-cast-h5');
    }
    // The page is as wide as the phone, tabs and bars included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(H5.width);

    await page.goto(`${ctx.site.url}/app/activity/carnivalactivity`);
    expect(await page.getByTestId('hub-vote').getByTestId('hub-status').innerText()).toBe('8 项赛事投票中 · 已投 8 项');

    // Past the season's end (every competition closes with it): the feed settles the outrights.
    const listed = (await (await fetch(`${ctx.site.url}/api/site/group/activity/vote/v1/info`)).json()) as {
      data: { competitions: { closesAt: string }[] };
    };
    const closesAt = Math.max(...listed.data.competitions.map((c) => Date.parse(c.closesAt)));
    await shiftClock(closesAt + 60_000 - (await serverNow()));
    // A month on, the session has lapsed.
    await logIn(page);
    await expect
      .poll(
        async () => {
          await openVote(page);
          return page
            .locator('[data-testid="vote-tab"][data-state="settled"]')
            .evaluateAll((els) => els.map((el) => el.getAttribute('data-id') ?? ''));
        },
        { timeout: 120_000, interval: 3_000 },
      )
      .toEqual(expect.arrayContaining(ids));
    let won = 0;
    for (const id of ids) {
      await tab(page, id).click();
      await expect.poll(() => competition(page).getAttribute('data-id')).toBe(id);
      const champion = competition(page).locator('[data-testid="vote-team"][data-champion="true"]');
      expect(await champion.count()).toBe(1);
      const mine = competition(page).getByTestId('vote-mine');
      const right = (await champion.getAttribute('data-key')) === picks.get(id);
      expect(await mine.getAttribute('data-state')).toBe(right ? 'won' : 'lost');
      if (right) {
        won += 1;
        expect(await mine.innerText()).toContain('彩金 ¥8.00 已发放至“我的优惠”');
        await screenshot(page, 'vote-won-h5');
      }
    }
    await screenshot(page, 'vote-settled-h5');
    if (won > 0) {
      await page.goto(`${ctx.site.url}/app/promotions/mine`);
      const grants = page.locator('[data-testid="grant-card"]', { hasText: '冠军投票' });
      await expect.poll(() => grants.count(), PATIENCE).toBe(won);
      expect(await grants.first().innerText()).toContain('¥8.00');
      await screenshot(page, 'vote-grant-h5');
    }
    await context.close();
  }, 400_000);

  it('PC: the page at desk width, and the console’s reward dialog and vote log', async () => {
    const page = await (await ctx.browser.newContext({ viewport: PC, locale: 'zh-CN' })).newPage();
    await openVote(page);
    expect(await competition(page).getByTestId('vote-team').count()).toBeGreaterThan(1);
    expect(await page.getByTestId('vote-rules').isVisible()).toBe(true);
    await screenshot(page, 'vote-pc');
    await page.context().close();

    const desk = await (await ctx.browser.newContext({ viewport: PC })).newPage();
    await desk.goto(`${ctx.site.url}/admin/`);
    await desk.getByLabel('用户名').fill(ADMIN.username);
    await desk.getByLabel('密码').fill(ADMIN.password);
    await desk.getByRole('button', { name: '登录' }).click();
    await desk.getByRole('heading', { name: /今日概览/, level: 1 }).waitFor();
    await desk.getByTestId('menu-promotions').click();
    await desk.getByTestId('promo-european-vote').getByTestId('promo-vote').click();
    await expect.poll(() => desk.getByTestId('vote-reward').inputValue()).toBe('8.00');
    await dialogShown(desk);
    await screenshot(desk, 'vote-admin-editor', { viewport: true });
    await desk.keyboard.press('Escape');

    await desk.getByTestId('menu-vote').click();
    await desk.getByRole('heading', { name: '冠军投票', level: 1 }).waitFor();
    // The phone's eight votes, newest first.
    await expect.poll(() => desk.getByTestId('vote-row').count(), PATIENCE).toBe(8);
    expect(await desk.locator('[data-testid="vote-competition-row"][data-state="settled"]').count()).toBe(8);
    await screenshot(desk, 'vote-admin-log');
    await desk.context().close();
  }, 180_000);
});
