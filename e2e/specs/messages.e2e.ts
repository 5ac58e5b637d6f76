import { randomUUID } from 'node:crypto';
import { routes } from '@courtside/contract';
import { adminRoutes, messageAdminRoutes } from '@courtside/contract/admin';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, screenshot, useSiteAndBrowser } from '../harness';

const MEMBER = { name: 'demo888', password: 'Courtside1' };
const WITHDRAW_PASSWORD = '135790';

interface Reply<T> {
  code: number;
  msg: string;
  data: T;
}

describe('message centre', () => {
  const ctx = useSiteAndBrowser();
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
    const before = await bellCount(page, 'topbar');

    // The member asks for a withdrawal (set up through the API: the payments journey covers the form).
    await api(routes.member.realNameBind.path, { realName: '赵子龙' }, as);
    await api(
      routes.member.withdrawPasswordSet.path,
      { password: WITHDRAW_PASSWORD, confirmPassword: WITHDRAW_PASSWORD },
      as,
    );
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

  it('PC: an operator letter and a notice batch reach the bell live; opening and reading all bring it down', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    await logIn(page);
    await page.getByTestId('header-bell').waitFor();
    await page.waitForTimeout(1_000);
    const before = await bellCount(page, 'header');
    const id = await memberId();

    const letter = await api(
      messageAdminRoutes.letter.path,
      {
        memberId: id,
        title: '账户安全提醒',
        body: '您好，您的账户已开启登录保护。如非本人操作，请联系客服。',
        requestId: randomUUID(),
      },
      admin,
    );
    expect(letter.code, letter.msg).toBe(0);
    await expect.poll(() => bellCount(page, 'header'), { timeout: 15_000 }).toBe(before + 1);
    // A notice batch is fanned out by the job (every few seconds), not by the request.
    const batch = await api(
      messageAdminRoutes.batch.path,
      {
        title: '周末加赛公告',
        body: '本周六足球加赛，滚球盘口全部开放。',
        segment: { kind: 'members', memberIds: [id] },
        requestId: randomUUID(),
      },
      admin,
    );
    expect(batch.code, batch.msg).toBe(0);
    await expect.poll(() => bellCount(page, 'header'), { timeout: 20_000 }).toBe(before + 2);
    await screenshot(page, 'messages-bell-pc', { viewport: true });

    await page.getByTestId('header-bell').click();
    await page.getByTestId('messages-page').waitFor();
    await page.getByTestId('message-row').filter({ hasText: '周末加赛公告' }).waitFor();
    await screenshot(page, 'messages-notice-pc', { viewport: true });
    await page.getByTestId('messages-tab-private').click();
    const row = page.getByTestId('message-row').filter({ hasText: '账户安全提醒' }).first();
    await row.waitFor();
    await screenshot(page, 'messages-private-pc', { viewport: true });
    await row.getByRole('link').click();
    await page.getByTestId('message-detail').waitFor();
    await expect.poll(() => bellCount(page, 'header')).toBe(before + 1);
    await screenshot(page, 'messages-detail-pc', { viewport: true });

    await page.goBack();
    await page.getByTestId('messages-read-all').click();
    await expect.poll(() => bellCount(page, 'header')).toBe(0);
    await screenshot(page, 'messages-all-read-pc', { viewport: true });
    await page.close();
  });
});
