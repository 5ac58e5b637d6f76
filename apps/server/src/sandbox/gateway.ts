import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SignedCallback } from '../modules/payment';
import type { Db } from '../platform/db';
import { sandboxGatewayPayments } from './tables';

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
    await this.db
      .insert(sandboxGatewayPayments)
      .values({ orderNo, amount, status })
      .onConflictDoUpdate({ target: sandboxGatewayPayments.orderNo, set: { amount, status } });
  }

  /** The gateway's status query: what it charged for an order, if anything. */
  async query(orderNo: string): Promise<{ status: 'paid' | 'failed'; amount: string } | null> {
    const [payment] = await this.db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.orderNo, orderNo));
    return payment ? { status: payment.status === 'paid' ? 'paid' : 'failed', amount: payment.amount } : null;
  }
}
