import { isCardNumber, isMoneyLimited, isWithdrawalPassword } from '@courtside/domain';
import { z } from 'zod';

/** Deposits (spec section 7, finance: payment newTypes, payVal, closeOrder, lastUnfinished). */

const requestId = z.string().regex(/^[\w-]{8,64}$/, 'requestId 须为8-64位字母、数字、下划线或连字符');
const orderNo = z.string().regex(/^D[0-9A-Z]{8,32}$/, '订单号无效');
const withdrawOrderNo = z.string().regex(/^W[0-9A-Z]{8,32}$/, '订单号无效');

export const paymentChannel = z.object({
  code: z.string(),
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Fee as a percentage string ("0.50" is half a percent). */
  feeRate: z.string(),
  oddAmount: z.boolean(),
});

export const payValRequest = z.object({
  channelCode: z.string().regex(/^[a-zA-Z0-9_-]{2,32}$/, '支付渠道无效'),
  amount: z
    .string()
    .trim()
    .refine((v) => isMoneyLimited(v) && Number(v) > 0, '请输入正确的金额（最多5位整数、2位小数）'),
  requestId,
});

export const depositState = z.enum(['pending', 'paid', 'closed', 'expired']);

export const depositOrder = z.object({
  orderNo: z.string(),
  channelCode: z.string(),
  amount: z.string(),
  /** What to actually pay: the amount, or an odd sum close to it on channels that match by amount. */
  payAmount: z.string(),
  state: depositState,
  createdAt: z.string(),
  expiresAt: z.string(),
  payUrl: z.string(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

export const orderNoRequest = z.object({ orderNo });

/** The sandbox gateway's signed callback: HMAC-SHA256 over `orderNo|amount|status|nonce`. */
export const sandboxCallback = z.object({
  orderNo: z.string().max(64),
  amount: z.string().max(32),
  status: z.enum(['paid', 'failed']),
  nonce: z.string().max(64),
  sign: z.string().max(128),
});

/** Banks a card may belong to (bankList); the code is what the card stores. */
export const banks = [
  { code: 'ICBC', name: '中国工商银行' },
  { code: 'ABC', name: '中国农业银行' },
  { code: 'BOC', name: '中国银行' },
  { code: 'CCB', name: '中国建设银行' },
  { code: 'BOCOM', name: '交通银行' },
  { code: 'CMB', name: '招商银行' },
  { code: 'PSBC', name: '中国邮政储蓄银行' },
] as const;
export const bankItem = z.object({ code: z.string(), name: z.string() });

/** Spec section 9: a member keeps at most three cards. */
export const MAX_BANK_CARDS = 3;

export const bankCard = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Masked and grouped in fours: the full number never leaves the server. */
  cardNumber: z.string(),
  holderName: z.string(),
  createdAt: z.string(),
});

export const insertCardRequest = z.object({
  bankCode: z.enum(banks.map((b) => b.code) as [string, ...string[]], '请选择开户银行'),
  cardNumber: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .refine(isCardNumber, '请输入正确的银行卡号'),
});

export const deleteCardRequest = z.object({
  cardId: z.number().int().positive(),
  withdrawPassword: z.string().refine(isWithdrawalPassword, '取款密码须为6位数字'),
});

export const withdrawState = z.enum(['pending', 'approved', 'rejected', 'cancelled']);

export const withdrawal = z.object({
  orderNo: z.string(),
  amount: z.string(),
  cardNumber: z.string(),
  state: withdrawState,
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

/** What the member can withdraw now (withdraw prepare). */
export const withdrawPrepare = z.object({
  available: z.string(),
  cards: z.array(bankCard),
  passwordRequired: z.boolean(),
  passwordSet: z.boolean(),
  minAmount: z.string(),
  maxAmount: z.string(),
  dailyTimes: z.number().int(),
  usedToday: z.number().int(),
});

export const withdrawRequest = z.object({
  amount: z
    .string()
    .trim()
    .refine((v) => isMoneyLimited(v) && Number(v) > 0, '请输入正确的金额（最多5位整数、2位小数）'),
  cardId: z.number().int().positive(),
  withdrawPassword: z.string().max(6).optional(),
  requestId,
});

export const withdrawDecision = z.object({
  orderNo: z.string().regex(/^W[0-9A-Z]{8,32}$/, '订单号无效'),
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().trim().max(200).default(''),
});

export const withdrawOrderRequest = z.object({ orderNo: withdrawOrderNo });
