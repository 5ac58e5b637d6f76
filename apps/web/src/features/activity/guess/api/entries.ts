import type { QuizEntriesResponse, QuizEntryView } from '@courtside/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { guessKeys } from './keys';

export type { QuizEntriesResponse, QuizEntryView };

export const GUESS_ENTRIES_PAGE_SIZE = 10;

export const fetchGuessEntries = (page: number): Promise<QuizEntriesResponse> =>
  api.quiz.entries({ page, pageSize: GUESS_ENTRIES_PAGE_SIZE });

/** 我的竞猜: the member's answers, newest first; only asked for a member. */
export const useGuessEntries = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: guessKeys.entries(page),
    queryFn: () => fetchGuessEntries(page),
    enabled,
    placeholderData: keepPreviousData,
  });
