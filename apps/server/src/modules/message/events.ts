import { defineEvent } from '../../platform/outbox';

/** New messages reached these members (one message each); the push tells each their unread count
 * (counted in the writing transaction: the push's own delivery runs inside the dispatcher's). */
export interface MessagesDelivered {
  siteId: number;
  /** Each member reached, with their unread counts as the writing transaction left them. */
  members: { id: number; unread: { total: number; notice: number; private: number; activity: number } }[];
  latest: { id: number; tab: string; title: string } | null;
}

export const messageEvents = {
  delivered: defineEvent<MessagesDelivered>('message.delivered'),
};
