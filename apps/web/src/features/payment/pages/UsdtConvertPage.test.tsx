import { routes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, dropLine, findIn, signInForTest, signOutForTest } from '../../../test/helpers';
import { renderPayment, stubPaymentApi } from '../../../test/payment';
import { click, typeInto, waitFor } from '../../../test/render';

const payment = routes.payment;

describe('USDT conversion page', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('previews the floored result both ways and converts after a confirmation, keeping the requestId on a retry', async () => {
    let calls = 0;
    const fetch = stubPaymentApi({
      [payment.usdtConvert.path]: () => {
        calls += 1;
        if (calls <= 2) return dropLine();
        return { rate: '7.20', rmb: '1400.00', usdt: '33.88', debited: '100.00', credited: '13.88' };
      },
    });
    signInForTest();
    const view = await renderPayment('/app/usdt');
    const $ = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
    await findIn(view.container, '[data-testid="convert-panel"]');
    expect($('convert-rate')?.textContent).toBe('1 USDT = 7.20 RMB');
    expect($('convert-rmb')?.textContent).toBe('1,500.00 RMB');
    expect($('convert-usdt')?.textContent).toBe('20.00 USDT');

    await typeInto($('convert-amount'), '100');
    expect($('convert-preview')?.textContent).toBe('预计获得 13.88 USDT');
    await click($('convert-from-USDT'));
    await typeInto($('convert-amount'), '20.01');
    await click($('convert-submit'));
    const input = $('convert-amount');
    await waitFor(() =>
      expect(document.getElementById(`${input?.id}-error`)?.textContent).toBe('不能超过可用余额 20.00 USDT'),
    );
    await typeInto($('convert-amount'), '10');
    expect($('convert-preview')?.textContent).toBe('预计获得 72.00 RMB');

    await click($('convert-from-RMB'));
    await typeInto($('convert-amount'), '100');
    const confirm = async () => {
      await click($('convert-submit'));
      const dialog = await findIn(document, '[data-testid="convert-confirm"]');
      expect(dialog.textContent).toContain('确认用 100.00 RMB 兑换约 13.88 USDT？');
      await click(dialog.querySelector('[data-testid="confirm-ok"]'));
      await waitFor(() => expect(document.querySelector('[data-testid="convert-confirm"]')).toBeNull(), 4000);
    };
    await confirm();
    await waitFor(() => expect(bodiesSentTo(fetch, payment.usdtConvert)).toHaveLength(2), 4000);
    await confirm();
    const result = await findIn(view.container, '[data-testid="convert-result"]');
    expect(result.textContent).toBe('兑换成功：支出 100.00 RMB，获得 13.88 USDT');
    expect($('convert-usdt')?.textContent).toBe('33.88 USDT');
    const bodies = bodiesSentTo(fetch, payment.usdtConvert) as { from: string; amount: string; requestId: string }[];
    expect(bodies.map(({ from, amount }) => [from, amount])).toEqual([
      ['RMB', '100'],
      ['RMB', '100'],
      ['RMB', '100'],
    ]);
    expect(new Set(bodies.map((body) => body.requestId)).size).toBe(1);
    await view.unmount();
  });
});
