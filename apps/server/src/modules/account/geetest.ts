import { createHash } from 'node:crypto';

/** Geetest (v3 server protocol) as the "anti-fraud" safety type; off unless keys are configured. */
export interface Geetest {
  register(): Promise<{ gt: string; challenge: string }>;
  validate(input: { challenge: string; validate: string; seccode: string }): Promise<boolean>;
}

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');
const REQUEST_TIMEOUT_MS = 5000;

export const createGeetest = (options: { id: string; key: string; api: string }): Geetest => ({
  async register() {
    const url = `${options.api}/register.php?gt=${encodeURIComponent(options.id)}&json_format=1`;
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = (await response.json()) as { challenge?: unknown };
    const raw = typeof body.challenge === 'string' ? body.challenge : '';
    // The client receives md5(challenge + key), which proves to Geetest that the server knows the key.
    return { gt: options.id, challenge: md5(raw + options.key) };
  },
  async validate({ challenge, validate, seccode }) {
    if (validate !== md5(`${options.key}geetest${challenge}`)) return false;
    const response = await fetch(`${options.api}/validate.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ seccode, challenge, json_format: '1' }).toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json()) as { seccode?: unknown };
    return body.seccode === md5(seccode);
  },
});
