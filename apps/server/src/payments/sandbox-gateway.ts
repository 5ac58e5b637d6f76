import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { findGatewayPayment, recordGatewayPayment } from '../modules/payment/deposit-store';
import type { Db } from '../platform/db';
import type { SignedCallback } from './adapter';

type CallbackFields = Omit<SignedCallback, 'sign'>;

/**
 * The sandbox payment gateway. It signs its callbacks with HMAC-SHA256 over
 * `orderNo|amount|status|nonce` and a shared secret, as real gateways do, and keeps its own record
 * of what it charged, which its status query answers from. No real processor is wired in.
 */
export class SandboxGateway {
  constructor(
    private readonly secret: string,
    private readonly db: Db,
  ) {}

  sign(fields: CallbackFields): string {
    return createHmac('sha256', this.secret)
      .update([fields.orderNo, fields.amount, fields.status, fields.nonce].join('|'))
      .digest('hex');
  }

  verify(fields: SignedCallback): boolean {
    const expected = Buffer.from(this.sign(fields));
    const given = Buffer.from(fields.sign);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** A signed callback, as the gateway would send it. */
  callback(orderNo: string, amount: string, status: 'paid' | 'failed'): SignedCallback {
    const fields = { orderNo, amount, status, nonce: randomBytes(8).toString('hex') };
    return { ...fields, sign: this.sign(fields) };
  }

  /** The member paid (or failed to) on the gateway's page: the gateway writes it in its own books. */
  async charge(orderNo: string, amount: string, status: 'paid' | 'failed'): Promise<void> {
    await recordGatewayPayment(this.db, { orderNo, amount, status });
  }

  /** The gateway's status query: what it charged for an order, if anything. */
  async query(orderNo: string): Promise<{ status: 'paid' | 'failed'; amount: string } | null> {
    const payment = await findGatewayPayment(this.db, orderNo);
    return payment ? { status: payment.status === 'paid' ? 'paid' : 'failed', amount: payment.amount } : null;
  }
}
