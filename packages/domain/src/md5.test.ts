import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginPathHash, md5Hex } from './md5';

describe('md5Hex', () => {
  // The test suite of RFC 1321, appendix A.5.
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
    [
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      '57edf4a22be3c955ac49da2e2107b67a',
    ],
  ])('hashes %j', (text, digest) => {
    expect(md5Hex(text)).toBe(digest);
  });

  // Padding changes at 55/56 bytes and blocks at 64: hash around both.
  it.each([55, 56, 57, 63, 64, 65, 119, 120, 128])('matches node:crypto for %i bytes', (length) => {
    const text = 'x'.repeat(length);
    expect(md5Hex(text)).toBe(createHash('md5').update(text).digest('hex'));
  });

  it('hashes the UTF-8 bytes of any text like node:crypto', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
        expect(md5Hex(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
      }),
    );
  });
});

describe('loginPathHash', () => {
  it.each([
    ['admin', '232f297a57a5a74'],
    ['Admin', '232f297a57a5a74'],
    ['张三', '5db57aa314529aa'],
    ['CourtSide', '72e25a92c1d0415'],
  ])('%s -> %s', (username, hash) => {
    expect(loginPathHash(username)).toBe(hash);
  });

  it('is characters 2 to 16 of the md5 of the lower-cased name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (username) => {
        const digest = createHash('md5').update(username.toLowerCase(), 'utf8').digest('hex');
        expect(loginPathHash(username)).toBe(digest.substring(2, 17));
      }),
    );
  });
});
