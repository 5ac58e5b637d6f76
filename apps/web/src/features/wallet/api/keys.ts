import type { DealRecordsRequest } from './dealRecords';

/** Query keys of the wallet; all start with 'wallet', so logout drops them in one call. */
export const walletKeys = {
  all: ['wallet'] as const,
  balances: () => [...walletKeys.all, 'balances'] as const,
  autoTransfer: () => [...walletKeys.all, 'autoTransfer'] as const,
  walletType: () => [...walletKeys.all, 'walletType'] as const,
  records: () => [...walletKeys.all, 'records'] as const,
  recordsPage: (request: DealRecordsRequest) => [...walletKeys.records(), request] as const,
  venues: () => [...walletKeys.all, 'venues'] as const,
};
