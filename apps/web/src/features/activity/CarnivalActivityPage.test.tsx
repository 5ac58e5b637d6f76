import { type CarnivalHub, carnivalRoutes, promoRoutes, type SignInfo } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInForTest, signOutForTest, stubApiWith } from '../../test/helpers';
import { renderRoutes, waitFor } from '../../test/render';
import { activityRoutes } from './routes';

const sign: SignInfo = { streak: 0, signedToday: false, eligible: false, reason: 'notLoggedIn', days: [], terms: null };

const visitorHub: CarnivalHub = {
  wheel: { title: '幸运转盘', earned: 0, left: 0, turnoverPerChance: '50.00', blocked: null },
  quiz: { title: '赛事竞猜', open: 10, answered: 0, buffCardsLeft: 0 },
  lottery: {
    title: '足球彩票',
    current: { issue: 3, matches: 6, closesAt: '2026-11-30T12:00:00.000Z', entered: false },
  },
  barrier: { title: '每日闯关', stages: 4, cleared: 0, claimable: 0, turnover: '0.00' },
  vote: { title: '冠军投票', open: 8, voted: 0 },
  invite: { title: '邀请好友', invitees: 0, rewarded: 0, rewardTotal: '0.00' },
  exchange: { points: 0, items: 4, affordable: 0 },
};

const render = () =>
  renderRoutes([{ path: '/app', children: activityRoutes }], { initialEntries: ['/app/activity/carnivalactivity'] });

const cardsOf = async (container: HTMLElement, count: number) =>
  waitFor(() => {
    const found = container.querySelectorAll<HTMLAnchorElement>('[data-testid="carnival-hub"] a');
    if (found.length !== count) throw new Error(`${found.length} cards shown`);
    return Array.from(found);
  });

describe('狂欢节', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('lists a visitor every running activity with its link, and asks them to log in for their progress', async () => {
    stubApiWith({ [carnivalRoutes.hub.path]: visitorHub, [promoRoutes.sign.path]: sign });
    const view = await render();
    const cards = await cardsOf(view.container, 7);
    expect(cards.map((a) => [a.dataset.testid, a.getAttribute('href')])).toEqual([
      ['hub-wheel', '/app/activity/wheel'],
      ['hub-quiz', '/app/activity/guess'],
      ['hub-lottery', '/app/activity/lottery'],
      ['hub-barrier', '/app/activity/barrier'],
      ['hub-vote', '/app/activity/vote'],
      ['hub-invite', '/app/invite'],
      ['hub-exchange', '/app/score/exchange'],
    ]);
    expect(cards.every((a) => a.textContent?.includes('登录后查看您的进度'))).toBe(true);
    // The old page's fixed task list (and its 1倍流水 claim) is gone: the terms are each activity's own.
    expect(view.container.textContent).not.toContain('1 倍流水');
    await view.unmount();
  });

  it('shows a member their own state in each activity, and nothing of one the operator paused', async () => {
    signInForTest();
    stubApiWith({
      [carnivalRoutes.hub.path]: {
        ...visitorHub,
        wheel: null,
        quiz: { title: '赛事竞猜', open: 10, answered: 2, buffCardsLeft: 1 },
        lottery: {
          title: '足球彩票',
          current: { issue: 3, matches: 6, closesAt: '2026-11-30T12:00:00.000Z', entered: true },
        },
        barrier: { title: '每日闯关', stages: 4, cleared: 2, claimable: 1, turnover: '600.00' },
        vote: { title: '冠军投票', open: 8, voted: 1 },
        invite: { title: '邀请好友', invitees: 3, rewarded: 1, rewardTotal: '38.00' },
        exchange: { points: 120, items: 4, affordable: 2 },
      } satisfies CarnivalHub,
      [promoRoutes.sign.path]: { ...sign, reason: null, eligible: true },
    });
    const view = await render();
    const cards = await cardsOf(view.container, 6);
    const status = (a: HTMLAnchorElement) => a.querySelector('[data-testid="hub-status"]')?.textContent;
    expect(cards.map((a) => [a.dataset.testid, status(a)])).toEqual([
      ['hub-quiz', '10 道题竞猜中 · 已答 2 道'],
      ['hub-lottery', '第3期 · 6场 · 已参与，待开奖'],
      ['hub-barrier', '今日已过 2/4 关 · 有效投注 ¥600.00'],
      ['hub-vote', '8 项赛事投票中 · 已投 1 项'],
      ['hub-invite', '已邀请 3 人 · 获得奖励 ¥38.00'],
      ['hub-exchange', '积分 120 · 可兑换 2/4 件'],
    ]);
    expect(cards[0]!.textContent).toContain('今日加倍卡 1 张');
    expect(cards[1]!.textContent).toContain('截止 11-30 20:00');
    expect(cards[2]!.textContent).toContain('1 关彩金待领取');
    await view.unmount();
  });

  it('says so when nothing runs, and leads to the offers', async () => {
    stubApiWith({
      [carnivalRoutes.hub.path]: {
        wheel: null,
        quiz: null,
        lottery: null,
        barrier: null,
        vote: null,
        invite: null,
        exchange: null,
      },
      [promoRoutes.sign.path]: sign,
    });
    const view = await render();
    const empty = await waitFor(() => {
      const found = view.container.querySelector('[data-testid="hub-empty"]');
      if (!found) throw new Error('no empty state yet');
      return found;
    });
    expect(empty.textContent).toContain('暂无进行中的活动');
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/app/promotions');
    await view.unmount();
  });
});
