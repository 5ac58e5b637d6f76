import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';

// The demo feed plays matches and the streamers' rota puts anchors on them every two seconds, so
// some anchor rooms are live.
/** The demo feed keeps this 2-core machine busy: money answers get more than the default second. */
const SLOW = { timeout: 15_000 };

describe('gold coins and gifts in the browser', () => {
  const ctx = useSiteAndBrowser({ FEED_SIMULATOR: '1', ANCHOR_SCHEDULE_INTERVAL_MS: '2000' });

  /** A live anchor room and the match it casts (0 when none). */
  const liveRoom = async (page: Page): Promise<{ roomId: number; matchId: number }> => {
    const find = () =>
      page.evaluate(async () => {
        const response = await fetch('/api/site/group/game/anchor/v1/live', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ page: 1, pageSize: 200 }),
        });
        const rooms = (
          (await response.json()) as { data: { rooms: { roomId: number; status: string; matchId: number | null }[] } }
        ).data.rooms;
        const live = rooms.find((room) => room.status === 'On1' && room.matchId);
        return { roomId: live?.roomId ?? 0, matchId: live?.matchId ?? 0 };
      });
    await expect.poll(async () => (await find()).roomId, { timeout: 60_000 }).toBeGreaterThan(0);
    return find();
  };

  const logIn = async (page: Page, to: string) => {
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent(to)}`);
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === to);
  };

  const coins = async (page: Page) =>
    Number((await page.getByTestId('gift-bar-coins').innerText()).replace(/[^\d]/g, ''));

  it('asks a visitor to log in, then a member buys coins, sends a rocket, sees it fly and tops the rank (H5)', async () => {
    const page = await ctx.browser.newPage({ viewport: H5 });
    await page.goto(ctx.site.url);
    const { roomId } = await liveRoom(page);
    const roomPath = `/app/live/anchor/${roomId}`;

    // A visitor's tap on 送礼 gets the warm reminder.
    await page.goto(`${ctx.site.url}${roomPath}`);
    await page.getByTestId('gift-open').click();
    await expect.poll(() => page.getByRole('dialog').innerText(), SLOW).toContain('温馨提示');

    await logIn(page, roomPath);
    await page.getByTestId('anchor-room').waitFor();
    await page.getByTestId('gift-bar-coins').waitFor();
    const before = await coins(page);

    // Buy 1,000 coins from the centre wallet, confirmed first.
    await page.getByTestId('gift-bar-topup').click();
    await page.getByTestId('gift-topup').waitFor();
    await page.getByTestId('gift-pack-1000').click();
    await page.getByTestId('gift-topup-submit').click();
    await page.getByTestId('gift-topup-confirm').waitFor();
    await expect
      .poll(() => page.getByTestId('gift-topup-confirm').innerText(), SLOW)
      .toContain('¥100.00 购买 1,000 金币');
    await screenshot(page, 'gift-topup-confirm-h5');
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => coins(page), SLOW).toBe(before + 1_000);

    // Send a rocket (1,888 coins, a full-screen gift) and watch it play.
    await page.getByTestId('gift-open').click();
    await page.getByTestId('gift-tray').waitFor();
    await page.getByTestId('gift-G019').click();
    await screenshot(page, 'gift-tray-h5');
    await page.getByTestId('gift-send').click();
    const animation = page.locator('[data-testid="gift-animation"][data-gift-type="2"]');
    await animation.waitFor();
    expect(await animation.innerText()).toContain('送出 火箭 x1');
    // Caught once it has grown in, as the member sees the screen.
    const opacity = () => animation.evaluate((el) => Number(getComputedStyle(el).opacity)).catch(() => 0);
    await expect.poll(opacity, SLOW).toBeGreaterThan(0.9);
    await screenshot(page, 'gift-animation-h5', { viewport: true });
    await expect.poll(() => coins(page), SLOW).toBe(before + 1_000 - 1_888);

    // The rank board: today's board has the member with the rocket (and any demo gifts of today).
    await page.getByTestId('gift-tray').getByRole('button', { name: '关闭' }).click();
    await page.getByTestId('room-tab-rank').click();
    const mine = page.locator('[data-testid="gift-rank-row"][data-me="true"]');
    await mine.waitFor();
    const given = Number(/([\d,]+) 金币/.exec(await mine.innerText())?.[1]?.replaceAll(',', ''));
    expect(given).toBeGreaterThanOrEqual(1_888);
    await screenshot(page, 'gift-rank-h5');

    // The member's own records, from the member centre.
    await page.goto(`${ctx.site.url}/app/member`);
    await page.getByTestId('member-gifts').click();
    await page.waitForURL(/\/app\/gifts$/);
    await expect.poll(() => page.getByTestId('gift-record').first().innerText(), SLOW).toContain('火箭');
    await screenshot(page, 'gift-records-h5');
    await page.close();
  });

  it('sends a gift three times in a row for a combo beside the rank board on a PC, and one in the match room', async () => {
    const page = await ctx.browser.newPage({ viewport: PC });
    await page.goto(ctx.site.url);
    const { roomId, matchId } = await liveRoom(page);
    const roomPath = `/app/live/anchor/${roomId}`;
    await logIn(page, roomPath);
    await page.getByTestId('gift-bar-coins').waitFor();
    await page.getByTestId('gift-rank-all').click();
    await page.locator('[data-testid="gift-rank-row"][data-me="true"]').waitFor();
    await page.getByTestId('gift-open').click();
    await page.getByTestId('gift-G007').click();
    for (let i = 0; i < 3; i += 1) {
      await page.getByTestId('gift-send').click();
      await expect.poll(() => page.getByTestId('gift-send').isEnabled(), SLOW).toBe(true);
    }
    await expect.poll(() => page.getByTestId('gift-combo').innerText(), SLOW).toBe('连击 x3');
    await page.getByTestId('gift-send').scrollIntoViewIfNeeded();
    const slide = page.locator('[data-testid="gift-animation"][data-gift-type="1"]').last();
    await slide.waitFor();
    expect(await slide.innerText()).toContain('连击 x3');
    await expect
      .poll(() => slide.evaluate((el) => Number(getComputedStyle(el).opacity)).catch(() => 0), SLOW)
      .toBeGreaterThan(0.9);
    await screenshot(page, 'gift-room-pc', { viewport: true });

    // The match room of the match the anchor casts has its own gift bar and board.
    await page.goto(`${ctx.site.url}/app/sports/match/${matchId}`);
    await page.getByTestId('match-page').waitFor();
    await page.getByTestId('gift-open').click();
    await page.getByTestId('gift-G001').click();
    await page.getByTestId('gift-send').click();
    await page.locator('[data-testid="gift-animation"]').last().waitFor();
    const mine = page.locator('[data-testid="gift-rank-row"][data-me="true"]');
    await mine.waitFor();
    expect(await mine.innerText()).toContain('1 金币');
    await page.getByTestId('room-gifts').scrollIntoViewIfNeeded();
    await screenshot(page, 'gift-match-room-pc', { viewport: true });
    await page.close();
  });
});
