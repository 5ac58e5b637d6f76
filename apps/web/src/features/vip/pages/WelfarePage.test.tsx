import { promoRoutes, type WelfareInfo } from '@courtside/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, findIn, signInForTest, signOutForTest } from '../../../test/helpers';
import { click, renderRoutes, stubApi, waitFor } from '../../../test/render';
import { vipRoutes } from '../routes';

const task = (over: Partial<WelfareInfo['tasks'][number]>): WelfareInfo['tasks'][number] => ({
  code: 'first-deposit',
  kind: 'firstDeposit',
  title: '完成首笔存款',
  period: 'once',
  periodKey: 'once',
  progress: '1',
  target: '1',
  percent: '100.00',
  reward: '8.00',
  state: 'claimable',
  grantId: null,
  link: '/app/deposit',
  ...over,
});

const welfare: WelfareInfo = {
  day: '2026-11-28',
  reason: null,
  tasks: [
    task({}),
    task({
      code: 'daily-turnover',
      kind: 'dailyTurnover',
      title: '今日有效流水满1000元',
      period: 'daily',
      periodKey: '2026-11-28',
      progress: '250.00',
      target: '1000.00',
      percent: '25.00',
      reward: '10.00',
      state: 'todo',
      link: '/app/sports',
    }),
  ],
  terms: null,
};

describe('福利中心', () => {
  afterEach(() => signOutForTest());

  it('shows each task with its progress bar, and claims a reached one', async () => {
    signInForTest();
    const fetch = stubApi({
      [promoRoutes.welfare.path]: welfare,
      [promoRoutes.birthday.path]: { state: 'noOffer' },
      [promoRoutes.backflow.path]: { reason: 'noOffer' },
      [promoRoutes.welfareClaim.path]: { id: 5, granted: '8.00' },
    });
    const view = await renderRoutes([{ path: '/app', children: vipRoutes }], { initialEntries: ['/app/welfare'] });
    const rows = await waitFor(() => {
      const found = view.container.querySelectorAll('[data-testid="welfare-task"]');
      if (found.length !== 2) throw new Error('tasks not shown yet');
      return found;
    });
    expect(rows[1]!.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('25');
    expect(rows[1]!.querySelector('[data-testid="welfare-progress"]')?.textContent).toContain('250.00');
    expect(rows[1]!.querySelector('[data-testid="welfare-claim"]')).toBeNull();
    await click(await findIn(rows[0]!, '[data-testid="welfare-claim"]'));
    await waitFor(() => expect(bodiesSentTo(fetch, promoRoutes.welfareClaim)).toHaveLength(1));
    expect(bodiesSentTo(fetch, promoRoutes.welfareClaim)[0]).toMatchObject({ taskCode: 'first-deposit' });
    await view.unmount();
  });
});
