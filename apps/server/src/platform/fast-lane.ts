import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { Errors } from '@courtside/contract';
import { gatewayHeaders } from '@courtside/contract/gateway';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from './auth';
import { fail } from './envelope';
import { COMPRESS_THRESHOLD_BYTES, type CompressedTwins, chosenEncoding } from './precompressed';

/** One hot read the lane may answer: its input check and its answer, the same ones its Fastify route runs. */
export interface LaneRoute {
  method: 'GET' | 'POST';
  path: string;
  /** The route's request schema; a call it refuses goes to Fastify, which answers the 400. */
  input: (raw: unknown) => { success: true; data: unknown } | { success: false };
  /** The reply text; a throw hands the call to Fastify, which runs the route again and answers the error. */
  answer: (input: unknown, caller: Caller) => Promise<string>;
  twins: CompressedTwins;
}

/** A per-address counter as @fastify/rate-limit's stores keep it. */
export interface RateCounter {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    windowMs: number,
    max: number,
  ): void;
}

/** The pieces of the full pipeline the lane applies itself, handed over as the app is built. */
export interface LaneParts {
  log: FastifyBaseLogger;
  apiHeaders: Record<string, string>;
  /** The site-wide per-address limit, counted in the same store as the plugin's. */
  rate: { counter: RateCounter; max: number; windowMs: number };
  /**
   * True when the site's maintenance gate refuses this address now (the site module's onRequest
   * hook); false at once for an address it does not gate.
   */
  inMaintenance: (url: string, siteId: number) => false | Promise<boolean>;
  /** Writes the access line Fastify writes for a completed call. */
  accessLine: (reqId: string, statusCode: number, responseTime: number) => void;
  siteOf: (headers: IncomingHttpHeaders) => number;
  trustProxy: ((address: string, hop: number) => boolean) | string[] | false;
  limitMs: number;
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/** A lane call's body, read before it was handed to Fastify; the route's preParsing hook gives it back. */
const READ_BODY = Symbol('courtside.laneBody');
/** The lane counted this call against the address's limit: the plugin must not count it twice. */
const COUNTED = Symbol('courtside.laneCounted');

type LaneMarks = IncomingMessage & { [READ_BODY]?: Buffer; [COUNTED]?: true };

/** The body the lane read of a call it then handed over, for the route's preParsing hook. */
export const bodyReadByLane = (raw: IncomingMessage): Buffer | undefined => (raw as LaneMarks)[READ_BODY];

/** Whether the lane already counted this call against the site-wide limit. */
export const countedByLane = (raw: IncomingMessage): boolean => (raw as LaneMarks)[COUNTED] === true;

/** Bodies past this go through Fastify (its 64 KiB limit and streaming); the hot reads' bodies are tiny. */
const LANE_BODY_MAX = 4096;
const REQUEST_ID = /^[\w-]{1,64}$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const JSON_TYPE = 'application/json; charset=utf-8';

/** The rate-limit plugin's key for an address (its `normalizeIP`), or null where the lane leaves it to the plugin (IPv6). */
const rateKeyOf = (ip: string): string | null => {
  if (IPV4.test(ip)) return ip;
  if (ip.startsWith('::ffff:') && IPV4.test(ip.slice(7))) return ip.slice(7);
  return null;
};

/**
 * The hot reads answered in front of Fastify (issue 33: a route that does nothing stood at 0.40 of a
 * bare Fastify hello-world, under the site-config goal of 0.6, so no work inside a route could reach
 * it). A call to a registered cached read is answered here with what Fastify's pipeline would do for
 * it: the site-wide rate limit in the same counters, the maintenance gate, the same security headers
 * and request id, the route's own guard and answer (session, safer-gambling gate, geo gate), the
 * precompressed twin, the access line, the late-answer limit. Anything the lane does not handle
 * exactly as the pipeline would goes to Fastify untouched: gateway calls, CORS calls, other
 * addresses, bodies that are not small JSON, IPv6 callers, a limit exceeded, maintenance, bad input
 * and every error.
 */
export class FastLane {
  private readonly routes = new Map<string, LaneRoute>();
  private parts: LaneParts | null = null;
  private trust: ((address: string, hop: number) => boolean) | null = null;
  /** The lane takes no call with an Origin header when CORS is on (the plugin answers those). */
  private corsOn = false;

  /** Calls the lane is answering, oldest first, for the sweep that answers the late ones. */
  private readonly open = new Map<ServerResponse, { at: number; request: IncomingMessage; started: number }>();
  private sweep: NodeJS.Timeout | null = null;

  add(route: LaneRoute): void {
    this.routes.set(`${route.method} ${route.path}`, route);
  }

  use(parts: LaneParts, corsOn: boolean): void {
    this.parts = parts;
    this.corsOn = corsOn;
    const { trustProxy } = parts;
    this.trust = typeof trustProxy === 'function' ? trustProxy : trustProxy ? proxyAddr.compile(trustProxy) : null;
    // As platform/late-requests.ts does for Fastify's calls: one sweep, not a timer per call.
    this.sweep = setInterval(() => this.answerLate(), Math.max(100, Math.floor(parts.limitMs / 5)));
    this.sweep.unref();
  }

  stop(): void {
    if (this.sweep) clearInterval(this.sweep);
  }

