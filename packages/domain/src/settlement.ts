/** The site's settlement currency (site setting settlementUnit). */
export type SettlementUnit = 'cny' | 'usdt';

/** The zh-CN words that change with the settlement unit (spec section 1). */
export interface SettlementWords {
  /** Currency word after an amount: 元 or USDT. */
  currency: string;
  /** Where a withdrawal goes: 银行卡 (bank card) or USDT地址 (USDT address). */
  card: string;
  /** The withdraw action: 提现 (withdraw cash) or 提币 (withdraw coins). */
  withdraw: string;
  /** Wallet type as the API names it: RMB or USDT. */
  walletType: 'RMB' | 'USDT';
}

const WORDS: Readonly<Record<SettlementUnit, Readonly<SettlementWords>>> = {
  cny: { currency: '元', card: '银行卡', withdraw: '提现', walletType: 'RMB' },
  usdt: { currency: 'USDT', card: 'USDT地址', withdraw: '提币', walletType: 'USDT' },
};

/** The wording for a settlement unit: on a USDT site 元, 银行卡 and 提现 become USDT, USDT地址 and 提币. */
export function settlementWords(unit: SettlementUnit): SettlementWords {
  // A copy, so no caller can change what the next caller gets.
  return { ...WORDS[unit] };
}
