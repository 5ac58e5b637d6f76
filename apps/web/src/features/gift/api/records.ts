import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { giftKeys } from './keys';

export const RECORDS_PAGE_SIZE = 20;

export type GiftRecordsPage = Awaited<ReturnType<typeof api.gift.queryReward>>;

export const fetchGiftRecords = (page: number): Promise<GiftRecordsPage> =>
  api.gift.queryReward({ page, pageSize: RECORDS_PAGE_SIZE });

/** One page of the member's own gifts; the previous page stays on screen while the next one loads. */
export const useGiftRecords = (page: number) =>
  useQuery({
    queryKey: giftKeys.recordsPage(page),
    queryFn: () => fetchGiftRecords(page),
    placeholderData: keepPreviousData,
  });
