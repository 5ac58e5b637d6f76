import { isCardNumber, isMoney, isMoneyLimited, isWithdrawalPassword } from '@courtside/domain';
import { z } from 'zod';
import { calendarDate, entityId, requestId } from '../common';

/** The most one deposit, withdrawal, conversion or savings move may be (five integer digits). */
export const PAYMENT_AMOUNT_MAX = '99999.99';
export const AMOUNT_FORMAT_MESSAGE = '请输入正确的金额（大于0，最多两位小数）';
export const PAYMENT_AMOUNT_OVER_MESSAGE = '单笔金额不能超过 99,999.99';

/**
 * What is wrong with a payment amount, in the member's words, or null. An amount of the right form
 * but too large is over the limit, and says so with the limit: "请输入正确的金额" for 200000 would
 * send the member looking for a typo.
 */
export function paymentAmountProblem(value: string): string | null {
  if (!isMoney(value) || Number(value) <= 0) return AMOUNT_FORMAT_MESSAGE;
  return isMoneyLimited(value) ? null : PAYMENT_AMOUNT_OVER_MESSAGE;
}

/** A positive amount with at most two decimals, of any size (a form checks its own limits first). */
export const amountText = z
  .string()
  .trim()
  .refine((v) => isMoney(v) && Number(v) > 0, AMOUNT_FORMAT_MESSAGE);

/** A payment amount: `amountText` at most PAYMENT_AMOUNT_MAX, one message for each fault. */
export const paymentAmount = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = paymentAmountProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Deposits (spec section 7, finance: payment newTypes, payVal, closeOrder, lastUnfinished). */

const orderNo = z.string().regex(/^D[0-9A-Z]{8,32}$/, '订单号无效');
const withdrawOrderNo = z.string().regex(/^W[0-9A-Z]{8,32}$/, '订单号无效');

/**
 * How a channel takes the money: a gateway's pay page, a bank transfer to a receiving card
 * (fast-to-card, speedPay), or a USDT transfer to a receiving address on a chosen network.
 */
export const channelKind = z.enum(['gateway', 'bankTransfer', 'usdt']);
export type ChannelKind = z.infer<typeof channelKind>;

export const usdtNetwork = z.enum(['TRC20', 'ERC20']);
export type UsdtNetwork = z.infer<typeof usdtNetwork>;

export const paymentChannel = z.object({
  code: z.string(),
  name: z.string(),
  kind: channelKind,
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Fee as a percentage string ("0.50" is half a percent). */
  feeRate: z.string(),
  oddAmount: z.boolean(),
  /** The networks a USDT channel accepts; empty for the others. */
  networks: z.array(usdtNetwork),
});

export const payValRequest = z.object({
  channelCode: z.string().regex(/^[a-zA-Z0-9_-]{2,32}$/, '支付渠道无效'),
  amount: paymentAmount,
  requestId,
  /** Required on a USDT channel: the network the member sends on. */
  network: usdtNetwork.optional(),
});

/**
 * pending: waiting for the money; submitted: the member says a bank transfer was made and finance
 * is checking; paid: credited; closed: cancelled by the member; expired: nobody paid in time;
 * rejected: finance found no matching transfer.
 */
export const depositState = z.enum(['pending', 'submitted', 'paid', 'closed', 'expired', 'rejected']);
export type DepositState = z.infer<typeof depositState>;

/** A reminder, feedback or appeal a member sent about an order, with finance's reply if any. */
export const orderTicket = z.object({
  kind: z.enum(['remind', 'feedback', 'appeal']),
  text: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
});

