import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverClock } from '../clock';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';
import { memberSteps, PATIENCE } from '../member';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SHANGHAI_MS = 8 * HOUR_MS;

/**
 * The rewards that take days (issue 28), on the e2e bundle's test clock: 生日礼金 on the birthday
 * (today), 返水 accrued today paid after the pay hour of the next business day, and 回归礼金 for a
 * member back after a month away, on the deposit that brings them back. The clock only moves forward,
 * so the journeys run in order.
 */
describe('promotions across days', () => {
  // The promo jobs look every two seconds, so a day that has come due is paid while the page waits.
  // The feed runs in real time: after a jump of the clock the simulator plays the days it missed, and
  // at the demo's fast pace (7 days a day) a jump of one day would be a week of matches at once.
  // Bets are on tomorrow's matches (any hour of the day has them), settled by the trader's hand.
  const ctx = useSiteAndBrowser({
    FEED_SIMULATOR: '1',
    FEED_SPEED: '1',
    BET_DELAY_MS: '0',
    PROMO_DAILY_INTERVAL_MS: '2000',
  });
  const { shift: shiftClock } = serverClock(ctx);
  const { admin, register, logIn, deposit, toSportsWallet, freshMatch, betDraw, drawWins } = memberSteps(ctx);

  /** The server's clock to 12:05 Beijing time of the next business day, five minutes past the pay hour. */
  const toNextPayHour = async (serverNow: number) => {
    const dayStart = Math.floor((serverNow + SHANGHAI_MS) / DAY_MS) * DAY_MS - SHANGHAI_MS;
    return shiftClock(dayStart + DAY_MS + 12 * HOUR_MS + 5 * 60_000 - serverNow);
  };

  const balance = async (page: Page) => {
    await page.goto(`${ctx.site.url}/app/transfer`);
    await page.getByTestId('wallet-page').waitFor();
    return page.getByTestId('centre-balance').innerText();
  };

  let serverNow = Date.now();

  it('pays 生日礼金 on a phone to a VIP1 member on their birthday, after the operator lowered VIP1', async () => {
    await admin('/api/admin/site/v1/param', { keyCode: 'deposit_verify_true_name', value: '0' });
    // The operator's ladder: VIP1 from the first ¥100.00 deposited, with no turnover line, for a while.
    const { levels } = (await admin('/api/admin/promo/v1/vipLadder', {})) as { levels: Record<string, unknown>[] };
    const asSaved = levels.map(({ members: _members, ...level }) => level);
    const lowered = asSaved.map((l) =>
      l.level === 1 ? { ...l, minDeposit: '100.00', minTurnover: '0.00', retainTurnover: '0.00' } : l,
    );
    await admin('/api/admin/promo/v1/vipLadderSave', { levels: lowered });

    const context = await ctx.browser.newContext({ viewport: H5 });
    const page = await context.newPage();
    await register(page, 'bdayh5a');
    // Born today (Beijing), in 1990.
    const today = new Date(Date.now() + SHANGHAI_MS).toISOString().slice(5, 10);
    await page.goto(`${ctx.site.url}/app/member/profile`);
    const form = page.getByTestId('profile-info-form');
    await form.locator('input[type="date"]').fill(`1990-${today}`);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/info/v') && r.url().endsWith('/updateInfoVal')),
      form.getByTestId('profile-info-save').click(),
    ]);
    await page.goto(`${ctx.site.url}/app/birthday`);
    const state = page.getByTestId('birthday-state');
    await expect.poll(() => state.getAttribute('data-state'), PATIENCE).toBe('noVipLevel');

    // The first deposit lifts them to VIP1 at once; the gift of their level is now theirs to take.
    await deposit(context, page, '100');
    // The level is lifted by the deposit's subscriber, a moment after the credit.
    await expect
      .poll(
        async () => {
          await page.goto(`${ctx.site.url}/app/birthday`);
          return state.getAttribute('data-state');
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe('claimable');
    expect(await page.getByTestId('birthday-state').innerText()).toContain('¥18.00');
    await screenshot(page, 'promo-birthday-h5');
    await page.getByTestId('birthday-claim').click();
    await expect.poll(() => state.getAttribute('data-state'), PATIENCE).toBe('claimed');
    await page.goto(`${ctx.site.url}/app/promotions/mine`);
    await expect
      .poll(() => page.locator('[data-testid="grant-card"]', { hasText: '生日礼金' }).count(), PATIENCE)
      .toBe(1);
    await screenshot(page, 'promo-birthday-granted-h5');
    await context.close();
    // The ladder as it was, for the journeys below; the member keeps VIP1.
    await admin('/api/admin/promo/v1/vipLadderSave', { levels: asSaved });
  }, 300_000);

  it('pays 返水 on a PC after the next business day’s pay hour, into the wallet, once', async () => {
    const context = await ctx.browser.newContext({ viewport: PC });
    const page = await context.newPage();
    await register(page, 'rebatepc1');
    await deposit(context, page, '100');
    await toSportsWallet(page, '100');
    await drawWins(await betDraw(page, await freshMatch(page, 'early'), '100', false));

    // Today's 100.00 of settled bets at VIP0's 0.30 % for sports: an estimate, nothing paid yet.
    await page.goto(`${ctx.site.url}/app/rebate`);
    await expect.poll(() => page.getByTestId('rebate-estimate').innerText(), PATIENCE).toBe('¥0.30');
    await page.getByTestId('rebate-empty').waitFor();
    const before = await balance(page);

    // The next business day, past 12:00: the job pays the day, and the page lists it.
    serverNow = await toNextPayHour(serverNow);
    await logIn(page, 'rebatepc1');
    await page.goto(`${ctx.site.url}/app/rebate`);
    const records = page.getByTestId('rebate-records');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('rebate-today').waitFor();
          return (await records.isVisible()) ? records.innerText() : '';
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toContain('¥0.30');
    expect(await page.locator('[data-testid="rebate-records"] li').count()).toBe(1);
    await expect.poll(() => page.getByTestId('rebate-estimate').innerText(), PATIENCE).toBe('¥0.00');
    await screenshot(page, 'promo-rebate-paid-pc');
    const after = await balance(page);
    expect(Number(after.replace(/[¥,]/g, '')) - Number(before.replace(/[¥,]/g, ''))).toBeCloseTo(0.3, 2);
    await context.close();
  }, 300_000);

  it('gives 回归礼金 on a phone to a member back after 30 days away', async () => {
    const context = await ctx.browser.newContext({ viewport: H5 });
    const page = await context.newPage();
    await register(page, 'backh5a');
    await deposit(context, page, '100');
    // The deposit is counted as activity by the promotions' subscriber after the credit: waited for
    // here, or the clock could move first and the deposit would count as made on the return.
    const card = page.getByTestId('backflow');
    await expect
      .poll(
        async () => {
          await page.goto(`${ctx.site.url}/app/welfare`);
          return card.innerText();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toContain('您已离开 0 天');
    expect(await card.getAttribute('data-qualifies')).toBe('false');

    // A month and a day later the card invites them back; the deposit it leads to brings 20 %.
    serverNow = await shiftClock(31 * DAY_MS);
    await logIn(page, 'backh5a');
    await page.goto(`${ctx.site.url}/app/welfare`);
    await expect.poll(() => card.getAttribute('data-qualifies'), PATIENCE).toBe('true');
    await screenshot(page, 'promo-backflow-h5');
    await card.getByRole('link').click();
    await page.waitForURL(/\/app\/deposit$/);
    await deposit(context, page, '100');
    const gift = page.locator('[data-testid="grant-card"]', { hasText: '回归礼金' });
    await expect
      .poll(
        async () => {
          await page.goto(`${ctx.site.url}/app/promotions/mine`);
          await page.getByTestId('grant-card').first().waitFor();
          return gift.count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await gift.innerText()).toContain('¥20.00');
    await screenshot(page, 'promo-backflow-granted-h5');
    await page.goto(`${ctx.site.url}/app/welfare`);
    await expect.poll(() => card.innerText(), PATIENCE).toContain('¥20.00');
    await context.close();
  }, 300_000);
});
