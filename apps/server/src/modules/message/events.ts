import { defineEvent } from '../../platform/outbox';

/** New messages reached these members (one message each); the push tells each their unread count. */
export interface MessagesDelivered {
  siteId: number;
  memberIds: number[];
  latest: { id: number; tab: string; title: string } | null;
}

export const messageEvents = {
  delivered: defineEvent<MessagesDelivered>('message.delivered'),
};
