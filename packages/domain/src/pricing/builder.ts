// Bet builder: several selections on ONE match priced together as the joint probability from the same
// model that prices them alone (DESIGN §13), with the margin applied by the one method.
//
// Half results: a combined bet has one price, so a leg that could push or split (a whole or quarter
// Asian line) would leave the payout undefined (what does "half the stake back" mean for one leg of a
// single-priced bet?). The sound and simple rule taken here: only legs whose result is win or lose in
// every final score are accepted, i.e. half-point handicap and total lines. Other lines are refused
// with 'line-can-push'. Every accepted leg is then an event on the final score, and the bet wins when
// all of them do.

import type { BasketballModel } from './basketball';
import { pmfMass } from './distributions';
import type { ScoreMatrix } from './football';
import { forEachScore } from './football';
import { applyMarginToEvent } from './margin';
import type { MarketKey, SpecifierValues } from './markets';
import { isMarketKey, MARKET_CATALOGUE, outcomeKeys, readSpecifier } from './markets';
import type { SettlementResult } from './results';
import { footballScoreResult, sideLineResult, totalLineResult } from './settle';

/** One selection of a bet builder. */
export interface BuilderSelection {
  readonly matchId: string;
  readonly key: MarketKey;
  readonly specifier: string;
  readonly outcome: string;
}

/** Why a combination cannot be priced. */
export type BuilderRefusalCode =
  | 'too-few-legs'
  | 'too-many-legs'
  | 'mixed-matches'
  | 'unsupported-market'
  | 'bad-selection'
  | 'line-can-push'
  | 'repeated-market'
  | 'impossible';

/** A refusal, naming the first offending leg where there is one. */
export interface BuilderRefusal {
  readonly code: BuilderRefusalCode;
  readonly legIndex?: number;
  readonly message: string;
}

/** The builder's answer: a price, or a typed refusal (expected outcomes, not exceptions). */
export type BuilderPrice =
  | { readonly ok: true; readonly probability: number; readonly fairPrice: number; readonly odds: number }
  | { readonly ok: false; readonly refusal: BuilderRefusal };

/** Legs per builder: at least two (one is a single), at most twelve (a bound on everything). */
export const BUILDER_LEGS = { min: 2, max: 12 } as const;

// Below this the combination cannot happen in the model (contradictory legs).
const IMPOSSIBLE_BELOW = 1e-12;

interface Leg {
  readonly key: MarketKey;
  readonly values: SpecifierValues;
  readonly outcome: string;
}

/** Prices a football bet builder from the match's full-time score matrix. */
export function priceFootballBuilder(
  matchId: string,
  matrix: ScoreMatrix,
  selections: readonly BuilderSelection[],
  marginBp: number,
): BuilderPrice {
  const legs = checkLegs(matchId, selections, 'football');
  if (!Array.isArray(legs)) return refuse(legs);
  let joint = 0;
  forEachScore(matrix, (home, away, p) => {
    if (legs.every((leg) => isWin(footballScoreResult(leg.key, leg.values, leg.outcome, { home, away })))) joint += p;
  });
  return priced(joint, marginBp);
}

/**
 * Prices a basketball bet builder (moneyline, spread, total) from the game model. Margin and total are
 * independent within regulation (the model's assumption), but not overall: overtime both decides the
 * margin and adds points, so the joint sums the regulation and overtime branches separately over the
 * discretised margin and total grids.
 */
