import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { useToaster } from '../ui/toast';
import { moneyKeys } from './balances';
import { applyRewardPush } from './rewards';

const at = '2026-11-28T04:00:00.000Z';
const messages = () => useToaster.getState().queue.map((t) => (t as { message: string }).message);

describe('applyRewardPush', () => {
  afterEach(() => useToaster.setState({ wanted: false, queue: [], show: null }));

  it('toasts a bonus grant and makes the promotions stale, leaving the wallet as it is', () => {
    const client = new QueryClient();
    client.setQueryData(['promo', 'grants'], {});
    client.setQueryData(moneyKeys.balances(), {});
    applyRewardPush(client, {
      kind: 'birthday',
      title: '生日礼金',
      amount: '38.00',
      currency: 'RMB',
      grantId: 7,
      wallet: false,
      at,
    });
    expect(messages()).toEqual(['生日礼金 38.00 已到账，可在“我的优惠”查看']);
    expect(client.getQueryState(['promo', 'grants'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(moneyKeys.balances())?.isInvalidated).toBe(false);
  });

  it('reads the header balance again when 返水 reached the wallet', () => {
    const client = new QueryClient();
    client.setQueryData(moneyKeys.balances(), {});
    applyRewardPush(client, {
      kind: 'rebate',
      title: '2026-11-27',
      amount: '12.34',
      currency: 'RMB',
      grantId: null,
      wallet: true,
      at,
    });
    expect(messages()).toEqual(['2026-11-27 返水 12.34 已发放至中心钱包']);
    expect(client.getQueryState(moneyKeys.balances())?.isInvalidated).toBe(true);
  });
});
