import type { QuizBoard } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { guessKeys } from './keys';

export type { QuizBoard };

export const fetchGuessBoard = (): Promise<QuizBoard> => api.quiz.board({});

/** 排行榜: the top 20 by bonus won (names masked) and, for a member, their own place. */
export const useGuessBoard = (loggedIn: boolean) =>
  useQuery({ queryKey: guessKeys.board(loggedIn), queryFn: fetchGuessBoard });
