import { anchorRoutes, type RawAnchorMatchView } from '@courtside/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, renderRoutes, stubApi, waitFor } from '../../../test/render';
import { AnchorMatchList } from './AnchorMatchList';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../ui/toast', () => ({ notify }));

const raw = (eid: string, status: string, nick: string): RawAnchorMatchView => ({
  eid,
  egid: eid,
  tid: `T${eid}`,
  team1: '西岭体育',
  team2: '红星城',
  team1_logo: '/crest/a.svg',
  team2_logo: '/crest/b.svg',
  homeScore: 1,
  guestScore: 0,
  start_datetime: '2026-11-24 19:30:00',
  animation_url: '',
  flv_url: '',
  anchor_flv_url: '',
  league: '东海超级联赛',
  sport_type: '1',
  ve_name: 'OBTY',
  anchor: { logo_square: `/anchor/${nick}.png`, anchor_nick: nick },
  anchor_status: status,
  status: '1',
  anchor_type: '2',
  room_info: { desc: '', title: `${nick}的直播间` },
  anchor_list: [
    { logo_square: `/anchor/${nick}.png`, anchor_nick: nick, screen_mode: '1' },
    { logo_square: '/anchor/guest.png', anchor_nick: '嘉宾', screen_mode: '1' },
  ],
});

describe('AnchorMatchList (the sports page 主播 tab)', () => {
  let view: Awaited<ReturnType<typeof renderRoutes>>;

  beforeEach(async () => {
    notify.mockClear();
    stubApi({
      [anchorRoutes.anchorMatches.path]: {
        items: [raw('101', 'On1', '老王'), raw('102', 'On2', '小鹿'), raw('103', 'On0', '阿杰')],
        total: 3,
        page: 1,
        pageSize: 200,
      },
    });
    view = await renderRoutes(
      [
        { path: '/app/sports', element: <AnchorMatchList sport="football" /> },
        { path: '/app/sports/match/:id', element: <p data-testid="room">room</p> },
      ],
      { initialEntries: ['/app/sports'] },
    );
  });
  afterEach(() => view.unmount());

  const cards = () => [...view.container.querySelectorAll('[data-testid="anchor-match"]')];

  it('maps each raw match with its anchors and status', async () => {
    await waitFor(() => expect(cards()).toHaveLength(3));
    const first = cards()[0]!;
    expect(first.textContent).toContain('西岭体育');
    expect(first.textContent).toContain('1 - 0');
    expect(first.textContent).toContain('直播中');
    expect(first.querySelectorAll('img[src^="/anchor/"]')).toHaveLength(2);
    expect(cards().map((c) => c.getAttribute('data-status'))).toEqual(['On1', 'On2', 'On0']);
  });

  it('an anchor away or not started toasts and stays; a live one opens the match room on its stream', async () => {
    await waitFor(() => expect(cards()).toHaveLength(3));
    await click(cards()[1]);
    expect(notify).toHaveBeenCalledWith('主播暂时离开，请稍后再来');
    await click(cards()[2]);
    expect(notify).toHaveBeenCalledWith('赛事尚未开始，请稍后观看');
    expect(view.router.state.location.pathname).toBe('/app/sports');
    await click(cards()[0]);
    expect(view.router.state.location.pathname).toBe('/app/sports/match/101');
    expect(view.router.state.location.search).toBe('?video=ANCHOR');
  });
});
