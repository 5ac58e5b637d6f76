import type { DepositOrder, RgState, Withdrawal } from '@courtside/contract';
import { routes } from '@courtside/contract';
import type { PaymentChannel } from '../features/payment/api/deposit';
import type { WithdrawPrepare } from '../features/payment/api/withdraw';
import { paymentRoutes } from '../features/payment/routes';
import { siteKeys } from '../features/site';
import { walletRoutes } from '../features/wallet';
import { stubWalletApi } from '../features/wallet/testing';
import { profileFixture, siteInfoFixture } from './fixtures';
import { renderRoutes } from './render';

const payment = routes.payment;

export const channelsFixture = (): PaymentChannel[] => [
  {
    code: 'sandbox-bank',
    name: '网银快捷（沙盒）',
    kind: 'gateway',
    minAmount: '10.00',
    maxAmount: '50000.00',
    feeRate: '0',
    oddAmount: false,
    networks: [],
  },
  {
    code: 'speed-card',
    name: '极速转卡',
    kind: 'bankTransfer',
    minAmount: '100.00',
    maxAmount: '20000.00',
    feeRate: '0.50',
    oddAmount: true,
    networks: [],
  },
  {
    code: 'usdt-chain',
    name: 'USDT 充值',
    kind: 'usdt',
    minAmount: '100.00',
    maxAmount: '50000.00',
    feeRate: '0',
    oddAmount: false,
    networks: ['TRC20', 'ERC20'],
  },
];

export const orderFixture = (overrides: Partial<DepositOrder> = {}): DepositOrder => ({
  orderNo: 'D2026112200001',
  channelCode: 'sandbox-bank',
  kind: 'gateway',
  amount: '200.00',
  payAmount: '200.00',
  fee: '0.00',
  state: 'pending',
  createdAt: '2026-11-22T05:00:00.000Z',
  expiresAt: new Date(Date.now() + 14 * 60_000).toISOString(),
  payUrl: '/sandbox/pay/D2026112200001',
  receiver: null,
  crypto: null,
  reason: '',
  tickets: [],
  ...overrides,
});

export const withdrawalFixture = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  orderNo: 'W2026112200001',
  amount: '100.00',
  fee: '0.00',
  destination: { kind: 'card', label: '招商银行', account: '6225 **** **** 1234' },
  usdt: null,
  state: 'pending',
  reason: '',
  createdAt: '2026-11-22T05:00:00.000Z',
  decidedAt: null,
  arrivedAt: null,
  cancellable: true,
  tickets: [],
  ...overrides,
});

export const prepareFixture = (overrides: Partial<WithdrawPrepare> = {}): WithdrawPrepare => ({
  available: '1500.00',
  cards: [
    {
      id: 3,
      bankCode: 'CMB',
      bankName: '招商银行',
      cardNumber: '6225 **** **** 1234',
      holderName: '王*明',
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  addresses: [
    {
      id: 5,
      kind: 'usdt',
      network: 'TRC20',
      networkName: 'USDT-TRC20',
      address: 'TXYZ…AeBf',
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  passwordRequired: true,
  passwordSet: true,
  minAmount: '100.00',
  maxAmount: '50000.00',
  dailyTimes: 5,
  usedToday: 1,
  dailyMaxAmount: '200000.00',
  usedAmountToday: '100.00',
  feeRate: '1.00',
  freeTimes: 3,
  usdtRate: '7.20',
  pending: null,
  ...overrides,
});

const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

type Handler = unknown | ((body: unknown) => unknown);

/** The wallet's stub plus payment answers: channels, no open order, a member with one card. */
/** The safer-gambling state the deposit page reads: the limit prompt answered, unless `promptDue`. */
export const rgStateFixture = (promptDue = false): RgState => ({
  limits: [],
  limitPrompt: promptDue
    ? { due: true, answer: null, answeredAt: null }
    : { due: false, answer: 'declined', answeredAt: '2026-11-28T03:00:00.000Z' },
  remaining: { deposit: null, loss: null, stake: null, time: null },
  block: null,
  now: '2026-11-28T04:00:00.000Z',
});

export function stubPaymentApi(overrides: Record<string, Handler> = {}) {
  return stubWalletApi({
    [payment.newTypes.path]: channelsFixture(),
    [payment.lastUnfinished.path]: null,
    [payment.withdrawPrepare.path]: prepareFixture(),
    [payment.withdrawRecords.path]: page([]),
    [payment.depositRecords.path]: page([]),
    [payment.bankList.path]: [
      { code: 'ICBC', name: '中国工商银行' },
      { code: 'CMB', name: '招商银行' },
    ],
    [payment.cardList.path]: prepareFixture().cards,
    [payment.addressList.path]: prepareFixture().addresses,
    [payment.addressWhitelist.path]: { enabled: true, allowed: true },
    [payment.usdtInfo.path]: { rate: '7.20', rmb: '1500.00', usdt: '20.00' },
    [routes.member.info.path]: profileFixture({ realName: '王小明', realNameBound: true, withdrawPasswordSet: true }),
    [routes.rg.state.path]: rgStateFixture(),
    ...overrides,
  });
}

export { page as recordsPage };

/** The payment and wallet routes under /app, as the shell mounts them. */
export const renderPayment = (path: string, options: { settlementUnit?: 'cny' | 'usdt' } = {}) =>
  renderRoutes([{ path: '/app', children: [...paymentRoutes, ...walletRoutes] }], {
    initialEntries: [path],
    seed: (client) =>
      client.setQueryData(siteKeys.info(), siteInfoFixture({ settlementUnit: options.settlementUnit ?? 'cny' })),
  });
