import { routes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, findIn, Refusal, selectOption, signInForTest, signOutForTest } from '../../../test/helpers';
import { click, typeInto, waitFor } from '../../../test/render';
import { shanghaiDate } from '../api/dealRecords';
import { renderWallet, stubWalletApi } from '../testing';

const deals = routes.wallet.dealRecords;
const DAY_MS = 24 * 60 * 60 * 1000;

const record = (id: number, amount: string, kind = 'transferIn', state = 'posted') => ({
  id,
  kind,
  amount,
  state,
  venueCode: 'OBTY',
  createdAt: '2026-03-01T04:05:06.000Z',
});

/** Answers every page of a `total`-record list, echoing the page asked for. */
const pagedRecords = (total: number) => (body: unknown) => {
  const { page } = body as { page: number };
  return { items: [record(page * 100, '-100.00', 'transferIn')], total, page, pageSize: 20 };
};

const openRecords = async (path = '/app/transfer/records') => {
  signInForTest();
  const view = await renderWallet(path);
  await findIn(view.container, '[data-testid="records-page"]');
  const $ = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
  return { view, $ };
};

describe('records page', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('asks for the last 7 days first, and again from page 1 when the kind changes', async () => {
    const fetch = stubWalletApi({ [deals.path]: pagedRecords(1) });
    const { view, $ } = await openRecords();
    await findIn(view.container, '[data-testid="record-item"]');
    const today = Date.now();
    expect(bodiesSentTo(fetch, deals)).toEqual([
      { page: 1, pageSize: 20, from: shanghaiDate(today - 6 * DAY_MS), to: shanghaiDate(today) },
    ]);

    await selectOption($('records-kind'), 'transferOut');
    await waitFor(() => expect(bodiesSentTo(fetch, deals)).toHaveLength(2));
    expect(bodiesSentTo(fetch, deals)[1]).toEqual({
      page: 1,
      pageSize: 20,
      kind: 'transferOut',
      from: shanghaiDate(today - 6 * DAY_MS),
      to: shanghaiDate(today),
    });
    await view.unmount();
  });

  it('asks for the dates chosen, and nothing for a range that ends before it starts', async () => {
    const fetch = stubWalletApi({ [deals.path]: pagedRecords(1) });
    const { view, $ } = await openRecords('/app/transfer/records?from=2026-02-01&to=2026-02-10');
    await findIn(view.container, '[data-testid="record-item"]');
    expect(bodiesSentTo(fetch, deals)).toEqual([{ page: 1, pageSize: 20, from: '2026-02-01', to: '2026-02-10' }]);

    await typeInto($('records-from'), '2026-02-11');
    await findIn(view.container, '[role="alert"]');
    expect(view.container.textContent).toContain('开始日期不能晚于结束日期');
    expect(bodiesSentTo(fetch, deals)).toHaveLength(1);
    await view.unmount();
  });

  it('lists each record with its Shanghai time, kind, place, signed amount and state', async () => {
    stubWalletApi({
      [deals.path]: {
        items: [
          record(1, '100.00', 'transferOut'),
          record(2, '-1250.50', 'transferIn', 'pending'),
          { ...record(3, '10000.00', 'adjustment', 'voided'), venueCode: 'demo' },
        ],
        total: 3,
        page: 1,
        pageSize: 20,
      },
    });
    const { view } = await openRecords();
    await findIn(view.container, '[data-testid="record-item"]');
    const items = [...view.container.querySelectorAll('[data-testid="record-item"]')];
    expect(items[0]?.textContent).toBe('转出场馆YB体育 · 2026-03-01 12:05:06+¥100.00成功');
    expect(items[1]?.textContent).toBe('转入场馆YB体育 · 2026-03-01 12:05:06−¥1,250.50处理中');
    // Not a transfer: the centre wallet's own movement, whatever code the server filed it under.
    expect(items[2]?.textContent).toBe('人工调整中心钱包 · 2026-03-01 12:05:06+¥10,000.00已撤销');
    const amounts = items.map((item) => item.querySelector('[data-testid="record-amount"]')?.className ?? '');
    expect(amounts[0]).toMatch(/amountPlus/);
    expect(amounts[1]).toMatch(/amountMinus/);
    await view.unmount();
  });

  it('pages through the records', async () => {
    const fetch = stubWalletApi({ [deals.path]: pagedRecords(45) });
    const { view, $ } = await openRecords();
    await findIn(view.container, '[data-testid="record-item"]');
    expect($('records-page-info')?.textContent).toContain('第 1 / 3 页');
    expect(($('records-prev') as HTMLButtonElement).disabled).toBe(true);

    await click($('records-next'));
    await waitFor(() => expect($('records-page-info')?.textContent).toContain('第 2 / 3 页'));
    await waitFor(() => expect(($('records-next') as HTMLButtonElement).disabled).toBe(false));
    await click($('records-next'));
    await waitFor(() => expect($('records-page-info')?.textContent).toContain('第 3 / 3 页'));
    await waitFor(() => expect(($('records-prev') as HTMLButtonElement).disabled).toBe(false));
    expect(($('records-next') as HTMLButtonElement).disabled).toBe(true);
    await click($('records-prev'));
    await waitFor(() => expect($('records-page-info')?.textContent).toContain('第 2 / 3 页'));
    expect(bodiesSentTo(fetch, deals).map((body) => (body as { page: number }).page)).toEqual([1, 2, 3]);
    await view.unmount();
  });

  it('says when there is nothing, and offers a retry when the load failed', async () => {
    let calls = 0;
    stubWalletApi({
      [deals.path]: () => {
        calls += 1;
        return calls === 1 ? new Refusal(10500, '系统繁忙') : { items: [], total: 0, page: 1, pageSize: 20 };
      },
    });
    const { view } = await openRecords();
    const error = await findIn(view.container, '[data-testid="records-error"]');
    await click(error.querySelector('button'));
    const empty = await findIn(view.container, '[data-testid="records-empty"]');
    expect(empty.textContent).toContain('所选时间内暂无资金记录');
    await view.unmount();
  });
});
