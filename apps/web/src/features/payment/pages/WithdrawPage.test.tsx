import { routes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, findIn, Refusal, signInForTest, signOutForTest } from '../../../test/helpers';
import { prepareFixture, recordsPage, renderPayment, stubPaymentApi, withdrawalFixture } from '../../../test/payment';
import { click, typeInto, waitFor } from '../../../test/render';

const payment = routes.payment;

const openWithdraw = async () => {
  signInForTest();
  const view = await renderPayment('/app/withdraw');
  const $ = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
  return { view, $ };
};

const pressDigits = async (root: ParentNode, prefix: string, digits: string) => {
  for (const digit of digits) await click(root.querySelector(`[data-testid="${prefix}-key-${digit}"]`));
};

describe('withdraw page', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('shows what can be withdrawn today and the destinations grouped by kind', async () => {
    stubPaymentApi();
    const { view, $ } = await openWithdraw();
    await findIn(view.container, '[data-testid="withdraw-form"]');
    expect($('withdraw-available')?.textContent).toBe('1,500.00 元');
    expect($('withdraw-times')?.textContent).toBe('今日已提现 1 / 5 次');
    const destinations = [...view.container.querySelectorAll('[data-testid="withdraw-destination"]')];
    expect(destinations.map((item) => item.textContent)).toEqual([
      '招商银行6225 **** **** 1234',
      'USDT-TRC20TXYZ…AeBf',
    ]);
    expect($('withdraw-manage')?.getAttribute('href')).toBe('/app/cards');
    await view.unmount();
  });

  it('states the fee once the free withdrawals are used, and holds the day’s total', async () => {
    stubPaymentApi({
      [payment.withdrawPrepare.path]: prepareFixture({
        usedToday: 3,
        freeTimes: 3,
        feeRate: '1.50',
        dailyMaxAmount: '1000.00',
        usedAmountToday: '700.00',
      }),
    });
    const { view, $ } = await openWithdraw();
    await findIn(view.container, '[data-testid="withdraw-form"]');
    expect($('withdraw-fee-policy')?.textContent).toBe('今日免费次数已用完，本笔收取 1.50% 手续费');
    await typeInto($('withdraw-amount'), '400');
    await click($('withdraw-submit'));
    const input = $('withdraw-amount');
    await waitFor(() =>
      expect(document.getElementById(`${input?.id}-error`)?.textContent).toBe(
        '超出今日提现总额，今日还可提现 300.00 元',
      ),
    );
    await typeInto($('withdraw-amount'), '200');
    await click($('withdraw-submit'));
    const dialog = await findIn(document, '[data-testid="withdraw-confirm"]');
    expect(dialog.querySelector('[data-testid="confirm-fee"]')?.textContent).toBe('3.00 元');
    expect(dialog.textContent).toContain('197.00 元');
    await view.unmount();
  });

  it('guides a member without a withdrawal password to set one', async () => {
    stubPaymentApi({ [payment.withdrawPrepare.path]: prepareFixture({ passwordSet: false }) });
    const { view, $ } = await openWithdraw();
    const note = await findIn(view.container, '[data-testid="withdraw-password-missing"]');
    expect(note.textContent).toContain('请先设置 6 位数字提现密码');
    expect($('withdraw-password-link')?.getAttribute('href')).toBe('/app/member/security');
    expect($('withdraw-form')).toBeNull();
    await view.unmount();
  });

  it('sends a card withdrawal with the password typed on the keypad, after the confirmation', async () => {
    const fetch = stubPaymentApi({ [payment.withdrawNew.path]: withdrawalFixture() });
    const { view, $ } = await openWithdraw();
    await findIn(view.container, '[data-testid="withdraw-form"]');
    await typeInto($('withdraw-amount'), '1500.01');
    await click($('withdraw-submit'));
    const input = $('withdraw-amount');
    await waitFor(() =>
      expect(document.getElementById(`${input?.id}-error`)?.textContent).toBe('提现金额不能超过可用余额 1,500.00 元'),
    );
    await click(view.container.querySelector('[data-testid="amount-chip"][data-amount="all"]'));
    expect(($('withdraw-amount') as HTMLInputElement).value).toBe('1500.00');
    await typeInto($('withdraw-amount'), '100');
    await click($('withdraw-submit'));
    const dialog = await findIn(document, '[data-testid="withdraw-confirm"]');
    expect(dialog.querySelector('[data-testid="confirm-amount"]')?.textContent).toBe('100.00 元');
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));
    expect(dialog.textContent).toContain('请输入 6 位提现密码');
    expect(bodiesSentTo(fetch, payment.withdrawNew)).toEqual([]);

    await pressDigits(dialog, 'withdraw-pin', '1234567');
    await click(dialog.querySelector('[data-testid="withdraw-pin-key-delete"]'));
    await pressDigits(dialog, 'withdraw-pin', '9');
    expect((dialog.querySelector('[data-testid="withdraw-pin-input"]') as HTMLInputElement).value).toBe('123459');
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, payment.withdrawNew)).toEqual([
        { amount: '100', cardId: 3, withdrawPassword: '123459', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      ]),
    );
    expect(bodiesSentTo(fetch, payment.usdtDraw)).toEqual([]);
    await view.unmount();
  });

  it('withdraws to a USDT address through usdtDraw and shows the USDT it pays', async () => {
    const fetch = stubPaymentApi({
      [payment.usdtDraw.path]: withdrawalFixture({ usdt: { amount: '27.77', rate: '7.20' } }),
    });
    const { view, $ } = await openWithdraw();
    await findIn(view.container, '[data-testid="withdraw-form"]');
    const usdt = view.container.querySelectorAll<HTMLInputElement>('[data-testid="withdraw-destination"] input')[1];
    await click(usdt);
    await typeInto($('withdraw-amount'), '200');
    const input = $('withdraw-amount');
    expect(document.getElementById(`${input?.id}-hint`)?.textContent).toBe(
      '预计到账 27.77 USDT（汇率 1 USDT = 7.20 元）',
    );
    await click($('withdraw-submit'));
    const dialog = await findIn(document, '[data-testid="withdraw-confirm"]');
    expect(dialog.querySelector('[data-testid="confirm-usdt"]')?.textContent).toBe('27.77 USDT');
    await typeInto(dialog.querySelector('[data-testid="withdraw-pin-input"]'), '654321');
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, payment.usdtDraw)).toEqual([
        { amount: '200', addressId: 5, withdrawPassword: '654321', requestId: expect.any(String) },
      ]),
    );
    expect(bodiesSentTo(fetch, payment.withdrawNew)).toEqual([]);
    await view.unmount();
  });

  it('shows the pending withdrawal instead of the form, with 催单 and a confirmed cancel', async () => {
    const fetch = stubPaymentApi({
      [payment.withdrawPrepare.path]: prepareFixture({ pending: withdrawalFixture() }),
      [payment.withdrawCancel.path]: withdrawalFixture({ state: 'cancelled', cancellable: false }),
      [payment.speedDrawRemind.path]: new Refusal(10639, '已催促过，请稍后再试'),
    });
    const { view, $ } = await openWithdraw();
    const card = await findIn(view.container, '[data-testid="withdrawal-card"]');
    expect(card.querySelector('[data-testid="withdrawal-state"]')?.textContent).toBe('审核中');
    expect($('withdraw-pending-blocks')).not.toBeNull();
    expect($('withdraw-form')).toBeNull();
    await click($('withdrawal-remind'));
    await waitFor(() => expect(bodiesSentTo(fetch, payment.speedDrawRemind)).toHaveLength(1));

    await click($('withdrawal-cancel'));
    const dialog = await findIn(document, '[data-testid="withdrawal-cancel-confirm"]');
    expect(dialog.textContent).toContain('确认取消这笔 100.00 元 的提现？');
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() => expect(bodiesSentTo(fetch, payment.withdrawCancel)).toEqual([{ orderNo: 'W2026112200001' }]));
    await waitFor(() => expect($('withdrawal-state')?.textContent).toBe('已取消'));
    await view.unmount();
  });

  it('offers no cancel where the site does not allow one (the uk profile), and says why', async () => {
    stubPaymentApi({
      [payment.withdrawPrepare.path]: prepareFixture({ pending: withdrawalFixture({ cancellable: false }) }),
    });
    const { view, $ } = await openWithdraw();
    await findIn(view.container, '[data-testid="withdrawal-card"]');
    expect($('withdrawal-remind')).not.toBeNull();
    expect($('withdrawal-cancel')).toBeNull();
    expect($('withdrawal-no-cancel')?.textContent).toBe('根据本站适用的监管规定，提现申请提交后不可撤销');
    await view.unmount();
  });

  it('offers 确认到账, 未到账反馈 and 申诉 on an approved withdrawal', async () => {
    const approved = withdrawalFixture({ state: 'approved', decidedAt: '2026-11-22T05:10:00Z' });
    const fetch = stubPaymentApi({
      [payment.withdrawRecords.path]: recordsPage([approved]),
      [payment.speedDrawFeedback.path]: (body: unknown) => ({
        ...approved,
        tickets: [
          { kind: 'feedback', text: (body as { text: string }).text, reply: null, createdAt: '2026-11-22T05:20:00Z' },
        ],
      }),
      [payment.speedDrawConfirm.path]: { ...approved, arrivedAt: '2026-11-22T05:30:00Z' },
    });
    const { view, $ } = await openWithdraw();
    const card = await findIn(view.container, '[data-testid="withdrawal-card"]');
    expect(card.querySelector('[data-testid="withdrawal-state"]')?.textContent).toBe('已出款');

    await click($('withdrawal-feedback'));
    const feedback = await findIn(document, '[data-testid="feedback-dialog"]');
    await typeInto(feedback.querySelector('[data-testid="ticket-text"]'), '银行卡没有收到');
    await click(feedback.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, payment.speedDrawFeedback)).toEqual([
        { orderNo: 'W2026112200001', text: '银行卡没有收到' },
      ]),
    );
    await waitFor(() => expect($('order-tickets')?.textContent).toContain('等待财务回复'));

    await click($('withdrawal-arrived'));
    await click(
      (await findIn(document, '[data-testid="withdrawal-arrival-confirm"]')).querySelector(
        '[data-testid="confirm-ok"]',
      ),
    );
    await waitFor(() => expect(bodiesSentTo(fetch, payment.speedDrawConfirm)).toEqual([{ orderNo: 'W2026112200001' }]));
    await waitFor(() => expect($('withdrawal-arrived')).toBeNull());
    expect(card.textContent).toContain('您已确认到账');
    await view.unmount();
  });

  it('sends a member without destinations to add one', async () => {
    stubPaymentApi({ [payment.withdrawPrepare.path]: prepareFixture({ cards: [], addresses: [] }) });
    const { view, $ } = await openWithdraw();
    await findIn(view.container, '[data-testid="withdraw-no-destination"]');
    expect($('withdraw-add-card')?.getAttribute('href')).toBe('/app/cards');
    await view.unmount();
  });
});
