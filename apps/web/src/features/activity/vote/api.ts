import type { VoteCastResult, VoteCompetitionView, VoteInfo } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type { VoteCompetitionView, VoteInfo };

/** Under 'promo', so a login, a logout and the promotions' pushes (a grant paid) read the votes again. */
const infoKey = (loggedIn: boolean) => ['promo', 'vote', loggedIn] as const;

export const useVoteInfo = (loggedIn: boolean) =>
  useQuery({ queryKey: infoKey(loggedIn), queryFn: (): Promise<VoteInfo> => api.vote.info({}) });

/**
 * A vote. Free and keyed by the competition and the member, so a retry of the same pick answers the
 * same vote; the answer's competition (counts, shares, the member's pick) replaces the one shown. A
 * refusal means the page is behind (closed, voted from another tab), so it reads the votes again.
 */
export function useCastVote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { competitionId: number; outcome: string }): Promise<VoteCastResult> => api.vote.cast(input),
    onSuccess: ({ competition }) => {
      client.setQueryData<VoteInfo>(infoKey(true), (info) =>
        info
          ? { ...info, competitions: info.competitions.map((c) => (c.id === competition.id ? competition : c)) }
          : info,
      );
      // The hub's card counts the competitions voted in.
      return client.invalidateQueries({ queryKey: ['promo'], predicate: (q) => q.queryKey[1] !== 'vote' });
    },
    onError: () => client.invalidateQueries({ queryKey: ['promo', 'vote'] }),
  });
}
