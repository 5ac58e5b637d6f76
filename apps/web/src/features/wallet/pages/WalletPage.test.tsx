import { routes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balancesFixture } from '../../../test/fixtures';
import { bodiesSentTo, dropLine, findIn, Refusal, signInForTest, signOutForTest } from '../../../test/helpers';
import { click, typeInto, waitFor } from '../../../test/render';
import { renderWallet, stubWalletApi } from '../testing';

const wallet = routes.wallet;

const posted = (body: unknown, state: 'posted' | 'pending' = 'posted') => ({
  transferId: 41,
  venueCode: (body as { venueCode: string }).venueCode,
  direction: 'in',
  amount: (body as { amount: string }).amount,
  state,
  centreAvailable: '1400.00',
});

const openWallet = async () => {
  signInForTest();
  const view = await renderWallet('/app/transfer');
  await findIn(view.container, '[data-testid="transfer-panel"]');
  const $ = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
  return { view, $ };
};

/** Fills the transfer form and presses 立即转账; resolves with the confirmation dialog, if one opened. */
const requestTransfer = async ($: (testId: string) => Element | null, amount: string) => {
  await typeInto($('transfer-amount'), amount);
  await click($('transfer-submit'));
  return document.querySelector('[data-testid="transfer-confirm"]');
};

const amountError = ($: (testId: string) => Element | null) => {
  const input = $('transfer-amount');
  return document.getElementById(`${input?.id}-error`)?.textContent;
};

