import { randomUUID } from 'node:crypto';
import { walletRoutes } from '@courtside/contract';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, H5, screenshot, useSiteAndBrowser } from '../harness';
import { preMatchFilter } from '../sports';

/** The console is used on an operator's desktop. */
const DESK = { width: 1440, height: 900 };
const ADMIN = { username: 'admin', password: 'Courtside-admin-1' };

type Envelope<T = unknown> = { code: number; msg: string; data: T };

// The member 360 view (issue 30): the demo member bets and spins on the member site, then a compliance
// operator opens them in the console, goes through every tab and writes a note.
describe('the member 360 view in the browser', () => {
  const ctx = useSiteAndBrowser({ FEED_SIMULATOR: '1', ADMIN_USER: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });

  const api = async <T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${ctx.site.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope<T>;
  };
  const asService = { 'x-admin-token': ADMIN_TOKEN };

  /** The demo member bets 50 on a match not started yet, from the member site's sports list. */
  const placeBet = async (browser: Browser) => {
    const page = await (await browser.newContext({ viewport: H5 })).newPage();
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent('/app/transfer')}`);
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/app/transfer');
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
    await row.locator('[data-type="fb.1x2"] [data-testid="odds-button"]:not([disabled])').first().click();
    await page.getByTestId('slip-bar').waitFor();
    if (!(await page.getByTestId('bet-slip').isVisible())) await page.getByTestId('slip-bar').click();
    await page.locator('[data-testid^="stake-"]').first().fill('50');
    await page.getByTestId('slip-place').click();
    await page.getByTestId('slip-confirm-place').click();
    await page.locator('[data-testid="slip-result"][data-state="accepted"]').waitFor({ timeout: 15_000 });
    await page.context().close();
  };

  const memberLogin = async () => {
    const login = await api<{ token: string }>('/api/site/group/account/memberLogin/v3/login', {
      name: 'demo888',
      password: 'Courtside1',
      deviceId: 'e2e-member360-device',
    });
    expect(login.code, login.msg).toBe(0);
    return { token: login.data.token };
  };

  /** Three ¥2 spins of 财神到 through the sandbox provider's API, as its game page calls it. */
  const spin = async () => {
    const member = await memberLogin();
    const moved = await api(
      walletRoutes.transferIntoVal.path,
      { venueCode: 'PGDZ', amount: '20', requestId: randomUUID() },
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
    for (let i = 0; i < 3; i++) {
      const spun = await api('/sandbox/provider/v1/slot/spin', {
        token,
        roundId: randomUUID(),
        bet: '2.00',
        clientSeed: 'm360',
      });
      expect(spun.code, spun.msg).toBe(0);
    }
  };

  const signIn = async (browser: Browser, who: { username: string; password: string }) => {
    const context = await browser.newContext({ viewport: DESK, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${ctx.site.url}/admin/`);
    await page.getByLabel('用户名').fill(who.username);
    await page.getByLabel('密码').fill(who.password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('heading', { name: /今日概览/, level: 1 }).waitFor();
    return page;
  };

  const openMember = async (page: Page, name: string) => {
    await page.getByTestId('menu-members').click();
    await page.getByPlaceholder('用户名、昵称前缀或会员ID').fill(name);
    await page.getByRole('row').filter({ hasText: name }).click();
    await page.getByTestId('member-status').waitFor();
  };

  const tabs = async (page: Page) =>
    page
      .locator('[data-testid^="member-tab-"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));

  it('goes through every tab of the demo member as compliance, and writes a note', async () => {
    await placeBet(ctx.browser);
    await spin();
    const memberId = (
      await api<{ items: { id: number }[] }>('/api/admin/member/v1/search', { keyword: 'demo888' }, asService)
    ).data.items[0]!.id;
    // The records job pulls the provider's rounds every few seconds; asked on the member's side, so the
    // waiting leaves no operator's look in the member's audit trail.
    const member = await memberLogin();
    await expect
      .poll(
        async () =>
          (
            await api<{ total: number }>(
              '/api/site/group/egame/v1/records',
              { venueCode: 'PGDZ', pageNum: 1, pageSize: 20 },
              member,
            )
          ).data.total,
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(3);
    // A hand-made compensation grant for the 优惠 tab.
    const made = await api<{ id: number }>(
      '/api/admin/promo/v1/save',
      {
        code: 'e2e-m360',
        kind: 'manual',
        title: '客服补偿礼金',
        summary: '人工发放的补偿',
        image: '',
        terms: {
          bonus: { kind: 'fixed', amount: '1.00' },
          multiplier: 5,
          weights: { default: '0', products: { sports: '100' }, games: {}, markets: {} },
          minOdds: '1.50',
          maxBet: null,
          maxWinMultiplier: null,
          validDays: 30,
          eligibility: {
            depositNth: null,
            minDeposit: null,
            maxDeposit: null,
            requiresVipLevel: false,
            minVipLevel: null,
            registeredWithinDays: null,
            identityChecks: [],
          },
        },
        startDay: '2026-01-01',
        endDay: null,
        budget: null,
        maxReceivers: null,
        sort: 90,
      },
      asService,
    );
    expect(made.code, made.msg).toBe(0);
    const granted = await api(
      '/api/admin/promo/v1/grant',
      { memberId, promotionId: made.data.id, amount: '8.88', reason: '体验补偿', requestId: randomUUID() },
      asService,
    );
    expect(granted.code, granted.msg).toBe(0);

    const password = 'compliance-Password-1';
    const operator = await api(
      '/api/admin/adminUser/v1/create',
      { username: 'compliance360', password, roles: ['compliance'] },
      asService,
    );
    expect(operator.code, operator.msg).toBe(0);
    const page = await signIn(ctx.browser, { username: 'compliance360', password });
    await openMember(page, 'demo888');
    expect(await tabs(page)).toEqual([
      'member-tab-profile',
      'member-tab-kyc',
      'member-tab-wallet',
      'member-tab-bets',
      'member-tab-rounds',
      'member-tab-gifts',
      'member-tab-grants',
      'member-tab-limits',
      'member-tab-notes',
      'member-tab-audit',
    ]);
    // The sessions with their address and country (the test machine's own address has none).
    await page.getByTestId('session-country').first().waitFor();
    await screenshot(page, 'admin-member360-profile');

    await page.getByTestId('member-tab-kyc').click();
    await page.getByTestId('member-kyc').waitFor();
    expect(await page.getByTestId('member-kyc').innerText()).toContain('手机');
    await screenshot(page, 'admin-member360-kyc');

    await page.getByTestId('member-tab-bets').click();
    await page.getByTestId('member-bet').first().waitFor();
    expect(await page.getByTestId('member-bet').first().innerText()).toContain('¥50.00');
    await screenshot(page, 'admin-member360-bets');

    await page.getByTestId('member-tab-rounds').click();
    await page.getByTestId('member-round').first().waitFor();
    expect(await page.getByTestId('member-round').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.getByTestId('member-rounds-totals').innerText()).toMatch(/共 \d+ 局/);
    await screenshot(page, 'admin-member360-rounds');

    // The seeded gift history of the demo member.
    await page.getByTestId('member-tab-gifts').click();
    await page.getByTestId('member-gift').first().waitFor();
    await screenshot(page, 'admin-member360-gifts');

    await page.getByTestId('member-tab-grants').click();
    await page.getByTestId('member-grant').first().waitFor();
    expect(await page.getByTestId('member-grant').first().innerText()).toContain('客服补偿礼金');
    await screenshot(page, 'admin-member360-grants');

    await page.getByTestId('member-tab-limits').click();
    await page.getByRole('table', { name: '会员限额' }).waitFor();
    await screenshot(page, 'admin-member360-limits');

    await page.getByTestId('member-tab-notes').click();
    await page.getByText('还没有备注').waitFor();
    await page.getByTestId('member-note-add').click();
    // Spaces only: the server trims them and names the field; nothing is written.
    await page.getByTestId('action-field-text').fill('   ');
    await page.getByTestId('action-confirm').click();
    await page.getByText('备注不能为空').waitFor();
    await screenshot(page, 'admin-member360-note-empty');
    await page.getByTestId('action-field-text').fill('会员来电询问提款进度，已告知预计到账时间。');
    await page.getByTestId('action-confirm').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('member-note').first().waitFor();
    expect(await page.getByTestId('member-note').count()).toBe(1);
    expect(await page.getByTestId('member-note').first().innerText()).toContain('compliance360');
    await page.getByText('备注已保存').waitFor({ state: 'detached' });
    await screenshot(page, 'admin-member360-notes');

    await page.getByTestId('member-tab-audit').click();
    await page.getByRole('row').filter({ hasText: 'member.note' }).first().waitFor();
    await screenshot(page, 'admin-member360-audit');
    await page.context().close();

    // A cashier sees the money, not the identity papers, and writes no notes.
    const cashierPassword = 'cashier-Password-1';
    const cashier = await api(
      '/api/admin/adminUser/v1/create',
      { username: 'cashier360', password: cashierPassword, roles: ['cashier'] },
      asService,
    );
    expect(cashier.code, cashier.msg).toBe(0);
    const desk = await signIn(ctx.browser, { username: 'cashier360', password: cashierPassword });
    await openMember(desk, 'demo888');
    expect(await tabs(desk)).toEqual([
      'member-tab-profile',
      'member-tab-wallet',
      'member-tab-bets',
      'member-tab-rounds',
      'member-tab-gifts',
      'member-tab-grants',
      'member-tab-notes',
      'member-tab-audit',
    ]);
    await desk.getByTestId('member-tab-notes').click();
    await desk.getByTestId('member-note').first().waitFor();
    expect(await desk.getByTestId('member-note-add').count()).toBe(0);
    await desk.context().close();
  }, 240_000);
});
