/** A deposit or withdrawal of a member that changed state, told after the change committed. */
export interface PaymentUpdate {
  siteId: number;
  memberId: number;
  kind: 'deposit' | 'withdrawal';
  orderNo: string;
  state: string;
}

/**
 * Where the payment services tell of committed order changes; the live socket listens, so the
 * member's order page moves the moment finance, the gateway or the chain acts.
 */
export class PaymentUpdates {
  private readonly listeners: ((update: PaymentUpdate) => void)[] = [];

  on(listener: (update: PaymentUpdate) => void): void {
    this.listeners.push(listener);
  }

  tell(update: PaymentUpdate): void {
    for (const listener of this.listeners) listener(update);
  }
}
