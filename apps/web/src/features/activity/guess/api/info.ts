import type { QuizInfo, QuizQuestionView } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { guessKeys } from './keys';

export type { QuizInfo, QuizQuestionView };

export const fetchGuessInfo = (): Promise<QuizInfo> => api.quiz.info({});

/** The questions of the matches about to kick off (and the member's settled ones), the rules and buff cards. */
export const useGuessInfo = (loggedIn: boolean) =>
  useQuery({ queryKey: guessKeys.info(loggedIn), queryFn: fetchGuessInfo });
