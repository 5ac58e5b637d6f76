import type { BuilderPrice, MarketView, MatchView } from '@courtside/contract';
import {
  type BasketballState,
  type BuilderSelection,
  type BuilderPrice as DomainBuilderPrice,
  fairFromOdds,
  impliedBasketballModel,
  impliedScoreMatrix,
  isMarketKey,
  type MarginProbability,
  type PointsProbability,
  priceBasketballBuilder,
  priceFootballBuilder,
  readSpecifier,
  type TotalProbability,
} from '@courtside/domain/pricing';
import { DomainError } from '../../platform/errors';
import type { FeedService } from '../feed';

/** The builder's margin: a combined price carries more model risk than a single line. */
const BUILDER_MARGIN_BP = 800;

const REFUSALS: Record<string, string> = {
  'too-few-legs': '组合投注至少选择两项',
  'too-many-legs': '组合投注选项过多',
  'mixed-matches': '组合投注的选项须来自同一场比赛',
  'unsupported-market': '该玩法不能加入组合投注',
  'bad-selection': '选项无效',
  'line-can-push': '组合投注只支持半球盘（如 2.5、-0.5）',
  'repeated-market': '同一盘口只能选择一项',
  impossible: '这些选项不可能同时发生',
};

/** Basketball's regulation and quarter length in minutes (the feed's leagues play 4 x 12). */
const BASKETBALL_MINUTES = 48;
const QUARTER_MINUTES = 12;

/**
 * The bet builder's price (组合投注): the joint probability that every selection wins, with the builder's
 * margin, from the sport's model read back from the match's own main prices at the score now:
 * football's score matrix from the 1X2 and main half-point total; basketball's final margin and total
 * from the moneyline (or main half-point spread) and main half-point total. The selections must be
 * open markets of one match; esports has no builder.
 */
export class BuilderPricer {
  constructor(private readonly feed: FeedService) {}

  async price(legs: readonly { marketId: number; outcome: string }[]): Promise<BuilderPrice> {
    const found = await this.feed.bettable(legs.map((leg) => leg.marketId));
    const matchIds = new Set(legs.map((leg) => found.get(leg.marketId)?.match.id));
    const first = found.get(legs[0]!.marketId);
    if (!first || matchIds.size !== 1) throw refuse('mixed-matches');
    if (first.match.sport === 'esports') throw new DomainError('builderRefused', { msg: '电竞比赛暂不支持组合投注' });
    for (const leg of legs) {
      const { market } = found.get(leg.marketId)!;
      if (market.status !== 'active') throw new DomainError('marketClosed', { msg: '盘口已暂停投注' });
      if (!market.outcomes.some((o) => o.key === leg.outcome && o.odds > 0)) throw refuse('bad-selection');
    }
    const all = await this.feed.matchMarkets(first.match.id);
    if (!all) throw unpriced();
    const selections = legs.map((leg): BuilderSelection => {
      const { market } = found.get(leg.marketId)!;
      if (!isMarketKey(market.type)) throw refuse('unsupported-market');
      return { matchId: String(first.match.id), key: market.type, specifier: market.specifier, outcome: leg.outcome };
    });
    const priced =
      first.match.sport === 'basketball'
        ? priceBasketball(all.match, all.markets, selections)
        : priceFootball(all.match, all.markets, selections);
    if (!priced.ok) throw refuse(priced.refusal.code);
    return {
      matchId: first.match.id,
      odds: priced.odds,
      legs: legs.map((leg) => {
        const { market } = found.get(leg.marketId)!;
        return {
          marketId: leg.marketId,
          outcome: leg.outcome,
          marketName: market.name,
          outcomeName: market.outcomes.find((o) => o.key === leg.outcome)?.name ?? leg.outcome,
        };
      }),
    };
  }
}

function priceFootball(match: MatchView, markets: readonly MarketView[], selections: BuilderSelection[]) {
  const winner = markets.find((m) => m.type === 'fb.1x2' && m.status === 'active');
  if (!winner) throw unpriced();
  const [home, draw, away] = fairFromOdds(['home', 'draw', 'away'].map((k) => oddsOf(winner, k)));
  const matrix = impliedScoreMatrix(match.score, { home: home!, draw: draw!, away: away! }, mainTotal(markets));
  return priceFootballBuilder(String(match.id), matrix, selections, BUILDER_MARGIN_BP);
}

/**
 * Basketball needs both halves of its joint model from the prices: the margin (moneyline, or the main
 * spread when it is a half-point line) and the points (the main total, a half-point line); without
 * them, or at a moment of the game the model does not price (a break it cannot place), no price.
 */
