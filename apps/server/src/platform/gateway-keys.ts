import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The gateway's keys. Each site has a master key from configuration (GATEWAY_SITE_KEYS); a browser
 * never sees one. `/api/gw/ic/verify` hands out a session: a token naming the site and its end, and
 * the key HKDF derives from the site's master key and that token. Nothing is stored: any node with
 * the master keys re-derives a session's key from its token, and a forged or stretched token yields a
 * key nobody holds, so what it seals or opens fails.
 */
const TOKEN_VERSION = 1;
const TOKEN_BYTES = 1 + 4 + 4 + 16;
const KEY_INFO = 'courtside-gateway-v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface IssuedSession {
  token: string;
  key: Buffer;
  expiresAt: Date;
}

/** `5000:<base64url of 32 bytes>,5001:…` as configured; throws naming the entry that is wrong. */
export const parseSiteKeys = (text: string): Map<number, Buffer> => {
  const keys = new Map<number, Buffer>();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [site, key] = entry.split(':');
    const siteId = Number(site);
    const bytes = key && BASE64URL.test(key) ? Buffer.from(key, 'base64url') : null;
    if (!Number.isInteger(siteId) || siteId <= 0 || !bytes || bytes.length !== 32) {
      throw new Error(`GATEWAY_SITE_KEYS 的条目 ${site ?? ''}:… 须为 站点号:32 字节密钥的 base64url`);
    }
    keys.set(siteId, bytes);
  }
  return keys;
};

export class GatewayKeys {
  /**
   * @param siteKeys configured master keys by site.
   * @param ttlSeconds how long a session lasts.
   * @param fallback the key a site without its own derives one from: configured nodes of a cluster
   *   list every site; a lone demo node makes one at start (its sessions end with the process).
   */
  constructor(
    private readonly siteKeys: ReadonlyMap<number, Buffer>,
    private readonly ttlSeconds: number,
    private readonly fallback: Buffer = randomBytes(32),
  ) {}

  private master(siteId: number): Buffer {
    return (
      this.siteKeys.get(siteId) ?? Buffer.from(hkdfSync('sha256', this.fallback, Buffer.alloc(0), `site:${siteId}`, 32))
    );
  }

  private derive(siteId: number, token: Buffer): Buffer {
    return Buffer.from(hkdfSync('sha256', this.master(siteId), token, KEY_INFO, 32));
  }

  get ttl(): number {
    return this.ttlSeconds;
  }

  issue(siteId: number, now: Date): IssuedSession {
    const expiresAt = new Date((Math.floor(now.getTime() / 1000) + this.ttlSeconds) * 1000);
    const token = Buffer.alloc(TOKEN_BYTES);
    token.writeUInt8(TOKEN_VERSION, 0);
    token.writeUInt32BE(siteId, 1);
    token.writeUInt32BE(expiresAt.getTime() / 1000, 5);
    randomBytes(16).copy(token, 9);
    return { token: token.toString('base64url'), key: this.derive(siteId, token), expiresAt };
  }

  /** The session key of a token still running for this site, or null for any other token. */
  open(tokenText: string, siteId: number, now: Date): Buffer | null {
    if (tokenText.length > 64 || !BASE64URL.test(tokenText)) return null;
    const token = Buffer.from(tokenText, 'base64url');
    if (token.length !== TOKEN_BYTES || token.readUInt8(0) !== TOKEN_VERSION) return null;
    if (token.readUInt32BE(1) !== siteId) return null;
    const left = token.readUInt32BE(5) - now.getTime() / 1000;
    if (left <= 0 || left > this.ttlSeconds) return null;
    return this.derive(siteId, token);
  }
}

/** AES-256-GCM, the wire text base64url of iv ‖ ciphertext ‖ tag (as the contract's WebCrypto codec). */
export const seal = (key: Buffer, text: string, aad: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
};

/** The text a seal holds, or null when it is not base64url, too short, or fails its tag. */
export const unseal = (key: Buffer, sealed: string, aad: string): string | null => {
  if (!BASE64URL.test(sealed)) return null;
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
};
