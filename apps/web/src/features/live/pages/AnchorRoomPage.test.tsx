import { anchorRoutes, liveRooms, routes, sportsLiveEvents, type VideoResponse } from '@courtside/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, type Handler, Refusal, signInForTest, signOutForTest, stubApiWith } from '../../../test/helpers';
import { click, renderRoutes, waitFor } from '../../../test/render';
import { pushFromServer, socketHandlers } from '../../../test/socketStub';
import { matchDetailFixture, roomFixture } from '../testing';
import { AnchorRoomPage } from './AnchorRoomPage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../ui/toast', () => ({ notify }));

// The room's `/live` socket: the test plays the server's pushes through the handlers the page set.
vi.mock('socket.io-client', () => import('../../../test/socketStub'));
const push = pushFromServer;

const signedAnchor = (roomId: number): VideoResponse => ({
  sources: [
    {
      kind: 'ANCHOR',
      format: 'hls',
      url: `/stream/live/room-${roomId}/2000000000/vabcdef0123456789/${'b'.repeat(32)}/index.m3u8`,
      qualities: [],
      poster: '',
      title: '',
    },
  ],
  expiresAt: new Date(2_000_000_000_000).toISOString(),
  venueCode: 'OBTY',
});

const table = (overrides: Record<string, Handler> = {}): Record<string, Handler> => ({
  [anchorRoutes.room.path]: roomFixture(1, 'On1'),
  [anchorRoutes.video.path]: signedAnchor(1),
  [routes.feed.matchDetail.path]: matchDetailFixture(7),
  ...overrides,
});

const open = async (overrides: Record<string, Handler> = {}, path = '/app/live/anchor/1') => {
  const fetch = stubApiWith(table(overrides));
  const view = await renderRoutes(
    [
      { path: '/app/live/anchor/:roomId', element: <AnchorRoomPage /> },
      { path: '/login', element: <p data-testid="login-page">login</p> },
    ],
    { initialEntries: [path] },
  );
  const $ = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
  /** On a phone the room opens on its chat; the anchor card (with 关注 and the viewers) is one tab over. */
  const toAnchorTab = async () => {
    await waitFor(() => expect($('room-tab-anchor')).not.toBeNull());
    await click($('room-tab-anchor'));
  };
  return { view, fetch, $, toAnchorTab };
};

/** The test window's width: the room lays out in tabs below 1024 px (H5) and in columns from there (PC). */
const viewport = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height: 800,
  });

