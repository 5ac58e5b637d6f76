import type { SupportChat } from '@courtside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useRequestId } from '../../../shared/useRequestId';
import { withLine } from './chat';
import { supportKeys } from './keys';

/**
 * Sends a line. A retry after an unanswered call carries the same request id, so the server keeps
 * one line; a first line opens a conversation, so the chat is read again for its state.
 */
export function useSendSupport() {
  const client = useQueryClient();
  const ids = useRequestId();
  return useMutation({
    mutationFn: (text: string) => api.support.send({ text, requestId: ids.forIntent(text) }),
    onSuccess: (line) => {
      ids.settle();
      const current = client.getQueryData<SupportChat>(supportKeys.chat());
      if (current?.conversation?.id === line.conversationId && current.conversation.state !== 'closed') {
        client.setQueryData(supportKeys.chat(), withLine(current, line));
      } else {
        void client.invalidateQueries({ queryKey: supportKeys.chat() });
      }
    },
    onError: (error) => ids.settle(error),
  });
}

/** Ends the member's conversation; the answer is the chat as it now stands. */
export function useCloseSupport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.support.close({}),
    onSuccess: (chat) => client.setQueryData(supportKeys.chat(), chat),
  });
}
