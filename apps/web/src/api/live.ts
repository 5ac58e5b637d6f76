import type { BalancePush, BetPush, MessagePush, PaymentPush, RewardPush, SupportPush } from '@courtside/contract';

export interface LiveHandlers {
  balance(push: BalancePush): void;
  payment(push: PaymentPush): void;
  bet(push: BetPush): void;
  support(push: SupportPush): void;
  reward(push: RewardPush): void;
  message(push: MessagePush): void;
  /** The socket is (again) in the member's room: pushes sent before this moment did not reach it. */
  connected(): void;
}

export interface LiveConnection {
  close(): void;
}

/**
 * Opens the member's `/live` socket (DESIGN.md section 5) and hands over each push that parses.
 * socket.io-client and the push schemas are loaded on first use, so visitors never download them.
 */
export async function connectLive(base: string, token: string, handlers: LiveHandlers): Promise<LiveConnection> {
  const [
    { io },
    { balancePush, betPush, LIVE_NAMESPACE, liveEvents, messagePush, paymentPush, rewardPush, supportPush },
  ] = await Promise.all([import('socket.io-client'), import('@courtside/contract')]);
  const socket = io(`${base}${LIVE_NAMESPACE}`, { auth: { token }, transports: ['websocket', 'polling'] });
  socket.on(liveEvents.balance, (payload: unknown) => {
    const parsed = balancePush.safeParse(payload);
    if (parsed.success) handlers.balance(parsed.data);
  });
  socket.on(liveEvents.payment, (payload: unknown) => {
    const parsed = paymentPush.safeParse(payload);
    if (parsed.success) handlers.payment(parsed.data);
  });
  socket.on(liveEvents.bet, (payload: unknown) => {
    const parsed = betPush.safeParse(payload);
    if (parsed.success) handlers.bet(parsed.data);
  });
  socket.on(liveEvents.reward, (payload: unknown) => {
    const parsed = rewardPush.safeParse(payload);
    if (parsed.success) handlers.reward(parsed.data);
  });
  socket.on(liveEvents.support, (payload: unknown) => {
    const parsed = supportPush.safeParse(payload);
    if (parsed.success) handlers.support(parsed.data);
  });
  socket.on(liveEvents.message, (payload: unknown) => {
    const parsed = messagePush.safeParse(payload);
    if (parsed.success) handlers.message(parsed.data);
  });
  socket.on('connect', () => handlers.connected());
  // A refused token is not retried here: the next HTTP call gets the same code and logs out.
  socket.on('connect_error', () => {
    if (!socket.active) socket.close();
  });
  return { close: () => socket.close() };
}
