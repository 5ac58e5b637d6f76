import {
  type ExchangeCatalogue,
  type ExchangeItemView,
  type ExchangeView,
  exchangeRoutes,
  giftRoutes,
} from '@courtside/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { useAlerts } from '../../../shared/modals/alertStore';
import { bodiesSentTo, findIn, Refusal, signInForTest, signOutForTest, stubApiWith } from '../../../test/helpers';
import { click, renderRoutes, waitFor } from '../../../test/render';
import { useToaster } from '../../../ui/toast';
import { exchangeAction } from '../components/ExchangeItemCard';
import { vipRoutes } from '../routes';

const item = (id: number, over: Partial<ExchangeItemView> = {}): ExchangeItemView => ({
  id,
  title: '8元彩金',
  kind: 'bonus',
  amount: '8.00',
  points: 80,
  stockLeft: 200,
  perMemberLimit: 3,
  taken: 0,
  reason: null,
  ...over,
});

/** The demo catalogue as a member with 120 points sees it: one item of each state. */
const member: ExchangeCatalogue = {
  balance: 120,
  items: [
    item(1, { title: '100 金币', kind: 'coins', amount: '100', points: 50, stockLeft: 500, perMemberLimit: 5 }),
    item(2),
    item(3, {
      title: '18元彩金',
      amount: '18.00',
      points: 160,
      stockLeft: 100,
      perMemberLimit: 2,
      reason: 'notEnoughPoints',
    }),
    item(4, { title: '58元彩金', amount: '58.00', points: 480, stockLeft: 0, perMemberLimit: 1, reason: 'soldOut' }),
    item(5, {
      title: '无限金币',
      kind: 'coins',
      amount: '10',
      points: 5,
      stockLeft: null,
      perMemberLimit: 1,
      taken: 1,
      reason: 'limitReached',
    }),
  ],
};
const visitor: ExchangeCatalogue = {
  balance: 0,
  items: member.items.map((i) => ({ ...i, taken: 0, reason: 'notLoggedIn' as const })),
};

const exchanged = (id: number, over: Partial<ExchangeView> = {}): ExchangeView => ({
  id,
  itemId: 2,
  title: '8元彩金',
  kind: 'bonus',
  amount: '8.00',
  points: 80,
  grantId: 900 + id,
  freeBetId: null,
  at: '2026-11-29T04:00:00.000Z',
  ...over,
});

const render = () =>
  renderRoutes(
    [
      { path: '/app', children: vipRoutes },
      { path: '/login', element: <p>login</p> },
    ],
    {
      initialEntries: ['/app/score/exchange'],
    },
  );

const itemsIn = (root: ParentNode) =>
  waitFor(() => {
    const found = [...root.querySelectorAll<HTMLElement>('[data-testid="exchange-item"]')];
    if (found.length === 0) throw new Error('no items yet');
    return found;
  });
const buttonOf = (row: Element) => row.querySelector<HTMLButtonElement>('[data-testid="exchange-item-button"]')!;
const toasts = () => useToaster.getState().queue.map((t) => t.message);

