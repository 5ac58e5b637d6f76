import type { BuilderPrice, MarketView } from '@courtside/contract';
import {
  fairFromOdds,
  impliedScoreMatrix,
  isMarketKey,
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

/**
 * The bet builder's price (组合投注): the joint probability that every selection wins, from the football
 * model read back from the match's own 1X2 and main half-point total prices at the score now, with the
 * builder's margin. Only football is offered; the selections must be open markets of one match.
 */
export class BuilderPricer {
  constructor(private readonly feed: FeedService) {}

  async price(legs: readonly { marketId: number; outcome: string }[]): Promise<BuilderPrice> {
    const found = await this.feed.bettable(legs.map((leg) => leg.marketId));
    const matchIds = new Set(legs.map((leg) => found.get(leg.marketId)?.match.id));
    const first = found.get(legs[0]!.marketId);
    if (!first || matchIds.size !== 1) throw refuse('mixed-matches');
    if (first.match.sport !== 'football') throw new DomainError('builderRefused', { msg: '组合投注暂只支持足球' });
    for (const leg of legs) {
      const { market } = found.get(leg.marketId)!;
      if (market.status !== 'active') throw new DomainError('marketClosed', { msg: '盘口已暂停投注' });
      if (!market.outcomes.some((o) => o.key === leg.outcome && o.odds > 0)) throw refuse('bad-selection');
    }
    const all = await this.feed.matchMarkets(first.match.id);
    const winner = all?.markets.find((m) => m.type === 'fb.1x2' && m.status === 'active');
    if (!all || !winner) throw new DomainError('builderRefused', { msg: '该比赛暂不提供组合投注' });
    const [home, draw, away] = fairFromOdds(['home', 'draw', 'away'].map((k) => oddsOf(winner, k)));
    const matrix = impliedScoreMatrix(
      all.match.score,
      { home: home!, draw: draw!, away: away! },
      mainTotal(all.markets),
    );
    const priced = priceFootballBuilder(
      String(first.match.id),
      matrix,
      legs.map((leg) => {
        const { market } = found.get(leg.marketId)!;
        if (!isMarketKey(market.type)) throw refuse('unsupported-market');
        return { matchId: String(first.match.id), key: market.type, specifier: market.specifier, outcome: leg.outcome };
      }),
      BUILDER_MARGIN_BP,
    );
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

const refuse = (code: string) =>
  new DomainError('builderRefused', { msg: REFUSALS[code] ?? REFUSALS['bad-selection'] });

const oddsOf = (market: MarketView, key: string): number => {
  const odds = market.outcomes.find((o) => o.key === key)?.odds ?? 0;
  if (odds <= 1000) throw new DomainError('builderRefused', { msg: '该比赛暂不提供组合投注' });
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
