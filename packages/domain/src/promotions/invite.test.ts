import { describe, expect, it } from 'vitest';
import {
  type InviteRule,
  inviteeState,
  maskMemberName,
  networkOf,
  sameNetwork,
  sharedIdentity,
  shareOf,
  stepsDue,
  stepsReached,
  validInvitation,
} from './invite';

const rule: InviteRule = {
  firstDepositMin: 10_000n,
  turnoverMin: 100_000n,
  rewards: { registered: 0n, firstDeposit: 2_800n, turnover: 5_800n },
};
const none = { devices: [], ips: [], phones: [], cards: [], payouts: [] };

describe('invite rules', () => {
  it('compares IPv4 addresses by /24 and IPv6 by /64', () => {
    expect(networkOf('10.1.2.3')).toBe('10.1.2');
    expect(networkOf('::ffff:10.1.2.3')).toBe('10.1.2');
    expect(networkOf('10.1.2.300')).toBeNull();
    expect(networkOf('not an ip')).toBeNull();
    expect(sameNetwork('10.1.2.3', '10.1.2.250')).toBe(true);
    expect(sameNetwork('10.1.2.3', '10.1.3.3')).toBe(false);
    expect(sameNetwork('2001:db8:0:1::5', '2001:0db8:0000:0001:ffff::1')).toBe(true);
    expect(sameNetwork('2001:db8:0:1::5', '2001:db8:0:2::5')).toBe(false);
    expect(sameNetwork('x', 'x')).toBe(false);
  });

  it('names the first identity two accounts share', () => {
    expect(sharedIdentity({ ...none, ips: ['10.0.0.1'] }, { ...none, ips: ['10.0.1.1'] })).toBeNull();
    expect(sharedIdentity({ ...none, ips: ['10.0.0.1'] }, { ...none, ips: ['10.0.0.99'] })).toBe('ip');
    expect(sharedIdentity({ ...none, devices: ['d'] }, { ...none, devices: ['d'], ips: [] })).toBe('device');
    expect(sharedIdentity({ ...none, phones: ['138'] }, { ...none, phones: ['138'] })).toBe('phone');
    expect(sharedIdentity({ ...none, cards: ['6222'] }, { ...none, cards: ['6222'] })).toBe('card');
    expect(sharedIdentity({ ...none, payouts: ['T1'] }, { ...none, payouts: ['T1'] })).toBe('payout');
    expect(sharedIdentity({ ...none, devices: [''] }, { ...none, devices: [''] })).toBeNull();
  });

  it('holds an invitation only from an earlier, other account', () => {
    expect(validInvitation({ id: 1, createdAtMs: 1 }, { id: 2, createdAtMs: 2 })).toBe(true);
    expect(validInvitation({ id: 2, createdAtMs: 2 }, { id: 1, createdAtMs: 1 })).toBe(false);
    expect(validInvitation({ id: 1, createdAtMs: 1 }, { id: 1, createdAtMs: 1 })).toBe(false);
  });

  it('reaches the steps in order and pays each once', () => {
    expect(stepsReached(rule, { firstDeposit: null, turnover: 999_999n })).toEqual(['registered']);
    expect(stepsReached(rule, { firstDeposit: 9_999n, turnover: 999_999n })).toEqual(['registered']);
    expect(stepsReached(rule, { firstDeposit: 10_000n, turnover: 0n })).toEqual(['registered', 'firstDeposit']);
    expect(stepsDue(rule, { firstDeposit: 10_000n, turnover: 100_000n }, [])).toEqual(['firstDeposit', 'turnover']);
    expect(stepsDue(rule, { firstDeposit: 10_000n, turnover: 100_000n }, ['firstDeposit'])).toEqual(['turnover']);
  });

  it('shows the invitee state', () => {
    expect(inviteeState(rule, { firstDeposit: null, turnover: 0n }, false, [])).toBe('registered');
    expect(inviteeState(rule, { firstDeposit: 5n, turnover: 0n }, false, [])).toBe('deposited');
    expect(inviteeState(rule, { firstDeposit: 10_000n, turnover: 100_000n }, false, ['firstDeposit'])).toBe(
      'turnoverReached',
    );
    expect(inviteeState(rule, { firstDeposit: 10_000n, turnover: 100_000n }, false, ['firstDeposit', 'turnover'])).toBe(
      'rewarded',
    );
    expect(inviteeState(rule, { firstDeposit: 10_000n, turnover: 100_000n }, true, [])).toBe('flagged');
  });

  it('masks names', () => {
    expect(maskMemberName('abcdef9')).toBe('ab***9');
    expect(maskMemberName('abc')).toBe('a***');
    expect(maskMemberName('张三丰李')).toBe('张三***李');
  });

  it('shares turnover for the first N business days only', () => {
    const share = { bp: 20, days: 30 };
    expect(shareOf(share, '2026-11-01', '2026-11-01', 50_000n)).toBe(100n);
    expect(shareOf(share, '2026-11-01', '2026-11-30', 50_000n)).toBe(100n);
    expect(shareOf(share, '2026-11-01', '2026-12-01', 50_000n)).toBe(0n);
    expect(shareOf(share, '2026-11-02', '2026-11-01', 50_000n)).toBe(0n);
    expect(shareOf(share, '2026-11-01', '2026-11-02', 49n)).toBe(0n);
  });
});
