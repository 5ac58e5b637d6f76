import { routes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, findIn, Refusal, selectOption, signInForTest, signOutForTest } from '../../../test/helpers';
import { orderFixture, recordsPage, renderPayment, stubPaymentApi, withdrawalFixture } from '../../../test/payment';
import { click, waitFor } from '../../../test/render';

const payment = routes.payment;

describe('payment records tabs', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('lists deposits with a state filter and opens an order on the deposit page', async () => {
    const fetch = stubPaymentApi({
      [payment.depositRecords.path]: (body: unknown) =>
        (body as { state?: string }).state === 'paid'
          ? recordsPage([orderFixture({ state: 'paid' })])
          : { items: [orderFixture()], total: 41, page: 1, pageSize: 20 },
      [payment.order.path]: orderFixture(),
    });
    signInForTest();
    const view = await renderPayment('/app/transfer/records?tab=deposits');
    const $ = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
    const row = await findIn(view.container, '[data-testid="deposit-record"]');
    expect($('records-tab-deposits')?.getAttribute('aria-current')).toBe('page');
    expect(row.textContent).toContain('在线支付');
    expect(row.textContent).toContain('200.00 元');
    expect(row.textContent).toContain('待支付');
    expect($('payment-records-page-info')?.textContent).toBe('第 1 / 3 页共 41 条');

    await selectOption($('payment-records-state'), 'paid');
    await waitFor(() =>
      expect(bodiesSentTo(fetch, payment.depositRecords).at(-1)).toEqual({ page: 1, pageSize: 20, state: 'paid' }),
    );
    await waitFor(() => expect($('deposit-record')?.textContent).toContain('已到账'));
    expect(view.router.state.location.search).toBe('?tab=deposits&state=paid');

    await click($('deposit-record'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/deposit'));
    expect(view.router.state.location.search).toBe('?order=D2026112200001');
    await findIn(view.container, '[data-testid="deposit-order"]');
    await view.unmount();
  });

  it('opens a withdrawal in a dialog with the actions its state allows', async () => {
    stubPaymentApi({
      [payment.withdrawRecords.path]: recordsPage([
        withdrawalFixture({ state: 'approved' }),
        withdrawalFixture({ orderNo: 'W2026112200002', state: 'rejected', reason: '银行卡信息有误' }),
      ]),
    });
    signInForTest();
    const view = await renderPayment('/app/transfer/records?tab=withdrawals');
    await findIn(view.container, '[data-testid="withdraw-record"]');
    const rows = view.container.querySelectorAll('[data-testid="withdraw-record"]');
    expect(rows[1]?.textContent).toContain('已拒绝');
    await click(rows[0]);
    let dialog = await findIn(document, '[data-testid="withdraw-detail"]');
    expect(dialog.querySelector('[data-testid="withdrawal-arrived"]')).not.toBeNull();
    await click(dialog.querySelector('button[aria-label="关闭"]'));
    await waitFor(() => expect(document.querySelector('[data-testid="withdraw-detail"]')).toBeNull());
    await click(rows[1]);
    dialog = await findIn(document, '[data-testid="withdraw-detail"]');
    expect(dialog.querySelector('[data-testid="withdrawal-reason"]')?.textContent).toBe('原因：银行卡信息有误');
    expect(dialog.querySelector('[data-testid="withdrawal-arrived"]')).toBeNull();
    expect(dialog.querySelector('[data-testid="withdrawal-appeal"]')).not.toBeNull();
    await view.unmount();
  });

  it('shows the empty and the failed states', async () => {
    stubPaymentApi({ [payment.withdrawRecords.path]: new Refusal(10500, '系统繁忙') });
    signInForTest();
    const view = await renderPayment('/app/transfer/records?tab=withdrawals');
    await findIn(view.container, '[data-testid="payment-records-error"]');
    await view.router.navigate('/app/transfer/records?tab=deposits');
    const empty = await findIn(view.container, '[data-testid="payment-records-empty"]');
    expect(empty.textContent).toBe('暂无存款记录');
    await view.unmount();
  });
});
