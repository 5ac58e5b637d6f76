import { randomUUID } from 'node:crypto';
import { type Balances, type MatchDetail, type MatchList, routes } from '@courtside/contract';
import { sportsbookDeskRoutes as desk } from '@courtside/contract/admin';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, H5, PC, screenshot, useSiteAndBrowser } from '../harness';

interface Reply<T> {
  code: number;
  data: T;
  msg: string;
}

// A trader's resettle turns a paid win into a loss after the member took the winnings out: what the
// sports wallet cannot give back is owed, and the member sees it on the wallet screen.
describe('what the member owes, and the USDT step of the member centre', () => {
  const ctx = useSiteAndBrowser({ FEED_SIMULATOR: '1' });

  const logIn = async (page: Page, fromPage: string) => {
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent(fromPage)}`);
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === fromPage);
    return page.evaluate(() => sessionStorage.getItem('tb-token') ?? '');
  };

  const api = async <T>(path: string, body: unknown, headers: Record<string, string>): Promise<Reply<T>> => {
    const res = await fetch(`${ctx.site.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Reply<T>;
  };

  /** A football match of today or later whose winner market takes bets, with that market. */
  const openWinnerMarket = async () => {
    for (const filter of ['today', 'early'] as const) {
      const list = await api<MatchList>(routes.feed.matchList.path, { sport: 'football', filter }, {});
      for (const match of list.data?.items ?? []) {
        const detail = await api<MatchDetail>(routes.feed.matchDetail.path, { matchId: match.id }, {});
        const market = detail.data?.markets.find((m) => m.type === 'fb.1x2' && m.status === 'active');
        const home = market?.outcomes.find((o) => o.key === 'home');
        if (market && home && home.odds > 0) return { market, home };
      }
    }
    return null;
  };

  it('shows the amount owed after a resettle, and how it is repaid', async () => {
    const page = await ctx.browser.newPage({ viewport: PC });
    const token = await logIn(page, '/app/transfer');
    const member = { token };
    const admin = { 'x-admin-token': ADMIN_TOKEN };
    await expect.poll(openWinnerMarket, { timeout: 60_000, interval: 1_000 }).not.toBeNull();
    const { market, home } = (await openWinnerMarket())!;

    const moved = await api(
      routes.wallet.transferIntoVal.path,
      { venueCode: 'OBTY', amount: '100', requestId: randomUUID() },
      member,
    );
    expect(moved.code).toBe(0);
    const placed = await api(
      routes.sportsbook.place.path,
      {
        requestId: randomUUID(),
        kind: 'single',
        stake: '100',
        oddsPolicy: 'any',
        legs: [{ marketId: market.id, outcome: 'home', odds: home.odds, marketVersion: market.version }],
      },
      member,
    );
    expect(placed.code).toBe(0);
    const resettle = (results: Record<string, string>) =>
      api(desk.deskResettle.path, { marketId: market.id, results, reason: '赛果更正' }, admin);
    expect((await resettle({ home: 'win', draw: 'lose', away: 'lose' })).code).toBe(0);
    const sports = async () =>
      (await api<Balances>(routes.wallet.balances.path, {}, member)).data.venues.find((v) => v.venueCode === 'OBTY')!
        .balance;
    const won = await sports();
    expect(Number(won)).toBeGreaterThan(100);
    expect(
      (
        await api(
          routes.wallet.transferOutVal.path,
          { venueCode: 'OBTY', amount: won, requestId: randomUUID() },
          member,
        )
      ).code,
    ).toBe(0);
    expect((await resettle({ home: 'lose', draw: 'win', away: 'lose' })).code).toBe(0);
    const owed = (await api<Balances>(routes.wallet.balances.path, {}, member)).data.owed;
    expect(owed).toBe(won);

    await page.reload();
    const note = page.getByTestId('wallet-owed');
    await note.waitFor();
    expect(await page.getByTestId('owed-amount').innerText()).toContain(
      Number(owed).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
    expect(await note.innerText()).toContain('会先自动偿还欠款');
    await screenshot(page, 'wallet-owed-pc');
    await page.setViewportSize(H5);
    await note.waitFor();
    await screenshot(page, 'wallet-owed-h5');
    await page.close();
  });

  it('shows the USDT addresses bound on the cards page in the member centre, at once, without a reload', async () => {
    const page = await ctx.browser.newPage({ viewport: PC });
    await logIn(page, '/app/member/verify');
    const panel = page.getByTestId('usdt-panel');
    await expect.poll(() => page.getByTestId('usdt-value').innerText()).toBe('未绑定');
    // The member centre sends the member to the cards page, which binds the address ...
    await page.getByTestId('usdt-manage').click();
    await page.waitForURL(/\/app\/cards$/);
    await page.getByTestId('usdt-add').click();
    await page.getByTestId('usdt-address').fill('TXYZopYRdj2D9XRtbG411XZZ3kM5Vkkkk1');
    await page.getByTestId('usdt-submit').click();
    await page.getByTestId('usdt-item').first().waitFor();
    // ... and back in the member centre (the app's own navigation, no reload) the two pages agree.
    await page.goBack();
    await page.waitForURL(/\/app\/member\/verify$/);
    await expect.poll(() => page.getByTestId('usdt-value').innerText()).toBe('已绑定 1 个地址');
    expect(await panel.innerText()).not.toContain('即将上线');
    await screenshot(page, 'member-verify-usdt-pc');
    await page.getByTestId('usdt-manage').click();
    await page.waitForURL(/\/app\/cards$/);
    await page.close();
  });
});
