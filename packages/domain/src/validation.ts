import { MONEY_PATTERN } from './money';

// Character counts are in code points (what a person sees and what PostgreSQL's varchar counts),
// so a rare Han character outside the BMP counts as one.
function lengthOf(text: string): number {
  return Array.from(text).length;
}

// "Chinese characters" means the Unicode Han script, not only U+4E00-U+9FA5: rare surname
// characters live in the extension blocks and real people carry them.
const HAN_NAME = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;
// Latin: begins with a letter, ends with a letter or period ("Jr."), spaces/periods/middle dots between.
const LATIN_NAME = /^[A-Za-z](?:[A-Za-z .·]*[A-Za-z.])?$/;

/**
 * Real name: 2-24 Han characters with single middle dots (·) between them, or a Latin name of
 * 4-48 characters of letters with optional spaces or dots.
 */
export function isRealName(name: string | null | undefined): boolean {
  if (!name) return false;
  const length = lengthOf(name);
  if (HAN_NAME.test(name)) return length >= 2 && length <= 24;
  return LATIN_NAME.test(name) && length >= 4 && length <= 48;
}

const STRICT_NAME_CHARS = /^[\p{Script=Han}A-Za-z .·]{2,24}$/u;
const ADJACENT_SEPARATORS = /[ .·]{2}/;
// The spec forbids a leading or trailing space only for Latin names; no Han name has one either,
// so any name starting or ending with a space, period or middle dot is refused.
const SEPARATOR_AT_EDGE = /^[ .·]|[ .·]$/;

/**
 * Strict real name: 2-24 characters of Han, Latin letters, space, period and middle dot, no two
 * separators adjacent, and no separator at either end.
 */
export function isRealNameStrict(name: string | null | undefined): boolean {
  if (!name) return false;
  return STRICT_NAME_CHARS.test(name) && !ADJACENT_SEPARATORS.test(name) && !SEPARATOR_AT_EDGE.test(name);
}

/** Why a password is refused: 'format' (not 8-12 mixed letters and digits) or 'sameAsUsername'. */
export type PasswordProblem = 'format' | 'sameAsUsername';

const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,12}$/;

/** Checks a new password: null when acceptable, else the first problem (format is checked first). */
export function checkPassword(password: string | null | undefined, username?: string | null): PasswordProblem | null {
  if (!password || !PASSWORD_PATTERN.test(password)) return 'format';
  if (username && password.toLowerCase() === username.toLowerCase()) return 'sameAsUsername';
  return null;
}

/** True when a password is not 8-12 characters of letters and digits with at least one of each. */
export function isWeakPassword(password: string | null | undefined): boolean {
  return !password || !PASSWORD_PATTERN.test(password);
}

/** Withdrawal (or bank) password: exactly 6 ASCII digits. */
export function isWithdrawalPassword(value: string | null | undefined): boolean {
  return /^\d{6}$/.test(value ?? '');
}

// Subranges: the mobile blocks in use in mainland China's numbering plan as of 2024:
// 13x; 145-149; 150-153, 155-159; 162, 165-167; 170-178; 18x; 19x. Left out: 140-144 and 154
// (unassigned or 13-digit IoT numbers), 160/161/163/164/168/169 and 179 (unassigned). Accepting
// a few unassigned numbers is cheaper than refusing a real member, so whole 18x/19x stay in.
const MAINLAND_PHONE = /^0?1(?:3\d|4[5-9]|5[0-35-9]|6[25-7]|7[0-8]|8\d|9\d)\d{8}$/;

/** Mainland mobile number: optional leading 0, then an 11-digit number in an assigned 13x-19x block. */
export function isMainlandPhone(value: string | null | undefined): boolean {
  return MAINLAND_PHONE.test(value ?? '');
}

/** Loose phone check: 1 followed by exactly 10 digits. */
export function isSimplePhone(value: string | null | undefined): boolean {
  return /^1\d{10}$/.test(value ?? '');
}

/** International phone number: 4 to 13 digits, nothing else. */
export function isInternationalPhone(value: string | null | undefined): boolean {
  return /^\d{4,13}$/.test(value ?? '');
}

