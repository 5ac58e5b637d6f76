import { anchorRoutes, type VideoResponse } from '@courtside/contract';
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, type Handler, Refusal, stubApiWith } from '../../../test/helpers';
import { click, renderRoutes, waitFor } from '../../../test/render';
import { type StageOption, VideoStage } from './VideoStage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../ui/toast', () => ({ notify }));

const video = anchorRoutes.video;

/** The video call's answer for a stream, signed until `exp` (unix seconds). */
const signed = (kind: 'LIVE' | 'ANCHOR', stream: string, exp = 2_000_000_000, formats = ['hls']): VideoResponse => ({
  sources: formats.map((format) => ({
    kind,
    format: format as 'hls' | 'flv',
    url: `/stream/live/${stream}/${exp}/vabcdef0123456789/${'a'.repeat(32)}/${format === 'flv' ? 'stream.flv' : 'index.m3u8'}`,
    qualities: [],
    poster: '/poster.png',
    title: `${stream} 的直播`,
  })),
  expiresAt: new Date(exp * 1000).toISOString(),
  venueCode: 'OBTY',
});

const trackerOnly: VideoResponse = {
  sources: [
    {
      kind: 'ANIMATION',
      format: 'tracker',
      url: '/app/sports/match/7?video=ANIMATION',
      qualities: [],
      poster: '',
      title: '',
    },
  ],
  expiresAt: new Date(2_000_000_000_000).toISOString(),
  venueCode: 'OBTY',
};

/** Answers the video call per request: LIVE for the match, ANCHOR per room. */
const answers = (body: unknown) => {
  const request = body as { type: string; matchId?: number; anchorRoomId?: number };
  return request.type === 'ANCHOR'
    ? signed('ANCHOR', `room-${request.anchorRoomId}`, 2_000_000_000, ['flv', 'hls'])
    : signed('LIVE', `match-${request.matchId}`);
};

const LIVE: StageOption = { kind: 'LIVE', matchId: 7 };
const ANIMATION: StageOption = { kind: 'ANIMATION' };
const anchor = (roomId: number, status: string, nick: string): StageOption => ({
  kind: 'ANCHOR',
  roomId,
  status,
  nick,
});

let setOptions: (options: StageOption[]) => void = () => {};

/** The stage inside a page whose list of options can be replaced, as a refreshed live list does. */
function Room({ first, initial, beside }: { first: StageOption[]; initial?: string; beside?: boolean }) {
  const [options, set] = useState(first);
  setOptions = set;
  return (
    <VideoStage
      options={options}
      initial={initial}
      matchId={7}
      animation={<p data-testid="tracker">tracker</p>}
      besideStream={beside ? <p data-testid="tracker">tracker</p> : undefined}
    />
  );
}

