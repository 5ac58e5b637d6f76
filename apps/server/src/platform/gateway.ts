import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  deviceInfoPattern,
  GATEWAY_CIPHER,
  GATEWAY_VERSION,
  type GatewayManifest,
  type GatewayMode,
  type GatewaySession,
  gatewayHeaders,
  gatewayPaths,
  plainHeaderOf,
  replyAad,
  requestAad,
  SEALED_REPLY_HEADER,
  sealedBody,
} from '@courtside/contract/gateway';
import { shouldSendToken } from '@courtside/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from './envelope';
import { DomainError } from './errors';
import { type GatewayKeys, seal, unseal } from './gateway-keys';

/** What the gateway learnt of a call that came through it. */
export interface GatewayCall {
  key: Buffer;
  /** The path the seals are bound to (the URL without its query). */
  path: string;
  sealedBody: boolean;
  /** `client;version;deviceId` when the header was well formed. */
  device: { client: string; version: string; deviceId: string } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    gateway: GatewayCall | null;
  }
}

export interface GatewayOptions {
  keys: GatewayKeys;
  /** The mode the web app speaks; either mode is always accepted (see the README's gateway section). */
  mode: GatewayMode;
  now: () => Date;
  siteOf: (request: FastifyRequest) => number;
}

/** The page's tag telling the web app which mode to speak (its transport reads `cs-gateway`). */
export const gatewayPageHead = (mode: GatewayMode): string =>
  mode === 'encrypted' ? '<meta name="cs-gateway" content="encrypted">' : '';

const headerText = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
};

/** The renamed headers a call carries, set under their plain names (the gateway's overriding). */
const renameHeaders = (request: FastifyRequest) => {
  for (const [renamed, plain] of Object.entries(plainHeaderOf)) {
    const value = headerText(request, renamed);
    if (value !== null) request.headers[plain] = value;
  }
};

const readDevice = (request: FastifyRequest): GatewayCall['device'] => {
  const text = headerText(request, gatewayHeaders.device);
  if (!text || !deviceInfoPattern.test(text)) return null;
  const [client = '', version = '', deviceId = ''] = text.split(';');
  return { client, version, deviceId };
};

/**
 * The gateway layer (spec section 7) in front of the API. A call carrying a gateway session token is a
 * gateway call: its renamed headers are read under their plain names, its POST body is opened when the
 * flag says it is sealed, the member token is blanked for the paths the spec names, and its reply is
 * sealed (except on the vvm path). A call without the token is a plain call and passes untouched, so the
 * console, the providers' callbacks and plain-mode clients are unaffected and pay one header lookup.
 */
export const registerGateway = (app: FastifyInstance, options: GatewayOptions): void => {
  const { keys, now } = options;
  app.decorateRequest('gateway', null);

  app.get(gatewayPaths.vvm, { schema: { hide: true } }, async () =>
    ok<GatewayManifest>({
      version: GATEWAY_VERSION,
      mode: options.mode,
      cipher: GATEWAY_CIPHER,
      headers: { ...gatewayHeaders },
      serverTime: now().toISOString(),
    }),
  );

  app.addHook('onRequest', (request, reply, done) => {
    const token = headerText(request, gatewayHeaders.session);
    if (token === null) {
      // The verify path's other job (the account module's entry-token exchange) runs unless the call
      // is a gateway client's hello, which this hook answers itself.
      if (headerText(request, gatewayHeaders.hello) !== '1' || request.method !== 'POST') return done();
      if (request.url.split('?', 1)[0] !== gatewayPaths.verify) return done();
      renameHeaders(request);
      const issued = keys.issue(options.siteOf(request), now());
      const session = ok<GatewaySession>({
        key: issued.key.toString('base64url'),
        expiresAt: issued.expiresAt.toISOString(),
        ttlSeconds: keys.ttl,
      });
      // Sent as text: the path's route would serialize an object with its own (the exchange's) schema.
      reply
        .header(gatewayHeaders.session, issued.token)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(session));
      return;
    }
    renameHeaders(request);
    const path = request.url.split('?', 1)[0]!;
    if (path === gatewayPaths.vvm) return done();
    const key = keys.open(token, options.siteOf(request), now());
    if (!key) return done(new DomainError('gatewaySessionInvalid'));
    if (!shouldSendToken(path)) delete request.headers.token;
    request.gateway = {
      key,
      path,
      sealedBody: request.method === 'POST' && headerText(request, gatewayHeaders.sealed) !== '0',
      device: readDevice(request),
    };
    done();
  });

  app.addHook('preValidation', async (request) => {
    const call = request.gateway;
    if (!call?.sealedBody) return;
    const envelope = sealedBody.safeParse(request.body);
    const text = envelope.success ? unseal(call.key, envelope.data.enc, requestAad('POST', call.path)) : null;
    if (text === null) throw new DomainError('gatewayBodyUnreadable');
    try {
      request.body = JSON.parse(text);
    } catch {
      throw new DomainError('gatewayBodyUnreadable');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const call = request.gateway;
    if (!call || call.path === gatewayPaths.vvm) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    // Hot reads hand out compressed twins made once (precompressed.ts); the seal covers the JSON, and
    // the sealed text is compressed again on its way out.
    const encoding = reply.getHeader('content-encoding');
    const text =
      encoding === 'br'
        ? brotliDecompressSync(payload).toString()
        : encoding === 'gzip'
          ? gunzipSync(payload).toString()
          : payload.toString();
    reply.removeHeader('content-encoding');
    reply.header(SEALED_REPLY_HEADER, '1');
    return JSON.stringify({ enc: seal(call.key, text, replyAad(call.path)) });
  });
};
