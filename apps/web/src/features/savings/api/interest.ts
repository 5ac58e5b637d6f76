import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { savingsKeys } from './keys';

export const INTEREST_PAGE_SIZE = 10;

export type InterestPage = Awaited<ReturnType<typeof api.savings.interestRecords>>;

export const fetchInterestPage = (page: number): Promise<InterestPage> =>
  api.savings.interestRecords({ page, pageSize: INTEREST_PAGE_SIZE });

/** One page of credited interest; the previous page stays on screen while the next one loads. */
export const useInterestPage = (page: number) =>
  useQuery({
    queryKey: savingsKeys.interestPage(page),
    queryFn: () => fetchInterestPage(page),
    placeholderData: keepPreviousData,
  });
