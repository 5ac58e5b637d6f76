// Sports pricing: the models, markets, margin, settlement and bet-builder maths, as pure functions.
// The feed simulator prices and settles with these; the sportsbook checks and settles bets with them.

export type { BasketballModel, BasketballParams, BasketballState, QuarterModel } from './basketball';
export {
  BASKETBALL_DEFAULTS,
  BASKETBALL_QUARTERS,
  basketballCurrentQuarter,
  basketballModel,
  basketballQuarter,
} from './basketball';
export {
  BASKETBALL_SPREAD_MAX,
  BASKETBALL_TOTAL_MAX,
  basketballMainSpreadLine,
  basketballMainTotalLine,
  basketballMoneyline,
  basketballQuarterMoneyline,
  basketballQuarterSpread,
  basketballQuarterTotal,
  basketballSpread,
  basketballTotal,
  priceBasketballMarket,
} from './basketball-markets';
export type { BuilderPrice, BuilderRefusal, BuilderRefusalCode, BuilderSelection } from './builder';
export { BUILDER_LEGS, priceBasketballBuilder, priceFootballBuilder } from './builder';
export type { Pmf } from './distributions';
export { cappedPoisson, discreteNormal, erfc, normalCdf, pmfMass, pmfMean } from './distributions';
export type { BestOf, EsportsSeries } from './esports';
export {
  ESPORTS_RATING_SCALE,
  esportsMapHandicap,
  esportsMapWinner,
  esportsMatchWinner,
  esportsSeries,
  esportsTotalMaps,
  mapWinProbability,
  priceEsportsMarket,
} from './esports';
export type { FootballModel, FootballState, GoalRates, RateParams, ScoreMatrix, TeamRating } from './football';
export {
  FOOTBALL_DEFAULTS,
  FOOTBALL_REGULATION_MINUTES,
  footballModel,
  footballRates,
  forEachScore,
  goalDifference,
  remainingGoalShare,
  scoreMass,
  scoreMatrix,
  totalGoals,
} from './football';
export {
  FOOTBALL_HANDICAP_MAX,
  FOOTBALL_TOTAL_MAX,
  football1x2,
  footballAsianHandicap,
  footballBothTeamsScore,
  footballCorrectScore,
  footballHalfTime1x2,
  footballHalfTimeOverUnder,
  footballMainAsianLine,
  footballMainTotalLine,
  footballNextGoal,
  footballOverUnder,
  priceFootballMarket,
} from './football-markets';
export type { ResultProbabilities, TotalProbability } from './implied';
export { fairFromOdds, impliedRemainingRates, impliedScoreMatrix } from './implied';
export type { MarginProbability, PointsProbability } from './implied-basketball';
export { impliedBasketballModel } from './implied-basketball';
export {
  applyMargin,
  applyMarginToEvent,
  impliedProbabilities,
  MARGIN_BP_MAX,
  OUTCOMES_MAX,
  overround,
} from './margin';
export type { MarketInfo, MarketKey, MarketSport, OutcomeInfo, SpecifierValues } from './markets';
export {
  CORRECT_SCORE_MAX,
  CORRECT_SCORE_OUTCOMES,
  isMarketKey,
  MARKET_CATALOGUE,
  MARKET_KEYS,
  marketNameZh,
  marketSpecifier,
  outcomeKeys,
  outcomeNameZh,
  readSpecifier,
} from './markets';
export {
  formatDecimalOdds,
  formatHongKongOdds,
  isOdds,
  MAX_ODDS,
  MIN_ODDS,
  ODDS_SCALE,
  oddsToProbability,
  probabilityToOdds,
  sameShownOdds,
} from './odds';
export type { OutrightOptions, OutrightTeam, WinnerLeagueOptions } from './outright';
export { OUTRIGHT_LIMITS, simulateLeagueWinner, simulateWinnerLeague } from './outright';
export type { MarketPrice, OutcomePrice, OutcomeResults } from './price';
export { marketFromResults, marketOdds, outcomeProbability } from './price';
export type { Prng, PrngState } from './prng';
export { createPrng, prngFromState } from './prng';
export type { ResultDistribution, SettlementResult, VoidFactor } from './results';
export {
  asianResult,
  expectedReturn,
  fairProbability,
  isWinning,
  mirrorResult,
  returnShares,
  SETTLEMENT_RESULTS,
  voidFactor,
} from './results';
export type { Score, Side } from './score';
export type {
  BasketballStats,
  EsportsStats,
  FootballStats,
  MatchStats,
  OutcomeSettlement,
  OutrightStats,
} from './settle';
export { settleMarket, settleOutcome } from './settle';
export type { SpecifierName } from './specifier';
export { formatLineQuarters, formatSpecifier, parseLineQuarters, parseSpecifier } from './specifier';
