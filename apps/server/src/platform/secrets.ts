import { hash as digest, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's `Algorithm.Argon2id`, a const enum that does not exist at run time under
 * isolated modules) with its defaults of 19 MiB and 2 passes: OWASP's recommended floor.
 */
const ARGON2 = { algorithm: 2 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

// A real hash of a random password: checking against it costs what checking a real member costs,
// so an unknown name answers no faster than a wrong password.
const decoyHash = hash(randomBytes(16).toString('hex'), ARGON2);

/** Checks a password against a stored hash, or against the decoy when there is none. */
export const checkPasswordHash = async (stored: string | null, password: string): Promise<boolean> => {
  const target = stored ?? (await decoyHash);
  try {
    const matches = await verify(target, password);
    return stored !== null && matches;
  } catch {
    return false;
  }
};

/** An opaque random token (256 bits, URL-safe). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens and tickets are stored as their SHA-256, never as themselves. */
// The one-shot hash: a Hash object per call was 3 % of a cached balance read's CPU (a profile under
// autocannon), and every member call hashes its session token.
export const sha256 = (text: string): string => digest('sha256', text, 'hex');

/** Equal strings, compared in constant time. */
export const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A string of random decimal digits (verification codes, captcha answers). */
export const randomDigits = (length: number): string => Array.from({ length }, () => String(randomInt(10))).join('');

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A member's own invite code: 8 characters without the look-alikes 0/O and 1/I. */
export const newInviteCode = (): string =>
  Array.from({ length: 8 }, () => INVITE_ALPHABET.charAt(randomInt(INVITE_ALPHABET.length))).join('');
