import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketballModel } from './basketball';
import { basketballMoneyline, basketballTotal } from './basketball-markets';
import { type BuilderPrice, type BuilderSelection, priceBasketballBuilder, priceFootballBuilder } from './builder';
import { pmfMass } from './distributions';
import { footballModel, scoreMass, scoreMatrix } from './football';
import { football1x2, footballBothTeamsScore, footballOverUnder } from './football-markets';
import { applyMarginToEvent } from './margin';
import type { MarketKey } from './markets';
import { outcomeProbability } from './price';

const leg = (key: MarketKey, specifier: string, outcome: string, matchId = 'm1'): BuilderSelection => ({
  matchId,
  key,
  specifier,
  outcome,
});
const probabilityOf = (price: BuilderPrice) => {
  if (!price.ok) throw new Error(`refused: ${price.refusal.code}`);
  return price.probability;
};
const refusalOf = (price: BuilderPrice) => (price.ok ? null : price.refusal.code);

describe('football bet builder', () => {
  const m = scoreMatrix({ home: 1.6, away: 1.1 });

  it('prices the joint probability from the score matrix', () => {
    const price = priceFootballBuilder('m1', m, [leg('fb.1x2', '', 'home'), leg('fb.btts', '', 'yes')], 500);
    expect(probabilityOf(price)).toBeCloseTo(
      scoreMass(m, (h, a) => h > a && a > 0),
      15,
    );
    expect(price.ok && price.odds).toBe(applyMarginToEvent(probabilityOf(price), 500));
    expect(price.ok && price.fairPrice).toBeCloseTo(1 / probabilityOf(price), 12);
  });

  it('combines handicaps, totals and correct scores read the way settlement reads them', () => {
    const price = priceFootballBuilder(
      'm1',
      m,
      [leg('fb.ah', 'hcp=-1.5', 'home'), leg('fb.ou', 'total=3.5', 'under'), leg('fb.cs', '', '2-0')],
      0,
    );
    expect(probabilityOf(price)).toBeCloseTo(
      scoreMass(m, (h, a) => h === 2 && a === 0),
      15,
    );
  });

  it('is never more likely than its least likely leg, and equals it when implied', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 3, noNaN: true }),
        fc.double({ min: 0.2, max: 3, noNaN: true }),
        fc.integer({ min: 0, max: 5 }).map((n) => n + 0.5),
        fc.constantFrom('home', 'draw', 'away'),
        (home, away, line, result) => {
          const matrix = scoreMatrix({ home, away });
          const over = outcomeProbability(footballOverUnder(matrix, line), 'over');
          const oneXTwo = outcomeProbability(football1x2(matrix), result);
          const joint = priceFootballBuilder(
            'm1',
            matrix,
            [leg('fb.1x2', '', result), leg('fb.ou', `total=${line}`, 'over')],
            500,
          );
          if (joint.ok) expect(joint.probability).toBeLessThanOrEqual(Math.min(over, oneXTwo) + 1e-12);
        },
      ),
    );
    // Home -0.5 is the home win: adding it to the home win changes nothing.
    const implied = priceFootballBuilder('m1', m, [leg('fb.1x2', '', 'home'), leg('fb.ah', 'hcp=-0.5', 'home')], 0);
    expect(probabilityOf(implied)).toBeCloseTo(outcomeProbability(football1x2(m), 'home'), 15);
  });

  it('works in play on the in-play matrix', () => {
    const live = footballModel({ rates: { home: 1.6, away: 1.1 }, elapsedMinutes: 60, score: { home: 1, away: 1 } });
    const price = priceFootballBuilder(
      'm1',
      live.fullTime,
      [leg('fb.btts', '', 'yes'), leg('fb.ou', 'total=1.5', 'under')],
      500,
    );
    expect(refusalOf(price)).toBe('impossible');
    const yes = priceFootballBuilder('m1', live.fullTime, [leg('fb.btts', '', 'yes'), leg('fb.1x2', '', 'draw')], 500);
    expect(probabilityOf(yes)).toBeCloseTo(outcomeProbability(football1x2(live.fullTime), 'draw'), 12);
    expect(outcomeProbability(footballBothTeamsScore(live.fullTime), 'yes')).toBe(1);
  });

  it.each<[string, BuilderSelection[], string]>([
    ['one leg', [leg('fb.1x2', '', 'home')], 'too-few-legs'],
    ['thirteen legs', Array.from({ length: 13 }, (_, i) => leg('fb.ou', `total=${i}.5`, 'over')), 'too-many-legs'],
    ['two matches', [leg('fb.1x2', '', 'home'), leg('fb.btts', '', 'yes', 'm2')], 'mixed-matches'],
    ['a half-time market', [leg('fb.1x2', '', 'home'), leg('fb.ht1x2', '', 'home')], 'unsupported-market'],
    ['next goal', [leg('fb.1x2', '', 'home'), leg('fb.nextgoal', 'goalnr=1', 'home')], 'unsupported-market'],
    ['a basketball market', [leg('fb.1x2', '', 'home'), leg('bk.ml', '', 'home')], 'unsupported-market'],
    ['a quarter line', [leg('fb.1x2', '', 'home'), leg('fb.ah', 'hcp=-0.25', 'home')], 'line-can-push'],
    ['a whole line', [leg('fb.1x2', '', 'home'), leg('fb.ou', 'total=2', 'over')], 'line-can-push'],
    ['a repeated market', [leg('fb.1x2', '', 'home'), leg('fb.1x2', '', 'draw')], 'repeated-market'],
    ['contradictory legs', [leg('fb.1x2', '', 'home'), leg('fb.cs', '', '0-1')], 'impossible'],
    ['an unknown outcome', [leg('fb.1x2', '', 'home'), leg('fb.btts', '', 'maybe')], 'bad-selection'],
    ['a bad specifier', [leg('fb.1x2', '', 'home'), leg('fb.ou', 'total=x', 'over')], 'bad-selection'],
  ])('refuses %s', (_label, selections, code) => {
    const price = priceFootballBuilder('m1', m, selections, 500);
    expect(refusalOf(price)).toBe(code);
  });

  it('names the offending leg', () => {
    const price = priceFootballBuilder('m1', m, [leg('fb.1x2', '', 'home'), leg('fb.ah', 'hcp=0', 'home')], 500);
    expect(price.ok ? null : price.refusal.legIndex).toBe(1);
  });
});

