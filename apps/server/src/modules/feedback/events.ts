import { defineEvent } from '../../platform/outbox';

/** The operator answered a member's feedback (or answered it again); the message centre tells the member. */
export interface FeedbackReplied {
  siteId: number;
  memberId: number;
  feedbackId: number;
  /** What the feedback was about, its first words, for the message's title and body. */
  excerpt: string;
  reply: string;
  /** The answer's time, so a second answer is a second message. */
  repliedAt: string;
}

export const feedbackEvents = {
  replied: defineEvent<FeedbackReplied>('feedback.replied'),
};
