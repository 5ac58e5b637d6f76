import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * MD5 of the text's UTF-8 bytes, as lowercase hex. The same code runs in the browser and on the
 * server; it serves only the login path hash the API defines, never security.
 */
export function md5Hex(text: string): string {
  return bytesToHex(md5(utf8ToBytes(text)));
}