export const depositOrder = z.object({
  orderNo: z.string(),
  channelCode: z.string(),
  kind: channelKind,
  amount: z.string(),
  /** What to actually pay: the amount, or an odd sum close to it on channels that match by amount. */
  payAmount: z.string(),
  /** The channel's fee, kept out of the credit: the member is credited `payAmount` less this. */
  fee: z.string(),
  state: depositState,
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The gateway's pay page; empty for bank-transfer and USDT orders. */
  payUrl: z.string(),
  /** Bank transfer: the card to pay into, in full so the member can copy it. */
  receiver: z.object({ bankName: z.string(), accountName: z.string(), cardNumber: z.string() }).nullable(),
  /** USDT: where and how much to send, and how far the chain has confirmed it. */
  crypto: z
    .object({
      network: usdtNetwork,
      address: z.string(),
      usdtAmount: z.string(),
      rate: z.string(),
      confirmations: z.number().int(),
      required: z.number().int(),
    })
    .nullable(),
  reason: z.string(),
  tickets: z.array(orderTicket),
});
export type DepositOrder = z.infer<typeof depositOrder>;

export const orderNoRequest = z.object({ orderNo });

const ticketText = z.string().trim().min(2, '请至少填写2个字').max(300, '最多300个字');
export const depositAppealRequest = z.object({ orderNo, text: ticketText });

/** Member record lists and back-office queues share their paging. */
const paging = {
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(20),
};
export const depositRecordsRequest = z.object({ ...paging, state: depositState.optional() });
export const depositRecords = z.object({
  items: z.array(depositOrder),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

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
  cardId: entityId,
  withdrawPassword: z.string().refine(isWithdrawalPassword, '取款密码须为6位数字'),
});

/** E-wallets a member may withdraw to (account ids of 6-40 letters, digits, `_`, `-`, `@` or `.`). */
export const eWallets = [
  { code: 'EBPAY', name: 'EB钱包' },
  { code: 'GOPAY', name: 'GO钱包' },
  { code: 'OKPAY', name: 'OK钱包' },
] as const;

/** Spec section 9's limit, applied to each kind of withdraw address as to bank cards. */
export const MAX_WITHDRAW_ADDRESSES = 3;

/** A USDT address (virtual-currency card) or an e-wallet account for withdrawals. */
export const withdrawAddress = z.object({
  id: z.number().int(),
  kind: z.enum(['usdt', 'ewallet']),
  /** TRC20/ERC20 for USDT; the e-wallet's code otherwise. */
  network: z.string(),
  networkName: z.string(),
  /** Masked: the first and last characters only. */
  address: z.string(),
  createdAt: z.string(),
});
export type WithdrawAddress = z.infer<typeof withdrawAddress>;

export const insertAddressRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('usdt'), network: usdtNetwork, address: z.string().trim().max(64) }),
  z.object({
    kind: z.literal('ewallet'),
    network: z.enum(eWallets.map((w) => w.code) as [string, ...string[]], '请选择电子钱包'),
    address: z
      .string()
      .trim()
      .regex(/^[\w@.-]{6,40}$/, '请输入正确的钱包账号'),
  }),
]);
export const deleteAddressRequest = z.object({
  addressId: entityId,
  withdrawPassword: z.string().refine(isWithdrawalPassword, '取款密码须为6位数字'),
});
/** Whether this member may bind USDT addresses (the site's virtual-currency whitelist). */
export const addressWhitelistStatus = z.object({ enabled: z.boolean(), allowed: z.boolean() });

/** RMB per USDT, used both ways for conversions and USDT withdrawals. */
export const usdtInfo = z.object({ rate: z.string(), rmb: z.string(), usdt: z.string() });
export const usdtConvertRequest = z.object({
  from: z.enum(['RMB', 'USDT']),
  amount: paymentAmount,
  requestId,
});
export const usdtConvertResult = usdtInfo.extend({ debited: z.string(), credited: z.string() });

/**
 * pending: waiting for finance; approved: paid out, the member may confirm arrival or say it did
 * not arrive; rejected / cancelled: the money went back to the centre wallet.
 */
export const withdrawState = z.enum(['pending', 'approved', 'rejected', 'cancelled']);

