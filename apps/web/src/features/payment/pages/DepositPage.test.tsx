import { routes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, findIn, Refusal, signInForTest, signOutForTest } from '../../../test/helpers';
import { orderFixture, renderPayment, rgStateFixture, stubPaymentApi } from '../../../test/payment';
import { click, typeInto, waitFor } from '../../../test/render';

const payment = routes.payment;

const openDeposit = async (path = '/app/deposit') => {
  signInForTest();
  const view = await renderPayment(path);
  const $ = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
  return { view, $ };
};

const tile = (root: ParentNode, code: string) =>
  root.querySelector(`[data-testid="channel-tile"][data-channel="${code}"]`);

describe('deposit page', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('asks a guest to log in', async () => {
    stubPaymentApi();
    const view = await renderPayment('/app/deposit');
    const guard = await findIn(view.container, '[data-testid="member-guard"]');
    expect(guard.textContent).toContain('登录后即可存款');
    await view.unmount();
  });

  it('asks a member with no deposit limit to set one first; the answer is sent and the form follows', async () => {
    const fetch = stubPaymentApi({
      [routes.rg.state.path]: rgStateFixture(true),
      [routes.rg.answerLimitPrompt.path]: () => ({ outcome: 'applied', state: rgStateFixture(false) }),
    });
    const { view, $ } = await openDeposit();
    await findIn(view.container, '[data-testid="limit-prompt"]');
    expect(view.container.querySelector('[data-testid="deposit-form"]')).toBeNull();
    expect(($('limit-prompt-save') as HTMLButtonElement).disabled).toBe(true);
    await click($('limit-prompt-period-week'));
    await typeInto($('limit-prompt-amount'), '500');
    await click($('limit-prompt-save'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, routes.rg.answerLimitPrompt)).toEqual([{ amount: '500', period: 'week' }]),
    );
    await findIn(view.container, '[data-testid="deposit-form"]');
    expect(view.container.querySelector('[data-testid="limit-prompt"]')).toBeNull();
    await view.unmount();
  });

  it('skips the prompt only by the explicit 暂不设置, which is sent as a decline', async () => {
    const fetch = stubPaymentApi({
      [routes.rg.state.path]: rgStateFixture(true),
      [routes.rg.answerLimitPrompt.path]: () => ({ outcome: 'applied', state: rgStateFixture(false) }),
    });
    const { view, $ } = await openDeposit();
    await findIn(view.container, '[data-testid="limit-prompt"]');
    expect($('limit-prompt-skip')?.textContent).toBe('暂不设置');
    await click($('limit-prompt-skip'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, routes.rg.answerLimitPrompt)).toEqual([{ amount: null, period: null }]),
    );
    await findIn(view.container, '[data-testid="deposit-form"]');
    await view.unmount();
  });

  it('shows the channels as tiles with kind, fee and limits, and only the chips inside the limits', async () => {
    stubPaymentApi();
    const { view } = await openDeposit();
    await findIn(view.container, '[data-testid="channel-tile"]');
    const tiles = [...view.container.querySelectorAll('[data-testid="channel-tile"]')];
    expect(tiles.map((item) => item.getAttribute('data-channel'))).toEqual([
      'sandbox-bank',
      'speed-card',
      'usdt-chain',
    ]);
    expect(tiles[0]?.getAttribute('aria-checked')).toBe('true');
    expect(tiles[0]?.textContent).toContain('在线支付');
    expect(tiles[0]?.textContent).toContain('免手续费');
    expect(tiles[0]?.textContent).toContain('单笔 10.00 元 – 50,000.00 元');
    expect(tiles[1]?.textContent).toContain('手续费 0.50%');
    const chips = () =>
      [...view.container.querySelectorAll('[data-testid="amount-chip"]')].map((chip) =>
        chip.getAttribute('data-amount'),
      );
    expect(chips()).toEqual(['100', '500', '1000', '5000', '10000', '50000']);
    await click(tile(view.container, 'speed-card'));
    expect(chips()).toEqual(['100', '500', '1000', '5000', '10000']);
    await view.unmount();
  });

  it('refuses an amount outside the channel limits without calling the server', async () => {
    const fetch = stubPaymentApi();
    const { view, $ } = await openDeposit();
    await findIn(view.container, '[data-testid="deposit-amount"]');
    await typeInto($('deposit-amount'), '5');
    await click($('deposit-submit'));
    const input = $('deposit-amount');
    await waitFor(() =>
      expect(document.getElementById(`${input?.id}-error`)?.textContent).toBe(
        '存款金额须在 10.00 元 至 50,000.00 元 之间',
      ),
    );
    expect(document.querySelector('[data-testid="deposit-confirm"]')).toBeNull();
    expect(bodiesSentTo(fetch, payment.payVal)).toEqual([]);
    await view.unmount();
  });

  it('creates a gateway order after a confirmation and follows it with a countdown and the pay button', async () => {
    const fetch = stubPaymentApi({
      [payment.payVal.path]: () => orderFixture({ amount: '500.00', payAmount: '500.00' }),
      [payment.order.path]: orderFixture({ amount: '500.00', payAmount: '500.00' }),
    });
    const { view, $ } = await openDeposit();
    await findIn(view.container, '[data-testid="amount-chip"]');
    await click(view.container.querySelector('[data-testid="amount-chip"][data-amount="500"]'));
    await click($('deposit-submit'));
    const dialog = await findIn(document, '[data-testid="deposit-confirm"]');
    expect(dialog.textContent).toContain('网银快捷（沙盒）');
    expect(dialog.querySelector('[data-testid="confirm-amount"]')?.textContent).toBe('500.00 元');
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, payment.payVal)).toEqual([
        { channelCode: 'sandbox-bank', amount: '500', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      ]),
    );
    const order = await findIn(view.container, '[data-testid="deposit-order"]');
    expect(view.router.state.location.search).toBe('?order=D2026112200001');
    expect(order.querySelector('[data-testid="order-state"]')?.textContent).toBe('待支付');
    expect(order.querySelector('[data-testid="order-countdown"]')?.textContent).toMatch(/剩余支付时间1[34]:\d\d/);
    expect(order.querySelector('[data-testid="order-pay"]')?.getAttribute('href')).toBe('/sandbox/pay/D2026112200001');
    expect(order.querySelector('[data-testid="pay-amount-warning"]')).toBeNull();
    await view.unmount();
  });

  it('asks for a network on a USDT channel and sends it', async () => {
    const fetch = stubPaymentApi({
      [payment.payVal.path]: () => orderFixture({ kind: 'usdt' }),
      [payment.order.path]: orderFixture({
        kind: 'usdt',
        payUrl: '',
        crypto: {
          network: 'ERC20',
          address: '0x52908400098527886E0F7030069857D2E4169EE7',
          usdtAmount: '27.77',
          rate: '7.20',
          confirmations: 3,
          required: 12,
        },
      }),
    });
    const { view, $ } = await openDeposit();
    await findIn(view.container, '[data-testid="channel-tile"]');
    await click(tile(view.container, 'usdt-chain'));
    await click($('deposit-network-ERC20'));
    await typeInto($('deposit-amount'), '200');
    await click($('deposit-submit'));
    await click(
      (await findIn(document, '[data-testid="deposit-confirm"]')).querySelector('[data-testid="confirm-ok"]'),
    );
    await waitFor(() =>
      expect(bodiesSentTo(fetch, payment.payVal)).toEqual([
        { channelCode: 'usdt-chain', amount: '200', network: 'ERC20', requestId: expect.any(String) },
      ]),
    );
    const crypto = await findIn(view.container, '[data-testid="order-crypto"]');
    expect(crypto.querySelector('[data-testid="crypto-address"]')?.textContent).toBe(
      '0x52908400098527886E0F7030069857D2E4169EE7',
    );
    expect(crypto.querySelector('[data-testid="crypto-amount"]')?.textContent).toBe('27.77 USDT');
    expect(crypto.querySelector('[data-testid="crypto-confirmations"]')?.textContent).toBe('3 / 12');
    expect(crypto.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('3');
    expect(crypto.textContent).toContain('请仅通过 ERC20 网络转入 USDT');
    await view.unmount();
  });

  it('shows a fast-to-card order: receiver to copy, the odd amount highlighted, 我已付款 after a confirmation', async () => {
    let state: 'pending' | 'submitted' = 'pending';
    const speed = () =>
      orderFixture({
        kind: 'bankTransfer',
        channelCode: 'speed-card',
        payUrl: '',
        amount: '1000.00',
        payAmount: '1000.37',
        state,
        receiver: { bankName: '中国建设银行', accountName: '张三', cardNumber: '6217 0000 1111 2222' },
      });
    const fetch = stubPaymentApi({
      [payment.order.path]: speed,
      [payment.speedPayConfirm.path]: () => {
        state = 'submitted';
        return speed();
      },
      [payment.speedPayRemind.path]: new Refusal(10639, '已催促过，请稍后再试'),
      [payment.speedPayAppeal.path]: () => ({
        ...speed(),
        tickets: [
          { kind: 'appeal', text: '已转账但未到账', reply: '已核实，稍后到账', createdAt: '2026-11-22T05:05:00Z' },
        ],
      }),
    });
    const { view, $ } = await openDeposit('/app/deposit?order=D2026112200001');
    const receiver = await findIn(view.container, '[data-testid="order-receiver"]');
    expect(receiver.querySelector('[data-testid="receiver-card"]')?.textContent).toBe('6217 0000 1111 2222');
    expect(receiver.querySelector('[data-testid="receiver-card-copy"]')?.getAttribute('data-copy')).toBe(
      '6217000011112222',
    );
    expect(receiver.querySelector('[data-testid="receiver-amount"]')?.textContent).toBe('1,000.37 元');
    expect(receiver.querySelector('[data-testid="receiver-amount-copy"]')?.getAttribute('data-copy')).toBe('1000.37');
    expect($('pay-amount-warning')?.textContent).toContain('请按此金额转账，否则无法自动到账');

    await click($('speedpay-confirm'));
    const dialog = await findIn(document, '[data-testid="speedpay-confirm-dialog"]');
    expect(dialog.textContent).toContain('1,000.37 元');
    expect(bodiesSentTo(fetch, payment.speedPayConfirm)).toEqual([]);
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() => expect(bodiesSentTo(fetch, payment.speedPayConfirm)).toEqual([{ orderNo: 'D2026112200001' }]));
    await waitFor(() => expect($('order-state')?.textContent).toBe('审核中'));

    await click($('speedpay-remind'));
    await waitFor(() => expect($('remind-note')?.textContent).toBe('您刚催过单，请稍后再试'));

    await click($('speedpay-appeal'));
    const appeal = await findIn(document, '[data-testid="appeal-dialog"]');
    await click(appeal.querySelector('[data-testid="confirm-ok"]'));
    expect(appeal.textContent).toContain('请至少填写2个字');
    await typeInto(appeal.querySelector('[data-testid="ticket-text"]'), '已转账但未到账');
    await click(appeal.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, payment.speedPayAppeal)).toEqual([
        { orderNo: 'D2026112200001', text: '已转账但未到账' },
      ]),
    );
    const reply = await findIn(view.container, '[data-testid="ticket-reply"]');
    expect(reply.textContent).toBe('财务回复：已核实，稍后到账');
    await view.unmount();
  });

  it('shows a paid order’s fee and what it credited', async () => {
    stubPaymentApi({
      [payment.order.path]: orderFixture({ state: 'paid', amount: '200.00', payAmount: '200.37', fee: '1.00' }),
    });
    const { view } = await openDeposit('/app/deposit?order=D2026112200001');
    const amount = await findIn(view.container, '[data-testid="order-amount"]');
    expect(amount.textContent).toBe('199.37 元');
    expect(view.container.querySelector('[data-testid="order-fee"]')?.textContent).toContain('1.00 元');
    await view.unmount();
  });

  it('shows the rejection reason of a rejected order', async () => {
    stubPaymentApi({
      [payment.order.path]: orderFixture({ state: 'rejected', reason: '未查到转账记录', kind: 'bankTransfer' }),
    });
    const { view } = await openDeposit('/app/deposit?order=D2026112200001');
    const note = await findIn(view.container, '[data-testid="order-rejected"]');
    expect(note.textContent).toBe('订单被驳回：未查到转账记录');
    expect(view.container.querySelector('[data-testid="order-again"]')).not.toBeNull();
    await view.unmount();
  });

  it('offers the unfinished order on arrival: continue opens it, cancel closes it after a confirmation', async () => {
    const fetch = stubPaymentApi({
      [payment.lastUnfinished.path]: orderFixture(),
      [payment.closeOrder.path]: orderFixture({ state: 'closed' }),
    });
    const { view, $ } = await openDeposit();
    const prompt = await findIn(view.container, '[data-testid="unfinished-order"]');
    expect(prompt.textContent).toContain('您有一笔未完成的存款订单');
    expect(prompt.textContent).toContain('200.00 元');

    await click($('unfinished-cancel'));
    const dialog = await findIn(document, '[data-testid="close-order-confirm"]');
    expect(dialog.textContent).toContain('D2026112200001');
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() => expect(bodiesSentTo(fetch, payment.closeOrder)).toEqual([{ orderNo: 'D2026112200001' }]));
    await waitFor(() => expect($('unfinished-order')).toBeNull());
    await view.unmount();
  });

  it('shows the blocking order when the server answers 10630, and links to real-name verification on 10632', async () => {
    let answer: Refusal = new Refusal(
      10630,
      '您有一笔未完成的存款订单，请先完成或取消',
      orderFixture({ orderNo: 'D2026112200009' }),
    );
    stubPaymentApi({ [payment.payVal.path]: () => answer });
    const { view, $ } = await openDeposit();
    const submit = async () => {
      await typeInto(await findIn(view.container, '[data-testid="deposit-amount"]'), '100');
      await click($('deposit-submit'));
      await click(
        (await findIn(document, '[data-testid="deposit-confirm"]')).querySelector('[data-testid="confirm-ok"]'),
      );
    };
    await submit();
    const prompt = await findIn(view.container, '[data-testid="unfinished-order"]');
    expect(prompt.textContent).toContain('D2026112200009');
    await click($('unfinished-continue'));
    expect(view.router.state.location.search).toBe('?order=D2026112200009');

    await view.router.navigate('/app/deposit');
    answer = new Refusal(10632, '请先完成实名认证再存款');
    await submit();
    const gate = await findIn(view.container, '[data-testid="deposit-gate"]');
    expect(gate.textContent).toContain('完成实名认证后即可存款');
    expect(gate.querySelector('a')?.getAttribute('href')).toBe('/app/member/verify');
    await view.unmount();
  });
});
