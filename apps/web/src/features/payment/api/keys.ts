/** Query keys of payments; all start with 'payment', so logout drops them in one call. */
export const paymentKeys = {
  all: ['payment'] as const,
  channels: () => [...paymentKeys.all, 'channels'] as const,
  order: (orderNo: string) => [...paymentKeys.all, 'order', orderNo] as const,
  lastUnfinished: () => [...paymentKeys.all, 'lastUnfinished'] as const,
  withdrawPrepare: () => [...paymentKeys.all, 'withdrawPrepare'] as const,
  banks: () => [...paymentKeys.all, 'banks'] as const,
  cards: () => [...paymentKeys.all, 'cards'] as const,
  addresses: () => [...paymentKeys.all, 'addresses'] as const,
  whitelist: () => [...paymentKeys.all, 'whitelist'] as const,
  records: () => [...paymentKeys.all, 'records'] as const,
  depositRecords: (request: object) => [...paymentKeys.records(), 'deposits', request] as const,
  withdrawRecords: (request: object) => [...paymentKeys.records(), 'withdrawals', request] as const,
  usdtInfo: () => [...paymentKeys.all, 'usdtInfo'] as const,
};
