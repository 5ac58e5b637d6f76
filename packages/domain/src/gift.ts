import { businessDate, businessDayStart } from './time';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How a gift's value in coins is divided: the anchor's share (basis points of the whole, rounded
 * down) and the house's remainder, so the two always add up to the whole and no coin is made or lost.
 */
export function splitGiftValue(totalCoins: bigint, anchorShareBp: number): { anchor: bigint; house: bigint } {
  if (totalCoins <= 0n) throw new RangeError('a gift is worth at least one coin');
  if (!Number.isInteger(anchorShareBp) || anchorShareBp < 0 || anchorShareBp > 10_000) {
    throw new RangeError(`anchor share out of range: ${anchorShareBp}`);
  }
  const anchor = (totalCoins * BigInt(anchorShareBp)) / 10_000n;
  return { anchor, house: totalCoins - anchor };
}

/** What a number of coins costs in minor units of the site's currency, at a price per coin in minor units. */
export function coinCostMinor(coins: bigint, coinPriceMinor: bigint): bigint {
  if (coins <= 0n || coinPriceMinor <= 0n) throw new RangeError('coins and their price must be positive');
  return coins * coinPriceMinor;
}

/**
 * The first instant of a gift-rank period containing `nowMs`, in Asia/Shanghai business time: the
 * day starts at 00:00, the week on Monday 00:00; all time has no start (null).
 */
export function rankPeriodStart(period: 'day' | 'week' | 'all', nowMs: number): number | null {
  if (period === 'all') return null;
  const date = businessDate(nowMs);
  const dayStart = businessDayStart(date);
  if (period === 'day') return dayStart;
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const mondayBased = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return dayStart - mondayBased * DAY_MS;
}

/**
 * A nickname as other members see it on a public board: first and last character kept, the middle
 * starred (at least two stars); one or two characters keep the first and star the rest.
 */
export function maskNick(nick: string): string {
  const chars = [...nick];
  if (chars.length === 0) return '**';
  if (chars.length <= 2) return `${chars[0]}**`;
  return `${chars[0]}${'*'.repeat(Math.max(2, Math.min(chars.length - 2, 4)))}${chars[chars.length - 1]}`;
}
