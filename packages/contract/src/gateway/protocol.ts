import { z } from 'zod';
import { ROBOT_PASS_HEADER } from '../headers';

/**
 * The gateway layer (spec section 7): every call may pass through a gateway that renames the request
 * headers, seals POST bodies (unless the flag says 0) and seals replies, except the vvm path. The names
 * and the wire format below are the whole protocol; `codec.ts` seals and opens, `fetch.ts` speaks it.
 */

/** The gateway's own paths. */
export const gatewayPaths = {
  /**
   * Asked with the `x-gw-hello: 1` header, issues a gateway session in the clear: its token in the
   * `x-gw-token` reply header, its key in the body. Without it, the path is the account module's
   * entry-token exchange (its reply's `token` header sets the member's session).
   */
  verify: '/api/gw/ic/verify',
  /** What the gateway speaks (version, mode, cipher, header names); never sealed. */
  vvm: '/api/v2/vvm',
} as const;

/** The renamed headers a gateway client sends, and the plain names the API reads them as. */
export const gatewayHeaders = {
  /** Sent to the verify path to ask for a gateway session. */
  hello: 'x-gw-hello',
  /** The gateway session token `verify` issued; its presence is what makes a call a gateway call. */
  session: 'x-gw-token',
  /** The body flag: '1' the POST body is sealed, '0' it is plain JSON. */
  sealed: 'x-gw-enc',
  /** The member's session token (plain name `token`). */
  token: 'x-gw-auth',
  /** The language (plain name `language`). */
  language: 'x-gw-lang',
  /** The site (plain name `x-site-id`). */
  site: 'x-gw-site',
  /** Device info: `client;version;deviceId`, e.g. `h5;1.0.0;d-3f2a`. */
  device: 'x-gw-device',
  /** The robot pass, when the client has one (plain name `x-robot`). */
  robot: 'x-gw-robot',
} as const;

/** Plain header name for each renamed one the API reads as its own. */
export const plainHeaderOf = {
  [gatewayHeaders.token]: 'token',
  [gatewayHeaders.language]: 'language',
  [gatewayHeaders.site]: 'x-site-id',
  [gatewayHeaders.robot]: ROBOT_PASS_HEADER,
} as const;

/** The reply header saying the body is sealed. */
export const SEALED_REPLY_HEADER = 'x-gw-enc';

export const GATEWAY_CIPHER = 'AES-256-GCM';
export const GATEWAY_VERSION = 1;

/** The JSON a sealed body travels in, request or reply: base64url of iv (12) ‖ ciphertext ‖ tag (16). */
export const sealedBody = z.object({ enc: z.string().min(1).max(16_000_000) }).strict();
export type SealedBody = z.infer<typeof sealedBody>;

/**
 * What the seal is bound to besides the key: a request body to its method and path, a reply to its
 * path, so a captured body cannot be replayed to another call nor a reply passed off as another's.
 */
export const requestAad = (method: string, path: string) => `req:${method.toUpperCase()}:${path}`;
export const replyAad = (path: string) => `res:${path}`;

export const gatewayModes = ['plain', 'encrypted'] as const;
export type GatewayMode = (typeof gatewayModes)[number];

export const gatewaySession = z.object({
  /** The session key, base64url of 32 bytes, for this browser session only. */
  key: z.string().length(43),
  expiresAt: z.string(),
  ttlSeconds: z.number().int().positive(),
});
export type GatewaySession = z.infer<typeof gatewaySession>;

export const gatewayManifest = z.object({
  version: z.number().int(),
  mode: z.enum(gatewayModes),
  cipher: z.literal(GATEWAY_CIPHER),
  headers: z.record(z.string(), z.string()),
  serverTime: z.string(),
});
export type GatewayManifest = z.infer<typeof gatewayManifest>;

/** Device info as the `x-gw-device` header carries it; anything else is ignored, not refused. */
export const deviceInfoPattern = /^(h5|pc|app|test);[0-9A-Za-z._-]{1,20};[0-9A-Za-z._:-]{1,64}$/;
