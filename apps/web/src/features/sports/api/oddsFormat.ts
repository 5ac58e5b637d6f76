import { formatDecimalOdds, formatHongKongOdds } from '@courtside/domain/pricing';
import { useSyncExternalStore } from 'react';

/** 欧洲盘 (decimal) or 香港盘 (Hong Kong): the member's choice, kept in this browser. */
export type OddsFormat = 'decimal' | 'hongkong';
const KEY = 'oddsFormat';
const listeners = new Set<() => void>();

const read = (): OddsFormat => {
  try {
    return localStorage.getItem(KEY) === 'hongkong' ? 'hongkong' : 'decimal';
  } catch {
    return 'decimal';
  }
};

export function setOddsFormat(format: OddsFormat): void {
  try {
    localStorage.setItem(KEY, format);
  } catch {
    // private mode: the choice lasts for this page only
  }
  for (const listener of listeners) listener();
}

export function useOddsFormat(): OddsFormat {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => 'decimal',
  );
}

/** Odds x 1000 as the chosen format shows them. */
export const formatOdds = (odds: number, format: OddsFormat): string =>
  format === 'hongkong' ? formatHongKongOdds(odds) : formatDecimalOdds(odds);