const mount = async (table: Record<string, Handler>, first: StageOption[], initial?: string, beside = false) => {
  const fetch = stubApiWith(table);
  const view = await renderRoutes([{ path: '/', element: <Room first={first} initial={initial} beside={beside} /> }]);
  const $ = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`);
  return { view, fetch, $ };
};

const frameSrc = (frame: Element | null) => new URL((frame as HTMLIFrameElement).src, 'http://localhost');

describe('VideoStage (the player on top of a room)', () => {
  afterEach(() => {
    notify.mockClear();
    vi.unstubAllGlobals();
  });

  it("plays the match's signed stream in /play.html, with what the player needs to renew it", async () => {
    const { view, fetch, $ } = await mount({ [video.path]: answers }, [LIVE, ANIMATION]);
    await waitFor(() => expect($('player-frame')).not.toBeNull());
    const src = frameSrc($('player-frame'));
    expect(src.pathname).toBe('/play.html');
    expect(src.searchParams.get('src')).toContain('/stream/live/match-7/2000000000/');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      format: 'hls',
      kind: 'LIVE',
      exp: '2000000000',
      match: '7',
    });
    expect(bodiesSentTo(fetch, video)).toEqual([{ channel: 'OBTY', platform: 'h5', type: 'LIVE', matchId: 7 }]);
    expect($('video-stage')?.getAttribute('data-kind')).toBe('LIVE');
    await view.unmount();
  });

  it('switches to the tracker and back to the stream', async () => {
    const { view, $ } = await mount({ [video.path]: answers }, [LIVE, ANIMATION]);
    await waitFor(() => expect($('player-frame')).not.toBeNull());
    await click($('video-kind-ANIMATION'));
    expect($('tracker')).not.toBeNull();
    expect($('player-frame')).toBeNull();
    expect($('video-kind-ANIMATION')?.getAttribute('aria-pressed')).toBe('true');
    await click($('video-kind-LIVE'));
    await waitFor(() => expect($('player-frame')).not.toBeNull());
    expect($('tracker')).toBeNull();
    expect($('video-stage')?.getAttribute('data-kind')).toBe('LIVE');
    await view.unmount();
  });

  it('keeps the same player while the same stream plays, however often the list of options is rebuilt', async () => {
    const { view, fetch, $ } = await mount({ [video.path]: answers }, [LIVE, ANIMATION, anchor(3, 'On1', '老王')]);
    await waitFor(() => expect($('player-frame')).not.toBeNull());
    const frame = $('player-frame');
    const src = (frame as HTMLIFrameElement).src;
    // A refreshed live list: new objects every time, anchors coming, going and changing status.
    for (const next of [
      [{ kind: 'LIVE', matchId: 7 } as const, { kind: 'ANIMATION' } as const, anchor(3, 'On2', '老王')],
      [{ kind: 'LIVE', matchId: 7 } as const, { kind: 'ANIMATION' } as const],
      [
        { kind: 'LIVE', matchId: 7 } as const,
        { kind: 'ANIMATION' } as const,
        anchor(4, 'On1', '小鹿'),
        anchor(3, 'On1', '老王'),
      ],
    ]) {
      await act(async () => setOptions(next));
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      expect($('player-frame')).toBe(frame);
      expect(($('player-frame') as HTMLIFrameElement).src).toBe(src);
    }
    expect(bodiesSentTo(fetch, video)).toHaveLength(1);
    await view.unmount();
  });

  it('opens the wanted option once it is offered, and plays an FLV room through its FLV source', async () => {
    const { view, $ } = await mount({ [video.path]: answers }, [LIVE, ANIMATION], 'ANCHOR-9');
    await waitFor(() => expect($('player-frame')).not.toBeNull());
    expect($('video-stage')?.getAttribute('data-kind')).toBe('LIVE');
    const frame = $('player-frame');
    await act(async () => setOptions([LIVE, ANIMATION, anchor(9, 'On1', '老王')]));
    await waitFor(() => expect($('player-frame')).not.toBe(frame));
    await waitFor(() => expect($('player-frame')?.getAttribute('data-format')).toBe('flv'));
    expect($('video-stage')?.getAttribute('data-kind')).toBe('ANCHOR');
    expect(Object.fromEntries(frameSrc($('player-frame')).searchParams)).toMatchObject({ kind: 'ANCHOR', room: '9' });
    expect($('video-kind-ANCHOR')?.textContent).toBe('主播 老王');
    await view.unmount();
  });

  it('toasts an anchor who is away or has not started, and keeps what is playing', async () => {
    const { view, fetch, $ } = await mount({ [video.path]: answers }, [LIVE, anchor(3, 'On2', '老王')]);
    await waitFor(() => expect($('player-frame')).not.toBeNull());
    const frame = $('player-frame');
    await click($('video-kind-ANCHOR'));
    expect(notify).toHaveBeenCalledWith('主播暂时离开，请稍后再来');
    expect($('player-frame')).toBe(frame);
    expect($('video-stage')?.getAttribute('data-kind')).toBe('LIVE');
    await act(async () => setOptions([LIVE, anchor(3, 'On0', '老王')]));
    await click($('video-kind-ANCHOR'));
    expect(notify).toHaveBeenLastCalledWith('赛事尚未开始，请稍后观看');
    expect(bodiesSentTo(fetch, video)).toHaveLength(1);
    await view.unmount();
  });

  it('shows a placeholder while the sources load, and no player', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const view = await renderRoutes([{ path: '/', element: <Room first={[LIVE, ANIMATION]} /> }]);
    const stage = view.container.querySelector('[data-testid="video-stage"]');
    expect(stage?.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(stage?.querySelector('iframe, [role="alert"], [data-testid="stage-empty"]')).toBeNull();
    await view.unmount();
  });

  it('says the player failed when the video call is refused, and plays after a retry', async () => {
    let refuse = true;
    const { view, $ } = await mount(
      { [video.path]: (body: unknown) => (refuse ? new Refusal(10429, '请求过于频繁') : answers(body)) },
      [LIVE, ANIMATION],
    );
    await waitFor(() => expect($('stage-error')).not.toBeNull());
    expect($('stage-error')?.textContent).toContain('视频加载失败');
    expect($('player-frame')).toBeNull();
    refuse = false;
    await click($('stage-error')?.querySelector('button'));
    await waitFor(() => expect($('player-frame')).not.toBeNull());
    await view.unmount();
  });

  it('says there is no video when the match has only its tracker, and when nothing is offered', async () => {
    const { view, $ } = await mount({ [video.path]: trackerOnly }, [LIVE, ANIMATION]);
    await waitFor(() => expect($('stage-empty')).not.toBeNull());
    expect($('stage-empty')?.textContent).toContain('本场暂无视频直播');
    expect($('player-frame')).toBeNull();
    await act(async () => setOptions([]));
    expect($('stage-empty')?.textContent).toContain('本场暂无视频直播');
    expect($('video-stage')?.getAttribute('data-kind')).toBe('none');
    expect($('video-kind-LIVE')).toBeNull();
    await view.unmount();
  });

  it('puts the tracker beside a playing stream when the page asks (PC), and only once when the tracker is chosen', async () => {
    const { view, $ } = await mount({ [video.path]: answers }, [LIVE, ANIMATION], undefined, true);
    await waitFor(() => expect($('player-frame')).not.toBeNull());
    expect($('stage-beside')?.querySelector('[data-testid="tracker"]')).not.toBeNull();
    await click($('video-kind-ANIMATION'));
    expect($('stage-beside')).toBeNull();
    expect(view.container.querySelectorAll('[data-testid="tracker"]')).toHaveLength(1);
    await view.unmount();
  });
});
