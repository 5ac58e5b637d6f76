// Odds are integers: decimal odds x 1000 (1.950 -> 1950), in the database, on the server and in feed
// messages (DESIGN §12). Probabilities stay floating point inside the models; these functions are the
// edge where a probability becomes a price and a price becomes text.
//
// Rounding rule, used everywhere: towards the house. A probability becomes odds by flooring to the
// next 0.001 below, and odds become two-decimal text by truncating to the 0.01 below. So no price the
// member sees is better than the model's price, and no displayed price is better than the one paid
// (settlement uses the integer, which is >= the displayed figure).

/** Decimal odds are stored multiplied by this. */
export const ODDS_SCALE = 1000;

/** The shortest price offered: 1.01. A probability whose margined price is shorter gets this. */
export const MIN_ODDS = 1010;

/** The longest price offered: 1000.00. Impossible and near-impossible outcomes get this. */
export const MAX_ODDS = 1_000_000;

// 1000 / p lands a hair below an exact integer for many p (1000 / (1 / 1.95) = 1949.9999999999998);
// without this nudge, flooring would lose a whole thousandth to floating-point noise.
const FLOOR_NUDGE = 1e-9;

/** Whether a value is a valid odds integer (an integer in [MIN_ODDS, MAX_ODDS]). */
export function isOdds(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_ODDS && value <= MAX_ODDS;
}

/**
 * The odds integer for an implied probability in [0, 1]: floor(1000 / p), clamped to
 * [MIN_ODDS, MAX_ODDS]. Probability 0 maps to MAX_ODDS; the feed should deactivate such outcomes.
 */
export function probabilityToOdds(probability: number): number {
  if (!Number.isFinite(probability) || probability < 0 || probability > 1) {
    throw new RangeError(`probability must be in [0, 1], got ${probability}`);
  }
  if (probability === 0) return MAX_ODDS;
  const raw = Math.floor(ODDS_SCALE / probability + FLOOR_NUDGE);
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, raw));
}

/** The probability an odds integer implies: 1000 / odds. */
export function oddsToProbability(odds: number): number {
  assertOdds(odds);
  return ODDS_SCALE / odds;
}

/** Decimal (欧洲盘) text with two decimals, truncated: 1955 -> "1.95", 2000 -> "2.00". */
export function formatDecimalOdds(odds: number): string {
  assertOdds(odds);
  return hundredthsText(Math.floor(odds / 10));
}

/** Hong Kong (香港盘) text: decimal minus one, two decimals, truncated: 1955 -> "0.95", 3000 -> "2.00". */
export function formatHongKongOdds(odds: number): string {
  assertOdds(odds);
  // Subtracting 1000 first keeps the two displays consistent: HK text = decimal text - 1 exactly.
  return hundredthsText(Math.floor((odds - ODDS_SCALE) / 10));
}

/**
 * Whether two odds integers show as the same text. Both formats truncate to the same hundredth
 * (Hong Kong text is decimal text minus one), so one comparison serves both: 1955 and 1951 are
 * both "1.95", a change the member cannot see.
 */
export function sameShownOdds(a: number, b: number): boolean {
  return Math.floor(a / 10) === Math.floor(b / 10);
}

function hundredthsText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

function assertOdds(odds: number): void {
  if (!isOdds(odds)) throw new RangeError(`odds must be an integer in [${MIN_ODDS}, ${MAX_ODDS}], got ${odds}`);
}
