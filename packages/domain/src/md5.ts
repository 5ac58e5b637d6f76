import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * MD5 of the text's UTF-8 bytes, as lowercase hex. The same code runs in the browser and on the
 * server; it serves only the login path hash the API defines, never security.
 */
export function md5Hex(text: string): string {
  return bytesToHex(md5(utf8ToBytes(text)));
}

const LOGIN_HASH_START = 2;
const LOGIN_HASH_END = 17;

/**
 * The hashed login path segment: md5(username.toLowerCase()) hex, characters 2 to 16 (15 characters).
 * It lives beside the hash, not with the other client rules, so only the login page's code carries
 * the hash library.
 */
export function loginPathHash(username: string): string {
  return md5Hex(username.toLowerCase()).substring(LOGIN_HASH_START, LOGIN_HASH_END);
}
