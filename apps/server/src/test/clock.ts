import type { Clock } from '../platform/clock';

/**
 * The e2e bundle's clock: real time plus a shift that a browser test moves forward, so a journey can
 * reach the next business day (返水 paid) or a month away (回归礼金) without waiting for it. Time only
 * moves forward, as it does for a real member.
 */
export class ShiftedClock implements Clock {
  private shiftMs = 0;

  now(): Date {
    return new Date(Date.now() + this.shiftMs);
  }

  shift(ms: number): Date {
    this.shiftMs += ms;
    return this.now();
  }
}
