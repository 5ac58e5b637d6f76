import { describe, expect, it } from 'vitest';
import { sportsbookEvents } from '../sportsbook';
import { BIG_WIN_MINOR, messagesOf } from './inbox';

const settled = (p: { state?: string; stake: bigint; returned: bigint }) => ({
  id: 7,
  topic: sportsbookEvents.betSettled.topic,
  payload: {
    siteId: 5000,
    memberId: 42,
    betId: 901,
    betNo: 'YB2026112900000901',
    currency: 'RMB',
    state: p.state ?? 'settled',
    stake: p.stake.toString(),
    returned: p.returned.toString(),
    validTurnover: p.stake.toString(),
  },
});

describe('the inbox’s big-win message', () => {
  it('tells a settled bet whose win reaches the line, with its number, payout and stake', () => {
    const [message, ...rest] = messagesOf(settled({ stake: 50_000n, returned: 50_000n + BIG_WIN_MINOR }));
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ memberId: 42, tab: 'activity', title: '恭喜您赢得大奖' });
    expect(message!.body).toContain('YB2026112900000901');
    expect(message!.body).toContain('派彩 1500.00 元（本金 500.00 元）');
    // A resettlement to another amount is another message; the same amount again is the same one.
    expect(message!.sourceKey).toBe(`bet:901:won:${50_000n + BIG_WIN_MINOR}`);
  });

  it('says nothing of a win below the line, a loss, or a void', () => {
    expect(messagesOf(settled({ stake: 50_000n, returned: 50_000n + BIG_WIN_MINOR - 1n }))).toEqual([]);
    expect(messagesOf(settled({ stake: 50_000n, returned: 0n }))).toEqual([]);
    expect(messagesOf(settled({ state: 'void', stake: 500_000n, returned: 500_000n }))).toEqual([]);
  });
});
