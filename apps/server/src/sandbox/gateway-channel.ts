import type { ChannelAdapter } from '../modules/payment';
import type { SandboxGateway } from './gateway';

export const SANDBOX_PAY_PATH = '/sandbox/pay';

/** A payment gateway's pay page; the gateway's signed callback confirms the payment, its status query backs it up. */
export const sandboxGatewayChannel = (gateway: SandboxGateway): ChannelAdapter => ({
  kind: 'gateway',
  confirmedBy: 'callback',
  instruct(draft) {
    const payAmount = draft.oddAmount ? draft.amount + draft.oddCents() : draft.amount;
    return { payAmount, payUrl: `${SANDBOX_PAY_PATH}/${draft.orderNo}`, receiver: null, crypto: null };
  },
  verifyCallback: (callback) => gateway.verify(callback),
  queryStatus: (orderNo) => gateway.query(orderNo),
});
