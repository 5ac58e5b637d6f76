import { formatMoney } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { addressForm, convertForm, depositForm, pinForm, withdrawForm } from './forms';

const t = i18n.t.bind(i18n);
const money = (value: string | bigint) => `${formatMoney(value)} 元`;
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('payment form rules', () => {
  const channels = [
    { code: 'bank', kind: 'gateway', minAmount: '10.00', maxAmount: '500.00' },
    { code: 'usdt', kind: 'usdt', minAmount: '100.00', maxAmount: '50000.00' },
  ] as const;

  it("keeps a deposit inside the channel's limits and asks for a USDT network", () => {
    const schema = depositForm(channels, t, money);
    expect(schema.safeParse({ channelCode: 'bank', network: null, amount: ' 200 ' }).data?.amount).toBe('200');
    expect(messages(schema.safeParse({ channelCode: 'bank', network: null, amount: '600' }))).toEqual([
      'amount: 存款金额须在 10.00 元 至 500.00 元 之间',
    ]);
    expect(messages(schema.safeParse({ channelCode: 'bank', network: null, amount: '1.234' }))[0]).toContain(
      '请输入正确的金额',
    );
    expect(messages(schema.safeParse({ channelCode: 'usdt', network: null, amount: '200' }))).toEqual([
      'network: 请选择转账网络',
    ]);
    expect(messages(schema.safeParse({ channelCode: '', network: null, amount: '200' }))).toEqual([
      'channelCode: 请选择存款方式',
    ]);
  });

  it("refuses a withdrawal over the balance or today's remaining total", () => {
    const limits = { minAmount: '100.00', maxAmount: '50000.00', available: '1000.00', leftTodayMinor: 30_000n };
    const schema = withdrawForm(limits, t, money);
    expect(schema.safeParse({ destination: 'card:1', amount: '250' }).success).toBe(true);
    expect(messages(schema.safeParse({ destination: 'card:1', amount: '1500' }))).toContain(
      'amount: 提现金额不能超过可用余额 1,000.00 元',
    );
    expect(messages(schema.safeParse({ destination: 'card:1', amount: '400' }))).toEqual([
      'amount: 超出今日提现总额，今日还可提现 300.00 元',
    ]);
    expect(messages(schema.safeParse({ destination: '', amount: '250' }))[0]).toMatch(/^destination: /);
  });

  it('says an amount over a limit is over it, with the limit, never that it is malformed', () => {
    // Six integer digits used to fail the contract's form rule first: "请输入正确的金额（最多5位整数…）".
    expect(
      messages(depositForm(channels, t, money).safeParse({ channelCode: 'bank', network: null, amount: '600000' })),
    ).toEqual(['amount: 存款金额须在 10.00 元 至 500.00 元 之间']);
    const rich = { minAmount: '100.00', maxAmount: '50000.00', available: '900000.00', leftTodayMinor: null };
    expect(messages(withdrawForm(rich, t, money).safeParse({ destination: 'card:1', amount: '200000' }))).toEqual([
      'amount: 提现金额须在 100.00 元 至 50,000.00 元 之间',
    ]);
    // Where no limit of the page speaks, the contract's ceiling does, with its figure.
    const wide = { minAmount: '1.00', maxAmount: '9999999.00', available: '9999999.00', leftTodayMinor: null };
    expect(messages(withdrawForm(wide, t, money).safeParse({ destination: 'card:1', amount: '200000' }))).toEqual([
      'amount: 单笔金额不能超过 99,999.99',
    ]);
    const convert = convertForm({ RMB: '1000.00', USDT: '5.00' }, t, (v) => v);
    expect(messages(convert.safeParse({ from: 'RMB', amount: '200000' }))).toEqual([
      'amount: 不能超过可用余额 1000.00',
    ]);
    expect(messages(convert.safeParse({ from: 'RMB', amount: '1.234' }))).toEqual([
      'amount: 请输入正确的金额（大于0，最多两位小数）',
    ]);
  });

  it('wants six digits for the withdrawal password and a USDT address of its network', () => {
    expect(pinForm(t).safeParse({ pin: '123456' }).success).toBe(true);
    expect(messages(pinForm(t).safeParse({ pin: '12345' }))).toEqual(['pin: 请输入 6 位提现密码']);
    const address = addressForm(t);
    expect(address.safeParse({ kind: 'usdt', network: 'TRC20', address: `T${'a'.repeat(33)}` }).success).toBe(true);
    expect(messages(address.safeParse({ kind: 'usdt', network: 'ERC20', address: `T${'a'.repeat(33)}` }))).toEqual([
      'address: ERC20 地址格式不正确',
    ]);
  });
});
