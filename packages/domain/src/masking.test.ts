import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskAddress, maskEmail, maskPhone, maskPhone34, maskRealName } from './masking';

describe('maskPhone', () => {
  it.each([
    ['12345678901234', '1234******1234'],
    ['1234567890123', '1234*****0123'],
    ['123456789012', '1234****9012'],
    ['13812345678', '138****5678'],
    ['1234567890', '123***7890'],
    ['123456789', '123**6789'],
    ['12345678', '12****78'],
    ['1234567', '1*****7'],
    ['123456', '1****6'],
    ['12345', '1***5'],
    ['1234', '1**4'],
    ['123', '123'],
    ['1', '1'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('masks %j as %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('keeps the length and hides at least one character from length 4 up', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,20}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked.length).toBe(phone.length);
        if (phone.length >= 4) expect(masked).toContain('*');
        else expect(masked).toBe(phone);
      }),
    );
  });
});

describe('maskPhone34', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['123456789012', '123****9012'],
    ['123456789', '123****6789'],
    ['12345678', '123****5678'],
    ['1234567', '1*****7'],
    ['123', '123'],
    [null, ''],
  ])('masks %j as %j', (phone, masked) => {
    expect(maskPhone34(phone)).toBe(masked);
  });
});

describe('maskEmail', () => {
  it.each([
    ['alice@example.com', 'al***@example.com'],
    ['a@b.cn', 'a***@b.cn'],
    ['', ''],
    [null, ''],
    ['no-at-sign', '***'],
  ])('%s -> %s', (input, expected) => {
    expect(maskEmail(input)).toBe(expected);
  });
});

describe('maskRealName', () => {
  it.each([
    ['张三', '张*'],
    ['欧阳娜娜', '欧***'],
    ['Alexander Smith', 'A****'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(maskRealName(input)).toBe(expected);
  });
});

describe('maskAddress', () => {
  it.each([
    ['TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', 'TXYZ***AeBf'],
    ['0x52908400098527886e0f7030069857d2e4169ee7', '0x52***9ee7'],
    ['alice@pay.example', 'alic***mple'],
    ['abcdefgh', 'ab***gh'],
    ['abcdef', 'a***f'],
    ['abc', 'a***c'],
    ['ab', '***'],
    ['a', '***'],
    ['', ''],
    [null, ''],
  ])('masks %s as %s', (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });

  it('never shows the whole value', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), (address) => {
        const masked = maskAddress(address);
        expect(masked).toContain('***');
        expect(masked.replace('***', '')).not.toBe(address);
      }),
    );
  });
});
