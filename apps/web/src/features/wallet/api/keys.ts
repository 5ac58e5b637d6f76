import type { RequestOf, routes } from '@courtside/contract';
import { moneyKeys } from '../../../shared/balances';

/** Query keys of the wallet: the shared money keys and the wallet's own, all under 'wallet'. */
export const walletKeys = {
  ...moneyKeys,
  autoTransfer: () => [...moneyKeys.all, 'autoTransfer'] as const,
  walletType: () => [...moneyKeys.all, 'walletType'] as const,
  recordsPage: (request: RequestOf<typeof routes.wallet.dealRecords>) => [...moneyKeys.records(), request] as const,
  venues: () => [...moneyKeys.all, 'venues'] as const,
};