  private answerLate(): void {
    const parts = this.parts!;
    const due = Date.now() - parts.limitMs;
    for (const [response, { at, request, started }] of this.open) {
      if (at > due) break;
      this.open.delete(response);
      if (response.headersSent || response.destroyed) continue;
      parts.log.warn({ url: request.url }, 'database unavailable');
      const busy = JSON.stringify(fail(Errors.serviceBusy.code, Errors.serviceBusy.msg));
      this.send(request, response, started, Errors.serviceBusy.httpStatus, busy, null);
    }
  }

  /** Puts the lane in front of the server's request listeners (Fastify's, Socket.IO's). */
  install(server: Server): void {
    const listeners = server.listeners('request') as Listener[];
    server.removeAllListeners('request');
    const next: Listener = (request, response) => {
      for (const listener of listeners) listener.call(server, request, response);
    };
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const route = this.parts ? this.routeOf(request) : undefined;
      if (!route) return next(request, response);
      this.take(route, request, response, next);
    });
  }

  private routeOf(request: IncomingMessage): LaneRoute | undefined {
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const route = this.routes.get(`${request.method} ${query === -1 ? url : url.slice(0, query)}`);
    if (!route) return undefined;
    const headers = request.headers;
    if (headers[gatewayHeaders.session] !== undefined || headers[gatewayHeaders.hello] !== undefined) return undefined;
    if (this.corsOn && headers.origin !== undefined) return undefined;
    if (headers['transfer-encoding'] !== undefined) return undefined;
    const length = headers['content-length'];
    const type = headers['content-type'];
    // An empty body with a type is Fastify's 400 (an empty JSON body); the lane leaves it that answer.
    if (length === undefined || length === '0') return type === undefined ? route : undefined;
    if (route.method === 'GET' || !(Number(length) <= LANE_BODY_MAX)) return undefined;
    return type === 'application/json' || type?.startsWith('application/json;') ? route : undefined;
  }

  private take(route: LaneRoute, request: IncomingMessage, response: ServerResponse, next: Listener): void {
    const length = request.headers['content-length'];
    if (length === undefined || length === '0') {
      this.answer(route, request, response, next, null);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => this.answer(route, request, response, next, Buffer.concat(chunks)));
    request.once('error', () => response.destroy());
  }

  /**
   * The pipeline in the order Fastify's runs it. Written with callbacks rather than awaits: a local
   * count and a gate that is not asked answer at once, and each await would cost the call a turn.
   */
  private answer(
    route: LaneRoute,
    request: IncomingMessage,
    response: ServerResponse,
    next: Listener,
    body: Buffer | null,
  ): void {
    const parts = this.parts!;
    const started = performance.now();
    const handOver = () => {
      if (!this.open.delete(response)) return;
      if (body) (request as LaneMarks)[READ_BODY] = body;
      next(request, response);
    };
    const raw = inputOf(route, request, body);
    const input = raw === undefined ? null : route.input(raw);
    const ip = this.trust ? proxyAddr(request, this.trust) : (request.socket.remoteAddress ?? '');
    const key = rateKeyOf(ip);
    this.open.set(response, { at: Date.now(), request, started });
    if (!input?.success || key === null) {
      handOver();
      return;
    }
    const url = request.url ?? '';
    const respond = (text: string) => {
      // Answered already by the sweep: the work finished past the limit and its answer is dropped.
      if (!this.open.delete(response)) return;
      const encoding =
        text.length >= COMPRESS_THRESHOLD_BYTES ? chosenEncoding(request.headers['accept-encoding']) : null;
      this.send(request, response, started, 200, route.twins.of(text, encoding), encoding);
    };
    const run = () => {
      route.answer(input.data, { headers: request.headers, ip, url }).then(respond, handOver);
    };
    parts.rate.counter.incr(
      key,
      (error, result) => {
        if (error || !result || result.current > parts.rate.max) return handOver();
        (request as LaneMarks)[COUNTED] = true;
        const closed = parts.inMaintenance(url, parts.siteOf(request.headers));
        if (closed === false) return run();
        closed.then((shut) => (shut ? handOver() : run()), handOver);
      },
      parts.rate.windowMs,
      parts.rate.max,
    );
  }

  private send(
    request: IncomingMessage,
    response: ServerResponse,
    started: number,
    status: number,
    body: string | Buffer,
    encoding: string | null,
  ): void {
    const parts = this.parts!;
    const given = request.headers['x-request-id'];
    const reqId = typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    const headers: Record<string, string | number> = {
      ...parts.apiHeaders,
      'x-request-id': reqId,
      'content-type': JSON_TYPE,
      'content-length': typeof body === 'string' ? Buffer.byteLength(body) : body.length,
    };
    if (encoding) {
      headers['content-encoding'] = encoding;
      headers.vary = 'accept-encoding';
    }
    response.writeHead(status, headers);
    response.end(body);
    parts.accessLine(reqId, status, performance.now() - started);
  }
}

/** The call's input as Fastify would hand it to the schema: the query of a GET, else the JSON body (none or null: `{}`). */
const inputOf = (route: LaneRoute, request: IncomingMessage, body: Buffer | null): unknown => {
  if (route.method === 'GET') {
    const url = request.url ?? '';
    const query = url.indexOf('?');
    return query === -1 ? {} : { ...parseQuery(url.slice(query + 1)) };
  }
  if (!body) return {};
  const text = body.toString();
  // Fastify's parser refuses prototype poisoning with a 400; the lane lets it answer those.
  if (text.includes('__proto__') || text.includes('constructor')) return undefined;
  try {
    return JSON.parse(text) ?? {};
  } catch {
    return undefined;
  }
};
