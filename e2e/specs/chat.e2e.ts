import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';
import { preMatchFilter } from '../sports';

// Two members in one match room: they chat, one shares a bet, the other copies it to the slip, and a
// gift plays on both screens; an anchor mutes a member in their own room.
describe('chat rooms in the browser', () => {
  const ctx = useSiteAndBrowser({ FEED_SIMULATOR: '1' });

  const newPage = async (browser: Browser, viewport: { width: number; height: number }) =>
    (await browser.newContext({ viewport })).newPage();

  const logIn = async (page: Page, fromPage: string) => {
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent(fromPage)}`);
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === fromPage.split('?')[0]);
  };

  const register = async (page: Page, name: string) => {
    await page.goto(`${ctx.site.url}/register`);
    await page.getByTestId('register-form').waitFor();
    await page.getByTestId('register-name').fill(name);
    await page.getByTestId('register-password').fill('Chatter2026');
    await page.getByTestId('register-confirm').fill('Chatter2026');
    await page.getByTestId('register-adult').check();
    await page.getByTestId('register-submit').click();
    const dialog = page.getByTestId('safety-dialog');
    await dialog.waitFor();
    const image = page.getByTestId('captcha-image');
    await image.waitFor();
    const captchaId = await image.getAttribute('data-captcha-id');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const res = await fetch(`${ctx.site.url}/api/test/v1/captchaAnswer?captchaId=${captchaId}`);
    const { answer } = (await res.json()) as { answer: string };
    await page.getByTestId('captcha-input').fill(answer);
    await page.getByTestId('captcha-submit').click();
    await page.waitForURL(/\/app\/home$/);
  };

  /** The demo member bets 50 on a match not started yet, from the sports list; answers its id. */
  const placeBet = async (page: Page): Promise<string> => {
    await page.goto(`${ctx.site.url}/app/transfer`);
    await page.getByTestId('wallet-page').waitFor();
    await page.getByTestId('transfer-venue').selectOption('OBTY');
    await page.getByTestId('transfer-direction-in').click();
    await page.getByTestId('transfer-amount').fill('500');
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('transfer-result').waitFor();
    await page.goto(`${ctx.site.url}/app/sports?filter=${preMatchFilter()}`);
    const row = page.locator('[data-testid="match-row"][data-status="notStarted"]').first();
    await row.waitFor({ timeout: 60_000 });
    const matchId = (await row.getAttribute('data-match-id')) ?? '';
    await row.locator('[data-type="fb.1x2"] [data-testid="odds-button"]:not([disabled])').first().click();
    await page.getByTestId('slip-bar').waitFor();
    if (!(await page.getByTestId('bet-slip').isVisible())) await page.getByTestId('slip-bar').click();
    await page.locator('[data-testid^="stake-"]').first().fill('50');
    await page.getByTestId('slip-place').click();
    await page.getByTestId('slip-confirm-place').click();
    await page.locator('[data-testid="slip-result"][data-state="accepted"]').waitFor({ timeout: 15_000 });
    await page.getByTestId('slip-done').click();
    return matchId;
  };

  const chatLines = (page: Page) => page.getByTestId('chat-list').innerText();

  it('lets two members chat in a match room; one shares a bet and the other copies it to the slip', async () => {
    const sharer = await newPage(ctx.browser, H5);
    await logIn(sharer, '/app/sports');
    const matchId = await placeBet(sharer);
    expect(matchId).not.toBe('');
    // On a phone the match room opens on the tab named (from the sports list it would open on 投注).
    const room = `${ctx.site.url}/app/sports/match/${matchId}?tab=chat`;

    // A visitor reads the room; tapping the input brings the warm reminder to log in.
    const copier = await newPage(ctx.browser, PC);
    await copier.goto(room);
    await copier.getByTestId('chat-panel').waitFor();
    await copier.getByTestId('chat-input').click();
    await copier.getByTestId('alert-modal').waitFor();
    await screenshot(copier, 'chat-visitor-login-prompt-pc');
    await copier.getByTestId('alert-ok').click();
    await copier.waitForURL(/\/login/);
    await register(copier, `chat${Date.now() % 1_000_000}`);
    await copier.goto(room);
    await copier.getByTestId('chat-panel').waitFor();

    await sharer.goto(room);
    await sharer.getByTestId('chat-panel').waitFor();
    await sharer.getByTestId('chat-input').fill('大家好，这场我看好主队');
    await sharer.getByTestId('chat-send').click();
    await expect.poll(() => chatLines(copier), { timeout: 10_000 }).toContain('大家好，这场我看好主队');
    await copier.getByTestId('chat-input').fill('同感，跟一个 🔥');
    await copier.getByTestId('chat-send').click();
    await expect.poll(() => chatLines(sharer), { timeout: 10_000 }).toContain('同感，跟一个 🔥');
    // The sensitive-word list masks what it names.
    await sharer.getByTestId('chat-input').fill('有人代充吗');
    await sharer.getByTestId('chat-send').click();
    await expect.poll(() => chatLines(copier), { timeout: 10_000 }).toContain('有人**吗');

    // 晒单: the sharer posts the bet; the copier's 跟单 puts its selection in their slip.
    await sharer.getByTestId('chat-share-open').click();
    await sharer.getByTestId('chat-share-bet').first().click();
    await copier.getByTestId('chat-order').first().waitFor({ timeout: 10_000 });
    await sharer.getByTestId('chat-order').first().waitFor();
    await screenshot(sharer, 'chat-match-room-h5');
    await copier.getByTestId('chat-order-copy').first().click();
    await expect.poll(() => copier.getByTestId('slip-pick').count()).toBe(1);
    await screenshot(copier, 'chat-match-room-pc');

    // A gift (the demo member holds seeded coins): both screens play it, the other one through the chat.
    await sharer.getByTestId('gift-open').click();
    await sharer.getByTestId('gift-tray').waitFor();
    await sharer.getByTestId('gift-G007').click();
    await screenshot(sharer, 'chat-gift-tray-h5', { viewport: true });
    await sharer.getByTestId('gift-send').click();
    await sharer.getByTestId('gift-animation').first().waitFor({ timeout: 15_000 });
    await copier.getByTestId('gift-animation').first().waitFor({ timeout: 15_000 });
    expect(await copier.getByTestId('gift-animation').first().innerText()).toContain('星星');
    await expect.poll(() => copier.getByTestId('chat-gift').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(copier, 'chat-gift-seen-pc', { viewport: true });
    await sharer.context().close();
    await copier.context().close();
  }, 120_000);

  it('lets the anchor mute a member in their room, who then cannot speak there', async () => {
    const room = `${ctx.site.url}/app/live/anchor/1`;
    const member = await newPage(ctx.browser, H5);
    await register(member, `mute${Date.now() % 1_000_000}`);
    await member.goto(room);
    await member.getByTestId('chat-panel').waitFor();
    await member.getByTestId('chat-input').fill('主播好，今天聊哪场');
    await member.getByTestId('chat-send').click();

    // anchor01 signs in with the demo anchor account linked to room 1's anchor profile.
    const anchor = await newPage(ctx.browser, PC);
    await anchor.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent('/app/live/anchor/1')}`);
    await anchor.getByTestId('login-name').fill('anchor01');
    await anchor.getByTestId('login-password').fill('Courtside1');
    await anchor.getByTestId('login-submit').click();
    await anchor.waitForURL((url) => url.pathname === '/app/live/anchor/1');
    const line = anchor.getByTestId('chat-line').filter({ hasText: '主播好，今天聊哪场' });
    await line.first().waitFor({ timeout: 15_000 });
    // The menu opens from the speaker's name. Right after signing in, a menu opened was seen to close
    // again by itself (the room settling: the anchor's own welcome line, the login toast; not
    // understood yet), so the name is tapped again until a mute goes through.
    const muteTen = anchor.getByRole('button', { name: '禁言10分钟' });
    for (let attempt = 1; ; attempt++) {
      await line.first().getByRole('button').first().click();
      const muted = await muteTen
        .waitFor({ timeout: 5_000 })
        .then(async () => {
          if (attempt === 1) await screenshot(anchor, 'chat-moderate-pc');
          await muteTen.click({ timeout: 3_000 });
          return true;
        })
        .catch(() => false);
      if (muted) break;
      if (attempt === 6) throw new Error('the moderation menu did not stay open long enough to mute');
    }
    await anchor.getByTestId('chat-moderate').waitFor({ state: 'detached' });

    await member.getByTestId('chat-input').fill('我还能说话吗');
    await member.getByTestId('chat-send').click();
    await member.getByText('您已被禁言').first().waitFor({ timeout: 10_000 });
    expect(await chatLines(anchor)).not.toContain('我还能说话吗');
    await member.context().close();
    await anchor.context().close();
  });

  it("shows a visitor an anchor room's chat history under the video, with 弹幕 controls", async () => {
    const res = await fetch(`${ctx.site.url}/api/game/chatroom/anonymous/v1/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ room: { kind: 'anchor', id: 1 }, limit: 5 }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    const page = await newPage(ctx.browser, H5);
    await page.goto(`${ctx.site.url}/app/live/anchor/1`);
    await page.getByTestId('chat-panel').waitFor();
    await expect.poll(() => chatLines(page), { timeout: 10_000 }).toContain('支持主播');
    await screenshot(page, 'chat-anchor-room-h5');
    await page.context().close();
  });
});
