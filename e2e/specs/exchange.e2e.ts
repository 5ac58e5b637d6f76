import { randomUUID } from 'node:crypto';
import { walletRoutes } from '@courtside/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, screenshot, useSiteAndBrowser } from '../harness';
import { PATIENCE } from '../member';
import { preMatchFilter } from '../sports';

/** A common large phone, as members hold it. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' };
const DESK = { viewport: { width: 1440, height: 900 }, locale: 'zh-CN' };
const ADMIN = { username: 'admin', password: 'Courtside-admin-1' };
const MEMBER = { name: 'demo888', password: 'Courtside1' };
const EXCHANGE = '/app/score/exchange';
/** One point per whole ¥100 of a round's valid turnover: a ¥1,000 round earns 10. */
const ROUND_BET = '1000.00';
const POINTS_PER_ROUND = 10;
/** The demo catalogue's 100 金币 costs 50 points. */
const COINS_POINTS = 50;
/** The demo catalogue's 10元免费投注 costs 60 points. */
const FREE_BET_POINTS = 60;

type Envelope<T = unknown> = { code: number; msg: string; data: T };

/** Waits until no finite animation runs (a dialog fading in, a toast sliding down): a picture of the end state. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );

/**
 * 积分兑换 (issue 31): the demo member earns points from real-money slot rounds (1 point per ¥100 of
 * valid turnover), reads the catalogue (a visitor sees it with 登录后兑换), confirms an exchange of 100
 * 金币, and sees the points fall and the coins arrive. On the wide screen the operator lowers that
 * item's stock to what was taken (a stock below it is refused in the dialog), the log lists the
 * member's exchange, and the member page says 已兑完.
 */
