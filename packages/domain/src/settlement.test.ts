import { describe, expect, it } from 'vitest';
import { settlementWords } from './settlement';

describe('settlementWords', () => {
  it('uses yuan, bank card and cash withdrawal on a CNY site', () => {
    expect(settlementWords('cny')).toEqual({ currency: '元', card: '银行卡', withdraw: '提现', walletType: 'RMB' });
  });

  it('uses USDT, USDT address and coin withdrawal on a USDT site', () => {
    expect(settlementWords('usdt')).toEqual({
      currency: 'USDT',
      card: 'USDT地址',
      withdraw: '提币',
      walletType: 'USDT',
    });
  });

  it('returns a fresh object each time', () => {
    const words = settlementWords('cny');
    words.currency = 'changed';
    expect(settlementWords('cny').currency).toBe('元');
  });
});
