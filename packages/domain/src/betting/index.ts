// The public entry of the betting arithmetic: settlement, parlays and system bets, payouts, cash-out,
// turnover and daily totals. Money is bigint minor units; odds are integers, decimal odds x 1000.

export type { CashOutLeg, PartialCashOut } from './cashout';
export { cashOutFactor, cashOutOffer, partialCashOut } from './cashout';
export type { DailyBetTotals, SettledBetRecord } from './daily';
export { dailySummary } from './daily';
export type { MarketStake } from './hedge';
export { hedgedTurnover, MARKET_STAKES_MAX } from './hedge';
export type { LegResult, SettledLeg } from './leg';
export { LEG_RESULTS, legFactor } from './leg';
export { PARLAY_LEGS_MAX, parlayFactor, parlayReturn, parlayReturnExact, singleReturn } from './parlay';
export type { CappedPayout } from './payout';
export { capPayout, potentialReturn, systemPotentialReturn } from './payout';
export type { OutcomeProbabilities } from './probability';
export { expectedLegFactor, PROBABILITY_SCALE, probabilitiesFromFractions } from './probability';
export type { Ratio } from './ratio';
export type { SystemType } from './system';
export { systemReturn, systemStake, systemSubBets, systemSubLegs, systemType, systemTypes } from './system';
export { systemTurnover, validTurnover } from './turnover';
export { ODDS_MAX, ODDS_MIN, ODDS_SCALE } from './units';
