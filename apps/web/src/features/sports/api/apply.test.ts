import type { MatchDetail, MatchStatePush, OddsPush } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { applyMatchState, applyOdds, applyToList } from './apply';

const market = (id: number, version: number, odds: [number, number]) => ({
  id,
  matchId: 7,
  type: 'fb.ah',
  specifier: 'hcp=-0.5',
  name: '全场让球',
  group: 'handicap',
  status: 'active' as const,
  main: true,
  version,
  outcomes: [
    { key: 'home', name: '主 -0.5', odds: odds[0], result: null },
    { key: 'away', name: '客 +0.5', odds: odds[1], result: null },
  ],
});

const detail = (): MatchDetail => ({
  id: 7,
  sport: 'football',
  league: {
    id: 1,
    sport: 'football',
    name: '东海超级联赛',
    shortName: '东超',
    region: '华东',
    logo: '/l.svg',
    priority: 1,
  },
  home: { id: 1, name: '红星城', shortName: '红星', logo: '/h.svg' },
  away: { id: 2, name: '蓝港联', shortName: '蓝港', logo: '/a.svg' },
  kickoffAt: '2026-11-24T12:00:00.000Z',
  status: 'live',
  period: '1H',
  periodName: '上半场',
  clock: { seconds: 600, running: true, direction: 'up', at: '2026-11-24T12:10:00.000Z' },
  score: { home: 0, away: 0 },
  periodScores: [],
  bestOf: 0,
  venueName: 'YB',
  marketCount: 1,
  mainMarkets: [market(70, 3, [1900, 1900])],
  hasAnimation: true,
  version: 5,
  incidents: [],
  statistics: [],
  markets: [market(70, 3, [1900, 1900])],
});

const state = (version: number, home: number): MatchStatePush => ({
  matchId: 7,
  version,
  status: 'live',
  period: '1H',
  periodName: '上半场',
  clock: { seconds: 660, running: true, direction: 'up', at: '2026-11-24T12:11:00.000Z' },
  score: { home, away: 0 },
  incidents: [
    {
      id: 90,
      kind: 'goal',
      side: 'home',
      period: '1H',
      seconds: 650,
      text: '进球！',
      x: 100,
      y: 50,
      at: '2026-11-24T12:11:00.000Z',
    },
  ],
});

const odds = (version: number, home: number): OddsPush => ({
  matchId: 7,
  markets: [
    {
      id: 70,
      type: 'fb.ah',
      specifier: 'hcp=-0.5',
      status: 'active',
      main: true,
      version,
      outcomes: [
        { key: 'home', odds: home },
        { key: 'away', odds: 1800 },
      ],
    },
  ],
});

describe('live pushes applied to what was read', () => {
  it('moves the score, clock and incidents on the next version, once', () => {
    const first = applyMatchState(detail(), state(6, 1));
    expect(first.gap).toBe(false);
    expect(first.value.score).toEqual({ home: 1, away: 0 });
    expect(first.value.incidents).toHaveLength(1);
    const again = applyMatchState(first.value, state(6, 1));
    expect(again.value).toBe(first.value);
  });

  it('ignores an older version and reports a skipped one as a gap', () => {
    expect(applyMatchState(detail(), state(4, 3)).value.score.home).toBe(0);
    expect(applyMatchState(detail(), state(8, 2)).gap).toBe(true);
  });

  it('updates a market in the main list and in the full list by its version', () => {
    const applied = applyOdds(detail(), odds(4, 2100));
    expect(applied.value.mainMarkets[0]!.outcomes[0]!.odds).toBe(2100);
    expect(applied.value.markets[0]!.outcomes[1]!.odds).toBe(1800);
    expect(applyOdds(applied.value, odds(4, 2500)).value.markets[0]!.outcomes[0]!.odds).toBe(2100);
    expect(applyOdds(detail(), odds(9, 2500)).gap).toBe(true);
  });

  it('locks a market a trader suspends, on the match page and its row, and opens it again', () => {
    const suspended = applyOdds(detail(), {
      ...odds(4, 1900),
      markets: [{ ...odds(4, 1900).markets[0]!, status: 'suspended' }],
    });
    expect(suspended.gap).toBe(false);
    expect(suspended.value.markets[0]!.status).toBe('suspended');
    expect(suspended.value.mainMarkets[0]!.status).toBe('suspended');
    expect(applyOdds(suspended.value, odds(5, 1900)).value.markets[0]!.status).toBe('active');
  });

  it('drops a line that left the board, or a row line no longer main, and reads again for a new one', () => {
    const pushed = (market: Partial<OddsPush['markets'][number]>): OddsPush => ({
      matchId: 7,
      markets: [{ ...odds(4, 1900).markets[0]!, ...market }],
    });
    const closed = applyOdds(detail(), pushed({ status: 'deactivated', outcomes: [] }));
    expect(closed.value.markets).toEqual([]);
    expect(closed.value.mainMarkets).toEqual([]);
    const demoted = applyOdds(detail(), pushed({ main: false }));
    expect(demoted.value.mainMarkets).toEqual([]);
    expect(demoted.value.markets.map((m) => [m.id, m.main])).toEqual([[70, false]]);
    // The ladder moved: a main line the page never read.
    expect(applyOdds(detail(), pushed({ id: 71, version: 1 })).gap).toBe(true);
    expect(applyOdds(detail(), pushed({ id: 71, version: 1, main: false, status: 'deactivated' })).gap).toBe(false);
  });

  it('drops the outcomes an open market no longer offers, and keeps a closed one unpriced', () => {
    const three = {
      ...market(70, 3, [1900, 1900]),
      outcomes: ['1-2', '0-2', '2-2'].map((key) => ({ key, name: key, odds: 6000, result: null })),
    };
    const match = { ...detail(), markets: [three], mainMarkets: [] };
    const push = (status: 'active' | 'settled', keys: string[]): OddsPush => ({
      matchId: 7,
      markets: [{ ...odds(4, 0).markets[0]!, main: false, status, outcomes: keys.map((key) => ({ key, odds: 5000 })) }],
    });
    expect(applyOdds(match, push('active', ['1-2', '2-2'])).value.markets[0]!.outcomes.map((o) => o.key)).toEqual([
      '1-2',
      '2-2',
    ]);
    const settled = applyOdds(match, push('settled', [])).value.markets[0]!;
    expect(settled.outcomes.map((o) => [o.key, o.odds])).toEqual([
      ['1-2', 0],
      ['0-2', 0],
      ['2-2', 0],
    ]);
    expect(applyOdds(match, push('active', ['1-2', '3-2'])).gap).toBe(true);
  });

  it('applies to the matches of a list page it names and leaves the others', () => {
    const other = { ...detail(), id: 8 };
    const list = { items: [detail(), other], total: 2, page: 1, pageSize: 50 };
    const applied = applyToList(list, (m) => applyMatchState(m, state(6, 1)));
    expect(applied.value.items[0]!.score.home).toBe(1);
    expect(applied.value.items[1]).toBe(other);
  });
});
