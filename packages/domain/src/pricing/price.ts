// The shape every model returns: a market's outcomes with their fair probabilities. Probabilities stay
// floating point here; `marketOdds` is the one edge where a market becomes odds integers.

import type { Pmf } from './distributions';
import { applyMargin } from './margin';
import type { MarketKey } from './markets';
import type { ResultDistribution } from './results';
import { asianResult, emptyDistribution, fairProbability, mirrorResult, winLose } from './results';

/** One outcome's fair price. */
export interface OutcomePrice {
  readonly outcome: string;
  /** How likely each settlement result is (win, half-win, push, void, half-lose, lose). */
  readonly results: ResultDistribution;
  /**
   * The fair implied probability: 1 / the EV-zero decimal price (see `fairProbability`). For
   * win/lose outcomes it is P(win); for lines that push or split it accounts for refunded stakes.
   * A market's outcome probabilities sum to 1.
   */
  readonly probability: number;
  /** The EV-zero decimal price, 1 / probability (Infinity when the outcome cannot win). */
  readonly fairPrice: number;
}

/** A priced market: its key, specifier and outcomes. */
export interface MarketPrice {
  readonly key: MarketKey;
  readonly specifier: string;
  readonly outcomes: readonly OutcomePrice[];
}

/** An outcome key with its result distribution, before pricing. */
export interface OutcomeResults {
  readonly outcome: string;
  readonly results: ResultDistribution;
}

/**
 * Prices outcomes from their result distributions. If the market refunds every stake for certain (a
 * whole line already landed), every price is fair and the outcomes share probability equally; the feed
 * should deactivate such a market rather than trade it.
 */
export function marketFromResults(key: MarketKey, specifier: string, entries: readonly OutcomeResults[]): MarketPrice {
  const fair = entries.map((entry) => fairProbability(entry.results));
  const certainRefund = fair.some((p) => p === null);
  const outcomes = entries.map((entry, i): OutcomePrice => {
    const probability = certainRefund ? 1 / entries.length : clampUnit(fair[i]!);
    return { outcome: entry.outcome, results: entry.results, probability, fairPrice: 1 / probability };
  });
  return { key, specifier, outcomes };
}

/** A market whose outcomes each simply win or lose, from P(win) per outcome (these sum to 1). */
export function winLoseMarket(
  key: MarketKey,
  specifier: string,
  entries: readonly (readonly [outcome: string, probability: number])[],
): MarketPrice {
  return marketFromResults(
    key,
    specifier,
    entries.map(([outcome, p]) => ({ outcome, results: winLose(clampUnit(p)) })),
  );
}

/**
 * A two-way Asian line from the distribution of the first side's margin: side one gets
 * `asianResult(margin, lineQuarters)`, side two the mirror image. Handicaps pass the home margin and
 * the home line; totals pass the total with the over's line (minus the total line).
 */
export function asianMarket(
  key: MarketKey,
  specifier: string,
  margins: Pmf,
  lineQuarters: number,
  outcomes: readonly [string, string],
): MarketPrice {
  const first = emptyDistribution();
  const second = emptyDistribution();
  margins.p.forEach((mass, i) => {
    if (mass === 0) return;
    const result = asianResult(margins.offset + i, lineQuarters);
    first[result] += mass;
    second[mirrorResult(result)] += mass;
  });
  return marketFromResults(key, specifier, [
    { outcome: outcomes[0], results: first },
    { outcome: outcomes[1], results: second },
  ]);
}

/** The market's odds integers with the margin applied by the one named method (power, see margin.ts). */
export function marketOdds(market: MarketPrice, marginBp: number): { outcome: string; odds: number }[] {
  const probabilities = normalise(market.outcomes.map((outcome) => outcome.probability));
  const odds = applyMargin(probabilities, marginBp);
  return market.outcomes.map((outcome, i) => ({ outcome: outcome.outcome, odds: odds[i]! }));
}

/** The probability of one outcome of a priced market; throws if the market has no such outcome. */
export function outcomeProbability(market: MarketPrice, outcome: string): number {
  const found = market.outcomes.find((o) => o.outcome === outcome);
  if (found === undefined) throw new RangeError(`${market.key} has no outcome ${outcome}`);
  return found.probability;
}

/**
 * The "main" line among candidates (in quarters): the one whose first outcome is closest to an even
 * 0.5, ties going to the line nearer zero and then the lower line, so the choice is deterministic.
 */
export function mainLine(candidates: readonly number[], priceAt: (lineQuarters: number) => MarketPrice): number {
  let best: { line: number; distance: number } | null = null;
  for (const line of candidates) {
    const distance = Math.abs(priceAt(line).outcomes[0]!.probability - 0.5);
    const better =
      best === null ||
      distance < best.distance - 1e-12 ||
      (Math.abs(distance - best.distance) <= 1e-12 &&
        (Math.abs(line) < Math.abs(best.line) || (Math.abs(line) === Math.abs(best.line) && line < best.line)));
    if (better) best = { line, distance };
  }
  if (best === null) throw new RangeError('no candidate lines');
  return best.line;
}

/** Candidate lines from `from` to `to` (quarters, inclusive) in steps of `step` quarters. */
export function lineRange(from: number, to: number, step: number): number[] {
  const lines: number[] = [];
  for (let line = from; line <= to; line += step) lines.push(line);
  return lines;
}

function clampUnit(p: number): number {
  return Math.min(1, Math.max(0, p));
}

// Fair probabilities already sum to 1 up to rounding; renormalising removes that last ulp so the margin
// step's strict check never trips on noise.
function normalise(probabilities: readonly number[]): number[] {
  const sum = probabilities.reduce((total, p) => total + p, 0);
  return probabilities.map((p) => p / sum);
}
