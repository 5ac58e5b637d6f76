import { anchorRoutes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bodiesSentTo,
  dropLine,
  type Handler,
  signInForTest,
  signOutForTest,
  stubApiWith,
} from '../../../test/helpers';
import { click, renderRoutes, waitFor } from '../../../test/render';
import { liveListFixture, liveMatchFixture, roomFixture } from '../testing';
import { LivePage } from './LivePage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../ui/toast', () => ({ notify }));

const liveList = anchorRoutes.liveList;

const open = async (answer: Handler, path = '/app/live', more: Record<string, Handler> = {}) => {
  const fetch = stubApiWith({ [liveList.path]: answer, ...more });
  const view = await renderRoutes(
    [
      { path: '/app/live', element: <LivePage /> },
      { path: '/app/live/anchor/:roomId', element: <p data-testid="anchor-room">room</p> },
      { path: '/app/sports/match/:id', element: <p data-testid="match-page">match</p> },
      { path: '/app/sports', element: <p data-testid="sports-page">sports</p> },
    ],
    { initialEntries: [path] },
  );
  const all = (testId: string) => [...view.container.querySelectorAll(`[data-testid="${testId}"]`)];
  const $ = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
  return { view, fetch, all, $ };
};

describe('LivePage (直播)', () => {
  afterEach(() => {
    signOutForTest();
    notify.mockClear();
    vi.unstubAllGlobals();
  });

  it('lists the rooms on air and the live matches with their viewers, score and casting anchors', async () => {
    const { view, fetch, all } = await open(
      liveListFixture([roomFixture(1, 'On1'), roomFixture(2, 'On2')], [liveMatchFixture(7)]),
    );
    await waitFor(() => expect(all('live-room')).toHaveLength(2));
    const [live, away] = all('live-room');
    expect(live?.textContent).toContain('主播1');
    expect(live?.textContent).toContain('3456 人在看');
    expect(live?.textContent).toContain('西岭体育 2 - 1 红星城');
    expect(live?.textContent).not.toContain('暂离');
    expect(away?.textContent).toContain('暂离');
    const [match] = all('live-match');
    expect(match?.textContent).toContain('东海超级联赛');
    expect(match?.textContent).toContain('1.23万 人在看');
    expect(match?.querySelectorAll('img[src^="/anchor/"]')).toHaveLength(1);
    expect(view.container.textContent).toContain('主播直播');
    expect(view.container.textContent).toContain('赛事直播');
    // The spec's popular list: page 1, size 200.
    expect(bodiesSentTo(fetch, liveList)).toEqual([{ page: 1, pageSize: 200 }]);
    await view.unmount();
  });

  it('asks for one sport when its filter is chosen, and says when that sport has nothing live', async () => {
    const { view, fetch, $ } = await open((body: unknown) =>
      (body as { sport?: string }).sport === 'basketball'
        ? liveListFixture([], [])
        : liveListFixture([roomFixture(1, 'On1')], []),
    );
    await waitFor(() => expect($('live-room')).not.toBeNull());
    await click($('live-sport-basketball'));
    await waitFor(() => expect($('live-empty')).not.toBeNull());
    expect($('live-empty')?.textContent).toContain('这个项目暂时没有直播');
    expect($('live-sport-basketball')?.getAttribute('aria-selected')).toBe('true');
    expect(view.router.state.location.search).toBe('?sport=basketball');
    expect(bodiesSentTo(fetch, liveList)).toEqual([
      { page: 1, pageSize: 200 },
      { page: 1, pageSize: 200, sport: 'basketball' },
    ]);
    await view.unmount();
  });

  it('says nothing is live, with a way to the sports page', async () => {
    const { view, $ } = await open(liveListFixture([], []));
    await waitFor(() => expect($('live-empty')).not.toBeNull());
    expect($('live-empty')?.textContent).toContain('当前没有正在直播的房间');
    await click($('live-empty')?.querySelector('a'));
    expect(view.router.state.location.pathname).toBe('/app/sports');
    await view.unmount();
  });

  it('shows placeholders while the list loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const view = await renderRoutes([{ path: '/app/live', element: <LivePage /> }], {
      initialEntries: ['/app/live'],
    });
    expect(view.container.querySelector('[data-testid="live-loading"]')).not.toBeNull();
    expect(view.container.querySelector('[data-testid="live-room"], [data-testid="live-empty"]')).toBeNull();
    await view.unmount();
  });

  it('says the list failed, and shows it after a retry', async () => {
    let down = true;
    const { view, $ } = await open(() =>
      down ? dropLine() : liveListFixture([roomFixture(1, 'On1')], [liveMatchFixture(7)]),
    );
    await waitFor(() => expect($('live-error')).not.toBeNull());
    expect($('live-error')?.textContent).toContain('直播列表加载失败');
    down = false;
    await click($('live-error')?.querySelector('button'));
    await waitFor(() => expect($('live-room')).not.toBeNull());
    await view.unmount();
  });

  it('toasts a room that is away or not started and stays; a live room and a match open their rooms', async () => {
    const { view, all } = await open(
      liveListFixture([roomFixture(1, 'On1'), roomFixture(2, 'On2'), roomFixture(3, 'On0')], [liveMatchFixture(7)]),
    );
    await waitFor(() => expect(all('live-room')).toHaveLength(3));
    await click(all('live-room')[1]);
    expect(notify).toHaveBeenCalledWith('主播暂时离开，请稍后再来');
    await click(all('live-room')[2]);
    expect(notify).toHaveBeenLastCalledWith('赛事尚未开始，请稍后观看');
    expect(view.router.state.location.pathname).toBe('/app/live');
    await click(all('live-room')[0]);
    expect(view.router.state.location.pathname).toBe('/app/live/anchor/1');
    await view.unmount();

    const again = await open(liveListFixture([], [liveMatchFixture(7)]));
    await waitFor(() => expect(again.all('live-match')).toHaveLength(1));
    await click(again.all('live-match')[0]);
    expect(again.view.router.state.location.pathname).toBe('/app/sports/match/7');
    expect(again.view.router.state.location.search).toBe('?video=LIVE');
    await again.view.unmount();
  });

  it("shows a member the anchors they follow above the list; a visitor's page does not ask", async () => {
    const visitor = await open(liveListFixture([roomFixture(1, 'On1')], []));
    await waitFor(() => expect(visitor.$('live-room')).not.toBeNull());
    expect(visitor.$('live-followed')).toBeNull();
    expect(bodiesSentTo(visitor.fetch, anchorRoutes.followed)).toEqual([]);
    await visitor.view.unmount();

    signInForTest();
    const followed = roomFixture(5, 'On2', { anchor: { ...roomFixture(5, 'On2').anchor, following: true } });
    const member = await open(liveListFixture([roomFixture(1, 'On1')], []), '/app/live', {
      [anchorRoutes.followed.path]: { rooms: [followed] },
    });
    await waitFor(() => expect(member.$('live-followed')).not.toBeNull());
    expect(member.$('live-followed')?.textContent).toContain('我的关注');
    expect(member.$('live-followed')?.textContent).toContain('主播5');
    expect(member.$('live-followed')?.querySelector('[data-testid="live-room"]')?.textContent).toContain('暂离');
    await member.view.unmount();
  });
});
