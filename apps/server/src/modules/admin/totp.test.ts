import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, totpAt, totpStep } from './totp';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890"; the vectors are 8 digits,
// of which the last six are the six-digit code.
const SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('totp', () => {
  it('gives the RFC 6238 codes', () => {
    expect(totpAt(SECRET, totpStep(59_000))).toBe('287082');
    expect(totpAt(SECRET, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpAt(SECRET, totpStep(1_234_567_890_000))).toBe('005924');
    expect(totpAt(SECRET, totpStep(20_000_000_000_000))).toBe('353130');
  });

  it('round-trips base32', () => {
    expect(base32Decode(SECRET).toString()).toBe('12345678901234567890');
  });

  it('takes a step either side, and never a step already used', () => {
    const now = 1_234_567_890_000;
    const previous = totpAt(SECRET, totpStep(now) - 1);
    expect(matchTotp(SECRET, previous, now, null)).toBe(totpStep(now) - 1);
    expect(matchTotp(SECRET, previous, now, totpStep(now) - 1)).toBeNull();
    expect(matchTotp(SECRET, totpAt(SECRET, totpStep(now) - 2), now, null)).toBeNull();
    expect(matchTotp(SECRET, '000000', now, null)).toBeNull();
  });
});
