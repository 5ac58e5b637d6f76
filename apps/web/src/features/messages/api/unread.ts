import type { MessagePush, MessageUnread } from '@courtside/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { messageKeys } from './keys';

// The bell's half of the message centre: it is on every page, so it is kept apart from the list's
// and the actions' hooks, which load with the message pages.

/** The bell's count; pushes over `/live` set it (app/LiveSync.tsx), so it is not polled. */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: messageKeys.unread(),
    queryFn: () => api.message.unreadCount({}),
    enabled,
    staleTime: 60_000,
  });

/** A new message arrived: the bell shows the pushed count, and any list on screen reads again. */
export function applyMessagePush(client: QueryClient, push: MessagePush): void {
  client.setQueryData<MessageUnread>(messageKeys.unread(), push.unread);
  void client.invalidateQueries({ queryKey: messageKeys.lists() });
}
