import { describe, expect, it } from 'vitest';
import { commissionOf, DEFAULT_COMMISSION_TIERS, parseCommissionTiers } from './commission';

describe('agent commission tiers', () => {
  it('takes the rate of the tier the whole month falls in, at each boundary', () => {
    const t = DEFAULT_COMMISSION_TIERS;
    expect(commissionOf(0n, t)).toEqual({ rateBp: 30, commissionMinor: 0n });
    // ¥99,999.99 at 0.3 % = ¥299.99 (rounded down from 299.9999).
    expect(commissionOf(9_999_999n, t)).toEqual({ rateBp: 30, commissionMinor: 29_999n });
    // Exactly ¥100,000 is the second tier: 0.5 % = ¥500.
    expect(commissionOf(10_000_000n, t)).toEqual({ rateBp: 50, commissionMinor: 50_000n });
    expect(commissionOf(99_999_999n, t).rateBp).toBe(50);
    // ¥1,000,000 and above: 0.8 % = ¥8,000.
    expect(commissionOf(100_000_000n, t)).toEqual({ rateBp: 80, commissionMinor: 800_000n });
    expect(commissionOf(1_000_000_000n, t).commissionMinor).toBe(8_000_000n);
  });

  it('reads the site parameter and refuses malformed tables', () => {
    expect(parseCommissionTiers('100000:0.3,1000000:0.5,:0.8')).toEqual(DEFAULT_COMMISSION_TIERS);
    expect(parseCommissionTiers(':1')).toEqual([{ belowMinor: null, rateBp: 100 }]);
    for (const bad of [
      '',
      '100000:0.3',
      '100000:0.3,50000:0.5,:0.8',
      'x:0.3,:0.5',
      '100000:abc,:0.5',
      ':0.5,:0.6',
      '100000:0.3:1,:0.5',
      '0:0.3,:0.5',
      '100000:101,:0.5',
    ]) {
      expect(parseCommissionTiers(bad), bad).toBeNull();
    }
  });
});
