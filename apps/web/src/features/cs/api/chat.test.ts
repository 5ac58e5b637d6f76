import type { SupportChat, SupportConversation, SupportMessage } from '@courtside/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applySupportPush, withLine } from './chat';
import { supportKeys } from './keys';

const conversation = (id: number, state: SupportConversation['state']): SupportConversation => ({
  id,
  state,
  agentName: state === 'active' ? 'mei' : null,
  openedAt: '2026-11-27T08:00:00.000Z',
  takenAt: null,
  closedAt: null,
  queueAhead: state === 'waiting' ? 2 : null,
});
const line = (id: string, conversationId = 1, author: SupportMessage['author'] = 'member'): SupportMessage => ({
  id,
  conversationId,
  author,
  name: '',
  text: `line ${id}`,
  at: '2026-11-27T08:00:00.000Z',
});

describe('the support chat cache', () => {
  it('keeps each line once, in id order (numerically), whatever order they arrive in', () => {
    const chat: SupportChat = { conversation: conversation(1, 'waiting'), messages: [line('9'), line('11')] };
    const next = withLine(withLine(chat, line('10')), line('10'));
    expect(next.messages.map((m) => m.id)).toEqual(['9', '10', '11']);
  });

  it("applies a push for the conversation on screen: its state and the operator's line", () => {
    const client = new QueryClient();
    client.setQueryData<SupportChat>(supportKeys.chat(), {
      conversation: conversation(1, 'waiting'),
      messages: [line('1')],
    });
    applySupportPush(client, { conversation: conversation(1, 'active'), message: line('2', 1, 'agent') });
    const chat = client.getQueryData<SupportChat>(supportKeys.chat());
    expect(chat?.conversation?.state).toBe('active');
    expect(chat?.messages.map((m) => [m.id, m.author])).toEqual([
      ['1', 'member'],
      ['2', 'agent'],
    ]);
  });

  it('reads the chat again when a push is about another conversation than the one shown', () => {
    const client = new QueryClient();
    client.setQueryData<SupportChat>(supportKeys.chat(), { conversation: conversation(1, 'closed'), messages: [] });
    applySupportPush(client, { conversation: conversation(2, 'active'), message: line('5', 2, 'agent') });
    expect(client.getQueryState(supportKeys.chat())?.isInvalidated).toBe(true);
    expect(client.getQueryData<SupportChat>(supportKeys.chat())?.messages).toEqual([]);
  });
});
