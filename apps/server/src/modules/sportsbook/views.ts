import type { BetLegView, BetView, MatchView, OddsPolicy, OutcomeResult, SportId } from '@courtside/contract';
import { businessDate, fromMinorUnits } from '@courtside/domain';
import { freeBetReturn } from '@courtside/domain/promotions';
import type { BetRow, LegRow } from './store';

/** 单关, or the system type's own name; a parlay is n串1. */
export const typeName = (bet: Pick<BetRow, 'kind' | 'systemType'>, legCount: number): string => {
  if (bet.kind === 'single') return '单关';
  if (bet.kind === 'builder') return '组合投注';
  if (bet.kind === 'system' && bet.systemType) return bet.systemType;
  return `${legCount}串1`;
};

/** The number a member quotes to support: YB, the Beijing date of placement, and the id. */
export const betNo = (bet: Pick<BetRow, 'id' | 'placedAt'>): string =>
  `YB${businessDate(bet.placedAt.getTime()).replaceAll('-', '')}${String(bet.id).padStart(8, '0')}`;

const legViewOf = (leg: LegRow, match: MatchView | undefined): BetLegView => ({
  matchId: leg.matchId,
  sport: leg.sport as SportId,
  leagueName: leg.leagueName,
  home: leg.home,
  away: leg.away,
  kickoffAt: leg.kickoffAt.toISOString(),
  marketId: leg.marketId,
  marketName: leg.marketName,
  outcome: leg.outcome,
  outcomeName: leg.outcomeName,
  odds: leg.odds,
  inPlay: leg.inPlay === 1,
  scoreAtPlacement: leg.scoreAt,
  result: (leg.result as OutcomeResult | null) ?? null,
  matchStatus: match?.status ?? 'ended',
  score: match?.score ?? { home: 0, away: 0 },
});

/** What the member gets of a return: all of it, or of a free bet's the part above the stake the house paid. */
const memberShare = (bet: BetRow, returned: bigint): bigint =>
  bet.freeBetId === null ? returned : freeBetReturn(returned, bet.stake).member;

export const betViewOf = (bet: BetRow, legs: readonly LegRow[], matches: ReadonlyMap<number, MatchView>): BetView => ({
  id: bet.id,
  betNo: betNo(bet),
  kind: bet.kind as BetView['kind'],
  systemType: bet.systemType,
  typeName: typeName(bet, legs.length),
  state: bet.state as BetView['state'],
  stake: fromMinorUnits(bet.stake),
  unitStake: fromMinorUnits(bet.unitStake),
  potentialReturn: fromMinorUnits(memberShare(bet, bet.potentialReturn)),
  settledReturn: bet.settledReturn === null ? null : fromMinorUnits(memberShare(bet, bet.settledReturn)),
  cashedOut: fromMinorUnits(bet.cashedOut),
  validTurnover: fromMinorUnits(bet.validTurnover),
  freeBet: bet.freeBetId !== null,
  oddsPolicy: bet.oddsPolicy as OddsPolicy,
  rejectReason: bet.rejectReason ?? (bet.voidReason ? `注单已作废：${bet.voidReason}` : null),
  placedAt: bet.placedAt.toISOString(),
  decideAt: bet.decideAt?.toISOString() ?? null,
  settledAt: bet.settledAt?.toISOString() ?? null,
  legs: legs.map((leg) => legViewOf(leg, matches.get(leg.matchId))),
});
