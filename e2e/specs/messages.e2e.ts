import { randomUUID } from 'node:crypto';
import { routes } from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, screenshot, useSiteAndBrowser } from '../harness';

const MEMBER = { name: 'demo888', password: 'Courtside1' };
const WITHDRAW_PASSWORD = '135790';
const ADMIN = { username: 'admin', password: 'Courtside-admin-1' };

interface Reply<T> {
  code: number;
  msg: string;
  data: T;
}

describe('message centre', () => {
  const ctx = useSiteAndBrowser({ ADMIN_USER: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  const admin = { 'x-admin-token': ADMIN_TOKEN };

  const api = async <T>(path: string, body: unknown, headers: Record<string, string>): Promise<Reply<T>> => {
    const res = await fetch(`${ctx.site.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Reply<T>;
  };

  const logIn = async (page: Page): Promise<string> => {
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent('/app/home')}`);
    await page.getByTestId('login-name').fill(MEMBER.name);
    await page.getByTestId('login-password').fill(MEMBER.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/app/home');
    // Home greets a new visit with the welcome announcement: read and closed first.
    const ok = page.getByTestId('announcement-ok');
    await ok.waitFor({ timeout: 10_000 }).then(
      () => ok.click(),
      () => undefined,
    );
    return page.evaluate(() => sessionStorage.getItem('tb-token') ?? '');
  };

  const bellCount = (page: Page, place: 'header' | 'topbar') =>
    page.getByTestId(`${place}-bell`).getAttribute('data-count').then(Number);

  const memberId = async (): Promise<number> => {
    const found = await api<{ items: { id: number; name: string }[] }>(
      adminRoutes.memberSearch.path,
      { keyword: MEMBER.name, page: 1, pageSize: 5 },
      admin,
    );
    const id = found.data.items.find((m) => m.name === MEMBER.name)?.id;
    if (!id) throw new Error('demo member not found');
    return id;
  };

  it('H5: a withdrawal rejected in the back office rings the bell without a reload, with the reason', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 412, height: 915 }, locale: 'zh-CN' });
    const token = await logIn(page);
    const as = { token };
    await page.getByTestId('topbar-bell').waitFor();
    await page.waitForTimeout(1_000);
    const first = await bellCount(page, 'topbar');

    // The member asks for a withdrawal (set up through the API: the payments journey covers the form).
    await api(routes.member.realNameBind.path, { realName: '赵子龙' }, as);
    await api(
      routes.member.withdrawPasswordSet.path,
      { password: WITHDRAW_PASSWORD, confirmPassword: WITHDRAW_PASSWORD },
      as,
    );
    // Setting a withdrawal password is a security change, told in 公告: it rings the bell first.
    await expect.poll(() => bellCount(page, 'topbar'), { timeout: 15_000 }).toBe(first + 1);
    const before = first + 1;
    const cards = await api<{ id: number }[]>(
      routes.payment.cardInsert.path,
      { bankCode: 'ABC', cardNumber: '6228480012345678903' },
      as,
    );
    expect(cards.code).toBe(0);
    const sent = await api<{ orderNo: string }>(
      routes.payment.withdrawNew.path,
      { withdrawPassword: WITHDRAW_PASSWORD, requestId: randomUUID(), amount: '100.00', cardId: cards.data.at(-1)!.id },
      as,
    );
    expect(sent.code, sent.msg).toBe(0);
    const decided = await api(
      adminRoutes.withdrawDecide.path,
      { orderNo: sent.data.orderNo, decision: 'rejected', reason: '收款银行卡户名与实名不一致' },
      admin,
    );
    expect(decided.code).toBe(0);

    // The count rises over /live: no reload, no navigation.
    await expect.poll(() => bellCount(page, 'topbar'), { timeout: 15_000 }).toBe(before + 1);
    expect(page.url()).toContain('/app/home');
    await screenshot(page, 'messages-bell-h5', { viewport: true });

    await page.getByTestId('topbar-bell').click();
    await page.getByTestId('messages-page').waitFor();
    await page.getByTestId('messages-tab-activity').click();
    const row = page.getByTestId('message-row').filter({ hasText: '提款申请未通过' }).first();
    await row.waitFor();
    expect(await row.getAttribute('data-read')).toBe('false');
    await screenshot(page, 'messages-list-h5', { viewport: true });
    await row.getByRole('link').click();
    await page.getByTestId('message-detail').waitFor();
    expect(await page.getByTestId('message-body').innerText()).toContain('原因：收款银行卡户名与实名不一致');
    await expect.poll(() => bellCount(page, 'topbar')).toBe(before);
    await screenshot(page, 'messages-detail-h5', { viewport: true });
    await page.close();
  });

  it('PC: a letter and a notice batch sent from the console ring the bell live; opening and reading all bring it down', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    await logIn(page);
    await page.getByTestId('header-bell').waitFor();
    await page.waitForTimeout(1_000);
    const before = await bellCount(page, 'header');
    const id = await memberId();

    // The operator, signed in to the back office in a browser of their own.
    const desk = await (
      await ctx.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
    ).newPage();
    await desk.goto(`${ctx.site.url}/admin/`);
    await desk.getByLabel('用户名').fill(ADMIN.username);
    await desk.getByLabel('密码').fill(ADMIN.password);
    await desk.getByRole('button', { name: '登录' }).click();
    await desk.getByRole('heading', { name: /今日概览/, level: 1 }).waitFor();
    await desk.getByTestId('menu-messages').click();
    await desk.getByRole('heading', { name: '站内信', level: 1 }).waitFor();

    await desk.getByTestId('message-letter').click();
    await desk.getByTestId('action-field-memberId').fill(String(id));
    await desk.getByTestId('action-field-title').fill('账户安全提醒');
    await desk.getByTestId('action-field-body').fill('您好，您的账户已开启登录保护。如非本人操作，请联系客服。');
    await desk.getByTestId('action-confirm').click();
    await desk.getByText(`私信已发送给会员 ${id}`).waitFor();
    await expect.poll(() => bellCount(page, 'header'), { timeout: 15_000 }).toBe(before + 1);

    // A notice to every member of the site: the job fans it out (every few seconds), not the request.
    await desk.getByTestId('message-batch').click();
    await desk.getByTestId('action-field-title').fill('周末加赛公告');
    await desk.getByTestId('action-field-body').fill('本周六足球加赛，滚球盘口全部开放。');
    await desk.getByTestId('action-confirm').click();
    await desk.getByTestId('message-batches').getByText('周末加赛公告').waitFor();
    await expect.poll(() => bellCount(page, 'header'), { timeout: 20_000 }).toBe(before + 2);
    // The list reloads itself every 10 s: the batch shows as done without a reload.
    await desk.getByTestId('message-batches').getByText('已完成').waitFor({ timeout: 25_000 });
    await desk.getByTestId('message-letter').waitFor();
    await screenshot(desk, 'messages-console-pc', { viewport: true });
    expect(page.url()).toContain('/app/home');
    await screenshot(page, 'messages-bell-pc', { viewport: true });

    await page.getByTestId('header-bell').click();
    await page.getByTestId('messages-page').waitFor();
    await page.getByTestId('message-row').filter({ hasText: '周末加赛公告' }).waitFor();
    await screenshot(page, 'messages-notice-pc', { viewport: true });
    await page.getByTestId('messages-tab-private').click();
    const row = page.getByTestId('message-row').filter({ hasText: '账户安全提醒' }).first();
    await row.waitFor();
    await row.getByRole('button', { name: '置顶' }).click();
    await row.getByTestId('message-sticky').waitFor();
    await screenshot(page, 'messages-private-pc', { viewport: true });
    await row.getByRole('link').click();
    await page.getByTestId('message-detail').waitFor();
    expect(await page.getByTestId('message-body').innerText()).toContain('登录保护');
    await expect.poll(() => bellCount(page, 'header')).toBe(before + 1);
    await screenshot(page, 'messages-detail-pc', { viewport: true });

    await page.goBack();
    await page.getByTestId('messages-read-all').click();
    await expect.poll(() => bellCount(page, 'header')).toBe(0);
    await screenshot(page, 'messages-all-read-pc', { viewport: true });
    await desk.close();
    await page.close();
  });
});
