import { type LotteryCardView, type LotteryInfo, lotteryRoutes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, signInForTest, signOutForTest, stubApiWith } from '../../../test/helpers';
import { click, renderRoutes, waitFor } from '../../../test/render';
import { activityRoutes } from '../routes';

const matches: LotteryCardView['matches'] = [
  {
    matchId: 11,
    league: '中超',
    home: '上海海港',
    away: '北京国安',
    kickoffAt: '2026-11-30T12:00:00.000Z',
    result: null,
  },
  { matchId: 12, league: '英超', home: '红星城', away: '蓝港联', kickoffAt: '2026-11-30T14:00:00.000Z', result: null },
  {
    matchId: 13,
    league: '西甲',
    home: '西岭卫士',
    away: '羊城队',
    kickoffAt: '2026-11-30T16:00:00.000Z',
    result: null,
  },
];
const card: LotteryCardView = {
  id: 7,
  issue: 3,
  state: 'open',
  closesAt: matches[0]!.kickoffAt,
  prizes: { first: '188.00', second: '18.00' },
  matches,
  entries: 12,
  mine: null,
};
const settled: LotteryCardView = {
  ...card,
  id: 6,
  issue: 2,
  state: 'settled',
  matches: matches.map((m, i) => ({ ...m, matchId: m.matchId - 10, result: (['home', 'void', 'draw'] as const)[i]! })),
  mine: {
    id: 40,
    cardId: 6,
    picks: { '1': 'home', '2': 'away', '3': 'away' },
    state: 'won',
    right: 2,
    payout: '18.00',
    grantId: 9,
    at: '2026-11-29T10:00:00.000Z',
  },
};
const info: LotteryInfo = {
  reason: null,
  title: '足球彩票',
  summary: '每期竞猜胜平负',
  rules: { matches: 3, multiplier: 1, validDays: 7 },
  current: card,
  recent: [settled],
};

const render = () =>
  renderRoutes([{ path: '/app', children: activityRoutes }], { initialEntries: ['/app/activity/lottery'] });

describe('足球彩票', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('shows a visitor the card and asks them to log in to enter', async () => {
    stubApiWith({ [lotteryRoutes.info.path]: { ...info, reason: 'notLoggedIn', recent: [] } });
    const view = await render();
    await waitFor(() => {
      if (view.container.querySelectorAll('[data-testid="lottery-match"]').length !== 3) throw new Error('no card yet');
    });
    expect(view.container.querySelector('[data-testid="lottery-login"]')?.textContent).toBe('登录后参与');
    expect(view.container.querySelector('[data-testid="lottery-submit"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="lottery-rules"]')?.textContent).toContain('全中 ¥188.00');
    await view.unmount();
  });

  it('sends a member’s pick of every match once all are chosen, and shows an earlier card’s result', async () => {
    signInForTest();
    const fetch = stubApiWith({
      [lotteryRoutes.info.path]: info,
      [lotteryRoutes.enter.path]: (body: unknown) => {
        const picks = (body as { picks: { matchId: number; pick: string }[] }).picks;
        return {
          card: {
            ...card,
            entries: 13,
            mine: {
              ...settled.mine!,
              id: 41,
              cardId: 7,
              state: 'open',
              right: null,
              payout: '0.00',
              grantId: null,
              picks: Object.fromEntries(picks.map((p) => [String(p.matchId), p.pick])),
            },
          },
        };
      },
    });
    const view = await render();
    const current = await waitFor(() => {
      const found = view.container.querySelector('[data-testid="lottery-card"][data-card-id="7"]');
      if (!found) throw new Error('no card yet');
      return found;
    });
    const submit = current.querySelector<HTMLButtonElement>('[data-testid="lottery-submit"]')!;
    const pick = (matchId: number, key: string) =>
      click(current.querySelector(`[data-match-id="${matchId}"] [data-key="${key}"]`));
    await pick(11, 'home');
    await pick(12, 'draw');
    expect(submit.disabled).toBe(true);
    expect(current.textContent).toContain('已选 2/3');
    await pick(13, 'away');
    expect(submit.disabled).toBe(false);
    await click(submit);
    await waitFor(() => {
      if (current.querySelector('[data-testid="lottery-outcome"]')?.getAttribute('data-outcome') !== 'pending')
        throw new Error('not entered yet');
    });
    expect(bodiesSentTo(fetch, lotteryRoutes.enter)).toEqual([
      expect.objectContaining({
        cardId: 7,
        picks: [
          { matchId: 11, pick: 'home' },
          { matchId: 12, pick: 'draw' },
          { matchId: 13, pick: 'away' },
        ],
      }),
    ]);

    const earlier = view.container.querySelector('[data-testid="lottery-card"][data-card-id="6"]')!;
    expect(earlier.querySelector('[data-testid="lottery-outcome"]')?.textContent).toBe('猜中 2/3 场 · 中奖 +¥18.00');
    expect(Array.from(earlier.querySelectorAll('[data-testid="lottery-result"]'), (r) => r.textContent)).toEqual([
      '赛果：主胜',
      '赛果：取消',
      '赛果：平',
    ]);
    await view.unmount();
  });
});
