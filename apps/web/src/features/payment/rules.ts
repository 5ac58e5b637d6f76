import { fromMinorUnits, isMoney, toMinorUnits } from '@courtside/domain';

/** The quick amounts a deposit offers, kept to those the channel accepts. */
export const DEPOSIT_CHIPS = ['100', '500', '1000', '5000', '10000', '50000'] as const;

export function chipsWithin(minAmount: string, maxAmount: string): string[] {
  if (!isMoney(minAmount) || !isMoney(maxAmount)) return [];
  const min = toMinorUnits(minAmount);
  const max = toMinorUnits(maxAmount);
  return DEPOSIT_CHIPS.filter((chip) => {
    const minor = toMinorUnits(chip);
    return minor >= min && minor <= max;
  });
}

/** A decimal string ("7.2015") as an integer and the power of ten it is scaled by. */
function scaled(decimal: string): { value: bigint; scale: bigint } | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { value: BigInt(`${match[1]}${fraction}`), scale: 10n ** BigInt(fraction.length) };
}

/**
 * What a conversion pays out at `rate` RMB per USDT, floored to the cent as the server does:
 * RMB -> USDT divides by the rate, USDT -> RMB multiplies. Null when the amount or rate is unusable.
 */
export function convertPreview(amount: string, rate: string, from: 'RMB' | 'USDT'): string | null {
  const trimmed = amount.trim();
  const parsedRate = scaled(rate);
  if (!isMoney(trimmed) || !parsedRate || parsedRate.value === 0n) return null;
  const minor = toMinorUnits(trimmed);
  const out =
    from === 'RMB' ? (minor * parsedRate.scale) / parsedRate.value : (minor * parsedRate.value) / parsedRate.scale;
  return fromMinorUnits(out);
}

/** The fee a channel takes: `feeRate` is a percentage ("0.50" is half a percent), floored to the cent. */
export function feeOf(amount: string, feeRate: string): string | null {
  const rate = scaled(feeRate);
  if (!isMoney(amount.trim()) || !rate) return null;
  return fromMinorUnits((toMinorUnits(amount.trim()) * rate.value) / (rate.scale * 100n));
}

/** Milliseconds left until an ISO instant, never below zero. */
export const msUntil = (iso: string, nowMs: number): number => Math.max(0, Date.parse(iso) - nowMs);

/** mm:ss (or h:mm:ss) for a countdown. */
export function formatCountdown(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** Loose shape checks for instant feedback; the server has the final word (10642). */
export const usdtAddressPattern: Record<'TRC20' | 'ERC20', RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};