export const withdrawal = z.object({
  orderNo: z.string(),
  /** What left the centre wallet; the member receives it less the fee. */
  amount: z.string(),
  fee: z.string(),
  destination: z.object({
    kind: z.enum(['card', 'usdt', 'ewallet']),
    /** Bank, network or e-wallet name. */
    label: z.string(),
    /** Masked card number or address. */
    account: z.string(),
  }),
  /** For a USDT payout: what is sent, at the rate fixed at request. */
  usdt: z.object({ amount: z.string(), rate: z.string() }).nullable(),
  state: withdrawState,
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** When the member confirmed the money arrived (speedDraw). */
  arrivedAt: z.string().nullable(),
  tickets: z.array(orderTicket),
  /**
   * Whether the member may cancel it now: still pending, and the site's jurisdiction profile lets a
   * member reverse a withdrawal (not `uk`, RTS 14B).
   */
  cancellable: z.boolean(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

/** What the member can withdraw now (withdraw prepare). */
export const withdrawPrepare = z.object({
  available: z.string(),
  cards: z.array(bankCard),
  addresses: z.array(withdrawAddress),
  passwordRequired: z.boolean(),
  passwordSet: z.boolean(),
  minAmount: z.string(),
  maxAmount: z.string(),
  dailyTimes: z.number().int(),
  usedToday: z.number().int(),
  /** The day's total a member may withdraw, and how much of it is used (requests not cancelled or rejected). */
  dailyMaxAmount: z.string(),
  usedAmountToday: z.string(),
  /** Fee in percent ("1.50") on each withdrawal after the day's free ones. */
  feeRate: z.string(),
  freeTimes: z.number().int(),
  usdtRate: z.string(),
  /** The member's withdrawal still waiting for finance, if any. */
  pending: withdrawal.nullable(),
});

const withdrawAmount = paymentAmount;

/** withdraw newVal v6: to a bank card or to an e-wallet / USDT address, exactly one. */
export const withdrawRequest = z
  .object({
    amount: withdrawAmount,
    cardId: entityId.optional(),
    addressId: entityId.optional(),
    withdrawPassword: z.string().max(6).optional(),
    requestId,
  })
  .refine((v) => (v.cardId === undefined) !== (v.addressId === undefined), {
    message: '请选择一张银行卡或一个钱包地址',
    path: ['cardId'],
  });

/** usdtDraw addVal: a withdrawal paid out in USDT to one of the member's USDT addresses. */
export const usdtDrawRequest = z.object({
  amount: withdrawAmount,
  addressId: entityId,
  withdrawPassword: z.string().max(6).optional(),
  requestId,
});

export const withdrawRecordsRequest = z.object({ ...paging, state: withdrawState.optional() });
export const withdrawRecords = z.object({
  items: z.array(withdrawal),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const withdrawDecision = z.object({
  orderNo: z.string().regex(/^W[0-9A-Z]{8,32}$/, '订单号无效'),
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().trim().max(200).default(''),
});

export const withdrawOrderRequest = z.object({ orderNo: withdrawOrderNo });
export const withdrawTicketRequest = z.object({ orderNo: withdrawOrderNo, text: ticketText });

export const depositDecision = z.object({
  orderNo,
  decision: z.enum(['paid', 'rejected']),
  reason: z.string().trim().max(200).default(''),
});

/** Back-office queues: filter by state, member, channel and creation date (Shanghai days). */
const queueFilters = {
  ...paging,
  memberId: entityId.optional(),
  orderNo: z.string().max(40).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
};
const datesInOrder = { message: '开始日期不能晚于结束日期', path: ['from'] };
export const depositQueueRequest = z
  .object({ ...queueFilters, state: depositState.optional(), channelCode: z.string().max(32).optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, datesInOrder);
export const withdrawQueueRequest = z
  .object({ ...queueFilters, state: withdrawState.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, datesInOrder);
const queueMember = { memberId: z.number().int(), username: z.string(), decidedBy: z.string().nullable() };
export const depositQueue = z.object({
  items: z.array(depositOrder.extend(queueMember)),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const withdrawQueue = z.object({
  items: z.array(withdrawal.extend(queueMember)),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const ticketReplyRequest = z.object({
  orderNo: z.string().regex(/^[DW][0-9A-Z]{8,32}$/, '订单号无效'),
  text: ticketText,
});
export const whitelistRequest = z.object({ memberId: entityId, allowed: z.boolean() });
