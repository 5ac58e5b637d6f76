import { isMoney, toMinorUnits } from '@courtside/domain';
import { potentialReturn, systemPotentialReturn, systemTypes } from '@courtside/domain/betting';
import { freeBetReturn } from '@courtside/domain/promotions';
import type { Pick, SlipFreeBet, SlipMode } from './store';

/** A typed stake in minor units, or 0 while it is empty or not an amount. */
export const stakeOf = (text: string | undefined): bigint => {
  const value = (text ?? '').trim();
  return value && isMoney(value) ? toMinorUnits(value) : 0n;
};

/** One bet the slip would place, priced at the prices now. */
export interface SlipBet {
  /** The stakes key: a market id for a single, the type name (3串1, 3串4) for a parlay. */
  key: string;
  kind: 'single' | 'parlay' | 'system' | 'builder';
  systemType?: string;
  picks: Pick[];
  /** Stake per bet (per combination on a system bet). */
  unitStake: bigint;
  combinations: number;
  totalStake: bigint;
  /** What it takes from the member's wallet: nothing for a free bet, whose stake the house pays. */
  walletStake: bigint;
  /** What the member can win: a free bet's return less the stake. */
  potential: bigint;
  freeBetId?: number;
}

/** Whether the selections can be combined: two or more, each from a different match, no builder among them. */
export const canParlay = (picks: readonly Pick[]): boolean =>
  picks.length >= 2 && !picks.some((p) => p.builderLegs) && new Set(picks.map((p) => p.matchId)).size === picks.length;

/** Every way to combine the selections: n串1 and the standard system types (3串4, 4串11 ...). */
export const parlayTypes = (picks: readonly Pick[]) => (canParlay(picks) ? systemTypes(picks.length) : []);

/** The bets of the 单关 tab: one per selection with a stake typed or a free bet chosen. */
export function singleBets(
  picks: readonly Pick[],
  stakes: Readonly<Record<string, string>>,
  freeBets: Readonly<Record<string, SlipFreeBet>> = {},
): SlipBet[] {
  return picks.flatMap((pick) => {
    const key = String(pick.marketId);
    const token = pick.builderLegs ? undefined : freeBets[key];
    const unitStake = token ? stakeOf(token.amount) : stakeOf(stakes[key]);
    if (unitStake <= 0n) return [];
    const potential = potentialReturn(unitStake, [pick.odds]);
    return [
      {
        key,
        kind: pick.builderLegs ? ('builder' as const) : ('single' as const),
        picks: [pick],
        unitStake,
        combinations: 1,
        totalStake: unitStake,
        walletStake: token ? 0n : unitStake,
        potential: token ? freeBetReturn(potential, unitStake).member : potential,
        ...(token ? { freeBetId: token.id } : {}),
      },
    ];
  });
}

/** The bets of the 串关 tab: one per combination type with a stake typed. */
export function parlayBets(picks: readonly Pick[], stakes: Readonly<Record<string, string>>): SlipBet[] {
  const odds = picks.map((p) => p.odds);
  return parlayTypes(picks).flatMap((type) => {
    const unitStake = stakeOf(stakes[type.name]);
    if (unitStake <= 0n) return [];
    const parlay = type.combinations === 1;
    return [
      {
        key: type.name,
        kind: parlay ? ('parlay' as const) : ('system' as const),
        ...(parlay ? {} : { systemType: type.name }),
        picks: [...picks],
        unitStake,
        combinations: type.combinations,
        totalStake: unitStake * BigInt(type.combinations),
        walletStake: unitStake * BigInt(type.combinations),
        potential: parlay ? potentialReturn(unitStake, odds) : systemPotentialReturn(unitStake, odds, type),
      },
    ];
  });
}

/** The tab the slip shows: 串关 only while the selections can be combined, whatever the member chose last. */
export const slipTab = (picks: readonly Pick[], mode: SlipMode): SlipMode =>
  mode === 'parlay' && canParlay(picks) ? 'parlay' : 'single';

/** The bets the slip would place now, from the tab it shows. */
export const slipBets = (
  picks: readonly Pick[],
  mode: SlipMode,
  stakes: Readonly<Record<string, string>>,
  freeBets: Readonly<Record<string, SlipFreeBet>> = {},
) => (slipTab(picks, mode) === 'parlay' ? parlayBets(picks, stakes) : singleBets(picks, stakes, freeBets));

/**
 * The stake fields the quick stakes (the amount chips and 最大) may fill: each single, or each 串关 type.
 * A single staked by a free bet is not one: its stake is the token's amount, not the member's to choose.
 */
export const typedStakeKeys = (
  picks: readonly Pick[],
  mode: SlipMode,
  freeBets: Readonly<Record<string, SlipFreeBet>> = {},
): string[] =>
  slipTab(picks, mode) === 'single'
    ? picks.map((p) => String(p.marketId)).filter((key) => !freeBets[key])
    : parlayTypes(picks).map((type) => type.name);

/** The slip's figures: its stake is what the member's wallet pays (free bets are the house's). */
export const totals = (bets: readonly SlipBet[]) => ({
  count: bets.length,
  stake: bets.reduce((sum, b) => sum + b.walletStake, 0n),
  potential: bets.reduce((sum, b) => sum + b.potential, 0n),
});
