import type { QuizEnterResult, QuizInfo } from '@courtside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { moneyRetry } from '../../../../shared/requestId';
import { guessKeys } from './keys';

export type { QuizEnterResult };

export interface GuessEntry {
  questionId: number;
  pick: string;
  buff: boolean;
  requestId: string;
}

export const enterGuess = (entry: GuessEntry): Promise<QuizEnterResult> => api.quiz.enter(entry);

/** The page's questions with one of them as the server answered it, and the buff cards it left. */
export const withAnswered = (info: QuizInfo, result: QuizEnterResult): QuizInfo => ({
  ...info,
  buffCardsLeft: result.buffCardsLeft,
  questions: info.questions.map((q) => (q.id === result.question.id ? result.question : q)),
});

/**
 * One answer. Free, but it spends a buff card, so it is sent like a money move: an answer lost on the
 * way is asked again with the same requestId and gets the first answer back, never a second entry.
 * The page shows the server's view of the question at once and reads the records again; after a
 * refusal it reads the questions again.
 */
export function useEnterGuess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enterGuess,
    ...moneyRetry,
    onSuccess: (result) => {
      client.setQueryData<QuizInfo>(guessKeys.info(true), (info) => (info ? withAnswered(info, result) : info));
      void client.invalidateQueries({ queryKey: ['promo', 'guess', 'entries'] });
    },
    // A refusal (kicked off, answered on another device, no card left) means the page is behind.
    onError: () => client.invalidateQueries({ queryKey: guessKeys.all() }),
  });
}
