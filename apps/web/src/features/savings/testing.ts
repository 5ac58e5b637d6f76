import type { InterestRecord, SavingsInfo, SavingsTask } from '@courtside/contract';
import { routes } from '@courtside/contract';
import { renderRoutes } from '../../test/render';
import { stubWalletApi } from '../wallet/testing';
import { savingsRoutes } from './routes';

export const savingsInfoFixture = (overrides: Partial<SavingsInfo> = {}): SavingsInfo => ({
  currency: 'RMB',
  savingsBalance: '3000.00',
  centreAvailable: '1500.00',
  annualRate: '3.65',
  yesterdayInterest: '0.30',
  totalInterest: '2.10',
  estimatedDailyInterest: '0.30',
  nextInterestAt: '2026-03-10T16:00:00.000Z',
  ...overrides,
});

export const interestRecordFixture = (day: string, amount = '0.30'): InterestRecord => ({
  day,
  principal: '3000.00',
  annualRate: '3.65',
  amount,
  creditedAt: `${day}T16:10:00.000Z`,
});

export const savingsTasksFixture = (): SavingsTask[] => [
  { code: 'firstMoveIn', unit: 'count', progress: '1', target: '1', reward: '2.00', state: 'claimable' },
  { code: 'holdSevenDays', unit: 'days', progress: '3', target: '7', reward: '8.00', state: 'inProgress' },
  { code: 'earnInterest', unit: 'money', progress: '1.00', target: '1.00', reward: '5.00', state: 'claimed' },
];

/** Stubs fetch with the wallet's and the savings wallet's answers, overridable per path. */
export const stubSavingsApi = (overrides: Record<string, unknown> = {}) =>
  stubWalletApi({
    [routes.savings.info.path]: savingsInfoFixture(),
    [routes.savings.interestRecords.path]: {
      items: [interestRecordFixture('2026-03-09'), interestRecordFixture('2026-03-08', '0.29')],
      total: 2,
      page: 1,
      pageSize: 10,
    },
    [routes.savings.tasks.path]: savingsTasksFixture(),
    ...overrides,
  });

/** The savings routes under /app, as the shell mounts them. */
export const renderSavings = (path = '/app/savings') =>
  renderRoutes([{ path: '/app', children: savingsRoutes }], { initialEntries: [path] });
