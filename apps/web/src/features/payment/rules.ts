import {
  convertAtUsdtRate,
  fromMinorUnits,
  isMoney,
  parsePercentBp,
  parseUsdtRate,
  percentOfMinor,
  toMinorUnits,
} from '@courtside/domain';

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

/**
 * What a conversion pays out at `rate` RMB per USDT, floored to the cent: the server's own rule
 * (`convertAtUsdtRate`). Null when the amount or rate is unusable.
 */
export function convertPreview(amount: string, rate: string, from: 'RMB' | 'USDT'): string | null {
  const trimmed = amount.trim();
  const parsedRate = parseUsdtRate(rate);
  if (!isMoney(trimmed) || parsedRate === null) return null;
  return fromMinorUnits(convertAtUsdtRate(from, toMinorUnits(trimmed), parsedRate));
}

/** The fee a channel takes: `feeRate` is a percentage ("0.50" is half a percent), floored to the cent. */
export function feeOf(amount: string, feeRate: string): string | null {
  const bp = parsePercentBp(feeRate);
  if (!isMoney(amount.trim()) || bp === null) return null;
  return fromMinorUnits(percentOfMinor(toMinorUnits(amount.trim()), bp));
}

/** What an order credits once paid: the sum paid less the channel's fee. */
export function creditedOf(order: { payAmount: string; fee: string }): string {
  if (!isMoney(order.payAmount) || !isMoney(order.fee)) return order.payAmount;
  return fromMinorUnits(toMinorUnits(order.payAmount) - toMinorUnits(order.fee));
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
