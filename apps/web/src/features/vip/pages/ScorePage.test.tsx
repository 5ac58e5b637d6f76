import { promoRoutes, type ScoreRecord } from '@courtside/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, findIn, signInForTest, signOutForTest } from '../../../test/helpers';
import { click, renderRoutes, stubApi, waitFor } from '../../../test/render';
import { vipRoutes } from '../routes';

const record = (id: number, over: Partial<ScoreRecord> = {}): ScoreRecord => ({
  id,
  source: 'sportsbook',
  reference: String(100 + id),
  kind: 'earn',
  points: 2,
  turnover: '250.50',
  balanceAfter: 2,
  at: '2026-11-28T04:00:00.000Z',
  ...over,
});

describe('我的积分', () => {
  afterEach(() => signOutForTest());

  it('shows the balance and the history, a reversal signed, and pages through it', async () => {
    signInForTest();
    const fetch = stubApi({
      [promoRoutes.score.path]: { balance: 1234, earned: 1300, turnoverPerPoint: '100.00' },
      [promoRoutes.scoreRecords.path]: {
        items: [record(2, { kind: 'reverse', points: -2, balanceAfter: 0 }), record(1)],
        total: 12,
        page: 1,
        pageSize: 10,
      },
    });
    const view = await renderRoutes([{ path: '/app', children: vipRoutes }], { initialEntries: ['/app/score'] });
    const balance = await findIn(view.container, '[data-testid="score-balance"]');
    expect(balance.textContent).toBe('1,234');
    const rows = await waitFor(() => {
      const found = view.container.querySelectorAll('[data-testid="score-record"]');
      if (found.length !== 2) throw new Error('records not shown yet');
      return found;
    });
    expect(rows[0]!.textContent).toContain('结算撤销扣回');
    expect(rows[0]!.textContent).toContain('-2');
    expect(rows[1]!.textContent).toContain('+2');
    const next = [...view.container.querySelectorAll('button')].find((b) => b.textContent === '下一页')!;
    await click(next);
    await waitFor(() =>
      expect(bodiesSentTo(fetch, promoRoutes.scoreRecords).at(-1)).toMatchObject({ page: 2, pageSize: 10 }),
    );
    await view.unmount();
  });

  it('names a wheel prize and an exchange, without a turnover of 0.00, and links to 积分兑换', async () => {
    signInForTest();
    stubApi({
      [promoRoutes.score.path]: { balance: 30, earned: 130, turnoverPerPoint: '100.00' },
      [promoRoutes.scoreRecords.path]: {
        items: [
          record(3, { source: 'exchange', kind: 'spend', reference: '41', points: -80, turnover: '0.00' }),
          record(2, { source: 'wheel', kind: 'draw', reference: 'seed 5 #2', points: 10, turnover: '0.00' }),
          record(1, { points: 100, turnover: '10000.00' }),
        ],
        total: 3,
        page: 1,
        pageSize: 10,
      },
    });
    const view = await renderRoutes([{ path: '/app', children: vipRoutes }], { initialEntries: ['/app/score'] });
    const rows = await waitFor(() => {
      const found = view.container.querySelectorAll('[data-testid="score-record"]');
      if (found.length !== 3) throw new Error('records not shown yet');
      return found;
    });
    expect(rows[0]!.textContent).toContain('积分兑换');
    expect(rows[0]!.textContent).toContain('兑换 41');
    expect(rows[0]!.textContent).toContain('-80');
    expect(rows[1]!.textContent).toContain('转盘奖励');
    expect(rows[1]!.textContent).toContain('幸运转盘');
    expect(rows[1]!.textContent).toContain('+10');
    for (const row of [rows[0]!, rows[1]!]) expect(row.textContent).not.toContain('有效投注');
    expect(rows[2]!.textContent).toContain('有效投注 ¥10,000.00');
    const link = await findIn(view.container, '[data-testid="score-exchange"]');
    expect(link.getAttribute('href')).toBe('/app/score/exchange');
    expect(link.textContent).toBe('积分兑换');
    await view.unmount();
  });
});