describe('wallet page', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('asks a guest to log in, naming what the wallet offers', async () => {
    stubWalletApi();
    const view = await renderWallet('/app/transfer');
    const guard = await findIn(view.container, '[data-testid="member-guard"]');
    expect(guard.textContent).toContain('登录后即可查看余额并在中心钱包与场馆之间转账');
    await view.unmount();
  });

  it('shows the centre balance, each venue with its state, and greys a closed venue', async () => {
    const fetch = stubWalletApi();
    const { view, $ } = await openWallet();
    expect($('centre-balance')?.textContent).toBe('¥1,500.00');
    expect($('wallet-total')?.textContent).toBe('¥1,850.50');
    expect($('centre-pending')).toBeNull();

    const venues = [...view.container.querySelectorAll('[data-testid="venue-wallet"]')];
    expect(venues.map((venue) => venue.getAttribute('data-venue'))).toEqual(['OBTY', 'FBTY']);
    expect(venues[0]?.querySelector('[data-testid="venue-balance"]')?.textContent).toBe('¥250.50');
    expect(venues[0]?.textContent).toContain('正常');
    expect(venues[1]?.textContent).toContain('维护中');
    expect(venues[1]?.textContent).toContain('处理中 ¥20.00');
    expect(venues[0]?.querySelector('button')?.disabled).toBe(false);
    expect(venues[1]?.querySelector('button')?.disabled).toBe(true);
    const closedOption = view.container.querySelector<HTMLOptionElement>('option[value="FBTY"]');
    expect(closedOption?.disabled).toBe(true);

    await click($('wallet-refresh'));
    await waitFor(() => expect(bodiesSentTo(fetch, wallet.balances)).toHaveLength(2));
    await view.unmount();
  });

  it('shows what the member owes and how it is repaid, only while they owe something', async () => {
    stubWalletApi({ [wallet.balances.path]: balancesFixture({ owed: '200.00' }) });
    const { view, $ } = await openWallet();
    const owed = $('wallet-owed');
    expect(owed?.getAttribute('role')).toBe('note');
    expect(owed?.textContent).toContain('待还欠款');
    expect($('owed-amount')?.textContent).toBe('¥200.00');
    expect(owed?.textContent).toContain('之后的体育派彩（含提前结算）和存款到账时，会先自动偿还欠款');
    await view.unmount();

    stubWalletApi();
    const clear = await openWallet();
    expect(clear.$('wallet-owed')).toBeNull();
    await clear.view.unmount();
  });

  it.each(['0', '-5', '1.234', '12abc', '', '.5'])(
    'refuses the amount %j without calling the server',
    async (typed) => {
      const fetch = stubWalletApi();
      const { view, $ } = await openWallet();
      expect(await requestTransfer($, typed)).toBeNull();
      await waitFor(() => expect(amountError($)).toBe('请输入正确的金额（大于0，最多两位小数）'));
      expect(bodiesSentTo(fetch, wallet.transferInto)).toEqual([]);
      await view.unmount();
    },
  );

  it('refuses more than the source holds: the centre going in, the venue going out', async () => {
    const fetch = stubWalletApi();
    const { view, $ } = await openWallet();
    expect(await requestTransfer($, '1500.01')).toBeNull();
    await waitFor(() => expect(amountError($)).toBe('转账金额不能超过可转余额 ¥1,500.00'));

    await click($('transfer-direction-out'));
    expect(await requestTransfer($, '250.51')).toBeNull();
    await waitFor(() => expect(amountError($)).toBe('转账金额不能超过可转余额 ¥250.50'));
    expect(bodiesSentTo(fetch, wallet.transferInto)).toEqual([]);
    expect(bodiesSentTo(fetch, wallet.transferOutVal)).toEqual([]);

    // 全部 fills exactly what the venue holds, which passes.
    await click(view.container.querySelector('[data-testid="amount-chip"][data-amount="all"]'));
    expect(($('transfer-amount') as HTMLInputElement).value).toBe('250.50');
    await click($('transfer-submit'));
    await findIn(document, '[data-testid="transfer-confirm"]');
    await view.unmount();
  });

  it('moves money only after the member confirms, with a fresh requestId', async () => {
    const fetch = stubWalletApi({ [wallet.transferInto.path]: (body: unknown) => posted(body) });
    const { view, $ } = await openWallet();
    await click(view.container.querySelector('[data-testid="amount-chip"][data-amount="100"]'));
    await click($('transfer-submit'));
    let dialog = await findIn(document, '[data-testid="transfer-confirm"]');
    expect(dialog.textContent).toContain('确认从中心钱包转入 ¥100.00 到 YB体育？');

    await click([...dialog.querySelectorAll('button')].find((button) => button.textContent === '取消'));
    await waitFor(() => expect(document.querySelector('[data-testid="transfer-confirm"]')).toBeNull());
    expect(bodiesSentTo(fetch, wallet.transferInto)).toEqual([]);

    await click($('transfer-submit'));
    dialog = await findIn(document, '[data-testid="transfer-confirm"]');
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, wallet.transferInto)).toEqual([
        { venueCode: 'OBTY', amount: '100', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      ]),
    );
    const result = await findIn(view.container, '[data-testid="transfer-result"]');
    expect(result.textContent).toBe('转账成功，中心钱包可用余额 ¥1,400.00');
    // The balances are read again after money moved.
    await waitFor(() => expect(bodiesSentTo(fetch, wallet.balances)).toHaveLength(2));
    await view.unmount();
  });

  it('resends the same requestId when no answer came back, and a new one for the next transfer', async () => {
    let calls = 0;
    const fetch = stubWalletApi({
      // The first click's request and its automatic retry both drop; the member's second try lands.
      [wallet.transferInto.path]: (body: unknown) => {
        calls += 1;
        return calls <= 2 ? dropLine() : posted(body);
      },
    });
    const { view, $ } = await openWallet();
    const confirmTransfer = async (amount: string) => {
      const dialog = await requestTransfer($, amount);
      await click(dialog?.querySelector('[data-testid="confirm-ok"]'));
    };

    await confirmTransfer('100');
    await waitFor(() => expect(bodiesSentTo(fetch, wallet.transferInto)).toHaveLength(2), 4000);
    await waitFor(() => expect(document.querySelector('[data-testid="transfer-confirm"]')).toBeNull());
    await confirmTransfer('100');
    await findIn(view.container, '[data-testid="transfer-result"]');
    await confirmTransfer('100');
    await waitFor(() => expect(bodiesSentTo(fetch, wallet.transferInto)).toHaveLength(4));

    const ids = bodiesSentTo(fetch, wallet.transferInto).map((body) => (body as { requestId: string }).requestId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBe(ids[0]);
    expect(ids[3]).not.toBe(ids[0]);
    await view.unmount();
  });

  it('takes a fresh requestId after the server refused, since its answer is final', async () => {
    let calls = 0;
    const fetch = stubWalletApi({
      [wallet.transferInto.path]: (body: unknown) => {
        calls += 1;
        return calls === 1 ? new Refusal(10620, '余额不足') : posted(body);
      },
    });
    const { view, $ } = await openWallet();
    for (const _ of [1, 2]) {
      const dialog = await requestTransfer($, '100');
      await click(dialog?.querySelector('[data-testid="confirm-ok"]'));
      await waitFor(() => expect(document.querySelector('[data-testid="transfer-confirm"]')).toBeNull());
    }
    await waitFor(() => expect(bodiesSentTo(fetch, wallet.transferInto)).toHaveLength(2));
    const [first, second] = bodiesSentTo(fetch, wallet.transferInto) as { requestId: string }[];
    expect(second?.requestId).not.toBe(first?.requestId);
    await view.unmount();
  });

  it('says the venue is still working on a pending transfer out', async () => {
    const fetch = stubWalletApi({
      [wallet.transferOutVal.path]: (body: unknown) => ({ ...posted(body, 'pending'), direction: 'out' }),
    });
    const { view, $ } = await openWallet();
    await click($('transfer-direction-out'));
    const dialog = await requestTransfer($, '50');
    expect(dialog?.textContent).toContain('确认从 YB体育 转出 ¥50.00 到中心钱包？');
    await click(dialog?.querySelector('[data-testid="confirm-ok"]'));
    const result = await findIn(view.container, '[data-testid="transfer-result"]');
    expect(result.textContent).toBe('场馆处理中，结果将在资金记录中更新');
    expect(bodiesSentTo(fetch, wallet.transferOutVal)).toEqual([
      { venueCode: 'OBTY', amount: '50', requestId: expect.any(String) },
    ]);
    expect(bodiesSentTo(fetch, wallet.transferInto)).toEqual([]);
    await view.unmount();
  });

  it('recovers every venue after a confirmation and lists how each answered', async () => {
    const fetch = stubWalletApi({
      [wallet.oneClickRecovery.path]: (body: unknown) => ({
        requestId: (body as { requestId: string }).requestId,
        centreAvailable: '1750.50',
        results: [
          { venueCode: 'OBTY', venueName: 'YB体育', amount: '250.50', state: 'posted', message: '' },
          { venueCode: 'IMTY', venueName: 'IM体育', amount: '30.00', state: 'pending', message: '' },
          { venueCode: 'PGDZ', venueName: 'PG电子', amount: '0.00', state: 'skipped', message: '' },
          { venueCode: 'FBTY', venueName: 'FB体育', amount: '80.00', state: 'failed', message: '场馆维护中' },
        ],
      }),
    });
    const { view, $ } = await openWallet();
    await click($('one-click-recovery'));
    const dialog = await findIn(document, '[data-testid="recovery-confirm"]');
    expect(bodiesSentTo(fetch, wallet.oneClickRecovery)).toEqual([]);
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));

    const result = await findIn(view.container, '[data-testid="recovery-result"]');
    const rows = [...result.querySelectorAll('li')].map((row) => row.textContent);
    expect(rows).toEqual([
      'YB体育¥250.50成功',
      'IM体育¥30.00处理中',
      'PG电子¥0.00无余额',
      'FB体育¥80.00失败场馆维护中',
    ]);
    expect(bodiesSentTo(fetch, wallet.oneClickRecovery)).toEqual([{ requestId: expect.any(String) }]);
    await view.unmount();
  });

  it('moves the whole centre balance into one venue with 一键转入', async () => {
    const fetch = stubWalletApi({
      [wallet.oneClickIn.path]: (body: unknown) => ({ ...posted(body), amount: '1500.00', centreAvailable: '0.00' }),
    });
    const { view } = await openWallet();
    await click(view.container.querySelector('[data-venue="OBTY"] [data-testid="one-click-in"]'));
    const dialog = await findIn(document, '[data-testid="one-click-in-confirm"]');
    expect(dialog.textContent).toContain('确认将中心钱包全部可用余额 ¥1,500.00 转入 YB体育？');
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, wallet.oneClickIn)).toEqual([{ venueCode: 'OBTY', requestId: expect.any(String) }]),
    );
    await view.unmount();
  });

  it('turns auto-transfer on and shows the wallet type', async () => {
    const fetch = stubWalletApi({ [wallet.autoTransferSet.path]: (body: unknown) => body });
    const { view } = await openWallet();
    const toggle = await findIn(view.container, '[data-testid="auto-transfer-toggle"]');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(view.container.textContent).toContain('开启后进入场馆时自动转入中心钱包余额，离开时自动转回');
    await click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(bodiesSentTo(fetch, wallet.autoTransferSet)).toEqual([{ enabled: true }]);
    expect((await findIn(view.container, '[data-testid="wallet-type"]')).textContent).toBe('人民币（RMB）');
    await view.unmount();
  });

  it('shows the centre pending amount when money is on its way', async () => {
    stubWalletApi({
      [wallet.balances.path]: balancesFixture({
        centre: { balance: '1500.00', available: '1400.00', pending: '100.00' },
      }),
    });
    const { view, $ } = await openWallet();
    expect($('centre-pending')?.textContent).toBe('处理中 ¥100.00');
    await view.unmount();
  });
});
