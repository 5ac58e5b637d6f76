import type { ScoreInfo } from '@courtside/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type { ScoreInfo };

export const SCORE_PAGE_SIZE = 10;

const scoreKeys = {
  info: () => ['promo', 'score'] as const,
  records: (page: number) => ['promo', 'score', 'records', page] as const,
};

/** The member's points; they grow as bets settle, so they are read again on focus. */
export const useScore = () => useQuery({ queryKey: scoreKeys.info(), queryFn: () => api.promo.score({}) });

export const useScoreRecords = (page: number) =>
  useQuery({
    queryKey: scoreKeys.records(page),
    queryFn: () => api.promo.scoreRecords({ page, pageSize: SCORE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
