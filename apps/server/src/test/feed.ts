import type { FeedMessage, FeedProvider, FixtureChange, MatchStateData } from '../modules/feed';

/** A provider the test scripts: what it sends, and what its snapshot answers. */
export class ScriptedProvider implements FeedProvider {
  readonly name = 'scripted';
  private handler: ((message: FeedMessage) => Promise<void>) | null = null;
  snapshotMessages: FeedMessage[] = [];
  snapshots = 0;

  subscribe(handler: (message: FeedMessage) => Promise<void>): void {
    this.handler = handler;
  }

  async snapshot(): Promise<FeedMessage[]> {
    this.snapshots += 1;
    return this.snapshotMessages;
  }

  send(message: FeedMessage): Promise<void> {
    if (!this.handler) throw new Error('nobody subscribed');
    return this.handler(message);
  }
}

export const idle: MatchStateData = {
  status: 'notStarted',
  period: '',
  clock: null,
  score: { home: 0, away: 0 },
  periodScores: [],
  statistics: {},
  incidents: [],
};

export const HOUR = 60 * 60_000;

export const fixture = (ref: string, ts: number, seq: number, kickoffAt: number, state = idle): FixtureChange => ({
  type: 'fixture',
  ts,
  seq,
  matchRef: ref,
  kind: 'match',
  league: {
    ref: 'lg-test',
    sport: 'football',
    name: '测试超级联赛',
    shortName: '测超',
    region: '中国',
    logo: '/media/l.svg',
    priority: 50,
  },
  home: { ref: `${ref}-h`, sport: 'football', name: '上海海港', shortName: '海港', logo: '/media/h.svg' },
  away: { ref: `${ref}-a`, sport: 'football', name: '北京国安', shortName: '国安', logo: '/media/a.svg' },
  kickoffAt,
  bestOf: 0,
  state,
});

export const odds1x2 = (
  ref: string,
  ts: number,
  seq: number,
  home: number,
  status: 'active' | 'suspended' = 'active',
) =>
  ({
    type: 'odds',
    ts,
    seq,
    matchRef: ref,
    markets: [
      {
        type: 'fb.1x2',
        specifier: '',
        status,
        main: true,
        outcomes: [
          { key: 'home', odds: home },
          { key: 'draw', odds: 3300 },
          { key: 'away', odds: 3900 },
        ],
      },
      {
        type: 'fb.ou',
        specifier: 'total=2.5',
        status,
        main: true,
        outcomes: [
          { key: 'over', odds: 1900 },
          { key: 'under', odds: 1950 },
        ],
      },
    ],
  }) as const satisfies FeedMessage;
