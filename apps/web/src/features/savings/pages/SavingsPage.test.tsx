import { routes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applySettlementUnit } from '../../../i18n';
import { bodiesSentTo, findIn, Refusal, signInForTest, signOutForTest } from '../../../test/helpers';
import { click, typeInto, waitFor } from '../../../test/render';
import {
  interestRecordFixture,
  renderSavings,
  savingsInfoFixture,
  savingsTasksFixture,
  stubSavingsApi,
} from '../testing';

const savings = routes.savings;

const openSavings = async () => {
  signInForTest();
  const view = await renderSavings();
  await findIn(view.container, '[data-testid="savings-move"]');
  const $ = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
  return { view, $ };
};

const amountError = ($: (testId: string) => Element | null) =>
  document.getElementById(`${$('savings-amount')?.id}-error`)?.textContent;

const moved = (body: unknown, direction: 'toYeb' | 'toCenter') => ({
  direction,
  amount: (body as { amount: string }).amount,
  savingsBalance: direction === 'toYeb' ? '4000.00' : '2500.00',
  centreAvailable: direction === 'toYeb' ? '500.00' : '2000.00',
  transferId: 7,
});

describe('savings page', () => {
  afterEach(() => {
    signOutForTest();
    applySettlementUnit('cny');
    vi.unstubAllGlobals();
  });

  it('asks a guest to log in, naming what savings offers', async () => {
    stubSavingsApi();
    const view = await renderSavings();
    const guard = await findIn(view.container, '[data-testid="member-guard"]');
    expect(guard.textContent).toContain('登录后即可将中心钱包余额转入余额宝');
    await view.unmount();
  });

  it('shows the balance, rate and interest, the interest history and the tasks', async () => {
    stubSavingsApi();
    const { view, $ } = await openSavings();
    expect($('savings-balance')?.textContent).toBe('¥3,000.00');
    expect($('savings-rate')?.textContent).toBe('3.65%');
    expect($('savings-yesterday')?.textContent).toBe('¥0.30');
    expect($('savings-total')?.textContent).toBe('¥2.10');
    expect($('savings-centre')?.textContent).toBe('中心钱包可用 ¥1,500.00');
    expect(view.container.textContent).toContain('当日转入的资金次日起计息');

    const items = await waitFor(() => {
      const found = [...view.container.querySelectorAll('[data-testid="interest-item"]')];
      expect(found).toHaveLength(2);
      return found;
    });
    expect(items[0]?.textContent).toContain('2026-03-09');
    expect(items[0]?.textContent).toContain('计息金额 ¥3,000.00 · 年化 3.65%');
    expect(items[1]?.querySelector('[data-testid="interest-amount"]')?.textContent).toBe('+¥0.29');

    const tasks = await waitFor(() => {
      const found = [...view.container.querySelectorAll('[data-testid="savings-task"]')];
      expect(found).toHaveLength(3);
      return found;
    });
    expect(tasks.map((task) => task.getAttribute('data-state'))).toEqual(['claimable', 'inProgress', 'claimed']);
    expect(tasks[1]?.textContent).toContain('3 / 7 天');
    expect(tasks[1]?.textContent).toContain('累计 7 天全天持有不少于 1,000 元');
    expect(tasks[2]?.textContent).toContain('已领取');
    await view.unmount();
  });

  it('refuses more than the source holds without calling the server; 全部 fills the savings balance', async () => {
    const fetch = stubSavingsApi();
    const { view, $ } = await openSavings();
    await typeInto($('savings-amount'), '1500.01');
    await click($('savings-submit'));
    await waitFor(() => expect(amountError($)).toBe('金额不能超过可用余额 ¥1,500.00'));
    await typeInto($('savings-amount'), '1.234');
    await waitFor(() => expect(amountError($)).toBe('请输入正确的金额（大于0，最多两位小数）'));

    await click($('savings-direction-toCenter'));
    await click(view.container.querySelector('[data-testid="amount-chip"][data-amount="all"]'));
    expect(($('savings-amount') as HTMLInputElement).value).toBe('3000.00');
    expect(bodiesSentTo(fetch, savings.toYeb)).toEqual([]);
    expect(bodiesSentTo(fetch, savings.toCenter)).toEqual([]);
    await view.unmount();
  });

  it('moves money in only after the member confirms, then reads the balances again', async () => {
    const fetch = stubSavingsApi({ [savings.toYeb.path]: (body: unknown) => moved(body, 'toYeb') });
    const { view, $ } = await openSavings();
    await click(view.container.querySelector('[data-testid="amount-chip"][data-amount="1000"]'));
    await click($('savings-submit'));
    const dialog = await findIn(document, '[data-testid="savings-confirm"]');
    expect(dialog.textContent).toContain('确认从中心钱包转入 ¥1,000.00 到余额宝？');
    expect(bodiesSentTo(fetch, savings.toYeb)).toEqual([]);
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, savings.toYeb)).toEqual([
        { amount: '1000', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      ]),
    );
    expect((await findIn(view.container, '[data-testid="savings-result"]')).textContent).toBe(
      '转入成功，余额宝余额 ¥4,000.00',
    );
    await waitFor(() => expect(bodiesSentTo(fetch, savings.info)).toHaveLength(2));
    await waitFor(() => expect(bodiesSentTo(fetch, savings.tasks)).toHaveLength(2));
    await view.unmount();
  });

  it('moves money out, and shows the server refusal without a result', async () => {
    let calls = 0;
    const fetch = stubSavingsApi({
      [savings.toCenter.path]: (body: unknown) => {
        calls += 1;
        return calls === 1 ? new Refusal(10620, '余额不足') : moved(body, 'toCenter');
      },
    });
    const { view, $ } = await openSavings();
    await click($('savings-direction-toCenter'));
    for (const _ of [1, 2]) {
      await typeInto($('savings-amount'), '500');
      await click($('savings-submit'));
      const dialog = await findIn(document, '[data-testid="savings-confirm"]');
      expect(dialog.textContent).toContain('确认从余额宝转出 ¥500.00 到中心钱包？');
      await click(dialog.querySelector('[data-testid="confirm-ok"]'));
      await waitFor(() => expect(document.querySelector('[data-testid="savings-confirm"]')).toBeNull());
    }
    const result = await findIn(view.container, '[data-testid="savings-result"]');
    expect(result.textContent).toBe('转出成功，中心钱包可用余额 ¥2,000.00');
    const [first, second] = bodiesSentTo(fetch, savings.toCenter) as { requestId: string }[];
    expect(second?.requestId).not.toBe(first?.requestId);
    await view.unmount();
  });

  it('claims a finished task and shows the new state', async () => {
    const fetch = stubSavingsApi({
      [savings.taskClaim.path]: () =>
        savingsTasksFixture().map((task) => (task.code === 'firstMoveIn' ? { ...task, state: 'claimed' } : task)),
    });
    const { view } = await openSavings();
    const claim = await findIn(view.container, '[data-task="firstMoveIn"] [data-testid="savings-task-claim"]');
    await click(claim);
    await waitFor(() => expect(bodiesSentTo(fetch, savings.taskClaim)).toEqual([{ code: 'firstMoveIn' }]));
    await waitFor(() =>
      expect(view.container.querySelector('[data-task="firstMoveIn"]')?.getAttribute('data-state')).toBe('claimed'),
    );
    await view.unmount();
  });

  it('pages the interest history and says when there is none', async () => {
    const fetch = stubSavingsApi({
      [savings.interestRecords.path]: (body: unknown) => {
        const page = (body as { page: number }).page;
        return {
          items: [interestRecordFixture(page === 1 ? '2026-03-09' : '2026-02-27')],
          total: 11,
          page,
          pageSize: 10,
        };
      },
    });
    const { view, $ } = await openSavings();
    await waitFor(() => expect($('interest-page-info')?.textContent).toBe('第 1 / 2 页'));
    await click($('interest-next'));
    await waitFor(() => expect($('interest-page-info')?.textContent).toBe('第 2 / 2 页'));
    expect(bodiesSentTo(fetch, savings.interestRecords)).toEqual([
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 10 },
    ]);
    await view.unmount();

    stubSavingsApi({ [savings.interestRecords.path]: { items: [], total: 0, page: 1, pageSize: 10 } });
    const empty = await openSavings();
    expect((await findIn(empty.view.container, '[data-testid="interest-empty"]')).textContent).toContain(
      '暂无收益记录',
    );
    await empty.view.unmount();
  });

  it('speaks USDT on a USDT site', async () => {
    applySettlementUnit('usdt');
    stubSavingsApi({ [savings.info.path]: savingsInfoFixture({ currency: 'USDT' }) });
    const { view, $ } = await openSavings();
    expect($('savings-balance')?.textContent).toBe('3,000.00 USDT');
    const task = await findIn(view.container, '[data-task="holdSevenDays"]');
    expect(task.textContent).toContain('不少于 1,000 USDT');
    await view.unmount();
  });
});
