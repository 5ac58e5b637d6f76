import type { RequestOf, routes } from '@courtside/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { paymentKeys } from './keys';

export type DepositRecordsRequest = RequestOf<typeof routes.payment.depositRecords>;
export type WithdrawRecordsRequest = RequestOf<typeof routes.payment.withdrawRecords>;

export const PAYMENT_RECORDS_PAGE_SIZE = 20;

export const useDepositRecords = (request: DepositRecordsRequest) =>
  useQuery({
    queryKey: paymentKeys.depositRecords(request),
    queryFn: () => api.payment.depositRecords(request),
    placeholderData: keepPreviousData,
  });

export const useWithdrawRecords = (request: WithdrawRecordsRequest, refetchIntervalMs?: number) =>
  useQuery({
    queryKey: paymentKeys.withdrawRecords(request),
    queryFn: () => api.payment.withdrawRecords(request),
    placeholderData: keepPreviousData,
    refetchInterval: refetchIntervalMs,
  });