describe('basketball bet builder', () => {
  const model = basketballModel({ homeRating: 3, awayRating: 0 });

  it('joins margin and total over both the regulation and the overtime branch', () => {
    const price = priceBasketballBuilder(
      'm1',
      model,
      [leg('bk.ml', '', 'home'), leg('bk.total', 'total=220.5', 'over')],
      500,
    );
    const regulation = pmfMass(model.regulationMargin, (v) => v > 0) * pmfMass(model.regulationTotal, (v) => v > 220.5);
    const overtime =
      model.tieProbability *
      pmfMass(model.overtimeMargin, (v) => v > 0) *
      pmfMass(model.overtimeTotal, (v) => v > 220.5);
    expect(probabilityOf(price)).toBeCloseTo(regulation + overtime, 15);
    const home = outcomeProbability(basketballMoneyline(model), 'home');
    const over = outcomeProbability(basketballTotal(model, 220.5), 'over');
    // Independent within regulation, so close to (but not exactly) the product.
    expect(probabilityOf(price)).toBeCloseTo(home * over, 2);
  });

  it('treats the home moneyline and home -0.5 as the same event', () => {
    const price = priceBasketballBuilder(
      'm1',
      model,
      [leg('bk.ml', '', 'home'), leg('bk.spread', 'hcp=-0.5', 'home')],
      0,
    );
    expect(probabilityOf(price)).toBeCloseTo(outcomeProbability(basketballMoneyline(model), 'home'), 12);
  });

  it('refuses whole lines, quarter markets, other sports and contradictions', () => {
    const refuse = (selections: BuilderSelection[]) => refusalOf(priceBasketballBuilder('m1', model, selections, 500));
    expect(refuse([leg('bk.ml', '', 'home'), leg('bk.spread', 'hcp=-3', 'home')])).toBe('line-can-push');
    expect(refuse([leg('bk.ml', '', 'home'), leg('bk.q.ml', 'quarter=1', 'home')])).toBe('unsupported-market');
    expect(refuse([leg('bk.ml', '', 'home'), leg('fb.1x2', '', 'home')])).toBe('unsupported-market');
    expect(refuse([leg('bk.ml', '', 'away'), leg('bk.spread', 'hcp=-80.5', 'home')])).toBe('impossible');
  });
});
