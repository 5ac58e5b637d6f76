import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  isCardNumber,
  isEmail,
  isInternationalPhone,
  isMainlandPhone,
  isMemberLevelName,
  isMoney,
  isMoneyLimited,
  isOneToNinety,
  isPointLimit,
  isPositiveInteger,
  isRealName,
  isRealNameStrict,
  isSimplePhone,
  isUsdtAddress,
  isUsername,
  isWeakPassword,
  isWithdrawalPassword,
  requiredMax,
} from './validation';

const han = (n: number): string => '王'.repeat(n);
const latin = (n: number): string => 'A'.repeat(n);

describe('isRealName', () => {
  it.each([
    ['2 Han characters', '张三'],
    ['24 Han characters', han(24)],
    ['Han with a middle dot', '买买提·艾力'],
    ['Han with two middle dots', '阿卜杜·热合曼·买买提'],
    ['a Han character outside the BMP', '𠮷野'],
    ['4 Latin letters', 'John'],
    ['48 Latin letters', latin(48)],
    ['Latin with a space', 'John Smith'],
    ['Latin with periods', 'Martin Luther King Jr.'],
    ['Latin with a middle dot', 'Jean·Paul'],
  ])('accepts %s', (_label, name) => {
    expect(isRealName(name)).toBe(true);
  });

  it.each([
    ['1 Han character', '张'],
    ['25 Han characters', han(25)],
    ['3 Latin letters', 'Bob'],
    ['49 Latin letters', latin(49)],
    ['a leading middle dot', '·张三'],
    ['a trailing middle dot', '张三·'],
    ['two adjacent middle dots', '张··三'],
    ['a digit in a Han name', '张三1'],
    ['a digit in a Latin name', 'John1'],
    ['an underscore', 'John_Smith'],
    ['mixed Han and Latin', '张三John'],
    ['a leading space', ' John'],
    ['a trailing space', 'John '],
    ['kana', 'こんにちは'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_label, name) => {
    expect(isRealName(name)).toBe(false);
  });
});

describe('isRealNameStrict', () => {
  it.each([
    ['2 Han characters', '张三'],
    ['2 Latin letters', 'Li'],
    ['24 Han characters', han(24)],
    ['24 Latin letters', latin(24)],
    ['Latin with a space', 'John Smith'],
    ['Latin with a period', 'J.Smith'],
    ['Han with a middle dot', '买买提·艾力'],
    ['Han and Latin mixed', '张 San'],
  ])('accepts %s', (_label, name) => {
    expect(isRealNameStrict(name)).toBe(true);
  });

  it.each([
    ['1 character', '张'],
    ['25 Han characters', han(25)],
    ['25 Latin letters', latin(25)],
    ['a digit', '张三1'],
    ['an underscore', 'John_Smith'],
    ['a hyphen', 'John-Smith'],
    ['two spaces', 'John  Smith'],
    ['two periods', 'J..Smith'],
    ['a period then a space', 'J. Smith'],
    ['two middle dots', '买买提··艾力'],
    ['a middle dot then a space', '买买提· 艾力'],
    ['a leading middle dot', '·张三'],
    ['a trailing middle dot', '张三·'],
    ['a leading period', '.John'],
    ['a trailing period', 'John.'],
    ['a Latin name with a leading space', ' John'],
    ['a Latin name with a trailing space', 'John '],
    ['a Han name with a leading space', ' 张三'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_label, name) => {
    expect(isRealNameStrict(name)).toBe(false);
  });
});

describe('checkPassword and isWeakPassword', () => {
  it.each([
    ['8 characters', 'abc12345'],
    ['12 characters', 'abcdef123456'],
    ['upper and lower case', 'Abc12345'],
  ])('accepts %s', (_label, password) => {
    expect(checkPassword(password, 'someone')).toBeNull();
    expect(isWeakPassword(password)).toBe(false);
  });

  it.each([
    ['7 characters', 'abc1234'],
    ['13 characters', 'abcdef1234567'],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['a space', 'abc 12345'],
    ['an underscore', 'abc_12345'],
    ['a Han character', 'abc12345中'],
    ['full-width letters', 'ａｂｃ12345'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s as format', (_label, password) => {
    expect(checkPassword(password, 'someone')).toBe('format');
    expect(isWeakPassword(password)).toBe(true);
  });

  it('refuses a password equal to the username ignoring case', () => {
    expect(checkPassword('Abc12345', 'abc12345')).toBe('sameAsUsername');
    expect(checkPassword('abc12345', 'ABC12345')).toBe('sameAsUsername');
  });

  it('checks the format before the username', () => {
    expect(checkPassword('abc', 'abc')).toBe('format');
  });

  it('accepts a good password when the username is missing', () => {
    expect(checkPassword('abc12345')).toBeNull();
    expect(checkPassword('abc12345', null)).toBeNull();
    expect(checkPassword('abc12345', '')).toBeNull();
  });
});

describe('isWithdrawalPassword', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
    ['１２３４５６', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => {
    expect(isWithdrawalPassword(value)).toBe(expected);
  });
});

describe('isMainlandPhone', () => {
  it.each([
    '13012345678',
    '13912345678',
    '14512345678',
    '14912345678',
    '15012345678',
    '15312345678',
    '15512345678',
    '15912345678',
    '16212345678',
    '16512345678',
    '16712345678',
    '17012345678',
    '17812345678',
    '18012345678',
    '18912345678',
    '19012345678',
    '19912345678',
    '013812345678',
  ])('accepts %s', (phone) => {
    expect(isMainlandPhone(phone)).toBe(true);
  });

  it.each([
    ['prefix 12', '12012345678'],
    ['prefix 144', '14412345678'],
    ['prefix 154', '15412345678'],
    ['prefix 160', '16012345678'],
    ['prefix 168', '16812345678'],
    ['prefix 179', '17912345678'],
    ['10 digits', '1381234567'],
    ['12 digits without a leading 0', '138123456789'],
    ['two leading zeros', '0013812345678'],
    ['not starting with 1', '23812345678'],
    ['a letter', '1381234567a'],
    ['a country code', '+8613812345678'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_label, phone) => {
    expect(isMainlandPhone(phone)).toBe(false);
  });
});

describe('isSimplePhone', () => {
  it.each([
    ['10000000000', true],
    ['12012345678', true],
    ['1234567890', false],
    ['123456789012', false],
    ['21234567890', false],
    ['1381234567a', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isSimplePhone(value)).toBe(expected);
  });
});

describe('isInternationalPhone', () => {
  it.each([
    ['1234', true],
    ['1234567890123', true],
    ['123', false],
    ['12345678901234', false],
    ['+1234', false],
    ['12 34', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isInternationalPhone(value)).toBe(expected);
  });
});

describe('isEmail', () => {
  const local64 = 'a'.repeat(64);
  const domain = (lastLabel: number): string => `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(lastLabel)}.com`;

  it.each([
    ['a@b.co'],
    ['first.last+tag@example.com.cn'],
    ['user_1@mail-server.example.org'],
    [`${local64}@example.com`],
    [`${local64}@${domain(57)}`],
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['no @', 'plain'],
    ['no local part', '@example.com'],
    ['no domain', 'a@'],
    ['no TLD', 'a@b'],
    ['a 1-letter TLD', 'a@b.c'],
    ['two dots in the local part', 'a..b@example.com'],
    ['a leading dot', '.a@example.com'],
    ['a dot before @', 'a.@example.com'],
    ['a label starting with a hyphen', 'a@-example.com'],
    ['a label ending with a hyphen', 'a@example-.com'],
    ['a space', 'a b@example.com'],
    ['two @', 'a@b@example.com'],
    ['a 65-character local part', `${'a'.repeat(65)}@example.com`],
    ['255 characters', `${local64}@${domain(58)}`],
  ])('refuses %s', (_label, email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe('isMoney', () => {
  it.each(['0', '0.5', '0.05', '0.00', '12.34', '100', '99999999999.99'])('accepts %s', (value) => {
    expect(isMoney(value)).toBe(true);
  });

  it.each(['', null, undefined, '-1', '+1', '1.', '.5', '01', '00', '1.234', '1e3', '1,000', ' 1', 'abc', 'NaN'])(
    'refuses %j',
    (value) => {
      expect(isMoney(value)).toBe(false);
    },
  );
});

describe('isMoneyLimited', () => {
  it.each([
    ['0', true],
    ['0.01', true],
    ['99999', true],
    ['99999.99', true],
    ['100000', false],
    ['100000.00', false],
    ['1.234', false],
    ['012', false],
    ['-1', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isMoneyLimited(value)).toBe(expected);
  });
});

describe('isCardNumber', () => {
  it.each([
    ['12 digits, Luhn-valid', '622202020013'],
    ['13 digits, Luhn-valid', '4222222222222'],
    ['16 digits, Luhn-valid', '4111111111111111'],
    ['16 digits, Luhn-valid UnionPay', '6222020200112230'],
    ['19 digits, Luhn-valid', '6222020200112233446'],
  ])('accepts %s', (_label, card) => {
    expect(isCardNumber(card)).toBe(true);
  });

  it.each([
    ['11 digits, Luhn-valid', '79927398713'],
    ['20 digits, Luhn-valid', '62220202001122334454'],
    ['12 digits, Luhn-invalid', '622202020014'],
    ['16 digits, Luhn-invalid', '4111111111111112'],
    ['19 digits, Luhn-invalid', '6222020200112233447'],
    ['spaces', '4111 1111 1111 1111'],
    ['hyphens', '4111-1111-1111-1111'],
    ['a letter', '411111111111111a'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_label, card) => {
    expect(isCardNumber(card)).toBe(false);
  });
});

describe('isUsername', () => {
  it.each([
    ['4 characters', 'abcd', true],
    ['16 characters', 'a'.repeat(16), true],
    ['Han characters', '张三李四', true],
    ['letters, digits and Han', 'user中文12', true],
    ['3 characters', 'abc', false],
    ['17 characters', 'a'.repeat(17), false],
    ['an underscore', 'ab_cd', false],
    ['a space', 'ab cd', false],
    ['punctuation', 'abcd!', false],
    ['an accented letter', 'abcdé', false],
    ['empty', '', false],
    ['null', null, false],
  ])('%s -> %s', (_label, value, expected) => {
    expect(isUsername(value)).toBe(expected);
  });
});

describe('isMemberLevelName', () => {
  it.each([
    ['1 Han character', '黄', true],
    ['8 Han characters', '黄金会员至尊王者', true],
    ['9 Han characters', '黄金会员至尊王者们', false],
    ['1 Latin letter', 'A', true],
    ['20 Latin letters', latin(20), true],
    ['21 Latin letters', latin(21), false],
    ['a digit', 'Gold1', false],
    ['Han and Latin mixed', '黄金Gold', false],
    ['a space', 'Gold VIP', false],
    ['empty', '', false],
    ['null', null, false],
  ])('%s -> %s', (_label, value, expected) => {
    expect(isMemberLevelName(value)).toBe(expected);
  });
});

describe('isPositiveInteger', () => {
  it.each([
    ['1', true],
    ['42', true],
    ['9007199254740991', true],
    ['9007199254740992', false],
    ['0', false],
    ['01', false],
    ['-1', false],
    ['1.0', false],
    ['1e3', false],
    [' 1', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isPositiveInteger(value)).toBe(expected);
  });
});

describe('isPointLimit', () => {
  it.each([
    ['1', 4, true],
    ['9999', 4, true],
    ['10000', 4, false],
    ['99999', 5, true],
    ['100000', 5, false],
    ['0', 4, false],
    ['0123', 4, false],
    ['12.5', 5, false],
    ['', 4, false],
    [null, 5, false],
  ] as const)('%j with %i digits -> %s', (value, digits, expected) => {
    expect(isPointLimit(value, digits)).toBe(expected);
  });
});

describe('isOneToNinety', () => {
  it.each(['1', '9', '10', '89', '90'])('accepts %s', (value) => {
    expect(isOneToNinety(value)).toBe(true);
  });

  it.each(['0', '91', '100', '01', '-1', '1.5', '', null, undefined])('refuses %j', (value) => {
    expect(isOneToNinety(value)).toBe(false);
  });
});

describe('requiredMax', () => {
  it.each([
    ['one below max', 'ab', 3, null],
    ['at max', 'abc', 3, null],
    ['one above max', 'abcd', 3, 'too long'],
    ['Han at max', '张三李', 3, null],
    ['Han above max', '张三李四', 3, 'too long'],
    ['astral characters at max', '𠮷𠮷𠮷', 3, null],
    ['empty', '', 3, 'too long'],
    ['whitespace only', '   ', 3, 'too long'],
    ['null', null, 3, 'too long'],
    ['undefined', undefined, 3, 'too long'],
  ])('%s -> %j', (_label, text, max, expected) => {
    expect(requiredMax(text, max, 'too long')).toBe(expected);
  });
});

describe('isUsdtAddress', () => {
  const trc = `T${'A'.repeat(33)}`;
  const erc = `0x${'a'.repeat(40)}`;
  it.each([
    ['a TRC20 address', 'TRC20', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf'],
    ['TRC20 of T and 33 base58 characters', 'TRC20', trc],
    ['TRC20 with digits 1-9 and lowercase', 'TRC20', `T${'123456789abcdefghijkmnopqrstuvwxyz'.slice(0, 33)}`],
    ['an ERC20 address in lowercase', 'ERC20', erc],
    ['an ERC20 address in mixed case', 'ERC20', '0x52908400098527886E0F7030069857D2E4169EE7'],
  ] as const)('accepts %s', (_label, network, address) => {
    expect(isUsdtAddress(network, address)).toBe(true);
  });

  it.each([
    ['TRC20 of 33 characters', 'TRC20', trc.slice(0, 33)],
    ['TRC20 of 35 characters', 'TRC20', `${trc}A`],
    ['TRC20 not starting with T', 'TRC20', `A${'A'.repeat(33)}`],
    ['TRC20 with a zero', 'TRC20', `T0${'A'.repeat(32)}`],
    ['TRC20 with a capital O', 'TRC20', `TO${'A'.repeat(32)}`],
    ['TRC20 with a capital I', 'TRC20', `TI${'A'.repeat(32)}`],
    ['TRC20 with a lowercase l', 'TRC20', `Tl${'A'.repeat(32)}`],
    ['TRC20 with a space', 'TRC20', ` ${trc.slice(1)}`],
    ['an ERC20 address on TRC20', 'TRC20', erc],
    ['ERC20 of 39 hex digits', 'ERC20', erc.slice(0, 41)],
    ['ERC20 of 41 hex digits', 'ERC20', `${erc}a`],
    ['ERC20 without 0x', 'ERC20', 'a'.repeat(42)],
    ['ERC20 with 0X', 'ERC20', `0X${'a'.repeat(40)}`],
    ['ERC20 with a non-hex letter', 'ERC20', `0x${'g'.repeat(40)}`],
    ['a TRC20 address on ERC20', 'ERC20', trc],
    ['empty', 'ERC20', ''],
    ['null', 'TRC20', null],
  ] as const)('refuses %s', (_label, network, address) => {
    expect(isUsdtAddress(network, address)).toBe(false);
  });
});
