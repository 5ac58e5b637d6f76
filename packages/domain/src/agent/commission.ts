import { toMinorUnits } from '../money';
import { parsePercentBp, percentOfMinor } from '../percent';

/**
 * One step of an agent's commission table: a month's valid turnover below `belowMinor` (null: no
 * upper bound) earns `rateBp` basis points of the whole month's turnover.
 */
export interface CommissionTier {
  belowMinor: bigint | null;
  rateBp: number;
}

/** The demo table (site parameter `agent_commission_tiers` unset or malformed): 0.3 %, 0.5 %, 0.8 %. */
export const DEFAULT_COMMISSION_TIERS: readonly CommissionTier[] = [
  { belowMinor: 10_000_000n, rateBp: 30 },
  { belowMinor: 100_000_000n, rateBp: 50 },
  { belowMinor: null, rateBp: 80 },
];

/**
 * Reads the site parameter `agent_commission_tiers`: `below:percent` pairs separated by commas, in
 * rising order, the last without a bound (`100000:0.3,1000000:0.5,:0.8`, yuan and percent). Anything
 * else is null, so a typo in the back office never becomes a made-up rate.
 */
export function parseCommissionTiers(text: string | null | undefined): CommissionTier[] | null {
  const parts = (text ?? '').split(',').map((p) => p.trim());
  if (parts.length === 0 || parts[0] === '') return null;
  const tiers: CommissionTier[] = [];
  for (const [i, part] of parts.entries()) {
    const [below = '', rate = '', ...rest] = part.split(':').map((s) => s.trim());
    const rateBp = parsePercentBp(rate);
    if (rest.length > 0 || rateBp === null) return null;
    const last = i === parts.length - 1;
    if (last !== (below === '')) return null;
    let belowMinor: bigint | null = null;
    if (!last) {
      try {
        belowMinor = toMinorUnits(below);
      } catch {
        return null;
      }
      const previous = tiers.at(-1)?.belowMinor;
      if (belowMinor <= 0n || (previous !== undefined && previous !== null && belowMinor <= previous)) return null;
    }
    tiers.push({ belowMinor, rateBp });
  }
  return tiers;
}

/**
 * The month's commission estimate: the rate of the tier the whole month's valid turnover falls in
 * (a flat rate, not marginal slices: the simple reading of "below ¥100,000 0.3 %"), rounded down.
 */
export function commissionOf(
  turnoverMinor: bigint,
  tiers: readonly CommissionTier[],
): { rateBp: number; commissionMinor: bigint } {
  const tier = tiers.find((t) => t.belowMinor === null || turnoverMinor < t.belowMinor) ?? tiers.at(-1);
  const rateBp = tier?.rateBp ?? 0;
  return { rateBp, commissionMinor: turnoverMinor > 0n ? percentOfMinor(turnoverMinor, rateBp) : 0n };
}
