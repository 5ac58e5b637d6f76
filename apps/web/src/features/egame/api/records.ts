import type { GameRecord } from '@courtside/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { egameKeys } from './keys';

export type { GameRecord };

export const RECORDS_PAGE_SIZE = 20;

/** The member's game records, per venue ('' for all), newest first. */
export const useGameRecords = (venueCode: string, page: number) =>
  useQuery({
    queryKey: egameKeys.records(venueCode, page),
    queryFn: () =>
      api.egame.records({ ...(venueCode ? { venueCode } : {}), pageNum: page, pageSize: RECORDS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
