import { randomUUID } from 'node:crypto';
import { feedRoutes, sportsbookRoutes, walletRoutes } from '@courtside/contract';
import { anchorDeskRoutes } from '@courtside/contract/admin';
import type { Browser } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, screenshot, useSiteAndBrowser } from '../harness';
import { preMatchFilter } from '../sports';

/** The trader's desk in the console (issue 30): markets of the board, liability, member limits; 1440×900. */
const DESK = { width: 1440, height: 900 };
const ADMIN = { username: 'admin', password: 'Courtside-admin-1' };
const MEMBER_PASSWORD = 'Courtside1';

type Envelope<T = unknown> = { code: number; msg: string; data: T };
type Market = { id: number; type: string; status: string };

describe("the trader's desk in the browser", () => {
  const ctx = useSiteAndBrowser({ ADMIN_USER: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, FEED_SIMULATOR: '1' });

  const api = async <T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${ctx.site.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope<T>;
  };
  const asService = { 'x-admin-token': ADMIN_TOKEN };

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

  /**
   * Something for the dashboard's money-at-stake and live sections: the demo member's two open bets on a
   * board match's 1X2 (¥10 and ¥30), and a room put on air by the operator. Answers the match.
   */
  const somethingAtStake = async () => {
    const login = await api<{ token: string; member: { id: number } }>('/api/site/group/account/memberLogin/v3/login', {
      name: 'demo888',
      password: MEMBER_PASSWORD,
      deviceId: 'e2e-trader-device',
    });
    const member = { token: login.data.token };
    const credit = await api(
      '/api/admin/wallet/v1/adjust',
      {
        memberId: login.data.member.id,
        direction: 'credit',
        amount: '100.00',
        reason: '看板测试',
        requestId: randomUUID(),
      },
      asService,
    );
    expect(credit.code, credit.msg).toBe(0);
    const moved = await api(
      walletRoutes.transferIntoVal.path,
      { venueCode: 'OBTY', amount: '100', requestId: randomUUID() },
      member,
    );
    expect(moved.code, moved.msg).toBe(0);
    const market = await vi.waitFor(
      async () => {
        const board = await api<{ items: { id: number }[] }>(feedRoutes.matchList.path, {
          sport: 'football',
          filter: preMatchFilter(),
          page: 1,
          pageSize: 20,
        });
        for (const match of board.data.items) {
          const odds = await api<{
            markets: {
              id: number;
              type: string;
              status: string;
              version: number;
              outcomes: { key: string; odds: number }[];
            }[];
          }>(feedRoutes.getOdds.path, { matchId: match.id });
          const found = odds.data.markets.find((m) => m.type === 'fb.1x2' && m.status === 'active');
          if (found) return { matchId: match.id, ...found };
        }
        // The sandbox feed fills the board in the site's first seconds.
        throw new Error('no open 1X2 on the board yet');
      },
      { timeout: 60_000, interval: 1_000 },
    );
    for (const [outcome, stake] of [
      [market.outcomes[0]!, '10.00'],
      [market.outcomes[2]!, '30.00'],
    ] as const) {
      const leg = { marketId: market.id, outcome: outcome.key, odds: outcome.odds, marketVersion: market.version };
      const placed = await api(
        sportsbookRoutes.place.path,
        { requestId: randomUUID(), kind: 'single', stake, oddsPolicy: 'any', legs: [leg] },
        member,
      );
      expect(placed.code, placed.msg).toBe(0);
    }
    const rooms = await api<{ rooms: { roomId: number }[] }>(anchorDeskRoutes.rooms.path, {}, asService);
    const on = await api(
      anchorDeskRoutes.roomStatus.path,
      { roomId: rooms.data.rooms[0]!.roomId, status: 'On1' },
      asService,
    );
    expect(on.code, on.msg).toBe(0);
    return market.matchId;
  };

  const marketsOf = async (matchId: number) =>
    (await api<{ markets: Market[] }>('/api/site/group/game/match/v1/matchDetail', { matchId })).data.markets;

  it('lets a trader suspend and reopen a market the member site then shows, read its liability and scale a member', async () => {
    const trader = { username: 'trader-desk', password: 'trader-desk-Password-1' };
    const made = await api('/api/admin/adminUser/v1/create', { ...trader, roles: ['trader'] }, asService);
    expect(made.code, made.msg).toBe(0);
    const page = await signIn(ctx.browser, trader);
    expect(
      await page
        .locator('[data-testid^="menu-"]')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-testid'))),
    ).toEqual(['menu-members', 'menu-markets', 'menu-bets', 'menu-memberLimits', 'menu-security']);

    await page.getByTestId('menu-markets').click();
    const first = page.locator('[data-testid^="desk-match-"]').first();
    await first.waitFor({ timeout: 60_000 });
    const matchId = Number((await first.getAttribute('data-testid'))!.replace('desk-match-', ''));
    await first.click();
    await page.getByTestId('desk-match-title').waitFor();
    const market = (await marketsOf(matchId)).find((m) => m.status === 'active')!;
    expect(market).toBeTruthy();
    const row = page.getByTestId(`market-${market.id}`);
    expect(await row.getByTestId('market-status').innerText()).toBe('开盘');

    // A reason too short is refused on its field; then the market is suspended for members too.
    await row.getByTestId('market-suspend').click();
    await page.getByTestId('action-reason').fill('伤');
    await page.getByTestId('action-confirm').click();
    await page.getByRole('dialog').getByText('请填写原因（至少2个字）').waitFor();
    expect((await marketsOf(matchId)).find((m) => m.id === market.id)!.status).toBe('active');
    await page.getByTestId('action-reason').fill('伤病消息待确认');
    await page.getByTestId('action-confirm').click();
    await page.getByText(`盘口 ${market.id} 已暂停`).waitFor();
    // The member site's read is cached stale-while-revalidate: the screen's next refresh shows it.
    await expect.poll(() => row.getByTestId('market-status').innerText(), { timeout: 15_000 }).toBe('暂停');
    expect((await marketsOf(matchId)).find((m) => m.id === market.id)!.status).toBe('suspended');
    await row.getByTestId('market-liability-toggle').click();
    await page.getByTestId('market-liability').waitFor();
    expect(await page.getByTestId('market-liability').innerText()).toContain('负债上限');
    await screenshot(page, 'admin-markets');
    // The desk's own state beside what members see, and the list filtered to the trader's stops.
    expect(await row.getByTestId('market-state').innerText()).toBe('操盘暂停');
    await row.getByTestId('market-liability-toggle').click();
    await page.getByRole('combobox', { name: '盘口状态' }).click();
    await page.getByRole('option', { name: '操盘暂停' }).click();
    const rows = page.getByRole('table', { name: '盘口' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await row.waitFor();
    await screenshot(page, 'admin-markets-suspended', { viewport: true });
    await page.getByRole('combobox', { name: '盘口状态' }).click();
    await page.getByRole('option', { name: '全部' }).click();
    await row.getByTestId('market-reopen').click();
    await page.getByTestId('action-reason').fill('消息已确认');
    await page.getByTestId('action-confirm').click();
    await expect.poll(() => row.getByTestId('market-status').innerText(), { timeout: 15_000 }).toBe('开盘');
    expect((await marketsOf(matchId)).find((m) => m.id === market.id)!.status).toBe('active');

    // A member's limit factor: a bad one is the server's message on the field, then 0.5.
    const memberId = (
      await api<{ items: { id: number }[] }>('/api/admin/member/v1/search', { keyword: 'demo888' }, asService)
    ).data.items[0]!.id;
    await page.getByTestId('menu-memberLimits').click();
    await page.getByTestId('limit-set').click();
    await page.getByTestId('action-field-memberId').fill(String(memberId));
    await page.getByTestId('action-field-factor').fill('abc');
    await page.getByTestId('action-field-reason').fill('高频投注');
    await page.getByTestId('action-confirm').click();
    await page.getByRole('dialog').getByText('限额系数格式无效（如 0.5、2）').waitFor();
    await page.getByTestId('action-field-factor').fill('0.5');
    await page.getByTestId('action-confirm').click();
    const limit = page.getByRole('row').filter({ hasText: '高频投注' });
    await limit.waitFor();
    expect(await limit.innerText()).toContain('0.50');
    await screenshot(page, 'admin-member-limits');
    await page.context().close();
  });
  it("shows the dashboard's open bets, the liability top ten linked to the desk, and the rooms on air", async () => {
    const matchId = await somethingAtStake();
    const page = await signIn(ctx.browser, ADMIN);
    expect(Number(await page.getByTestId('figure-体育未结注单').innerText())).toBeGreaterThanOrEqual(2);
    const exposure = page.getByTestId('liability-top').locator(`a[href$="/markets?matchId=${matchId}"]`);
    await exposure.first().waitFor();
    expect(await exposure.count()).toBe(2);
    await page.getByTestId('live-rooms').getByRole('link').first().waitFor();
    await screenshot(page, 'admin-dashboard-book');
    await exposure.first().click();
    await page.getByTestId('desk-match-title').waitFor();
    await page.context().close();
  }, 120_000);
});
