import { type RgLimitView, type RgState, routes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, findIn, Refusal, signInForTest, signOutForTest, type stubApiWith } from '../../../test/helpers';
import { click, renderRoutes, typeInto, waitFor } from '../../../test/render';
import { stubWalletApi } from '../../wallet/testing';
import { rgRoutes } from '../routes';

const rg = routes.rg;
const KINDS = ['deposit', 'loss', 'stake'] as const;
const PERIODS = ['day', 'week', 'month'] as const;

const stateFixture = (change: (l: RgLimitView) => RgLimitView = (l) => l): RgState => ({
  limits: KINDS.flatMap((kind) =>
    PERIODS.map((period) =>
      change({
        kind,
        period,
        amount: null,
        imposed: null,
        used: '0.00',
        remaining: null,
        periodEndsAt: '2026-11-28T16:00:00.000Z',
        pending: null,
      }),
    ),
  ),
  limitPrompt: { due: false, answer: 'declined', answeredAt: '2026-11-28T03:00:00.000Z' },
  remaining: { deposit: null, loss: null, stake: null, time: null },
  block: null,
  now: '2026-11-28T04:00:00.000Z',
});

const withDayDeposit = stateFixture((l) =>
  l.kind === 'deposit' && l.period === 'day'
    ? {
        ...l,
        amount: '500.00',
        used: '300.00',
        remaining: '200.00',
        pending: { amount: '2000.00', effectiveAt: '2026-11-29T04:00:00.000Z', confirmable: false },
      }
    : l,
);

const open = async (table: Record<string, unknown>) => {
  signInForTest();
  const fetch = stubWalletApi(table) as unknown as ReturnType<typeof stubApiWith>;
  const view = await renderRoutes([{ path: '/app', children: rgRoutes }], { initialEntries: ['/app/rg'] });
  await findIn(view.container, '[data-testid="rg-limits"]');
  const $ = (id: string) => view.container.querySelector(`[data-testid="${id}"]`);
  return { view, $, fetch };
};

describe('safer-gambling page', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('shows each limit with what is used and left, and a pending raise that cannot be confirmed yet', async () => {
    const { view, $ } = await open({ [rg.state.path]: withDayDeposit });
    expect($('rg-deposit-day-amount')?.textContent).toBe('限额 ¥500.00');
    expect($('rg-deposit-day')?.textContent).toContain('本期已用 ¥300.00，剩余 ¥200.00');
    expect($('rg-deposit-day-pending')?.textContent).toContain('待生效：¥2000.00');
    expect(($('rg-deposit-day-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect($('rg-loss-week-amount')?.textContent).toBe('未设置');
    await view.unmount();
  });

  it("shows an operator's limit beside the member's own, with what the lower one leaves", async () => {
    const imposed = stateFixture((l) =>
      l.kind === 'loss' && l.period === 'week' ? { ...l, imposed: '100.00', used: '40.00', remaining: '60.00' } : l,
    );
    const { view, $ } = await open({ [rg.state.path]: imposed });
    expect($('rg-loss-week-amount')?.textContent).toBe('未设置');
    expect($('rg-loss-week-imposed')?.textContent).toBe('运营方限额 ¥100.00（与您的限额取低者生效，仅运营方可解除）');
    expect($('rg-loss-week')?.textContent).toContain('本期已用 ¥40.00，剩余 ¥60.00');
    expect($('rg-deposit-day-imposed')).toBeNull();
    await view.unmount();
  });

  it('sends the typed amount as free text; a refused one changes nothing on the page', async () => {
    const sent: unknown[] = [];
    const { view, $, fetch } = await open({
      [rg.state.path]: stateFixture(),
      [rg.setLimit.path]: (body: unknown) => {
        sent.push(body);
        return (body as { amount: string }).amount === '1.234'
          ? new Refusal(10800, '限额须为大于 0 的金额，最多两位小数')
          : { outcome: 'applied', state: withDayDeposit };
      },
    });
    await typeInto($('rg-deposit-day-input'), '1.234');
    await click($('rg-deposit-day-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect($('rg-deposit-day-amount')?.textContent).toBe('未设置');
    await typeInto($('rg-deposit-day-input'), '500');
    await click($('rg-deposit-day-save'));
    await waitFor(() => expect($('rg-deposit-day-amount')?.textContent).toBe('限额 ¥500.00'));
    expect(bodiesSentTo(fetch as never, rg.setLimit)).toEqual([
      { kind: 'deposit', period: 'day', amount: '1.234' },
      { kind: 'deposit', period: 'day', amount: '500' },
    ]);
    await view.unmount();
  });

  it('self-excludes only after the tick in the confirmation dialog', async () => {
    const { view, $, fetch } = await open({
      [rg.state.path]: stateFixture(),
      [rg.selfExclude.path]: {
        ...stateFixture(),
        block: {
          kind: 'selfExclusion',
          startsAt: '2026-11-28T04:00:00.000Z',
          endsAt: '2027-05-28T04:00:00.000Z',
          byOperator: false,
        },
      },
    });
    await click($('rg-exclusion-12'));
    await click($('rg-exclusion-submit'));
    const dialog = await findIn(document, '[data-testid="rg-confirm"]');
    expect(dialog.textContent).toContain('1 年');
    await click(document.querySelector('[data-testid="confirm-ok"]'));
    expect(bodiesSentTo(fetch as never, rg.selfExclude)).toEqual([]);
    await click(document.querySelector('[data-testid="rg-exclusion-tick"]'));
    await click(document.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() => expect(bodiesSentTo(fetch as never, rg.selfExclude)).toEqual([{ months: 12, confirm: true }]));
    await view.unmount();
  });
});
