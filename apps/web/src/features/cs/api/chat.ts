import type { SupportChat, SupportMessage } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { supportKeys } from './keys';

export type { SupportChat };

/** Lines the chat keeps on screen; older ones scroll away as the server's own page does. */
const LINES_MAX = 200;

export const fetchSupportChat = (): Promise<SupportChat> => api.support.chat({});

/**
 * The member's conversation. A push about it (app/LiveSync.tsx) has it read again; while it waits in
 * the queue it is also read now and then, since the queue ahead of it moves without a push to this
 * member.
 */
export const useSupportChat = (enabled: boolean) =>
  useQuery({
    queryKey: supportKeys.chat(),
    queryFn: fetchSupportChat,
    enabled,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.conversation?.state === 'waiting' ? 15_000 : false),
  });

/** A line into the chat: in id order, each once, the newest LINES_MAX. */
export function withLine(chat: SupportChat, line: SupportMessage): SupportChat {
  if (chat.messages.some((m) => m.id === line.id)) return chat;
  const messages = [...chat.messages, line].sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
  return { ...chat, messages: messages.slice(-LINES_MAX) };
}