describe('the points exchange in the browser', () => {
  // The demo feed, for the free bet's single on the sports page.
  const ctx = useSiteAndBrowser({ ADMIN_USER: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, FEED_SIMULATOR: '1' });

  const api = async <T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${ctx.site.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope<T>;
  };

  /**
   * Real-money rounds of 财神到 through the sandbox provider's API, as its game page calls it: ¥1,000
   * each (the game's highest bet) from money moved into PG 电子, enough rounds for `points`.
   */
  const earnPoints = async (points: number) => {
    const login = await api<{ token: string }>('/api/site/group/account/memberLogin/v3/login', {
      name: MEMBER.name,
      password: MEMBER.password,
      deviceId: 'e2e-exchange-device',
    });
    expect(login.code, login.msg).toBe(0);
    const member = { token: login.data.token };
    const rounds = Math.ceil(points / POINTS_PER_ROUND);
    // Room for every round even if each one loses. The whole of it is moved in each time: the venue
    // balance the wallet shows is its last report (refreshed in the background), which the rounds of
    // an earlier test may have made stale, and what an earlier test left there only adds room.
    const moved = await api(
      walletRoutes.transferIntoVal.path,
      { venueCode: 'PGDZ', amount: String(rounds * 1000), requestId: randomUUID() },
      member,
    );
    expect(moved.code, moved.msg).toBe(0);
    const launched = await api<{ url: string }>(
      '/api/site/group/egame/v1/launch',
      { venueCode: 'PGDZ', gameCode: 'caishen-dao', requestId: randomUUID() },
      member,
    );
    expect(launched.code, launched.msg).toBe(0);
    const token = new URL(launched.data.url, ctx.site.url).searchParams.get('token') ?? '';
    for (let i = 0; i < rounds; i++) {
      const spun = await api('/sandbox/provider/v1/slot/spin', {
        token,
        roundId: randomUUID(),
        bet: ROUND_BET,
        clientSeed: 'exchange',
      });
      expect(spun.code, spun.msg).toBe(0);
    }
  };

  const logIn = async (page: Page, fromPage: string) => {
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent(fromPage)}`);
    await page.getByTestId('login-name').fill(MEMBER.name);
    await page.getByTestId('login-password').fill(MEMBER.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === fromPage, PATIENCE);
  };

  const openExchange = async (page: Page) => {
    await page.goto(`${ctx.site.url}${EXCHANGE}`);
    await page.getByTestId('exchange-items').waitFor(PATIENCE);
  };

  const balanceOf = async (page: Page) =>
    Number((await page.getByTestId('exchange-balance').innerText()).replace(/\D/g, ''));
  const coinsOf = async (page: Page) => Number(await page.getByTestId('exchange-coins').getAttribute('data-coins'));
  /** The demo catalogue's 100 金币: the coins item bought with 50 points. */
  const coinsItem = (page: Page): Locator =>
    page.locator(`[data-testid="exchange-item"][data-kind="coins"][data-points="${COINS_POINTS}"]`);

  it('H5: a visitor sees the catalogue; the member earns points from slot rounds and exchanges 100 金币', async () => {
    const context = await ctx.browser.newContext(PHONE);
    const page = await context.newPage();

    // A visitor: the demo catalogue, each button asking for a login.
    await openExchange(page);
    const items = page.getByTestId('exchange-item');
    expect(await items.count()).toBe(5);
    expect(await page.getByTestId('exchange-item-button').allInnerTexts()).toEqual(Array(5).fill('登录后兑换'));
    expect(await coinsItem(page).innerText()).toContain('剩余 500 件');
    expect(await coinsItem(page).innerText()).toContain('每人限兑 5 次');
    await page.getByTestId('exchange-history-visitor').waitFor();
    await screenshot(page, 'exchange-visitor-h5');
    await coinsItem(page).getByTestId('exchange-item-button').click();
    await page.getByRole('dialog').getByText('温馨提示').waitFor();
    await page.keyboard.press('Escape');

    await earnPoints(COINS_POINTS);

    // From 我的积分 to 积分兑换, where the rounds' points arrive once their settlements are booked.
    await logIn(page, '/app/score');
    await page.getByTestId('score-exchange').click();
    await page.waitForURL((url) => url.pathname === EXCHANGE);
    await page.getByTestId('exchange-items').waitFor(PATIENCE);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('exchange-balance').waitFor(PATIENCE);
          return balanceOf(page);
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toBeGreaterThanOrEqual(COINS_POINTS);
    const pointsBefore = await balanceOf(page);
    await page.getByTestId('exchange-coins').waitFor(PATIENCE);
    const coinsBefore = await coinsOf(page);
    const button = coinsItem(page).getByTestId('exchange-item-button');
    expect(await button.innerText()).toBe('兑换');
    // 58元彩金 costs 480 points: more than the member has, and its button says so.
    const dear = page.locator('[data-testid="exchange-item"][data-points="480"]');
    expect(await dear.getAttribute('data-reason')).toBe('notEnoughPoints');
    expect(await dear.getByTestId('exchange-item-button').innerText()).toBe('积分不足');
    expect(await dear.getByTestId('exchange-item-button').isDisabled()).toBe(true);
    await page.getByTestId('exchange-history-empty').waitFor(PATIENCE);
    await screenshot(page, 'exchange-member-h5');

    // The exchange asks first; nothing moves until the member confirms.
    await button.click();
    const confirm = page.getByTestId('exchange-confirm');
    await confirm.waitFor();
    expect(await page.getByTestId('exchange-confirm-text').innerText()).toMatch(
      new RegExp(`^确认用 ${COINS_POINTS} 积分兑换 .*100.*金币？$`),
    );
    await settled(page);
    await screenshot(page, 'exchange-confirm-h5', { viewport: true });
    expect(await balanceOf(page)).toBe(pointsBefore);
    await page.getByTestId('confirm-ok').click();
    await confirm.waitFor({ state: 'detached', ...PATIENCE });

    // The toast, the points down by 50, the coins up by 100, the exchange in the history.
    await page
      .getByText(/^兑换成功：/)
      .first()
      .waitFor(PATIENCE);
    await expect.poll(() => balanceOf(page), PATIENCE).toBe(pointsBefore - COINS_POINTS);
    await settled(page);
    await screenshot(page, 'exchange-done-h5', { viewport: true });
    await expect.poll(() => coinsOf(page), PATIENCE).toBe(coinsBefore + 100);
    await expect.poll(() => coinsItem(page).innerText(), PATIENCE).toContain('已兑 1 次');
    const record = page.getByTestId('exchange-record').first();
    await record.waitFor(PATIENCE);
    expect(await record.innerText()).toContain(`-${COINS_POINTS} 积分`);
    await screenshot(page, 'exchange-done-h5-full');

    // 我的积分 shows the spend as 积分兑换, with no "有效投注" beside it.
    await page.getByTestId('exchange-to-records').click();
    const spend = page.locator('[data-testid="score-record"][data-kind="spend"]').first();
    await spend.waitFor(PATIENCE);
    expect(await spend.innerText()).toContain('积分兑换');
    expect(await spend.innerText()).toContain(`-${COINS_POINTS}`);
    expect(await spend.innerText()).not.toContain('有效投注');
    await screenshot(page, 'exchange-score-h5');
    await context.close();
  });

  it('PC: the console lowers 100 金币’s stock to what was taken, and the member page says 已兑完', async () => {
    const member = await (await ctx.browser.newContext(DESK)).newPage();
    await openExchange(member);
    await screenshot(member, 'exchange-visitor-pc');

    const desk = await (await ctx.browser.newContext(DESK)).newPage();
    await desk.goto(`${ctx.site.url}/admin/`);
    await desk.getByLabel('用户名').fill(ADMIN.username);
    await desk.getByLabel('密码').fill(ADMIN.password);
    await desk.getByRole('button', { name: '登录' }).click();
    await desk.getByRole('heading', { name: /今日概览/, level: 1 }).waitFor();
    await desk.getByTestId('menu-exchange').click();
    await desk.getByRole('heading', { name: '积分兑换', level: 1 }).waitFor();
    const rows = desk.getByTestId('exchange-item-row');
    await rows.first().waitFor(PATIENCE);
    expect(await rows.count()).toBe(5);
    const row = rows.filter({ hasText: /100\s*金币/ }).first();
    const taken = Number(await row.getByTestId('exchange-item-taken').innerText());
    expect(await row.getByTestId('exchange-item-stock').innerText()).toBe('500');
    await screenshot(desk, 'exchange-admin-items-pc', { viewport: true });

    // A stock below what was taken is refused in the dialog, in the server's words; then exactly it.
    await row.getByTestId('exchange-edit').click();
    const dialog = desk.getByRole('dialog');
    await dialog.waitFor();
    const stock = desk.getByTestId('exchange-edit-stock');
    if (taken > 0) {
      await stock.fill(String(taken - 1));
      await desk.getByTestId('action-confirm').click();
      await expect
        .poll(() => desk.getByTestId('action-error').innerText(), PATIENCE)
        .toContain('库存不能少于已兑换数量');
      await screenshot(desk, 'exchange-admin-refused-pc', { viewport: true });
    }
    await stock.fill(String(taken));
    await desk.getByTestId('action-confirm').click();
    await dialog.waitFor({ state: 'detached', ...PATIENCE });
    await expect.poll(() => row.getByTestId('exchange-item-stock').innerText(), PATIENCE).toBe(String(taken));

    // The log lists the member's exchange.
    await desk.getByTestId('exchange-tab-log').click();
    const logged = desk.locator(`[data-testid="exchange-log-row"][data-member="${MEMBER.name}"]`);
    await logged.first().waitFor(PATIENCE);
    expect(await logged.count()).toBe(taken);
    await desk.getByTestId('export-csv').waitFor();
    await screenshot(desk, 'exchange-admin-log-pc', { viewport: true });

    // The member page: sold out, for a visitor and a member alike.
    await logIn(member, EXCHANGE);
    await member.getByTestId('exchange-items').waitFor(PATIENCE);
    await expect.poll(() => coinsItem(member).getAttribute('data-reason'), PATIENCE).toBe('soldOut');
    expect(await coinsItem(member).getByTestId('exchange-item-button').innerText()).toBe('已兑完');
    expect(await coinsItem(member).getByTestId('exchange-item-button').isDisabled()).toBe(true);
    expect(await coinsItem(member).getByTestId('exchange-item-stock').innerText()).toBe('剩余 0 件');
    await screenshot(member, 'exchange-member-pc');
  });
  it('PC: 60 points buy a free bet, which stakes a single from the slip with none of the member’s money', async () => {
    // The first test moved ¥5,000 of the demo member's ¥10,000 into the slot venue: ¥1,000 more by
    // the back office covers the ¥6,000 these rounds move in.
    const login = await api<{ member: { id: number } }>('/api/site/group/account/memberLogin/v3/login', {
      name: MEMBER.name,
      password: MEMBER.password,
      deviceId: 'e2e-exchange-device',
    });
    const credit = await api(
      '/api/admin/wallet/v1/adjust',
      {
        memberId: login.data.member.id,
        direction: 'credit',
        amount: '1000.00',
        reason: '免费投注测试',
        requestId: randomUUID(),
      },
      { 'x-admin-token': ADMIN_TOKEN },
    );
    expect(credit.code, credit.msg).toBe(0);
    await earnPoints(FREE_BET_POINTS);

    const context = await ctx.browser.newContext(DESK);
    const page = await context.newPage();
    await logIn(page, EXCHANGE);
    await page.getByTestId('exchange-items').waitFor(PATIENCE);
    const freeBet = page.locator('[data-testid="exchange-item"][data-kind="freeBet"]');
    await expect
      .poll(
        async () => {
          await page.reload();
          await freeBet.waitFor(PATIENCE);
          return freeBet.getAttribute('data-reason');
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toBe('none');
    expect(await freeBet.innerText()).toContain('免费投注券');
    await freeBet.getByTestId('exchange-item-button').click();
    await page.getByTestId('exchange-confirm').waitFor();
    await page.getByTestId('confirm-ok').click();
    await page
      .getByText(/^兑换成功：10元免费投注已放入/)
      .first()
      .waitFor(PATIENCE);
    const token = page.locator('[data-testid="free-bet"][data-state="usable"]');
    await token.waitFor(PATIENCE);
    expect(await token.innerText()).toContain('可使用');
    await screenshot(page, 'exchange-free-bet-pc');

    // On the sports page the slip offers the token for a single; its stake is the token's ¥10.00.
    await page.getByTestId('free-bets-to-sports').click();
    await page.waitForURL((url) => url.pathname === '/app/sports');
    await page.goto(`${ctx.site.url}/app/sports?filter=${preMatchFilter()}`);
    await page.locator('[data-testid="match-row"][data-status="notStarted"]').first().waitFor({ timeout: 60_000 });
    // The furthest from kickoff, so its pre-match markets stay open while the test is on it.
    const matchId = await page.$$eval('[data-testid="match-row"][data-status="notStarted"]', (rows) =>
      rows.map((row) => row.getAttribute('data-match-id') ?? '').at(-1),
    );
    await page
      .locator(`[data-match-id="${matchId}"] [data-type="fb.1x2"] [data-testid="odds-button"]:not([disabled])`)
      .first()
      .click();
    const use = page.locator('[data-testid^="free-bet-use-"]').first();
    await use.waitFor(PATIENCE);
    // Until the token is on, the single's stake is the member's to type, quick amounts and all.
    await page.getByTestId('quick-stakes').waitFor();
    await use.click();
    await page.locator('[data-testid^="free-bet-on-"]').waitFor();
    const stake = page.locator('[data-testid^="stake-"]').first();
    expect(await stake.inputValue()).toBe('10.00');
    expect(await stake.getAttribute('readonly')).not.toBeNull();
    // Then nothing is left to type: no quick amounts, no 最大.
    expect(await page.getByTestId('quick-stakes').count()).toBe(0);
    // The wallet pays nothing: the slip's total stake is zero.
    expect(await page.getByTestId('slip-total').innerText()).toContain('0.00');
    await screenshot(page, 'betslip-free-bet-pc');
    await page.getByTestId('slip-place').click();
    await page.getByTestId('slip-confirm-place').click();
    await page.locator('[data-testid="slip-result"][data-state="accepted"]').waitFor({ timeout: 15_000 });
    await page.getByTestId('slip-done').click();

    // 注单 marks it 免费投注, and the token rides it.
    await page.goto(`${ctx.site.url}/app/sports/bets`);
    const card = page.locator('[data-testid="bet-card"]', { has: page.getByTestId('bet-free') }).first();
    await card.waitFor(PATIENCE);
    expect(await card.innerText()).toContain('免费投注券');
    await screenshot(page, 'bets-free-bet-pc');
    await openExchange(page);
    await page.locator('[data-testid="free-bet"][data-state="riding"]').first().waitFor(PATIENCE);
    await context.close();
  }, 240_000);
});
