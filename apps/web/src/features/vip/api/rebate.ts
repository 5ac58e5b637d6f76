import type { RebateInfo } from '@courtside/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type { RebateInfo };

export const REBATE_PAGE_SIZE = 10;

const rebateKeys = {
  info: () => ['promo', 'rebate'] as const,
  records: (page: number) => ['promo', 'rebate', 'records', page] as const,
};

export const fetchRebate = (): Promise<RebateInfo> => api.promo.rebate({});

/** Today's accrued rebate; it grows as bets settle, so it is read again on focus. */
export const useRebate = () => useQuery({ queryKey: rebateKeys.info(), queryFn: fetchRebate });

export const fetchRebateRecords = (page: number) => api.promo.rebateRecords({ page, pageSize: REBATE_PAGE_SIZE });

export const useRebateRecords = (page: number) =>
  useQuery({
    queryKey: rebateKeys.records(page),
    queryFn: () => fetchRebateRecords(page),
    placeholderData: keepPreviousData,
  });
