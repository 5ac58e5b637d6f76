import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, screenshot, useSiteAndBrowser } from '../harness';

/**
 * The console's operations screens (issue 30): operators' accounts, payment tickets and the
 * modify-review queue, each clicked through at 1440×900 by the role that works it.
 */
const DESK = { width: 1440, height: 900 };
const ADMIN = { username: 'admin', password: 'Courtside-admin-1' };
const MEMBER_PASSWORD = 'Courtside1';
const WITHDRAW_PASSWORD = '246810';

type Envelope<T = unknown> = { code: number; msg: string; data: T };

describe('the back office operations screens in the browser', () => {
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

  /** The demo member, signed in through the API, with a real name and a withdrawal password. */
  const demoMember = async () => {
    const login = await api<{ token: string }>('/api/site/group/account/memberLogin/v3/login', {
      name: 'demo888',
      password: MEMBER_PASSWORD,
      deviceId: 'e2e-ops-device',
    });
    expect(login.code, login.msg).toBe(0);
    const member = { token: login.data.token };
    await api('/api/site/group/member/bind/v1/userRealNameBind', { realName: '赵子龙' }, member);
    await api(
      '/api/site/group/member/withdrawPassword/v1/set',
      { password: WITHDRAW_PASSWORD, confirmPassword: WITHDRAW_PASSWORD },
      member,
    );
    return member;
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

  const pick = async (page: Page, label: string, options: string[]) => {
    await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
    for (const option of options) await page.getByRole('option', { name: option }).click();
    // A multiple select keeps its menu open; Escape closes the menu, not the dialog under it.
    await page.keyboard.press('Escape');
  };

  it('lets the super operator create an operator, with the server refusing a short password on its field', async () => {
    const page = await signIn(ctx.browser, ADMIN);
    await page.getByTestId('menu-operators').click();
    await page.getByTestId(`operator-${ADMIN.username}`).waitFor();
    await page.getByTestId('operator-create').click();
    await page.getByTestId('action-field-username').fill('cashier_li');
    await page.getByTestId('action-field-password').fill('short');
    await pick(page, '角色', ['财务', '客服']);
    await page.getByTestId('action-confirm').click();
    await page.getByRole('dialog').getByText('后台密码至少10个字符').waitFor();
    await page.getByTestId('action-field-password').fill('Cashier-li-Password-1');
    await page.getByTestId('action-confirm').click();
    const row = page.getByTestId('operator-cashier_li');
    await row.waitFor();
    expect(await row.innerText()).toMatch(/财务[\s\S]*客服[\s\S]*启用[\s\S]*未开启/);
    await screenshot(page, 'admin-operators');

    // The new operator signs in with the roles given, and finds the second-factor page.
    const made = await signIn(ctx.browser, { username: 'cashier_li', password: 'Cashier-li-Password-1' });
    expect(await made.getByTestId('menu-tickets').isVisible()).toBe(true);
    expect(await made.getByTestId('menu-operators').count()).toBe(0);
    await made.getByTestId('menu-security').click();
    await made.getByTestId('totp-setup').click();
    await made.getByTestId('action-confirm').click();
    await made.getByTestId('totp-qr').waitFor();
    expect(await made.getByTestId('totp-uri').innerText()).toMatch(/^otpauth:\/\/totp\//);
    await made.getByTestId('totp-enable').click();
    await made.getByTestId('action-field-code').fill('12');
    await made.getByTestId('action-confirm').click();
    await made.getByRole('dialog').getByText('动态验证码为6位数字').waitFor();
    await screenshot(made, 'admin-totp-setup');
  });

  it('lets a cashier answer an appeal on a refused withdrawal, which the member then reads', async () => {
    const member = await demoMember();
    const cards = await api<{ id: number }[]>(
      '/api/site/group/payment/card/v3/insert',
      { bankCode: 'ABC', cardNumber: '6228480012345678903' },
      member,
    );
    expect(cards.code, cards.msg).toBe(0);
    const order = await api<{ orderNo: string }>(
      '/api/site/group/payment/withdraw/v6/newVal',
      { amount: '100.00', cardId: cards.data[0]!.id, withdrawPassword: WITHDRAW_PASSWORD, requestId: randomUUID() },
      member,
    );
    expect(order.code, order.msg).toBe(0);
    const orderNo = order.data.orderNo;
    const refused = await api(
      '/api/admin/payment/v1/withdrawDecide',
      { orderNo, decision: 'rejected', reason: '银行卡户名与实名不符' },
      asService,
    );
    expect(refused.code, refused.msg).toBe(0);
    const appeal = await api(
      '/api/site/group/payment/speedDraw/v1/appeal',
      { orderNo, text: '银行卡是本人的，户名就是赵子龙，请重新审核' },
      member,
    );
    expect(appeal.code, appeal.msg).toBe(0);

    const cashier = await staff('cashier_ops', 'cashier');
    const page = await signIn(ctx.browser, cashier);
    await page.getByTestId('menu-tickets').click();
    const row = page.getByTestId(`ticket-${orderNo}`);
    await row.waitFor();
    await screenshot(page, 'admin-tickets');
    // 导出 CSV downloads the list as filtered (open tickets), streamed by the server under the cookie session.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^tickets-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await readFile(await download.path(), 'utf8');
    const lines = file
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('"orderNo"');
    expect(lines.some((line) => line.includes(`"${orderNo}"`) && line.includes('银行卡是本人的'))).toBe(true);
    await row.getByRole('link', { name: '详情' }).click();
    await page.getByRole('heading', { name: `工单 ${orderNo}`, level: 1 }).waitFor();
    await page.getByText('银行卡是本人的').waitFor();
    await page.getByTestId('ticket-reply').click();
    await page.getByTestId('action-field-text').fill('已核实户名一致，请重新提交取款');
    await page.getByTestId('action-confirm').click();
    await page.getByText('已核实户名一致，请重新提交取款（').waitFor();
    await screenshot(page, 'admin-ticket-detail');

    // The member's own record of the order carries the reply.
    const seen = await api<{ items: { orderNo: string; tickets: { kind: string; reply: string | null }[] }[] }>(
      '/api/site/group/payment/record/v1/withdrawals',
      {},
      member,
    );
    expect(seen.code, seen.msg).toBe(0);
    const mine = seen.data.items.find((item) => item.orderNo === orderNo);
    expect(mine?.tickets.at(-1)).toMatchObject({ kind: 'appeal', reply: '已核实户名一致，请重新提交取款' });
  });

  it('lets a manager approve a member’s request to change the real name', async () => {
    const member = await demoMember();
    const asked = await api<{ id: number }>(
      '/api/site/group/member/modify/v1/add',
      { kind: 'realName', newValue: '赵云', reason: '身份证已更名' },
      member,
    );
    expect(asked.code, asked.msg).toBe(0);

    const manager = await staff('manager_ops', 'manager');
    const page = await signIn(ctx.browser, manager);
    await page.getByTestId('menu-modifyRequests').click();
    const row = page.getByTestId(`modify-${asked.data.id}`);
    await row.waitFor();
    expect(await row.innerText()).toContain('赵云');
    await screenshot(page, 'admin-modify-requests');
    await row.getByTestId('modify-approved').click();
    await page.getByTestId('action-confirm').click();
    await row.waitFor({ state: 'detached' });

    const records = await api<{ id: number; state: string }[]>('/api/site/group/member/modify/v1/check', {}, member);
    expect(records.data.find((r) => r.id === asked.data.id)?.state).toBe('approved');
  });
});
