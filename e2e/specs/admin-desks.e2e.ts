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

    // VIP等级: a ladder that falls is the server's refusal in the dialog, nothing saved; then a raise.
    await manager.getByTestId('menu-vipLadder').click();
    const vip1 = manager.getByTestId('ladder-level-1');
    const vip2 = manager.getByTestId('ladder-level-2');
    await vip1.waitFor();
    await vip2.getByTestId('ladder-upgradeGift').fill('10');
    await manager.getByTestId('ladder-save').click();
    await manager.getByTestId('action-confirm').click();
    await manager.getByTestId('action-error').getByText('VIP2的晋级礼金低于VIP1').waitFor();
    await manager.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await manager.getByTestId('ladder-reset').click();
    await vip1.getByTestId('ladder-birthdayGift').fill('28');
    await manager.getByTestId('ladder-save').click();
    await manager.getByTestId('action-confirm').click();
    await manager.getByText(/VIP等级已保存/).waitFor();
    const birthdays = await api<{ levels: { level: number; birthdayGift: string | null }[] }>(
      '/api/admin/promo/v1/vipLadder',
      {},
      asService,
    );
    expect(birthdays.data.levels[1]?.birthdayGift).toBe('28.00');
    await screenshot(manager, 'admin-vip-ladder');
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

  it('lets a support agent take a waiting conversation, reply and close it; the member reads the reply', async () => {
    const member = await memberLogin('demo888');
    const CS = '/api/site/group/site/customerService/v1';
    const asked = await api(`${CS}/send`, { text: '我的存款还没到账', requestId: randomUUID() }, member);
    expect(asked.code, asked.msg).toBe(0);

    const agent = await signIn(ctx.browser, await staff('cs-agent', 'support'));
    expect(await menuEntries(agent)).toContain('menu-support');
    await agent.getByTestId('menu-support').click();
    const item = agent.getByTestId('support-queue').getByRole('button').filter({ hasText: '我的存款还没到账' });
    await item.click();
    await agent.getByTestId('support-take').click();
    await agent.getByTestId('action-confirm').click();
    await expect.poll(() => agent.getByTestId('support-state').innerText()).toBe('接待中');
    // An empty line is the server's refusal under the box; nothing is sent.
    await agent.getByTestId('support-reply-text').fill('   ');
    await agent.getByTestId('support-reply-send').click();
    await agent.getByText('消息不能为空').waitFor();
    await agent.getByTestId('support-reply-text').fill('您好，请提供订单号，我帮您查询');
    await agent.getByTestId('support-reply-send').click();
    await agent.getByTestId('support-messages').getByText('您好，请提供订单号，我帮您查询').waitFor();
    await api(`${CS}/send`, { text: 'D2026000000001', requestId: randomUUID() }, member);
    await agent.getByTestId('support-messages').getByText('D2026000000001').waitFor();
    await screenshot(agent, 'admin-support');
    const chat = await api<{ messages: { author: string; text: string }[] }>(`${CS}/chat`, {}, member);
    expect(chat.data.messages.some((m) => m.author === 'agent' && m.text === '您好，请提供订单号，我帮您查询')).toBe(
      true,
    );

    // Another agent sees it taken and may not reply; the server agrees.
    const other = await signIn(ctx.browser, await staff('cs-agent2', 'support'));
    await other.getByTestId('menu-support').click();
    await other.getByTestId('support-tab-active').click();
    await other.getByTestId('support-queue').getByRole('button').filter({ hasText: 'D2026000000001' }).click();
    await other.getByText('此会话由 cs-agent 接待，只有接待的客服可以回复。').waitFor();
    expect(await other.getByTestId('support-reply-text').count()).toBe(0);
    const conversationId = Number(
      (await other.locator('[data-testid^="support-item-"]').first().getAttribute('data-testid'))!.split('-').pop(),
    );
    expect(
      await serverSays(other, '/api/admin/support/v1/reply', { conversationId, text: '插话', requestId: randomUUID() }),
    ).not.toBe(0);
    await other.context().close();

    await agent.getByTestId('support-close').click();
    await agent.getByTestId('action-confirm').click();
    await expect.poll(() => agent.getByTestId('support-state').innerText()).toBe('已结束');
    const after = await api<{ conversation: { state: string } }>(`${CS}/chat`, {}, member);
    expect(after.data.conversation.state).toBe('closed');
    await agent.context().close();
  });

  it('lets a moderator remove a line, mute and unmute a member, and close a room’s chat', async () => {
    const member = await memberLogin('demo888');
    const memberId = await memberIdOf('demo888');
    const room = { kind: 'anchor', id: 1 };
    const say = (text: string) =>
      api<{ id: string }>('/api/game/chatroom/web/v1/send', { room, msgType: 'text', text }, member);
    const first = await say('主播今晚看好哪队');
    expect(first.code, first.msg).toBe(0);
    const second = await say('这条要被删掉');
    expect(second.code, second.msg).toBe(0);

    const moderator = await signIn(ctx.browser, await staff('chat-mod', 'moderator'));
    expect(await menuEntries(moderator)).toEqual([
      'menu-members',
      'menu-liveRooms',
      'menu-anchors',
      'menu-chatRooms',
      'menu-chatWords',
      'menu-security',
    ]);
    await moderator.getByTestId('menu-chatRooms').click();
    await moderator.getByTestId('chat-room-id').fill('1');
    await moderator.getByTestId('chat-room-open').click();
    const doomed = moderator.getByTestId(`chat-line-${second.data.id}`);
    await doomed.waitFor();
    await doomed.getByTestId('chat-delete').click();
    await moderator.getByTestId('action-confirm').click();
    await expect.poll(() => doomed.count()).toBe(0);
    const history = await api<{ list: { id: string }[] }>('/api/game/chatroom/anonymous/v1/history', {
      room,
      limit: 50,
    });
    expect(history.data.list.map((line) => line.id)).not.toContain(second.data.id);

    // Mute from the member's line: their next line is refused, and they are on the muted list.
    await moderator.getByTestId(`chat-line-${first.data.id}`).getByTestId('chat-line-mute').click();
    await choose(moderator, '时长', '1天');
    await moderator.getByTestId('action-field-reason').fill('刷屏');
    await moderator.getByTestId('action-confirm').click();
    const mutedRow = moderator.getByTestId(`muted-${memberId}`);
    await mutedRow.waitFor();
    expect(await mutedRow.innerText()).toContain('刷屏');
    expect((await say('我还能说话吗')).code).toBe(10680);
    await screenshot(moderator, 'admin-chat-rooms');
    await mutedRow.getByTestId('chat-unmute').click();
    await moderator.getByTestId('action-confirm').click();
    await expect.poll(() => mutedRow.count()).toBe(0);
    expect((await say('谢谢解除禁言')).code).toBe(0);

    // Close the room's chat, then open it again.
    await moderator.getByTestId('chat-toggle').click();
    await moderator.getByTestId('action-confirm').click();
    await expect.poll(() => moderator.getByTestId('chat-settings').innerText()).toContain('聊天：关');
    expect((await say('关了还能发吗')).code).toBe(10681);
    await moderator.getByTestId('chat-toggle').click();
    await moderator.getByTestId('action-confirm').click();
    await expect.poll(() => moderator.getByTestId('chat-settings').innerText()).toContain('聊天：开');
    // A moderator may stop a member sending gifts in the room.
    await moderator.getByTestId('chat-gift-block').click();
    await moderator.getByTestId('action-field-memberId').fill(String(memberId));
    await moderator.getByTestId('action-confirm').click();
    await moderator.getByText(`已保存；此房间被禁止送礼的会员：${memberId}`).waitFor();
    // A slow mode beyond the limit is the server's message on its field.
    await moderator.getByTestId('chat-slow').click();
    await moderator.getByTestId('action-field-slowModeSeconds').fill('9999');
    await moderator.getByTestId('action-confirm').click();
    await moderator.getByRole('dialog').getByText('慢速模式最长600秒').waitFor();
    await moderator.getByRole('button', { name: '取消' }).click();
    // A moderator has no promotions or money desk, and the server refuses them.
    expect(await serverSays(moderator, '/api/admin/promo/v1/list', {})).toBe(10504);
    await moderator.context().close();
  });

  it('lets a manager open, run and hand back a live room, and set the gifts', async () => {
    const manager = await signIn(ctx.browser, await staff('live-manager', 'manager'));
    expect(await menuEntries(manager)).toEqual(
      expect.arrayContaining(['menu-liveRooms', 'menu-gifts', 'menu-chatRooms']),
    );
    await manager.getByTestId('menu-liveRooms').click();
    await manager.getByTestId('room-T10001').waitFor();
    await manager.getByTestId('room-create').click();
    await manager.getByTestId('action-field-themeId').fill('T77001');
    await manager.getByTestId('action-field-title').fill('欧冠之夜');
    await manager.getByTestId('action-field-cover').fill('not a cover');
    await manager.getByTestId('action-confirm').click();
    await manager.getByRole('dialog').getByText('封面须为 https 地址或站内路径').waitFor();
    await manager.getByTestId('action-field-cover').fill('/media/anchor-cover-1.svg');
    await manager.getByTestId('action-confirm').click();
    await manager.getByText(/已新建直播间 \d+：欧冠之夜/).waitFor();
    const row = manager.getByTestId('room-T77001');
    await row.waitFor();
    expect(await row.getByTestId('room-status').innerText()).toBe('未开播');
    expect(await row.getByTestId('room-set-by').innerText()).toBe('运营');

    // On air: the member site's live list shows it.
    await row.getByTestId('room-On1').click();
    await manager.getByTestId('action-confirm').click();
    await expect.poll(() => row.getByTestId('room-status').innerText()).toBe('直播中');
    const live = await api<{ rooms: { themeId: string; title: string }[] }>('/api/site/group/game/anchor/v1/live', {});
    expect(live.data.rooms.map((room) => room.themeId)).toContain('T77001');
    await row.getByTestId('room-edit').click();
    await manager.getByTestId('action-field-title').fill('欧冠之夜（下半场）');
    await manager.getByTestId('action-confirm').click();
    await manager.getByText('欧冠之夜（下半场） 已保存').waitFor();
    await screenshot(manager, 'admin-live-rooms');
    await row.getByTestId('room-On0').click();
    await manager.getByTestId('action-confirm').click();
    await expect.poll(() => row.getByTestId('room-status').innerText()).toBe('未开播');
    const after = await api<{ rooms: { themeId: string }[] }>('/api/site/group/game/anchor/v1/live', {});
    expect(after.data.rooms.map((room) => room.themeId)).not.toContain('T77001');
    await row.getByTestId('room-release').click();
    await manager.getByTestId('action-confirm').click();
    await expect.poll(() => row.getByTestId('room-set-by').innerText()).toBe('排班');

    // Gifts: a share over 100 % is refused on its field; then the price of one gift.
    await manager.getByTestId('menu-gifts').click();
    await manager.getByTestId('gift-G001').waitFor();
    await manager.getByTestId('gift-settings-save').click();
    await manager.getByTestId('action-field-coinPrice').fill('1.00');
    await manager.getByTestId('action-field-anchorShare').fill('150');
    await manager.getByTestId('action-confirm').click();
    await manager.getByRole('dialog').getByText('比例须为0-100，最多两位小数').waitFor();
    await manager.getByTestId('action-field-anchorShare').fill('40');
    await manager.getByTestId('action-confirm').click();
    await expect.poll(() => manager.getByTestId('gift-settings').innerText()).toContain('主播分成：40.00%');
    const gift = manager.getByTestId('gift-G001');
    await gift.getByTestId('gift-edit').click();
    await manager.getByTestId('action-field-giftPrice').fill('12');
    await manager.getByTestId('action-confirm').click();
    await expect.poll(() => gift.getByTestId('gift-price').innerText()).toBe('12');
    const memberId = await memberIdOf('demo888');
    await manager.getByTestId('gift-block').click();
    await manager.getByTestId('action-field-roomId').fill('1');
    await manager.getByTestId('action-field-memberId').fill(String(memberId));
    await manager.getByTestId('action-confirm').click();
    await manager.getByText(`已保存；此房间被禁止送礼的会员：${memberId}`).waitFor();
    await screenshot(manager, 'admin-gifts');
    await manager.context().close();
  });

  // Last in the file: it times demo888 out, and the desks above sign demo888 in.
  it("lets a compliance officer set an operator's limit, find the member near it, and time them out", async () => {
    const member = await memberLogin('demo888');
    const memberId = await memberIdOf('demo888');
    const compliance = await signIn(ctx.browser, await staff('rg-compliance', 'compliance'));
    await compliance.getByTestId('menu-rg').click();
    await compliance.getByTestId('rg-desk-member').fill(String(memberId));
    await compliance.getByTestId('rg-desk-look').click();
    await compliance.getByText('会员未设置任何限额').waitFor();

    // A reason is required; then ¥120 a day of stakes, which the member cannot lift.
    await compliance.getByTestId('rg-desk-impose').click();
    await choose(compliance, '类型', '投注');
    await compliance.getByTestId('action-field-amount').fill('120');
    await compliance.getByTestId('action-field-reason').fill('x');
    await compliance.getByTestId('action-confirm').click();
    await compliance.getByRole('dialog').getByText('请填写原因（2 至 200 字）').waitFor();
    await compliance.getByTestId('action-field-reason').fill('互动评估：单日多次大额转入');
    await compliance.getByTestId('action-confirm').click();
    const line = compliance.getByTestId('rg-desk-limit-stake-day');
    await expect.poll(() => line.innerText()).toContain('¥120.00');

    // Money moved into a game venue counts as stakes: ¥100 of ¥120 shows in the report at 80 %.
    const moved = await api(
      '/api/site/group/wallet/transfer/v1/transferIntoVal',
      { venueCode: 'IMTY', amount: '100', requestId: randomUUID() },
      member,
    );
    expect(moved.code, moved.msg).toBe(0);
    await compliance.reload();
    // A reload keeps the operator's menu (the permissions wait for the session read after it).
    await compliance.getByTestId('menu-rg').waitFor();
    const near = compliance.getByTestId(`rg-near-${memberId}`);
    await near.waitFor();
    expect(await near.innerText()).toContain('83%');
    await near.getByRole('button', { name: '查看' }).click();
    await expect.poll(() => line.innerText()).toContain('¥100.00');
    await screenshot(compliance, 'admin-rg-desk');

    // A time-out ends the member's session at once.
    await compliance.getByTestId('rg-desk-timeout').click();
    await compliance.getByTestId('action-field-days').fill('3');
    await compliance.getByTestId('action-field-reason').fill('互动评估：会员自述失控');
    await compliance.getByTestId('action-confirm').click();
    await expect.poll(() => compliance.getByTestId('rg-desk-block').innerText()).toContain('运营暂停');
    const after = await api('/api/site/group/wallet/balance/v1/get', {}, member);
    expect(after.code).toBe(10811);
    await compliance.context().close();
  });
});