describe('积分兑换', () => {
  afterEach(() => {
    signOutForTest();
    useAlerts.setState({ queue: [] });
    useToaster.setState({ queue: [] });
  });

  it('renders the server’s reason on each button, and only a null reason exchanges', () => {
    expect(exchangeAction({ reason: null })).toEqual({ kind: 'exchange' });
    expect(exchangeAction({ reason: 'notLoggedIn' })).toEqual({ kind: 'login' });
    expect(exchangeAction({ reason: 'soldOut' })).toEqual({ kind: 'blocked', reason: 'soldOut' });
    expect(exchangeAction({ reason: 'limitReached' })).toEqual({ kind: 'blocked', reason: 'limitReached' });
    expect(exchangeAction({ reason: 'notEnoughPoints' })).toEqual({ kind: 'blocked', reason: 'notEnoughPoints' });
  });

  it('shows a visitor the catalogue with 登录后兑换, which asks them to log in first', async () => {
    const fetch = stubApiWith({ [exchangeRoutes.items.path]: visitor });
    const view = await render();
    const rows = await itemsIn(view.container);
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => buttonOf(r).textContent)).toEqual(Array(5).fill('登录后兑换'));
    expect(rows[1]!.textContent).toContain('80 积分');
    expect(rows[1]!.textContent).toContain('剩余 200 件');
    expect(rows[1]!.textContent).toContain('每人限兑 3 次 · 已兑 0 次');
    expect(rows[4]!.textContent).toContain('库存充足');
    expect(view.container.querySelector('[data-testid="exchange-balance"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="exchange-login"]')?.getAttribute('href')).toBe(
      `/login?fromPage=${encodeURIComponent('/app/score/exchange')}`,
    );
    await findIn(view.container, '[data-testid="exchange-history-visitor"]');

    await click(buttonOf(rows[1]!));
    await waitFor(() => expect(useAlerts.getState().queue[0]?.title).toBe('温馨提示'));
    // Nothing but the catalogue was asked for: no history and no exchange for a visitor.
    expect(bodiesSentTo(fetch, exchangeRoutes.exchanges)).toEqual([]);
    expect(bodiesSentTo(fetch, exchangeRoutes.exchange)).toEqual([]);
    await view.unmount();
  });

  it('says why a button is off, confirms before exchanging, then toasts and shows the new balance', async () => {
    signInForTest();
    let balance = member.balance;
    const history: ExchangeView[] = [];
    const fetch = stubApiWith({
      [exchangeRoutes.items.path]: () => ({ ...member, balance }),
      [giftRoutes.coinBalance.path]: { coins: '1200', coinPrice: '0.10', currency: 'RMB', centreAvailable: '100.00' },
      [exchangeRoutes.exchanges.path]: () => ({ items: history, total: history.length, page: 1, pageSize: 10 }),
      [exchangeRoutes.exchange.path]: (body: unknown) => {
        const { itemId } = body as { itemId: number };
        balance -= 80;
        const made = exchanged(1, { itemId });
        history.unshift(made);
        return { exchange: made, balance };
      },
    });
    const view = await render();
    const rows = await itemsIn(view.container);
    expect((await findIn(view.container, '[data-testid="exchange-balance"]')).textContent).toBe('120');
    expect((await findIn(view.container, '[data-testid="exchange-coins"]')).textContent).toBe('我的金币 1,200');
    expect(rows.map((r) => [buttonOf(r).textContent, buttonOf(r).disabled])).toEqual([
      ['兑换', false],
      ['兑换', false],
      ['积分不足', true],
      ['已兑完', true],
      ['已达上限', true],
    ]);
    expect(rows[3]!.dataset.reason).toBe('soldOut');
    await findIn(view.container, '[data-testid="exchange-history-empty"]');

    await click(buttonOf(rows[1]!));
    const text = await findIn(document.body, '[data-testid="exchange-confirm-text"]');
    expect(text.textContent).toBe('确认用 80 积分兑换 8元彩金？');
    expect(document.body.querySelector('[data-testid="exchange-confirm"]')?.textContent).toContain(
      '兑换后剩余 40 积分',
    );
    // Nothing moves before the member confirms.
    expect(bodiesSentTo(fetch, exchangeRoutes.exchange)).toEqual([]);

    await click(document.body.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() => expect(toasts()).toContain('兑换成功：8元彩金已发放至“我的优惠”，剩余 40 积分'));
    const sent = bodiesSentTo(fetch, exchangeRoutes.exchange) as { itemId: number; requestId: string }[];
    expect(sent).toHaveLength(1);
    expect(sent[0]!.itemId).toBe(2);
    expect(sent[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(view.container.querySelector('[data-testid="exchange-balance"]')?.textContent).toBe('40'),
    );
    await waitFor(() => expect(document.body.querySelector('[data-testid="exchange-confirm"]')).toBeNull());
    // The history is read again and shows the exchange.
    const record = await findIn(view.container, '[data-testid="exchange-record"]');
    expect(record.textContent).toContain('8元彩金');
    expect(record.textContent).toContain('-80 积分');
    expect(record.textContent).toContain('¥8.00 彩金');
    await view.unmount();
  });

  it('a refused exchange (sold out meanwhile) moves nothing on the page and reads the catalogue again', async () => {
    signInForTest();
    let soldOut = false;
    const fetch = stubApiWith({
      [exchangeRoutes.items.path]: () =>
        soldOut
          ? { ...member, items: member.items.map((i) => (i.id === 1 ? { ...i, stockLeft: 0, reason: 'soldOut' } : i)) }
          : member,
      [exchangeRoutes.exchanges.path]: { items: [], total: 0, page: 1, pageSize: 10 },
      [exchangeRoutes.exchange.path]: () => {
        soldOut = true;
        return new Refusal(10961, '该奖品已兑完');
      },
    });
    const view = await render();
    const rows = await itemsIn(view.container);
    await click(buttonOf(rows[0]!));
    expect((await findIn(document.body, '[data-testid="exchange-confirm-text"]')).textContent).toBe(
      '确认用 50 积分兑换 100 金币？',
    );
    await click(document.body.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() => {
      const first = view.container.querySelector('[data-testid="exchange-item"]')!;
      expect(buttonOf(first).textContent).toBe('已兑完');
    });
    expect(view.container.querySelector('[data-testid="exchange-balance"]')?.textContent).toBe('120');
    expect(toasts().some((m) => m.startsWith('兑换成功'))).toBe(false);
    expect(bodiesSentTo(fetch, exchangeRoutes.items).length).toBeGreaterThanOrEqual(2);
    await view.unmount();
  });

  it('pages through the member’s exchanges', async () => {
    signInForTest();
    const fetch = stubApiWith({
      [exchangeRoutes.items.path]: member,
      [exchangeRoutes.exchanges.path]: (body: unknown) => {
        const { page } = body as { page: number };
        return {
          items: [exchanged(page * 10), exchanged(page * 10 + 1, { kind: 'coins', title: '100 金币', amount: '100' })],
          total: 12,
          page,
          pageSize: 10,
        };
      },
    });
    const view = await render();
    const rows = await waitFor(() => {
      const found = view.container.querySelectorAll('[data-testid="exchange-record"]');
      if (found.length !== 2) throw new Error('history not shown yet');
      return found;
    });
    expect(rows[1]!.textContent).toContain('100 金币');
    expect(view.container.querySelector('[data-testid="exchange-history-page-info"]')?.textContent).toContain(
      '第 1 / 2 页',
    );
    await click(view.container.querySelector('[data-testid="exchange-history-next"]'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, exchangeRoutes.exchanges).at(-1)).toMatchObject({ page: 2, pageSize: 10 }),
    );
    await waitFor(() =>
      expect(view.container.querySelector('[data-testid="exchange-record"]')?.getAttribute('data-id')).toBe('20'),
    );
    await view.unmount();
  });

  it('says so in Chinese when the catalogue cannot be read, and when it is empty', async () => {
    stubApiWith({ [exchangeRoutes.items.path]: new Refusal(10500, '系统繁忙') });
    const failed = await render();
    expect((await findIn(failed.container, '[data-testid="exchange-error"]')).textContent).toContain(
      '积分兑换加载失败',
    );
    await failed.unmount();

    stubApiWith({ [exchangeRoutes.items.path]: { balance: 0, items: [] } });
    const empty = await render();
    expect((await findIn(empty.container, '[data-testid="exchange-empty"]')).textContent).toContain('暂无可兑换的奖品');
    await empty.unmount();
  });
});