export function priceBasketballBuilder(
  matchId: string,
  model: BasketballModel,
  selections: readonly BuilderSelection[],
  marginBp: number,
): BuilderPrice {
  const legs = checkLegs(matchId, selections, 'basketball');
  if (!Array.isArray(legs)) return refuse(legs);
  const marginLegs = legs.filter((leg) => leg.key !== 'bk.total');
  const totalLegs = legs.filter((leg) => leg.key === 'bk.total');
  // A final margin is never 0 (overtime decides), so 0 carries no mass in either branch and is skipped.
  const marginOk = (margin: number) =>
    margin !== 0 && marginLegs.every((leg) => isWin(basketballMarginResult(leg, margin)));
  const totalOk = (total: number) =>
    totalLegs.every((leg) => isWin(totalLineResult(overUnder(leg), total, leg.values.total!)));
  const tie = model.tieProbability;
  const regulation = pmfMass(model.regulationMargin, marginOk) * pmfMass(model.regulationTotal, totalOk);
  const overtime = tie * pmfMass(model.overtimeMargin, marginOk) * pmfMass(model.overtimeTotal, totalOk);
  return priced(regulation + overtime, marginBp);
}

function basketballMarginResult(leg: Leg, margin: number): SettlementResult {
  const side = leg.outcome === 'home' ? 'home' : 'away';
  return sideLineResult(side, margin, leg.key === 'bk.ml' ? 0 : leg.values.hcp!);
}

function overUnder(leg: Leg): 'over' | 'under' {
  return leg.outcome === 'over' ? 'over' : 'under';
}

// Checks the selections and reads them into legs, or says why they cannot be combined.
function checkLegs(
  matchId: string,
  selections: readonly BuilderSelection[],
  sport: 'football' | 'basketball',
): Leg[] | BuilderRefusal {
  if (selections.length < BUILDER_LEGS.min)
    return { code: 'too-few-legs', message: `a builder needs ${BUILDER_LEGS.min} legs or more` };
  if (selections.length > BUILDER_LEGS.max)
    return { code: 'too-many-legs', message: `a builder takes at most ${BUILDER_LEGS.max} legs` };
  const legs: Leg[] = [];
  const markets = new Set<string>();
  for (const [legIndex, selection] of selections.entries()) {
    if (selection.matchId !== matchId)
      return { code: 'mixed-matches', legIndex, message: 'every leg must be on the same match' };
    if (!isMarketKey(selection.key))
      return { code: 'bad-selection', legIndex, message: `unknown market ${selection.key}` };
    const info = MARKET_CATALOGUE[selection.key];
    if (info.sport !== sport || !info.builder) {
      return { code: 'unsupported-market', legIndex, message: `${selection.key} cannot join a ${sport} builder` };
    }
    let values: SpecifierValues;
    try {
      values = readSpecifier(selection.key, selection.specifier);
    } catch {
      return {
        code: 'bad-selection',
        legIndex,
        message: `bad specifier '${selection.specifier}' for ${selection.key}`,
      };
    }
    if (!outcomeKeys(selection.key).includes(selection.outcome)) {
      return { code: 'bad-selection', legIndex, message: `${selection.key} has no outcome ${selection.outcome}` };
    }
    // Only half-point lines (quarters = 2 mod 4) always win or lose; see the file comment.
    const line = values.hcp ?? values.total;
    if (line !== undefined && Math.abs(line % 4) !== 2) {
      return {
        code: 'line-can-push',
        legIndex,
        message: `only half-point lines can be combined, got '${selection.specifier}'`,
      };
    }
    const market = `${selection.key}|${selection.specifier}`;
    if (markets.has(market)) return { code: 'repeated-market', legIndex, message: `${market} is chosen twice` };
    markets.add(market);
    legs.push({ key: selection.key, values, outcome: selection.outcome });
  }
  return legs;
}

function priced(probability: number, marginBp: number): BuilderPrice {
  if (probability < IMPOSSIBLE_BELOW) {
    return refuse({ code: 'impossible', message: 'these selections cannot all win together' });
  }
  const p = Math.min(1, probability);
  return { ok: true, probability: p, fairPrice: 1 / p, odds: applyMarginToEvent(p, marginBp) };
}

function refuse(refusal: BuilderRefusal): BuilderPrice {
  return { ok: false, refusal };
}

// Only win or lose can occur for accepted legs; anything else would mean a pushable line slipped in.
function isWin(result: SettlementResult): boolean {
  if (result !== 'win' && result !== 'lose') throw new Error(`builder leg settled as ${result}`);
  return result === 'win';
}
