import type { SupportChat, SupportConversation, SupportMessage } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { withLine } from './chat';

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
});
