import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, screenshot, useSiteAndBrowser } from '../harness';

/**
 * The console's later desks (issue 30, part 2): promotions, customer service, chat moderation, live
 * rooms and gifts, each clicked through at 1440×900 by the role that works it.
 */
const DESK = { width: 1440, height: 900 };
const ADMIN = { username: 'admin', password: 'Courtside-admin-1' };
const MEMBER_PASSWORD = 'Courtside1';

type Envelope<T = unknown> = { code: number; msg: string; data: T };

describe('the back office desks in the browser', () => {
  const ctx = useSiteAndBrowser({ ADMIN_USER: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });

  const api = async <T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${ctx.site.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope<T>;
  };
  const asService = { 'x-admin-token': ADMIN_TOKEN };

  const staff = async (username: string, role: string) => {
    const password = `${username}-Password-1`;
    const made = await api('/api/admin/adminUser/v1/create', { username, password, roles: [role] }, asService);
    expect(made.code, made.msg).toBe(0);
    return { username, password };
  };

  const memberIdOf = async (name: string) =>
    (await api<{ items: { id: number }[] }>('/api/admin/member/v1/search', { keyword: name }, asService)).data.items[0]!
      .id;

  const memberLogin = async (name: string) => {
    const login = await api<{ token: string }>('/api/site/group/account/memberLogin/v3/login', {
      name,
      password: MEMBER_PASSWORD,
      deviceId: `e2e-desks-${name}`,
    });
    expect(login.code, login.msg).toBe(0);
    return { token: login.data.token };
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

  const serverSays = (page: Page, path: string, body: unknown) =>
    page.evaluate(
      async ({ path, body }) => {
        const me = await fetch('/api/admin/auth/v1/me', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        const csrf = ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
        const res = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
          body: JSON.stringify(body),
        });
        return ((await res.json()) as { code: number }).code;
      },
      { path, body },
    );

  const menuEntries = async (page: Page) =>
    page
      .locator('[data-testid^="menu-"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));

  /** Picks a value of a select inside the open dialog by its label. */
  const choose = async (page: Page, label: string, option: string) => {
    await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  };

  it('lets a manager edit, pause and grant a promotion, and a compliance officer forfeit the grant', async () => {
    const made = await api<{ id: number }>(
      '/api/admin/promo/v1/save',
      {
        code: 'e2e-manual',
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
    const memberId = await memberIdOf('demo888');

    const manager = await signIn(ctx.browser, await staff('promo-manager', 'manager'));
    await manager.getByTestId('menu-promotions').click();
    const row = manager.getByTestId('promo-e2e-manual');
    await row.waitFor();
    await manager.getByTestId('promo-first-deposit').waitFor();

    // Edit: a budget and a receivers cap; a bad multiplier is refused on its field, nothing saved.
    await row.getByTestId('promo-edit').click();
    await manager.getByTestId('action-field-terms.multiplier').fill('99');
    await manager.getByTestId('action-field-budget').fill('5000');
    await manager.getByTestId('action-confirm').click();
    await manager.getByRole('dialog').getByText(/<=40/).waitFor();
    await screenshot(manager, 'admin-promo-edit-refused', { viewport: true });
    expect(await row.getByTestId('promo-budget').innerText()).toContain('不限');
    await manager.getByTestId('action-field-terms.multiplier').fill('8');
    await manager.getByTestId('action-field-maxReceivers').fill('200');
    await manager.getByTestId('action-confirm').click();
    await manager.getByText('客服补偿礼金 已保存').waitFor();
    await expect.poll(() => row.getByTestId('promo-budget').innerText()).toContain('¥5,000.00');
    expect(await row.getByTestId('promo-receivers').innerText()).toBe('0 / 200');
    expect(await row.innerText()).toContain('8 倍');

    // A new promotion waits paused: put it on, pause it, put it back on.
    expect(await row.getByTestId('promo-state').innerText()).toBe('已暂停');
    await row.getByTestId('promo-active').click();
    await manager.getByTestId('action-confirm').click();
    await expect.poll(() => row.getByTestId('promo-state').innerText()).toBe('进行中');
    await row.getByTestId('promo-paused').click();
    await manager.getByTestId('action-confirm').click();
    await expect.poll(() => row.getByTestId('promo-state').innerText()).toBe('已暂停');
    await row.getByTestId('promo-active').click();
    await manager.getByTestId('action-confirm').click();
    await expect.poll(() => row.getByTestId('promo-state').innerText()).toBe('进行中');

    // A manual grant: a bad amount is the server's message on the amount; then 50.00.
    await manager.getByTestId('promo-grant').click();
    await manager.getByTestId('action-field-memberId').fill(String(memberId));
    await manager.getByTestId('action-field-amount').fill('5O');
    await manager.getByTestId('action-field-reason').fill('客服补偿');
    await manager.getByTestId('action-confirm').click();
    await manager.getByRole('dialog').getByText('请输入正确的金额（最多两位小数）').waitFor();
    await manager.getByTestId('action-field-amount').fill('50');
    await manager.getByTestId('action-confirm').click();
    await manager.getByText(/已发放 ¥50.00（客服补偿礼金）/).waitFor();
    await expect.poll(() => row.getByTestId('promo-receivers').innerText()).toBe('1 / 200');
    expect(await row.getByTestId('promo-budget').innerText()).toContain('¥50.00 / ¥5,000.00');

    // The blacklist.
    await manager.getByTestId('promo-blacklist').click();
    await manager.getByTestId('action-field-memberId').fill(String(memberId));
    await manager.getByTestId('action-field-reason').fill('套利嫌疑');
    await manager.getByTestId('action-confirm').click();
    await manager.getByText(`会员 ${memberId} 已加入优惠黑名单`).waitFor();
    await screenshot(manager, 'admin-promotions');
    await manager.context().close();

    // Compliance reads the member's grants and forfeits the one just given.
    const compliance = await signIn(ctx.browser, await staff('promo-compliance', 'compliance'));
    expect(await menuEntries(compliance)).toEqual(expect.arrayContaining(['menu-promotions', 'menu-promoGrants']));
    await compliance.getByTestId('menu-promoGrants').click();
    await compliance.getByTestId('grants-member').fill(String(memberId));
    await compliance.getByTestId('grants-search').click();
    expect(await compliance.getByTestId('grants-blacklisted').innerText()).toBe('优惠黑名单');
    const grant = compliance.locator('[data-testid^="grant-"]').filter({ hasText: '客服补偿礼金' });
    await grant.waitFor();
    await grant.getByTestId('grant-forfeit').click();
    await compliance.getByTestId('action-reason').fill('违反活动条款');
    await compliance.getByTestId('action-confirm').click();
    await expect.poll(() => grant.getByTestId('grant-status').innerText()).toBe('已没收');
    await screenshot(compliance, 'admin-promo-grants');
    // Compliance sees the list but may not edit it.
    await compliance.getByTestId('menu-promotions').click();
    await compliance.getByTestId('promo-e2e-manual').waitFor();
    expect(await compliance.getByTestId('promo-edit').count()).toBe(0);
    expect(await compliance.getByTestId('promo-grant').count()).toBe(0);
    expect(await serverSays(compliance, '/api/admin/promo/v1/state', { id: made.data.id, state: 'ended' })).toBe(10504);
    await compliance.context().close();

    // Support reads a member's grants, and nothing more.
    const support = await signIn(ctx.browser, await staff('promo-support', 'support'));
    await support.getByTestId('menu-promoGrants').click();
    await support.getByTestId('grants-member').fill(String(memberId));
    await support.getByTestId('grants-search').click();
    await support.locator('[data-testid^="grant-"]').first().waitFor();
    expect(await support.getByTestId('grant-forfeit').count()).toBe(0);
    expect(await support.getByTestId('menu-promotions').count()).toBe(0);
    expect(
      await serverSays(support, '/api/admin/promo/v1/grant', {
        memberId,
        promotionId: made.data.id,
        amount: '10',
        reason: 'x',
        requestId: randomUUID(),
      }),
    ).toBe(10504);
    await support.context().close();
  });
});
