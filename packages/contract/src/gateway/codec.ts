/**
 * AES-256-GCM through WebCrypto, which browsers and Node both have, so the web app and the test
 * client seal alike; the server does the same with node:crypto. The wire text is base64url of
 * iv (12 bytes) ‖ ciphertext ‖ tag (16 bytes), WebCrypto's own output order after the iv.
 */
const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** Bytes of a base64url text; throws on anything that is not one. */
export const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** WebCrypto's key type, named so that a Node-only build (no DOM library) compiles this too. */
export type GatewayKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

export const importGatewayKey = (keyText: string): Promise<GatewayKey> =>
  crypto.subtle.importKey('raw', fromBase64Url(keyText), 'AES-GCM', false, ['encrypt', 'decrypt']);

export const sealText = async (key: GatewayKey, text: string, aad: string): Promise<string> => {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(aad) },
      key,
      encoder.encode(text),
    ),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return toBase64Url(out);
};

/** The text a seal holds; rejects when the seal, its tag or its binding does not check. */
export const openText = async (key: GatewayKey, sealed: string, aad: string): Promise<string> => {
  const bytes = fromBase64Url(sealed);
  if (bytes.length < IV_BYTES + 16) throw new Error('sealed text too short');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: encoder.encode(aad) },
    key,
    bytes.subarray(IV_BYTES),
  );
  return decoder.decode(plain);
};
