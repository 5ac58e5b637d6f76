import {
  amountText,
  depositAppealRequest,
  insertAddressRequest,
  insertCardRequest,
  type UsdtNetwork,
  usdtConvertRequest,
  usdtNetwork,
} from '@courtside/contract';
import { isMoney, isUsdtAddress, isWithdrawalPassword, toMinorUnits } from '@courtside/domain';
import { z } from 'zod';
import type { TFunction } from '../../i18n';
import { refuseOverLimit, refuseOverPaymentMax } from '../../shared/money';

/**
 * The payment forms' rules for react-hook-form: each field takes the contract's schema (so the
 * page refuses what the server would, in the server's words), and the checks only the page can
 * make — a channel's limits, the balance, today's total — are refinements on top, like the
 * wallet's transfer form. An amount field takes any well-formed amount; its limits (the page's, then
 * the contract's ceiling) are refinements, so 200000 is "over the limit of …", never a format message.
 */

type Money = (value: string | bigint) => string;

/** An amount within [min, max] (both server amounts); silent when the limits are unusable. Answers whether it spoke. */
function refuseOutOfRange(
  ctx: z.RefinementCtx,
  amount: string,
  limits: { min: string; max: string },
  message: string,
): boolean {
  if (!isMoney(amount) || !isMoney(limits.min) || !isMoney(limits.max)) return false;
  const minor = toMinorUnits(amount);
  if (minor < toMinorUnits(limits.min) || minor > toMinorUnits(limits.max)) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message });
    return true;
  }
  return false;
}

export interface DepositChannelLimits {
  code: string;
  kind: 'gateway' | 'bankTransfer' | 'usdt';
  minAmount: string;
  maxAmount: string;
}

/** 存款: a channel, the network on a USDT channel, and an amount inside the channel's limits. */
export const depositForm = (channels: readonly DepositChannelLimits[], t: TFunction, money: Money) =>
  z
    .object({
      channelCode: z.string().min(1, t('payment.deposit.chooseChannel')),
      network: usdtNetwork.nullable(),
      amount: amountText,
    })
    .superRefine((value, ctx) => {
      const channel = channels.find((item) => item.code === value.channelCode);
      const outside =
        channel !== undefined &&
        refuseOutOfRange(
          ctx,
          value.amount,
          { min: channel.minAmount, max: channel.maxAmount },
          t('payment.deposit.outOfRange', { min: money(channel.minAmount), max: money(channel.maxAmount) }),
        );
      if (!outside) refuseOverPaymentMax(ctx, value.amount);
      if (!channel) return;
      if (channel.kind === 'usdt' && !value.network) {
        ctx.addIssue({ code: 'custom', path: ['network'], message: t('payment.deposit.chooseNetwork') });
      }
    });
export type DepositFormValues = z.input<ReturnType<typeof depositForm>>;

export interface WithdrawLimits {
  minAmount: string;
  maxAmount: string;
  available: string;
  /** Minor units still allowed today, or null when the site sets no daily total. */
  leftTodayMinor: bigint | null;
}

/** 提现: a destination and an amount within the per-request limits, the balance and today's total. */
export const withdrawForm = (limits: WithdrawLimits, t: TFunction, money: Money) =>
  z
    .object({
      destination: z.string().min(1, t('payment.withdraw.chooseDestination')),
      amount: amountText,
    })
    .superRefine((value, ctx) => {
      let refused = refuseOutOfRange(
        ctx,
        value.amount,
        { min: limits.minAmount, max: limits.maxAmount },
        t('payment.withdraw.outOfRange', { min: money(limits.minAmount), max: money(limits.maxAmount) }),
      );
      if (isMoney(limits.available)) {
        refused =
          refuseOverLimit(
            ctx,
            value.amount,
            toMinorUnits(limits.available),
            t('payment.withdraw.overBalance', { money: money(limits.available) }),
          ) || refused;
      }
      const left = limits.leftTodayMinor;
      if (left !== null) {
        refused =
          refuseOverLimit(
            ctx,
            value.amount,
            left,
            t('payment.withdraw.overDaily', { money: money(left > 0n ? left : 0n) }),
          ) || refused;
      }
      if (!refused) refuseOverPaymentMax(ctx, value.amount);
    });
export type WithdrawFormValues = z.input<ReturnType<typeof withdrawForm>>;

/**
 * The withdrawal password typed on the keypad: the domain's six-digit rule (the one the contract's
 * `withdrawPassword` applies), worded for the site — 取款密码 or, on a USDT site, 提币密码.
 */
export const pinForm = (t: TFunction) =>
  z.object({ pin: z.string().refine(isWithdrawalPassword, t('payment.withdraw.passwordRequired')) });
export type PinFormValues = z.input<ReturnType<typeof pinForm>>;

/** USDT 兑换: a direction and an amount no larger than the source wallet holds. */
export const convertForm = (
  balances: { RMB: string; USDT: string },
  t: TFunction,
  show: (value: string, unit: 'RMB' | 'USDT') => string,
) =>
  z.object({ from: usdtConvertRequest.shape.from, amount: amountText }).superRefine((value, ctx) => {
    const source = balances[value.from];
    const over =
      isMoney(source) &&
      refuseOverLimit(
        ctx,
        value.amount,
        toMinorUnits(source),
        t('payment.convert.overBalance', { money: show(source, value.from) }),
      );
    if (!over) refuseOverPaymentMax(ctx, value.amount);
  });
export type ConvertFormValues = z.input<ReturnType<typeof convertForm>>;

/** 添加银行卡: the contract's request as it stands (bank from the list, a Luhn-valid number). */
export const cardForm = insertCardRequest;
export type CardFormValues = z.input<typeof cardForm>;
export type CardFormOutput = z.output<typeof cardForm>;

/** A USDT address or an e-wallet account; a USDT address must have its network's shape. */
export const addressForm = (t: TFunction) =>
  insertAddressRequest.superRefine((value, ctx) => {
    if (value.kind === 'usdt' && !isUsdtAddress(value.network as UsdtNetwork, value.address)) {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: t('payment.cards.addressInvalid', { network: value.network }),
      });
    }
  });
export type AddressFormValues = z.input<ReturnType<typeof addressForm>>;
export type AddressFormOutput = z.output<ReturnType<typeof addressForm>>;

/** An appeal or a "not arrived" note for finance: the contract's ticket text. */
export const ticketForm = z.object({ text: depositAppealRequest.shape.text });
export type TicketFormValues = z.input<typeof ticketForm>;
