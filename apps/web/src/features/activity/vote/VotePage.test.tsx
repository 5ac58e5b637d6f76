import { type VoteCompetitionView, type VoteInfo, voteRoutes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, findIn, Refusal, signInForTest, signOutForTest, stubApiWith } from '../../../test/helpers';
import { click, renderRoutes, waitFor } from '../../../test/render';
import { activityRoutes } from '../routes';

const east: VoteCompetitionView = {
  id: 11,
  league: '东海超级联赛',
  closesAt: '2026-12-29T16:00:00.000Z',
  state: 'open',
  winner: null,
  votes: 3,
  teams: [
    { key: 'fb-dc-t1', name: '红星城', votes: 2, percent: 67 },
    { key: 'fb-dc-t2', name: '蓝港联', votes: 1, percent: 33 },
    { key: 'fb-dc-t3', name: '江城队', votes: 0, percent: 0 },
  ],
  mine: null,
};
const europe: VoteCompetitionView = {
  ...east,
  id: 12,
  league: '欧陆超级联赛',
  state: 'settled',
  winner: 'fb-ol-t1',
  votes: 1,
  teams: [
    { key: 'fb-ol-t1', name: '北城', votes: 1, percent: 100 },
    { key: 'fb-ol-t2', name: '南城', votes: 0, percent: 0 },
  ],
  mine: { outcome: 'fb-ol-t1', state: 'won', reward: '8.00', payout: '8.00', grantId: 4 },
};
const info: VoteInfo = {
  reason: null,
  title: '冠军投票',
  summary: '为联赛冠军免费投一票',
  rules: { reward: '8.00', multiplier: 1, validDays: 30 },
  competitions: [east, europe],
};

const render = () =>
  renderRoutes([{ path: '/app', children: activityRoutes }], { initialEntries: ['/app/activity/vote'] });

const teamsOf = async (container: HTMLElement, count: number) =>
  waitFor(() => {
    const found = container.querySelectorAll<HTMLElement>('[data-testid="vote-team"]');
    if (found.length !== count) throw new Error(`${found.length} teams shown`);
    return Array.from(found);
  });
const shares = (rows: HTMLElement[]) => rows.map((r) => r.querySelector('[data-testid="vote-share"]')?.textContent);

describe('冠军投票', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('shows a visitor each team’s share and asks them to log in to vote', async () => {
    stubApiWith({ [voteRoutes.info.path]: { ...info, reason: 'notLoggedIn' } });
    const view = await render();
    const rows = await teamsOf(view.container, 3);
    expect(shares(rows)).toEqual(['2票 · 67%', '1票 · 33%', '0票 · 0%']);
    expect(rows[0]!.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('67');
    expect(view.container.querySelector('[data-testid="vote-pick"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="vote-login"]')?.getAttribute('href')).toBe(
      '/login?fromPage=%2Fapp%2Factivity%2Fvote',
    );
    expect(view.container.querySelector('[data-testid="vote-state"]')?.textContent).toContain('投票中');
    expect(view.container.querySelector('[data-testid="vote-rules"]')?.textContent).toContain('¥8.00');
    await view.unmount();
  });

  it('asks before casting, sends the pick, and shows the new shares and the member’s vote', async () => {
    signInForTest();
    const fetch = stubApiWith({
      [voteRoutes.info.path]: info,
      [voteRoutes.cast.path]: (body: unknown) => {
        const { outcome } = body as { outcome: string };
        return {
          competition: {
            ...east,
            votes: 4,
            teams: [
              { ...east.teams[0]!, percent: 50 },
              { ...east.teams[1]!, percent: 25 },
              { ...east.teams[2]!, votes: 1, percent: 25 },
            ],
            mine: { outcome, state: 'open', reward: '8.00', payout: '0.00', grantId: null },
          },
        };
      },
    });
    const view = await render();
    const rows = await teamsOf(view.container, 3);
    await click(rows[2]!.querySelector('[data-testid="vote-pick"]'));
    const dialog = await findIn(document.body, '[data-testid="vote-confirm"]');
    expect(dialog.textContent).toContain('您将投票给「江城队」夺得东海超级联赛冠军。');
    expect(dialog.textContent).toContain('投票后不可更改');
    expect(bodiesSentTo(fetch, voteRoutes.cast)).toEqual([]);
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() => {
      if (!view.container.querySelector('[data-testid="vote-mine"]')) throw new Error('no vote yet');
    });
    expect(bodiesSentTo(fetch, voteRoutes.cast)).toEqual([{ competitionId: 11, outcome: 'fb-dc-t3' }]);
    expect(shares(await teamsOf(view.container, 3))).toEqual(['2票 · 50%', '1票 · 25%', '1票 · 25%']);
    expect(view.container.querySelector('[data-testid="vote-mine"]')?.textContent).toBe(
      '您已投票给 江城队，猜中可得彩金 ¥8.00',
    );
    expect(view.container.querySelector('[data-testid="vote-pick"]')).toBeNull();
    await view.unmount();
  });

  it('shows a decided competition with its champion and the member’s payout', async () => {
    signInForTest();
    stubApiWith({ [voteRoutes.info.path]: info });
    const view = await render();
    await teamsOf(view.container, 3);
    const tabs = view.container.querySelectorAll<HTMLElement>('[data-testid="vote-tab"]');
    expect(Array.from(tabs).map((t) => t.textContent)).toEqual(['东海超级联赛', '欧陆超级联赛已开奖']);
    await click(tabs[1]);
    const rows = await teamsOf(view.container, 2);
    expect(rows[0]!.textContent).toContain('冠军');
    expect(view.container.querySelector('[data-testid="vote-mine"]')?.textContent).toContain(
      '恭喜！您投票的 北城 夺冠，彩金 ¥8.00 已发放至“我的优惠”',
    );
    expect(view.container.querySelector('[data-testid="vote-pick"]')).toBeNull();
    await view.unmount();
  });

  it('reads the votes again when the server refuses, and says why', async () => {
    signInForTest();
    const fetch = stubApiWith({
      [voteRoutes.info.path]: info,
      [voteRoutes.cast.path]: new Refusal(10971, '投票已截止'),
    });
    const view = await render();
    const rows = await teamsOf(view.container, 3);
    await click(rows[0]!.querySelector('[data-testid="vote-pick"]'));
    await click(
      (await findIn(document.body, '[data-testid="vote-confirm"]')).querySelector('[data-testid="confirm-ok"]'),
    );
    await waitFor(() => {
      const reads = fetch.mock.calls.filter(([input]) => String(input).includes(voteRoutes.info.path)).length;
      if (reads < 2) throw new Error('not read again yet');
    });
    expect(document.body.querySelector('[data-testid="vote-confirm"]')).toBeNull();
    await view.unmount();
  });

  it('says so when there is nothing to vote on, or the operator paused it', async () => {
    stubApiWith({ [voteRoutes.info.path]: { ...info, competitions: [] } });
    const empty = await render();
    expect((await findIn(empty.container, '[data-testid="vote-empty"]')).textContent).toContain('暂无可投票的赛事');
    await empty.unmount();
    vi.unstubAllGlobals();

    stubApiWith({
      [voteRoutes.info.path]: { reason: 'noOffer', title: null, summary: null, rules: null, competitions: [] },
    });
    const paused = await render();
    const found = await findIn(paused.container, '[data-testid="vote-no-offer"]');
    expect(found.querySelector('a')?.getAttribute('href')).toBe('/app/promotions');
    await paused.unmount();
  });
});
