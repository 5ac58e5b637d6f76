import { randomUUID } from 'node:crypto';
import { LIVE_NAMESPACE, sportsLiveEvents } from '@courtside/contract';
import { anchorDeskRoutes } from '@courtside/contract/admin';
import type { Browser, Page } from 'playwright-core';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, screenshot, useSiteAndBrowser } from '../harness';

/** The console is used on an operator's desktop. */
const DESK = { width: 1440, height: 900 };
const ADMIN = { username: 'admin', password: 'Courtside-admin-1' };
const MEMBER_PASSWORD = 'Courtside1';
const WITHDRAW_PASSWORD = '246810';

type Envelope<T = unknown> = { code: number; msg: string; data: T };

describe('the back office in the browser', () => {
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

  /** An operator with one role, made by the service token as a super operator would. */
  const staff = async (username: string, role: string) => {
    const password = `${username}-Password-1`;
    const made = await api('/api/admin/adminUser/v1/create', { username, password, roles: [role] }, asService);
    expect(made.code, made.msg).toBe(0);
    return { username, password };
  };

  /** The demo member, signed in through the API, with a pending withdrawal of 100. */
  const pendingWithdrawal = async () => {
    const login = await api<{ token: string }>('/api/site/group/account/memberLogin/v3/login', {
      name: 'demo888',
      password: MEMBER_PASSWORD,
      deviceId: 'e2e-admin-device',
    });
    expect(login.code, login.msg).toBe(0);
    const member = { token: login.data.token };
    await api('/api/site/group/member/bind/v1/userRealNameBind', { realName: '赵子龙' }, member);
    await api(
      '/api/site/group/member/withdrawPassword/v1/set',
      { password: WITHDRAW_PASSWORD, confirmPassword: WITHDRAW_PASSWORD },
      member,
    );
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
    return { member, orderNo: order.data.orderNo };
  };

  const balanceOf = async (member: { token: string }) =>
    (await api<{ centre: { balance: string } }>('/api/site/group/wallet/balance/v1/get', {}, member)).data.centre
      .balance;

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

  /** What the server answers this operator's browser for a call, with the session's CSRF token. */
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

  /** The first anchor room put on air by the operator, for the dashboard's 直播间; answers its id. */
  const roomOnAir = async () => {
    const rooms = await api<{ rooms: { roomId: number }[] }>(anchorDeskRoutes.rooms.path, {}, asService);
    const roomId = rooms.data.rooms[0]!.roomId;
    const on = await api(anchorDeskRoutes.roomStatus.path, { roomId, status: 'On1' }, asService);
    expect(on.code, on.msg).toBe(0);
    return roomId;
  };

  /** The demo member watching a room, as the member site's room page does (a signed-in `/live` socket). */
  const memberWatching = async (roomId: number) => {
    const login = await api<{ token: string }>('/api/site/group/account/memberLogin/v3/login', {
      name: 'demo888',
      password: MEMBER_PASSWORD,
      deviceId: 'e2e-admin-device',
    });
    expect(login.code, login.msg).toBe(0);
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = connect(`${ctx.site.url}${LIVE_NAMESPACE}`, {
        transports: ['websocket'],
        auth: { token: login.data.token },
        reconnection: false,
      });
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
    socket.emit(sportsLiveEvents.join, { rooms: [`room:${roomId}`] });
    return socket;
  };

  const menuEntries = async (page: Page) =>
    page
      .locator('[data-testid^="menu-"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));

  it('lets a cashier approve a withdrawal and sends a large adjustment to a second cashier', async () => {
    const { member, orderNo } = await pendingWithdrawal();
    const cashier = await staff('cashier1', 'cashier');
    const second = await staff('cashier2', 'cashier');
    const page = await signIn(ctx.browser, cashier);
    // Today's revenue is the cashier's to read: GGR, bonus cost, NGR and gifts apart.
    await page.getByTestId('figure-NGR').waitFor();
    expect(await page.getByTestId('figure-优惠成本').innerText()).toMatch(/^¥[\d,]+\.\d{2}$/);
    await screenshot(page, 'admin-dashboard-cashier');
    expect(await menuEntries(page)).toEqual([
      'menu-members',
      'menu-promotions',
      'menu-vipLadder',
      'menu-promoGrants',
      'menu-promoCost',
      'menu-exchange',
      'menu-wheel-draws',
      'menu-quiz',
      'menu-lottery',
      'menu-vote',
      'menu-deposits',
      'menu-withdrawals',
      'menu-tickets',
      'menu-whitelist',
      'menu-adjustments',
      'menu-pendingTransfers',
      'menu-ledger',
      'menu-deadLetters',
      'menu-security',
    ]);

    await page.getByTestId('menu-withdrawals').click();
    const row = page.getByRole('row').filter({ hasText: orderNo });
    await row.waitFor();
    await screenshot(page, 'admin-withdrawals');
    await row.getByTestId('withdraw-approve').click();
    await page.getByTestId('action-confirm').click();
    await page.getByText(`${orderNo} 已通过`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    const records = await api<{ items: { orderNo: string; state: string }[] }>(
      '/api/site/group/payment/record/v1/withdrawals',
      {},
      member,
    );
    expect(records.data.items.find((item) => item.orderNo === orderNo)?.state).toBe('approved');

    // An adjustment at the threshold waits; its own cashier cannot approve it.
    const before = await balanceOf(member);
    await page.getByTestId('menu-adjustments').click();
    await page.getByRole('link', { name: '新建调整' }).click();
    await page.getByTestId('four-eyes-threshold').waitFor();
    expect(await page.getByTestId('four-eyes-threshold').innerText()).toContain('¥10,000.00');
    const memberId = (
      await api<{ items: { id: number }[] }>('/api/admin/member/v1/search', { keyword: 'demo888' }, asService)
    ).data.items[0]!.id;
    await page.getByLabel('会员ID').fill(String(memberId));
    await page.getByLabel('金额（元）').fill('12abc');
    await page.getByLabel('原因').fill('大额活动补发');
    await page.getByRole('button', { name: '保存' }).click();
    // The server's message, on the field it names; nothing was made.
    await page.getByText('请输入正确的金额（大于0，最多两位小数）').first().waitFor();
    await screenshot(page, 'admin-adjust-bad-amount');
    await page.getByLabel('金额（元）').fill('20000');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('已提交，金额达到复核线，等待另一名操作员复核').waitFor();
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '待复核' }).click();
    const held = page.getByRole('row').filter({ hasText: '大额活动补发' });
    await held.waitFor();
    expect(await held.getByTestId('adjust-approve').count()).toBe(0);
    expect(await balanceOf(member)).toBe(before);
    await screenshot(page, 'admin-adjustments-pending');
    await page.context().close();

    const other = await signIn(ctx.browser, second);
    await other.getByTestId('menu-adjustments').click();
    const waiting = other.getByRole('row').filter({ hasText: '大额活动补发' });
    await waiting.getByTestId('adjust-approve').click();
    await other.getByTestId('action-confirm').click();
    await other.getByText(/已入账，调整后余额/).waitFor();
    expect(Number(await balanceOf(member))).toBe(Number(before) + 20000);
    await screenshot(other, 'admin-adjustments-done');
    await other.context().close();
  });

  it('lets a manager disable a member from the 360 view, and refuses the money desk to a manager', async () => {
    const manager = await staff('manager1', 'manager');
    const page = await signIn(ctx.browser, manager);
    expect(await menuEntries(page)).toEqual([
      'menu-members',
      'menu-rg',
      'menu-modifyRequests',
      'menu-accessBlocks',
      'menu-support',
      'menu-messages',
      'menu-feedback',
      'menu-agents',
      'menu-markets',
      'menu-bets',
      'menu-memberLimits',
      'menu-liveRooms',
      'menu-anchors',
      'menu-gifts',
      'menu-chatRooms',
      'menu-chatWords',
      'menu-promotions',
      'menu-vipLadder',
      'menu-promoGrants',
      'menu-promoCost',
      'menu-inviteFlags',
      'menu-exchange',
      'menu-wheel-draws',
      'menu-quiz',
      'menu-lottery',
      'menu-vote',
      'menu-sponsors',
      'menu-adjustments',
      'menu-ledger',
      'menu-audit',
      'menu-deadLetters',
      'menu-content',
      'menu-sitePages',
      'menu-news',
      'menu-venues',
      'menu-clicks',
      'menu-site',
      'menu-security',
    ]);
    await page.getByTestId('menu-members').click();
    await page.getByPlaceholder('用户名、昵称前缀或会员ID').fill('sleepy888');
    await page.getByRole('row').filter({ hasText: 'sleepy888' }).click();
    await page.getByTestId('member-status').waitFor();
    await screenshot(page, 'admin-member-360');
    await page.getByTestId('member-status-2').click();
    await page.getByTestId('action-confirm').click();
    await expect.poll(() => page.getByTestId('member-status').innerText()).toBe('已冻结');
    expect(
      await serverSays(page, '/api/admin/payment/v1/withdrawDecide', {
        orderNo: 'W2026000000001',
        decision: 'approved',
      }),
    ).toBe(10504);
    expect(await serverSays(page, '/api/admin/wallet/v1/adjust', {})).toBe(10504);
    // A venue to maintenance: the member site's own venue list says so at once.
    await page.getByTestId('menu-venues').click();
    const venue = page.getByTestId('venue-IMTY');
    await venue.getByTestId('venue-switch').click();
    await page.getByTestId('action-confirm').click();
    await expect.poll(() => venue.getByTestId('venue-status').innerText()).toBe('维护中');
    const listed = await api<{ venueCode: string; status: number }[]>('/api/site/group/venue/v1/list', {});
    expect(listed.data.find((v) => v.venueCode === 'IMTY')?.status).toBe(1);
    // The picture once the dialog and the answer's toast have gone.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('IM 体育 现为维护中').waitFor({ state: 'detached' });
    await screenshot(page, 'admin-venues');

    await page.getByTestId('menu-audit').click();
    await page.getByRole('row').filter({ hasText: 'member.status' }).first().waitFor();
    await screenshot(page, 'admin-audit');
    await page.context().close();
  });

  it('shows support and compliance only their desks, and the server agrees', async () => {
    const support = await staff('support1', 'support');
    const page = await signIn(ctx.browser, support);
    await page.getByTestId('figure-今日活跃会员').waitFor();
    expect(await page.getByTestId('figure-NGR').count()).toBe(0);
    expect(await serverSays(page, '/api/admin/dashboard/v1/revenue', {})).toBe(10504);
    expect(await menuEntries(page)).toEqual([
      'menu-members',
      'menu-modifyRequests',
      'menu-support',
      'menu-messages',
      'menu-feedback',
      'menu-agents',
      'menu-promoGrants',
      'menu-deposits',
      'menu-withdrawals',
      'menu-tickets',
      'menu-security',
    ]);
    await page.getByTestId('menu-withdrawals').click();
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '已通过' }).click();
    await page.getByRole('row').nth(1).waitFor();
    expect(await page.getByTestId('withdraw-approve').count()).toBe(0);
    expect(await serverSays(page, '/api/admin/member/v1/status', { memberId: 1, status: 0 })).toBe(10504);
    await page.context().close();

    const compliance = await staff('compliance1', 'compliance');
    const watcher = await signIn(ctx.browser, compliance);
    expect(await menuEntries(watcher)).toEqual([
      'menu-members',
      'menu-rg',
      'menu-accessBlocks',
      'menu-promotions',
      'menu-vipLadder',
      'menu-promoGrants',
      'menu-promoCost',
      'menu-inviteFlags',
      'menu-exchange',
      'menu-wheel-draws',
      'menu-quiz',
      'menu-lottery',
      'menu-vote',
      'menu-deposits',
      'menu-withdrawals',
      'menu-adjustments',
      'menu-ledger',
      'menu-audit',
      'menu-security',
    ]);
    await watcher.getByTestId('menu-ledger').click();
    await watcher.getByTestId('ledger-check').click();
    expect(await watcher.getByTestId('ledger-result').innerText()).toContain('账本一致');
    expect(await serverSays(watcher, '/api/admin/wallet/v1/reconcile', {})).toBe(10504);
    await watcher.context().close();
  });

  it('shows a trader and a moderator no money or member desk, and the server refuses them', async () => {
    for (const [username, role, menu] of [
      ['trader1', 'trader', ['menu-members', 'menu-markets', 'menu-bets', 'menu-memberLimits', 'menu-security']],
      [
        'moderator1',
        'moderator',
        ['menu-members', 'menu-liveRooms', 'menu-anchors', 'menu-chatRooms', 'menu-chatWords', 'menu-security'],
      ],
    ] as const) {
      const page = await signIn(ctx.browser, await staff(username, role));
      expect(await menuEntries(page)).toEqual(menu);
      // The dashboard's sections follow the access table: exposure for the trader, rooms for the moderator.
      await page.getByTestId(role === 'trader' ? 'liability-top' : 'live-rooms').waitFor();
      expect(await page.getByTestId('open-bets').count()).toBe(role === 'trader' ? 1 : 0);
      expect(await page.getByTestId(role === 'trader' ? 'live-rooms' : 'liability-top').count()).toBe(0);
      if (role === 'moderator') {
        await page.getByTestId('menu-chatWords').click();
        await page.getByTestId('chat-word-add').click();
        await page.getByTestId('action-reason').fill('刷水测试');
        await page.getByTestId('action-confirm').click();
        await page.getByTestId('chat-words').getByText('刷水测试', { exact: true }).waitFor();
        await screenshot(page, 'admin-chat-words');
      }
      expect(
        await serverSays(page, '/api/admin/payment/v1/depositDecide', { orderNo: 'D2026000000001', decision: 'paid' }),
      ).toBe(10504);
      expect(await serverSays(page, '/api/admin/audit/v1/list', {})).toBe(10504);
      await page.context().close();
    }
  });

  it('keeps a super operator out of nothing, and refuses a write without the CSRF token', async () => {
    const roomId = await roomOnAir();
    const watcher = await memberWatching(roomId);
    const page = await signIn(ctx.browser, ADMIN);
    const entries = await menuEntries(page);
    expect(entries).toEqual(expect.arrayContaining(['menu-members', 'menu-withdrawals', 'menu-audit', 'menu-ledger']));
    const forged = await page.evaluate(async () => {
      const res = await fetch('/api/admin/member/v1/status', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ memberId: 1, status: 0 }),
      });
      return ((await res.json()) as { code: number }).code;
    });
    expect(forged).toBe(11102);
    // Every section shows (this site runs no feed: the bets and their exposure are admin-trader.e2e's).
    for (const section of ['open-bets', 'liability-top', 'live-rooms']) await page.getByTestId(section).waitFor();
    expect(await page.getByTestId('figure-体育未结注单').innerText()).toBe('0');
    await screenshot(page, 'admin-dashboard-super');
    // A room on air opens its audience on 直播间: the demo member watching it is named there.
    await page.getByTestId('live-rooms').locator(`a[href$="/liveRooms?audience=${roomId}"]`).click();
    await page.getByTestId('audience-members').getByText('demo888').waitFor();
    expect(await page.getByTestId('audience-count').innerText()).toMatch(/^当前观众 \d+ 人.*其中登录会员 1 人$/);
    // The list behind the dialog has loaded too (the dialog's title is the room's).
    await page.locator('table[aria-label="直播间"] tbody tr').first().waitFor();
    await screenshot(page, 'admin-room-audience');
    watcher.close();
    await page.context().close();
  });
});
