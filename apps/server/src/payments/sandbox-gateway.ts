import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface CallbackFields {
  orderNo: string;
  amount: string;
  status: 'paid' | 'failed';
  nonce: string;
}

/**
 * The sandbox payment gateway's signature: HMAC-SHA256 over `orderNo|amount|status|nonce` with a
 * shared secret, as real gateways sign their callbacks. No real processor is wired in.
 */
export class SandboxGateway {
  constructor(private readonly secret: string) {}

  sign(fields: CallbackFields): string {
    return createHmac('sha256', this.secret)
      .update([fields.orderNo, fields.amount, fields.status, fields.nonce].join('|'))
      .digest('hex');
  }

  verify(fields: CallbackFields & { sign: string }): boolean {
    const expected = Buffer.from(this.sign(fields));
    const given = Buffer.from(fields.sign);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** A signed callback, as the gateway would send it. */
  callback(orderNo: string, amount: string, status: 'paid' | 'failed'): CallbackFields & { sign: string } {
    const fields = { orderNo, amount, status, nonce: randomBytes(8).toString('hex') };
    return { ...fields, sign: this.sign(fields) };
  }
}
