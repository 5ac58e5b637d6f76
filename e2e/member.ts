import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ADMIN_TOKEN, type RunningSite } from './harness';

export const PASSWORD = 'Goal2026ok';
/** The machine runs the demo feed beside the browser: screens get a generous while to catch up. */
export const PATIENCE = { timeout: 15_000 };

/** A card number that passes Luhn: the given digits plus their check digit. */
export const withLuhn = (body: string): string => {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
};

/**
 * Answers the deposit-limit prompt (RTS 12A) with its explicit 暂不设置 when the deposit page asks it (a
 * member's first visit), and waits for the deposit form. The page shows one or the other once it knows.
 */
export const passLimitPrompt = async (page: Page) => {
  await page.locator('[data-testid="deposit-form"], [data-testid="limit-prompt"]').first().waitFor(PATIENCE);
  if (await page.getByTestId('limit-prompt').isVisible()) await page.getByTestId('limit-prompt-skip').click();
  await page.getByTestId('deposit-form').waitFor(PATIENCE);
};

/**
 * A member's steps as the pages take them (register, deposit through the sandbox gateway, move money
 * to the sports wallet, back a draw) and the operator's calls beside them (settle it), for the specs whose journeys start
 * from a new member. `ctx.site` is read at each call: the site starts in the spec's `beforeAll`.
 */
export const memberSteps = (ctx: { site: RunningSite }) => {
  const admin = async (path: string, body: unknown): Promise<unknown> => {
    const res = await fetch(`${ctx.site.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      body: JSON.stringify(body),
    });
    const reply = (await res.json()) as { code: number; data: unknown };
    expect(reply.code).toBe(0);
    return reply.data;
  };

  const solveImageCaptcha = async (page: Page) => {
    const dialog = page.getByTestId('safety-dialog');
    await dialog.waitFor();
    const image = page.getByTestId('captcha-image');
    await image.waitFor();
    const captchaId = await image.getAttribute('data-captcha-id');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), PATIENCE)
      .toBe(true);
    const res = await fetch(`${ctx.site.url}/api/test/v1/captchaAnswer?captchaId=${captchaId}`);
    const { answer } = (await res.json()) as { answer: string };
    await page.getByTestId('captcha-input').fill(answer);
    await page.getByTestId('captcha-submit').click();
    await dialog.waitFor({ state: 'hidden' });
  };

  /** Registers from the page at `from` (an invite link, say; the register page by default). */
  const register = async (page: Page, name: string, from = `${ctx.site.url}/register`) => {
    await page.goto(from);
    await page.getByTestId('register-form').waitFor();
    await page.getByTestId('register-name').fill(name);
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-confirm').fill(PASSWORD);
    await page.getByTestId('register-adult').check();
    await expect.poll(() => page.getByTestId('register-form').innerText(), PATIENCE).toContain('可用');
    await page.getByTestId('register-submit').click();
    await solveImageCaptcha(page);
    await page.waitForURL(/\/app\/home$/);
    await page.getByTestId('announcement-ok').click();
  };

  /**
   * Logs in again, as a member whose session ran out does. Patient: the jobs a jump of the clock
   * makes due (returns, rebates, dividends) run beside it; the feed's catch-up is waited for by the
   * jump itself (`serverClock`), measured at 8-18 s here for one and 31 days.
   */
  const logIn = async (page: Page, name: string) => {
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent('/app/member')}`);
    await page.getByTestId('login-name').fill(name, { timeout: 60_000 });
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/app/member', { timeout: 60_000 });
  };

  /**
   * Deposits through the sandbox gateway's page, as the member pays in another tab (declining the
   * limit prompt if it is the member's first visit).
   */
  const deposit = async (context: BrowserContext, page: Page, amount: string) => {
    await page.goto(`${ctx.site.url}/app/deposit`);
    await passLimitPrompt(page);
    await page.locator('[data-testid="channel-tile"][data-channel="sandbox-bank"]').click();
    await page.getByTestId('deposit-amount').fill(amount);
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('deposit-order').waitFor();
    const payUrl = await page.getByTestId('order-pay').getAttribute('href');
    const gateway = await context.newPage();
    await gateway.goto(`${ctx.site.url}${payUrl}`);
    await gateway.locator('button[data-testid="sandbox-pay"]').click();
    await gateway.waitForURL((url) => decodeURIComponent(url.toString()).includes('/app/deposit?order=D'));
    await gateway.close();
    await expect.poll(() => page.getByTestId('order-state').innerText(), PATIENCE).toBe('已到账');
  };

  const toSportsWallet = async (page: Page, amount: string) => {
    await page.goto(`${ctx.site.url}/app/transfer`);
    await page.getByTestId('wallet-page').waitFor();
    await page.getByTestId('transfer-venue').selectOption('OBTY');
    await page.getByTestId('transfer-direction-in').click();
    await page.getByTestId('transfer-amount').fill(amount);
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('transfer-result').waitFor();
  };

  /** A football match not yet started whose winner market is open, not one used before in this run. */
  const used = new Set<string>();
  const freshMatch = async (page: Page, filter: 'today' | 'early' = 'today'): Promise<string> => {
    await page.goto(`${ctx.site.url}/app/sports?sport=football&filter=${filter}`);
    const rows = page.locator('[data-testid="match-row"][data-status="notStarted"]');
    await rows.first().waitFor({ timeout: 60_000 });
    const ids = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-match-id') ?? ''));
    const id = ids.find((x) => x !== '' && !used.has(x))!;
    used.add(id);
    return id;
  };

  /** Backs the draw (priced well above the 1.50 minimum) for `stake`; answers the market's id. */
  const betDraw = async (page: Page, matchId: string, stake: string, phone: boolean): Promise<number> => {
    await page.goto(`${ctx.site.url}/app/sports/match/${matchId}`);
    const market = page.locator('[data-testid="market"][data-type="fb.1x2"]');
    await market.locator('[data-testid="odds-button"]:not([disabled])').nth(1).click();
    if (phone) {
      await page.getByTestId('slip-bar').waitFor();
      if (!(await page.getByTestId('bet-slip').isVisible())) await page.getByTestId('slip-bar').click();
    }
    await page.getByTestId('slip-policy').check();
    await page.locator('[data-testid^="stake-"]').first().fill(stake);
    await page.getByTestId('slip-place').click();
    await page.getByTestId('slip-confirm-place').click();
    await page.locator('[data-testid="slip-result"][data-state="accepted"]').waitFor(PATIENCE);
    await page.getByTestId('slip-done').click();
    const detail = (await (
      await fetch(`${ctx.site.url}/api/site/group/game/match/v1/matchDetail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ matchId: Number(matchId) }),
      })
    ).json()) as { data: { markets: { id: number; type: string }[] } };
    return detail.data.markets.find((m) => m.type === 'fb.1x2')!.id;
  };

  const drawWins = (marketId: number) =>
    admin('/api/admin/sportsbook/v1/resettle', {
      marketId,
      results: { home: 'lose', draw: 'win', away: 'lose' },
      reason: '赛果录入',
    });

  return { admin, solveImageCaptcha, register, logIn, deposit, toSportsWallet, freshMatch, betDraw, drawWins };
};