describe('AnchorRoomPage (an anchor room)', () => {
  beforeEach(() => {
    socketHandlers.clear();
    viewport(375);
  });
  afterEach(() => {
    notify.mockClear();
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it("plays the anchor's stream with the anchor card, and the cast match's score and markets by tab", async () => {
    const { view, fetch, $, toAnchorTab } = await open();
    await waitFor(() => expect($('player-frame')).not.toBeNull());
    expect($('room-tab-chat')?.getAttribute('aria-selected')).toBe('true');
    await toAnchorTab();
    expect($('video-stage')?.getAttribute('data-kind')).toBe('ANCHOR');
    expect(bodiesSentTo(fetch, anchorRoutes.video)).toEqual([
      { channel: 'OBTY', platform: 'h5', type: 'ANCHOR', anchorRoomId: 1 },
    ]);
    const card = $('anchor-card');
    expect(card?.textContent).toContain('主播1');
    expect(card?.textContent).toContain('Lv.3');
    expect(card?.textContent).toContain('1200 粉丝');
    expect(card?.textContent).toContain('3456 人在看');
    expect($('anchor-follow')?.textContent).toBe('关注');

    await click($('room-tab-match'));
    expect(view.container.textContent).toContain('西岭体育');
    expect(view.container.textContent).toContain('红星城');
    await click($('room-tab-bets'));
    await waitFor(() => expect($('markets')).not.toBeNull());
    expect($('markets')?.textContent).toContain('全场独赢');
    await view.unmount();
  });

  it('lays the room out in columns on a PC: the stream and the match left, the anchor and the markets right', async () => {
    viewport(1280);
    const { view, $ } = await open();
    await waitFor(() => expect($('markets')).not.toBeNull());
    expect($('room-tab-match')).toBeNull();
    expect($('anchor-card')).not.toBeNull();
    expect($('player-frame')).not.toBeNull();
    expect(view.container.textContent).toContain('西岭体育');
    await view.unmount();
  });

  it('takes the player away when the streamer is interrupted, says so, brings it back on air, and counts viewers live', async () => {
    const { view, $, toAnchorTab } = await open();
    await waitFor(() => expect($('player-frame')).not.toBeNull());
    await toAnchorTab();
    await push(sportsLiveEvents.roomStatus, { roomId: 1, status: 'On2' });
    expect($('room-away')?.textContent).toContain('主播暂时离开，请稍后再来');
    expect($('player-frame')).toBeNull();
    expect($('anchor-room')?.getAttribute('data-status')).toBe('On2');
    // Another room's push changes nothing here.
    await push(sportsLiveEvents.roomStatus, { roomId: 2, status: 'On1' });
    expect($('room-away')).not.toBeNull();
    await push(sportsLiveEvents.roomStatus, { roomId: 1, status: 'On1' });
    await waitFor(() => expect($('player-frame')).not.toBeNull());
    expect($('room-away')).toBeNull();
    await push(sportsLiveEvents.viewers, { room: liveRooms.anchorRoom(1), viewers: 45_678 });
    expect($('room-viewers')?.textContent).toBe('4.57万 人在看');
    await view.unmount();
  });

  it('says a room has not started, with the match tracker still there to watch', async () => {
    const { view, $ } = await open({ [anchorRoutes.room.path]: roomFixture(1, 'On0') });
    await waitFor(() => expect($('room-away')).not.toBeNull());
    expect($('room-away')?.textContent).toContain('主播尚未开播');
    await waitFor(() => expect($('video-stage')?.getAttribute('data-kind')).toBe('ANIMATION'));
    expect($('player-frame')).toBeNull();
    await view.unmount();
  });

  it('says a room that does not exist is gone, and that a room without a match casts none', async () => {
    const gone = await open({ [anchorRoutes.room.path]: new Refusal(10404, '直播间不存在') });
    await waitFor(() => expect(gone.view.container.textContent).toContain('直播间不存在或已关闭'));
    expect(gone.$('anchor-card')).toBeNull();
    await gone.view.unmount();

    const alone = await open({ [anchorRoutes.room.path]: roomFixture(1, 'On1', { matchId: null, match: null }) });
    await waitFor(() => expect(alone.$('player-frame')).not.toBeNull());
    await click(alone.$('room-tab-match'));
    expect(alone.view.container.textContent).toContain('主播当前没有解说比赛');
    expect(alone.$('video-kind-ANIMATION')).toBeNull();
    await alone.view.unmount();
  });

  it('keeps the room and its player when a later read of the room or the match is refused', async () => {
    // A busy server (429) once answered the match room's periodic read, and the room gave way to an
    // error page, player and all.
    let busy = false;
    const refused = () => new Refusal(10429, '当前访问人数过多或操作过于频繁，请稍后刷新重试');
    const { view, $, toAnchorTab } = await open({
      [anchorRoutes.room.path]: () => (busy ? refused() : roomFixture(1, 'On1')),
      [routes.feed.matchDetail.path]: () => (busy ? refused() : matchDetailFixture(7)),
    });
    await waitFor(() => expect($('player-frame')).not.toBeNull());
    await toAnchorTab();
    const frame = $('player-frame');
    busy = true;
    await act(async () => {
      await view.queryClient.refetchQueries();
      // Let the query's observers hear of it and the page render again.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(view.queryClient.getQueryState(['live', 'room', 1])?.status).toBe('error');
    expect($('player-frame')).toBe(frame);
    expect($('anchor-card')).not.toBeNull();
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    await view.unmount();
  });

  it('sends a visitor to log in before following, and back to this room after', async () => {
    const { view, fetch, $, toAnchorTab } = await open();
    await toAnchorTab();
    await waitFor(() => expect($('anchor-follow')).not.toBeNull());
    await click($('anchor-follow'));
    expect(view.router.state.location.pathname).toBe('/login');
    expect(view.router.state.location.search).toBe(`?fromPage=${encodeURIComponent('/app/live/anchor/1')}`);
    expect(bodiesSentTo(fetch, anchorRoutes.follow)).toEqual([]);
    await view.unmount();
  });

  it("follows and unfollows for a member, with the server's follower count", async () => {
    signInForTest();
    const { view, fetch, $, toAnchorTab } = await open({
      [anchorRoutes.follow.path]: (body: unknown) => {
        const { follow } = body as { follow: boolean };
        return { following: follow, followers: follow ? 1201 : 1200 };
      },
    });
    await toAnchorTab();
    await waitFor(() => expect($('anchor-follow')).not.toBeNull());
    await click($('anchor-follow'));
    await waitFor(() => expect($('anchor-follow')?.textContent).toBe('已关注'));
    expect($('anchor-follow')?.getAttribute('aria-pressed')).toBe('true');
    expect($('anchor-followers')?.textContent).toBe('1201 粉丝');
    await click($('anchor-follow'));
    await waitFor(() => expect($('anchor-follow')?.textContent).toBe('关注'));
    expect($('anchor-followers')?.textContent).toBe('1200 粉丝');
    expect(bodiesSentTo(fetch, anchorRoutes.follow)).toEqual([
      { anchorId: 101, follow: true },
      { anchorId: 101, follow: false },
    ]);
    await view.unmount();
  });
});
