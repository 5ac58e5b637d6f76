import { paymentAmountProblem, type WalletCurrency } from '@courtside/contract';
import { formatMoney, isMoney, toMinorUnits } from '@courtside/domain';
import { useCallback } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../i18n';

/** A balance from the server in minor units; one that is not a plain amount counts as nothing to move. */
export const minorOf = (value: string): bigint => (isMoney(value) ? toMinorUnits(value) : 0n);

/** Whether a server amount (possibly signed) is anything but zero. */
export const isNonZero = (value: string): boolean => minorOf(value.replace(/^-/, '')) !== 0n;

/** Formats an amount in the wallet's currency: '¥1,234.50' or '1,234.50 USDT'. */
export function useMoney(currency: WalletCurrency = 'RMB') {
  const { t } = useTranslation();
  return useCallback((value: string | bigint) => t(`money.${currency}`, { amount: formatMoney(value) }), [t, currency]);
}

/**
 * Adds the form's "more than the source holds" issue to the amount, when the amount is over the limit;
 * answers whether it did.
 */
export function refuseOverLimit(ctx: z.RefinementCtx, amount: string, limit: bigint, message: string): boolean {
  if (isMoney(amount) && toMinorUnits(amount) > limit) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message });
    return true;
  }
  return false;
}

/**
 * The contract's ceiling on one payment (99,999.99), for a form whose field takes any well-formed
 * amount: it speaks only when the screen's own limits (a channel's range, the balance) had nothing to
 * say, so the member hears about the limit that matters to them, with its figure, never a format message.
 */
export function refuseOverPaymentMax(ctx: z.RefinementCtx, amount: string): void {
  const problem = isMoney(amount) ? paymentAmountProblem(amount) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
}
