import { z } from 'zod';

/**
 * Real-time pushes over Socket.IO (DESIGN.md section 5). The `/live` namespace authenticates with
 * the member's session token (`auth: { token }`); each member has a room of their own.
 */
export const LIVE_NAMESPACE = '/live';

export const liveEvents = {
  /** The member's centre wallet after a movement of their money. */
  balance: 'balance',
  /** One of the member's deposits or withdrawals changed state (credited, decided, expired...). */
  payment: 'payment',
} as const;

export const balancePush = z.object({
  currency: z.enum(['RMB', 'USDT']),
  balance: z.string(),
  available: z.string(),
  at: z.string(),
});
export type BalancePush = z.infer<typeof balancePush>;

export const paymentPush = z.object({
  kind: z.enum(['deposit', 'withdrawal']),
  orderNo: z.string(),
  state: z.string(),
  at: z.string(),
});
export type PaymentPush = z.infer<typeof paymentPush>;