function priceBasketball(
  match: MatchView,
  markets: readonly MarketView[],
  selections: BuilderSelection[],
): DomainBuilderPrice {
  const state = basketballState(match);
  const margin = basketballMargin(markets);
  const points = basketballPoints(markets);
  if (!state || !margin || !points) throw unpriced();
  const model = impliedBasketballModel(state, margin, points, BASKETBALL_MINUTES);
  return priceBasketballBuilder(String(match.id), model, selections, BUILDER_MARGIN_BP);
}

/** Where the game is: regulation minutes left and the score the rest is added to. */
function basketballState(match: MatchView): BasketballState | null {
  if (match.status === 'notStarted') return { minutesLeft: BASKETBALL_MINUTES };
  if (match.status !== 'live') return null;
  const quarter = /^Q([1-4])$/.exec(match.period);
  if (quarter) {
    const left = match.clock ? Math.min(QUARTER_MINUTES, Math.max(0, match.clock.seconds / 60)) : QUARTER_MINUTES;
    return { minutesLeft: (4 - Number(quarter[1])) * QUARTER_MINUTES + left, score: match.score };
  }
  // A break after quarter n (B1, HT, B3) leaves the quarters after it; later breaks lead to overtime.
  const done = match.period === 'HT' ? 2 : Number(/^B(\d+)$/.exec(match.period)?.[1] ?? 0);
  if (done >= 1 && done <= 3) return { minutesLeft: (4 - done) * QUARTER_MINUTES, score: match.score };
  // In overtime the feed prices a fresh overtime from the tied regulation score: so does the builder.
  if (done >= 4 || match.period.startsWith('OT')) {
    const regulation = match.periodScores
      .filter((p) => /^Q[1-4]$/.test(p.period))
      .reduce((sum, p) => ({ home: sum.home + p.home, away: sum.away + p.away }), { home: 0, away: 0 });
    return regulation.home === regulation.away ? { minutesLeft: 0, score: regulation } : null;
  }
  return null;
}

function basketballMargin(markets: readonly MarketView[]): MarginProbability | null {
  const spread = markets.find((m) => m.type === 'bk.spread' && m.main && m.status === 'active');
  const hcp = spread ? readSpecifier('bk.spread', spread.specifier).hcp : undefined;
  if (spread && hcp !== undefined && Math.abs(hcp % 4) === 2) {
    const [home] = fairFromOdds([oddsOf(spread, 'home'), oddsOf(spread, 'away')]);
    return { hcpQuarters: hcp, home: home! };
  }
  const moneyline = markets.find((m) => m.type === 'bk.ml' && m.status === 'active');
  if (!moneyline) return null;
  const [home] = fairFromOdds([oddsOf(moneyline, 'home'), oddsOf(moneyline, 'away')]);
  return { hcpQuarters: 0, home: home! };
}

function basketballPoints(markets: readonly MarketView[]): PointsProbability | null {
  const total = markets.find((m) => m.type === 'bk.total' && m.main && m.status === 'active');
  const quarters = total ? readSpecifier('bk.total', total.specifier).total : undefined;
  if (!total || quarters === undefined || Math.abs(quarters % 4) !== 2) return null;
  const [over] = fairFromOdds([oddsOf(total, 'over'), oddsOf(total, 'under')]);
  return { lineQuarters: quarters, over: over! };
}

const unpriced = () => new DomainError('builderRefused', { msg: '该比赛暂不提供组合投注' });

const refuse = (code: string) =>
  new DomainError('builderRefused', { msg: REFUSALS[code] ?? REFUSALS['bad-selection'] });

const oddsOf = (market: MarketView, key: string): number => {
  const odds = market.outcomes.find((o) => o.key === key)?.odds ?? 0;
  if (odds <= 1000) throw unpriced();
  return odds;
};

/** The main total line when it is a half-point one (it then fixes the goal rate); otherwise none. */
function mainTotal(markets: readonly MarketView[]): TotalProbability | undefined {
  const total = markets.find((m) => m.type === 'fb.ou' && m.main && m.status === 'active');
  if (!total) return undefined;
  const quarters = readSpecifier('fb.ou', total.specifier).total;
  if (quarters === undefined || Math.abs(quarters % 4) !== 2) return undefined;
  const [over] = fairFromOdds([oddsOf(total, 'over'), oddsOf(total, 'under')]);
  return { lineQuarters: quarters, over: over! };
}
