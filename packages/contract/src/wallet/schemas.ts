import { isMoney } from '@courtside/domain';
import { z } from 'zod';
import { calendarDate, entityId, requestId, venueCode } from '../common';
import { venueSummary } from '../venue/schemas';

/**
 * The multi-venue wallet (spec sections 4 and 7: games and finance). Amounts travel as decimal
 * strings with two places ("1234.50"), never as floats (DESIGN.md section 2).
 */

export const walletCurrency = z.enum(['RMB', 'USDT']);
export type WalletCurrency = z.infer<typeof walletCurrency>;
/**
 * Every currency the ledger keeps: the wallet's money and the gold coins of gifts (COIN). A COIN
 * amount is whole coins ("86"), never money with two decimals.
 */
export const ledgerCurrency = z.enum(['RMB', 'USDT', 'COIN']);

const amount = z
  .string()
  .trim()
  .refine((v) => isMoney(v) && Number(v) > 0, '请输入正确的金额（大于0，最多两位小数）')
  .refine((v) => v.split('.')[0]!.length <= 12, '金额过大');
/** A client-made id per money request; the same id replays the first answer (DESIGN.md section 3). */

export const transferState = z.enum(['posted', 'pending', 'voided']);

export const venueWallet = venueSummary.extend({
  balance: z.string(),
  /** Money on its way between this venue and the centre wallet, not yet confirmed by the venue. */
  pending: z.string(),
});

export const balancesResponse = z.object({
  currency: walletCurrency,
  centre: z.object({ balance: z.string(), available: z.string(), pending: z.string() }),
  venues: z.array(venueWallet),
  total: z.string(),
  /**
   * What the member owes the house ("0.00" when nothing): a settlement undone after its winnings were
   * spent. It is repaid first from the member's next sports winnings (cash-outs included) and deposits.
   */
  owed: z.string(),
});
export type Balances = z.infer<typeof balancesResponse>;

export const transferRequest = z.object({ venueCode, amount, requestId });
export const requestOnly = z.object({ requestId });

export const transferResult = z.object({
  transferId: z.number().int(),
  venueCode: z.string(),
  direction: z.enum(['in', 'out']),
  amount: z.string(),
  state: transferState,
  centreAvailable: z.string(),
});
export type TransferResult = z.infer<typeof transferResult>;

export const oneClickResult = z.object({
  requestId: z.string(),
  results: z.array(
    z.object({
      venueCode: z.string(),
      venueName: z.string(),
      amount: z.string(),
      state: z.enum(['posted', 'pending', 'voided', 'skipped', 'failed']),
      message: z.string(),
    }),
  ),
  centreAvailable: z.string(),
});

export const walletTypeBody = z.object({ walletType: walletCurrency });
export const autoTransferBody = z.object({ enabled: z.boolean() });

export const dealKind = z.enum([
  'transferIn',
  'transferOut',
  'adjustment',
  'deposit',
  'withdraw',
  'bonus',
  // The savings wallet (余额宝): moves in and out, daily interest, task rewards.
  'yebIn',
  'yebOut',
  'yebInterest',
  'yebTaskReward',
  // Gold coins bought for gifts: the money side of the purchase.
  'coinBuy',
  // The daily 返水, paid into the centre wallet.
  'rebate',
]);
export const dealRecordsRequest = z
  .object({
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
    kind: dealKind.optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: '开始日期不能晚于结束日期', path: ['from'] });
export const dealRecord = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** Signed from the member's point of view: money into the centre wallet is positive. */
  amount: z.string(),
  state: transferState,
  /** The venue of a transfer in or out; empty for movements of the centre wallet alone. */
  venueCode: z.string(),
  createdAt: z.string(),
});
export const dealRecordsResponse = z.object({
  items: z.array(dealRecord),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Back office: credit or debit a member's centre wallet against the house adjustment account. */
export const adjustmentRequest = z.object({
  memberId: entityId,
  direction: z.enum(['credit', 'debit']),
  amount,
  reason: z.string().trim().min(2, '请填写调整原因').max(200),
  requestId,
});