// Deliberately simple, not RFC 5322: dot-separated atoms in the local part (at most 64), a
// hostname of letter/digit/hyphen labels, a letters-only TLD of 2+, at most 254 in total.
const EMAIL_PATTERN =
  /^(?=.{1,64}@)[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Email address of ordinary form (local@host.tld), at most 254 characters. */
export function isEmail(value: string | null | undefined): boolean {
  return !!value && value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** Non-negative money amount with at most 2 decimals ('0', '12.5', '12.34'); same grammar as toMinorUnits. */
export function isMoney(value: string | null | undefined): boolean {
  return MONEY_PATTERN.test(value ?? '');
}

/** Money amount with at most 5 integer digits and at most 2 decimals (0 to 99999.99). */
export function isMoneyLimited(value: string | null | undefined): boolean {
  return /^(0|[1-9]\d{0,4})(\.\d{1,2})?$/.test(value ?? '');
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits.charAt(digits.length - 1 - i));
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** Bank card number: 12 to 19 digits only, passing the Luhn check. */
export function isCardNumber(value: string | null | undefined): boolean {
  return !!value && /^\d{12,19}$/.test(value) && passesLuhn(value);
}

/** Username: 4 to 16 characters of Latin letters, digits and Han characters. */
export function isUsername(value: string | null | undefined): boolean {
  // The spec gives no length; 4-16 is decided here: long enough to be distinct, short enough for
  // the lobby and chat; counted in code points.
  return /^[A-Za-z0-9\p{Script=Han}]{4,16}$/u.test(value ?? '');
}

/** Member level name: 1 to 8 Han characters or 1 to 20 Latin letters (not mixed). */
export function isMemberLevelName(value: string | null | undefined): boolean {
  return /^(?:\p{Script=Han}{1,8}|[A-Za-z]{1,20})$/u.test(value ?? '');
}

/** Positive integer in plain digits without leading zeros, at most Number.MAX_SAFE_INTEGER. */
export function isPositiveInteger(value: string | null | undefined): boolean {
  // Bounded so that Number(value) is exact wherever a caller converts it.
  return /^[1-9]\d*$/.test(value ?? '') && Number(value) <= Number.MAX_SAFE_INTEGER;
}

/** Point limit: a positive integer of at most `digits` (4 or 5) digits, without leading zeros. */
export function isPointLimit(value: string | null | undefined, digits: 4 | 5): boolean {
  // "Up to 4 or 5 digits": 1-9999 or 1-99999; zero is not a limit.
  const pattern = digits === 4 ? /^[1-9]\d{0,3}$/ : /^[1-9]\d{0,4}$/;
  return pattern.test(value ?? '');
}

/** Whole number from 1 to 90 in plain digits, no leading zeros. */
export function isOneToNinety(value: string | null | undefined): boolean {
  return /^(?:[1-9]|[1-8]\d|90)$/.test(value ?? '');
}

/**
 * Form rule: returns `message` when `text` is empty (or only whitespace) or longer than `max`
 * characters, else null.
 */
export function requiredMax(text: string | null | undefined, max: number, message: string): string | null {
  // Whitespace alone is not an answer to a required field; the length is the raw text's, in code
  // points, because that is what gets stored.
  if (!text || text.trim() === '') return message;
  return lengthOf(text) > max ? message : null;
}

// Base58 as TRON (and Bitcoin) use it: no 0, O, I or l, which are easy to misread.
const TRC20_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const ERC20_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * USDT receiving address for a network: TRC20 is `T` and 33 base58 characters (34 in all), ERC20
 * is `0x` and 40 hex digits. Only the shape is checked: TRON's base58check and Ethereum's EIP-55
 * mixed-case checksum need hashing the client cannot be asked to match, and a finance check before
 * payout covers the rest.
 */
export function isUsdtAddress(network: 'TRC20' | 'ERC20', address: string | null | undefined): boolean {
  return (network === 'TRC20' ? TRC20_ADDRESS : ERC20_ADDRESS).test(address ?? '');
}
