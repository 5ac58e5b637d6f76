import type { MessageBulkResult, MessageTab } from '@courtside/contract';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useRequestId } from '../../../shared/useRequestId';
import { messageKeys } from './keys';

export const MESSAGE_PAGE_SIZE = 10;

export const useMessageList = (tab: MessageTab, page: number) =>
  useQuery({
    queryKey: messageKeys.list(tab, page),
    queryFn: async () => {
      const list = await api.message.list({ tab, page, pageSize: MESSAGE_PAGE_SIZE });
      return list;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Opening a message reads it on the server; the answer carries the counts after that. */
export function useMessage(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: messageKeys.detail(id),
    queryFn: async () => {
      const detail = await api.message.read({ id });
      client.setQueryData(messageKeys.unread(), detail.unread);
      void client.invalidateQueries({ queryKey: messageKeys.lists() });
      return detail;
    },
    staleTime: 0,
    retry: false,
  });
}

const afterBulk = (client: QueryClient) => (result: MessageBulkResult) => {
  client.setQueryData(messageKeys.unread(), result.unread);
  void client.invalidateQueries({ queryKey: messageKeys.lists() });
};

export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.message.delete({ id }),
    onSuccess: (result, id) => {
      client.removeQueries({ queryKey: messageKeys.detail(id) });
      afterBulk(client)(result);
    },
  });
}

export function useStickyMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; sticky: boolean }) => api.message.sticky(input),
    onSuccess: () => void client.invalidateQueries({ queryKey: messageKeys.lists() }),
  });
}

export function useReadAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tab: MessageTab | undefined) => api.message.readAll(tab ? { tab } : {}),
    onSuccess: afterBulk(client),
  });
}

export function useDeleteAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tab: MessageTab) => api.message.deleteAll({ tab }),
    onSuccess: afterBulk(client),
  });
}

/** A reply to a private letter; a retry of an unanswered call carries the same request id. */
export function useReplyMessage(id: number) {
  const client = useQueryClient();
  const ids = useRequestId();
  return useMutation({
    mutationFn: (text: string) => api.message.reply({ id, text, requestId: ids.forIntent(text) }),
    onSuccess: (detail) => {
      ids.settle();
      client.setQueryData(messageKeys.detail(id), detail);
    },
    onError: (error) => ids.settle(error),
  });
}
