// Basketball markets from the model's distributions. Spreads and totals are half-point lines, so they
// never push; whole lines are accepted too and push on the exact number. Quarter moneylines are
// two-way: a tied quarter pushes (stake back), which the EV-zero price accounts for.

import type { BasketballModel, QuarterModel } from './basketball';
import { basketballQuarter } from './basketball';
import type { Pmf } from './distributions';
import { pmfMean } from './distributions';
import type { MarketKey } from './markets';
import { marketSpecifier, readSpecifier } from './markets';
import type { MarketPrice } from './price';
import { asianMarket, mainLine, winLoseMarket } from './price';
import { lineToQuarters } from './specifier';

/** The largest |spread| priced. */
export const BASKETBALL_SPREAD_MAX = 100;

/** The largest total line priced. */
export const BASKETBALL_TOTAL_MAX = 500;

// Main-line search reaches this many points either side of the expected value.
const MAIN_LINE_REACH = 40;

/** Moneyline (独赢), overtime included, so two-way. */
export function basketballMoneyline(model: BasketballModel): MarketPrice {
  const home = model.finalMargin.p.reduce((sum, mass, i) => (model.finalMargin.offset + i > 0 ? sum + mass : sum), 0);
  return winLoseMarket('bk.ml', '', [
    ['home', home],
    ['away', 1 - home],
  ]);
}

/** Point spread (让分) on the home side's line, overtime included. */
export function basketballSpread(model: BasketballModel, line: number): MarketPrice {
  return spreadMarket('bk.spread', model.finalMargin, line);
}

/** Total points (总分), overtime included. */
export function basketballTotal(model: BasketballModel, line: number): MarketPrice {
  return totalMarket('bk.total', model.finalTotal, line);
}

/** Quarter moneyline (第N节独赢): two-way, a tied quarter pushes. */
export function basketballQuarterMoneyline(quarter: QuarterModel): MarketPrice {
  return asianMarket('bk.q.ml', marketSpecifier('bk.q.ml', { quarter: quarter.quarter }), quarter.margin, 0, [
    'home',
    'away',
  ]);
}

/** Quarter spread (第N节让分) on the home side's line. */
export function basketballQuarterSpread(quarter: QuarterModel, line: number): MarketPrice {
  return spreadMarket('bk.q.spread', quarter.margin, line, quarter.quarter);
}

/** Quarter total (第N节总分). */
export function basketballQuarterTotal(quarter: QuarterModel, line: number): MarketPrice {
  return totalMarket('bk.q.total', quarter.total, line, quarter.quarter);
}

/** The main spread: the half-point line whose sides are closest to even. */
export function basketballMainSpreadLine(margin: Pmf): number {
  const centre = -Math.round(pmfMean(margin));
  return (
    mainLine(halfPointLines(centre - MAIN_LINE_REACH, centre + MAIN_LINE_REACH), (quarters) =>
      asianMarket('bk.spread', '', margin, quarters, ['home', 'away']),
    ) / 4
  );
}

/** The main total: the half-point line whose over and under are closest to even. */
export function basketballMainTotalLine(total: Pmf): number {
  const centre = Math.round(pmfMean(total));
  const lines = halfPointLines(Math.max(1, centre - MAIN_LINE_REACH), centre + MAIN_LINE_REACH);
  return mainLine(lines, (quarters) => asianMarket('bk.total', '', total, -quarters, ['over', 'under'])) / 4;
}

/** Prices any basketball market by key and specifier (the feed's entry point). */
export function priceBasketballMarket(model: BasketballModel, key: MarketKey, specifier: string): MarketPrice {
  const values = readSpecifier(key, specifier);
  switch (key) {
    case 'bk.ml':
      return basketballMoneyline(model);
    case 'bk.spread':
      return basketballSpread(model, values.hcp! / 4);
    case 'bk.total':
      return basketballTotal(model, values.total! / 4);
    case 'bk.q.ml':
      return basketballQuarterMoneyline(basketballQuarter(model, values.quarter!));
    case 'bk.q.spread':
      return basketballQuarterSpread(basketballQuarter(model, values.quarter!), values.hcp! / 4);
    case 'bk.q.total':
      return basketballQuarterTotal(basketballQuarter(model, values.quarter!), values.total! / 4);
    default:
      throw new RangeError(`${key} is not a basketball market`);
  }
}

function spreadMarket(key: 'bk.spread' | 'bk.q.spread', margin: Pmf, line: number, quarter?: number): MarketPrice {
  const quarters = halfPointQuarters(line, BASKETBALL_SPREAD_MAX);
  return asianMarket(key, marketSpecifier(key, { quarter, hcp: quarters }), margin, quarters, ['home', 'away']);
}

function totalMarket(key: 'bk.total' | 'bk.q.total', total: Pmf, line: number, quarter?: number): MarketPrice {
  const quarters = halfPointQuarters(line, BASKETBALL_TOTAL_MAX);
  if (quarters <= 0) throw new RangeError(`a total line must be positive, got ${line}`);
  return asianMarket(key, marketSpecifier(key, { quarter, total: quarters }), total, -quarters, ['over', 'under']);
}

// Basketball lines move in half points; quarter lines are not offered.
function halfPointQuarters(line: number, limit: number): number {
  const quarters = lineToQuarters(line, limit);
  if (quarters % 2 !== 0) throw new RangeError(`basketball lines are multiples of 0.5, got ${line}`);
  return quarters;
}

// The x.5 lines from `from` to `to` points, in quarters.
function halfPointLines(from: number, to: number): number[] {
  const lines: number[] = [];
  for (let points = from; points <= to; points++) lines.push(points * 4 + 2);
  return lines;
}
