import { routes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '../../../test/fixtures';
import { bodiesSentTo, findIn, Refusal, selectOption, signInForTest, signOutForTest } from '../../../test/helpers';
import { prepareFixture, renderPayment, stubPaymentApi } from '../../../test/payment';
import { click, typeInto, waitFor } from '../../../test/render';

const payment = routes.payment;

const openCards = async () => {
  signInForTest();
  const view = await renderPayment('/app/cards');
  const $ = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
  await findIn(view.container, '[data-testid="bank-card"]');
  return { view, $ };
};

const hintOf = (input: Element | null) =>
  document.getElementById(`${input?.id}-hint`)?.textContent ??
  document.getElementById(`${input?.id}-error`)?.textContent;

describe('cards page', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('binds a card in the real name, grouping the number in fours and checking it as typed', async () => {
    const card = prepareFixture().cards[0];
    const fetch = stubPaymentApi({
      [payment.cardInsert.path]: () => [
        card,
        { ...card, id: 4, bankCode: 'ICBC', bankName: '中国工商银行', cardNumber: '6222 **** **** 2230' },
      ],
    });
    const { view, $ } = await openCards();
    expect($('bank-card')?.textContent).toContain('6225 **** **** 1234');
    await click($('card-add'));
    expect(($('card-holder') as HTMLInputElement).value).toBe('王小明');
    await selectOption($('card-bank'), 'ICBC');
    await typeInto($('card-number'), '62220202001122');
    expect(($('card-number') as HTMLInputElement).value).toBe('6222 0202 0011 22');
    expect(hintOf($('card-number'))).toBe('卡号校验未通过，请核对');
    await typeInto($('card-number'), '6222020200112231');
    expect(hintOf($('card-number'))).toBe('卡号校验未通过，请核对');
    await typeInto($('card-number'), '6222 0202 0011 2230');
    expect(hintOf($('card-number'))).toBe('卡号格式正确');
    await click($('card-submit'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, payment.cardInsert)).toEqual([{ bankCode: 'ICBC', cardNumber: '6222020200112230' }]),
    );
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="bank-card"]')).toHaveLength(2));
    await view.unmount();
  });

  it('offers USDT addresses in place of bank cards on a USDT site', async () => {
    stubPaymentApi();
    signInForTest();
    const view = await renderPayment('/app/cards', { settlementUnit: 'usdt' });
    await findIn(view.container, '[data-testid="usdt-add"]');
    expect(view.container.querySelector('[data-testid="card-add"]')).toBeNull();
    expect(view.container.querySelectorAll('[data-testid="usdt-add"]')).toHaveLength(1);
    await view.unmount();
  });

  it('guides a member without a real name to verification instead of the card form', async () => {
    stubPaymentApi({ [routes.member.info.path]: profileFixture({ realNameBound: false }) });
    const { view, $ } = await openCards();
    const note = await findIn(view.container, '[data-testid="cards-need-real-name"]');
    expect(note.textContent).toContain('绑定银行卡前请先完成实名认证');
    expect(note.querySelector('a')?.getAttribute('href')).toBe('/app/member/verify');
    expect($('card-add')).toBeNull();
    await view.unmount();
  });

  it('deletes a card only with the 6-digit withdrawal password', async () => {
    const fetch = stubPaymentApi({ [payment.cardDelete.path]: [] });
    const { view, $ } = await openCards();
    await click($('card-delete'));
    const dialog = await findIn(document, '[data-testid="card-delete-confirm"]');
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));
    expect(dialog.textContent).toContain('请输入 6 位提现密码');
    await typeInto(dialog.querySelector('[data-testid="card-delete-confirm-pin-input"]'), '12a3456');
    expect((dialog.querySelector('[data-testid="card-delete-confirm-pin-input"]') as HTMLInputElement).value).toBe(
      '123456',
    );
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, payment.cardDelete)).toEqual([{ cardId: 3, withdrawPassword: '123456' }]),
    );
    await findIn(view.container, '[data-testid="cards-empty"]');
    await view.unmount();
  });

  it('checks a USDT address against its network before sending it', async () => {
    const fetch = stubPaymentApi({
      [payment.addressInsert.path]: (body: unknown) =>
        [
          ...prepareFixture().addresses,
          { id: 6, kind: 'usdt', network: 'ERC20', networkName: 'USDT-ERC20', address: '0x5290…9EE7', createdAt: '' },
          body && undefined,
        ].filter(Boolean),
    });
    const { view, $ } = await openCards();
    await click($('usdt-add'));
    await click($('address-network-ERC20'));
    await typeInto($('usdt-address'), 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
    expect(hintOf($('usdt-address'))).toBe('ERC20 地址格式不正确');
    await click($('usdt-submit'));
    expect(bodiesSentTo(fetch, payment.addressInsert)).toEqual([]);
    await typeInto($('usdt-address'), '0x52908400098527886E0F7030069857D2E4169EE7');
    expect(hintOf($('usdt-address'))).toBe('地址格式正确');
    await click($('usdt-submit'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, payment.addressInsert)).toEqual([
        { kind: 'usdt', network: 'ERC20', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
      ]),
    );
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="usdt-item"]')).toHaveLength(2));
    await view.unmount();
  });

  it('explains when the member is not on the USDT whitelist, and still offers e-wallets', async () => {
    const fetch = stubPaymentApi({
      [payment.addressWhitelist.path]: { enabled: true, allowed: false },
      [payment.addressInsert.path]: new Refusal(10641, '该地址已绑定'),
    });
    const { view, $ } = await openCards();
    const note = await findIn(view.container, '[data-testid="usdt-not-allowed"]');
    expect(note.textContent).toBe('您的账户暂不能绑定 USDT 地址，请联系客服开通');
    expect($('usdt-add')).toBeNull();
    await click($('ewallet-add'));
    await selectOption($('ewallet-network'), 'GOPAY');
    await typeInto($('ewallet-address'), 'demo@go');
    await click($('ewallet-submit'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, payment.addressInsert)).toEqual([
        { kind: 'ewallet', network: 'GOPAY', address: 'demo@go' },
      ]),
    );
    expect($('ewallet-form')).not.toBeNull();
    await view.unmount();
  });
});
