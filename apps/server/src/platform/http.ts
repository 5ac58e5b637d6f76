import { ACCESS_GO_HEADER, envelopeOf, type RouteDef } from '@courtside/contract';
import { accessOf } from '@courtside/contract/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { auditScope } from './audit';
import { type AuthContext, type AuthGate, type OperatorActor, tokenOf } from './auth';
import { ok } from './envelope';
import { DomainError } from './errors';
import { DEGRADABLE } from './load-shed';
import { COMPRESS_THRESHOLD_BYTES, CompressedTwins, chosenEncoding } from './precompressed';
import { routeRateLimit } from './security';
import { siteIdOf } from './site-context';

type Handler<R extends RouteDef> = (
  input: z.output<R['request']>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<R['response']>>;

// A POST without a body (or with `null`) means "no parameters"; the schema then applies its defaults.
const emptyBodyAsObject = async (request: FastifyRequest): Promise<void> => {
  if (request.body === null || request.body === undefined) request.body = {};
};

const schemaFor = (def: RouteDef, tag: string) => ({
  summary: def.summary,
  tags: [tag],
  ...(def.method === 'GET' ? { querystring: def.request } : { body: def.request }),
  response: { 200: envelopeOf(def.response) },
});

export interface MountOptions {
  /** Runs before the body is parsed, so an unauthorised caller learns nothing about the input. */
  guard?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** A tighter per-IP limit than the global one, per minute (calls that guess at secrets). */
  ratePerMinute?: number;
  /** This node may refuse the call with 10432 while it is overloaded (platform/load-shed.ts). */
  degradable?: boolean;
  /**
   * Its completions are left out of the access log (warnings and errors are still written): a stream
   * of beacons would be most of the log's lines and a share of the node's time, for nothing an operator
   * reads line by line.
   */
  unlogged?: boolean;
}

/** Registers one contract route: input parsed by its schema, output wrapped in the envelope and checked. */
export const mount = <R extends RouteDef>(
  app: FastifyInstance,
  tag: string,
  def: R,
  handler: Handler<R>,
  options: MountOptions = {},
): void => {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema: schemaFor(def, tag),
    preValidation: emptyBodyAsObject,
    ...(options.guard ? { onRequest: options.guard } : {}),
    ...(options.unlogged ? { logLevel: 'warn' } : {}),
    config: {
      ...(options.ratePerMinute ? routeRateLimit(options.ratePerMinute) : {}),
      ...(options.degradable ? DEGRADABLE : {}),
    },
    handler: async (request, reply) => {
      const input = (def.method === 'GET' ? request.query : request.body) as z.output<R['request']>;
      return ok(await handler(input, request, reply));
    },
  });
};

/**
 * A hot read whose whole reply is cached as JSON text: the response schema runs once per fill
 * (stripping anything the schema does not name), later hits send the stored text as is.
 */
export const serializeEnvelope = <R extends RouteDef>(def: R, data: z.input<R['response']>): string =>
  JSON.stringify(ok(def.response.parse(data)));

export const mountCached = <R extends RouteDef>(
  app: FastifyInstance,
  tag: string,
  def: R,
  handler: (input: z.output<R['request']>, request: FastifyRequest, reply: FastifyReply) => Promise<string>,
  options: Pick<MountOptions, 'guard'> = {},
): void => {
  const twins = new CompressedTwins();
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema: schemaFor(def, tag),
    preValidation: emptyBodyAsObject,
    // The reply leaves already compressed (or too small to be): the plugin's hook would only parse
    // accept-encoding again to find it has nothing to do, on every hit of the hottest reads.
    compress: false,
    ...(options.guard ? { onRequest: options.guard } : {}),
    handler: async (request, reply) => {
      const input = (def.method === 'GET' ? request.query : request.body) as z.output<R['request']>;
      const body = await handler(input, request, reply);
      // Already-serialized JSON text: Fastify sends strings as they are, past the schema serializer.
      reply.type('application/json; charset=utf-8');
      const encoding =
        body.length >= COMPRESS_THRESHOLD_BYTES ? chosenEncoding(request.headers['accept-encoding']) : null;
      if (!encoding) return reply.send(body as never);
      // Compressed once per text; the compress plugin leaves a reply that names its encoding alone.
      return reply
        .header('content-encoding', encoding)
        .header('vary', 'accept-encoding')
        .send(twins.of(body, encoding) as never);
    },
  });
};

/**
 * Reply texts of answers a cache hands out as the same object until it drops them: made once per
 * object, collected with it.
 */
const replyTexts = new WeakMap<object, string>();

const replyTextOf = <R extends RouteDef>(def: R, data: z.input<R['response']> & object): string => {
  const known = replyTexts.get(data);
  if (known !== undefined) return known;
  const text = serializeEnvelope(def, data);
  replyTexts.set(data, text);
  return text;
};

/** What a handler may want of its request besides the parsed input. */
export interface CallContext {
  request: FastifyRequest;
  /** For the few calls that set a header or cookie of their own. */
  reply: FastifyReply;
  /** The site the request is for (`x-site-id` or this node's site). */
  siteId: number;
  ip: string;
}

type Input<R extends RouteDef> = z.output<R['request']>;
type Output<R extends RouteDef> = Promise<z.input<R['response']>>;
type Limits = Pick<MountOptions, 'ratePerMinute' | 'degradable'> & {
  /**
   * The geo gate runs before the handler (registration, login, deposits, every stake): a caller the
   * site does not serve gets 10830 and the handler never runs, so nothing is written.
   */
  geo?: boolean;
};

/** What an operator route runs once its caller is let in and its input parsed, without HTTP around it. */
export type OperatorCall = (input: unknown, operator: OperatorActor, call: CallContext) => Promise<unknown>;

/**
 * Every operator route's handler by path, per app: the console's CSV export walks a list through the
 * list's own handler (and its own schemas), not through a copy of its rules.
 */
const operatorCalls = new WeakMap<FastifyInstance, Map<string, OperatorCall>>();

/**
 * How a module declares its routes: each route names who may call it (anyone, a member, an
 * operator with some role) and its handler receives that caller, already authenticated. A module
 * gets a kit tagged with its name; it never touches sessions or operator tokens itself.
 */
export class RouteKit {
  constructor(
    readonly app: FastifyInstance,
    readonly tag: string,
    readonly auth: AuthGate,
    private readonly defaultSiteId: number,
  ) {}

  /** The same kit under another module's tag (the API docs group routes by it). */
  tagged(tag: string): RouteKit {
    return new RouteKit(this.app, tag, this.auth, this.defaultSiteId);
  }

  siteOf(request: FastifyRequest): number {
    return siteIdOf(request, this.defaultSiteId);
  }

  private call(request: FastifyRequest, reply: FastifyReply): CallContext {
    return { request, reply, siteId: this.siteOf(request), ip: request.ip };
  }

  /** The onRequest hook of a member route, for the few routes a module mounts by hand. */
  readonly memberGuard = async (request: FastifyRequest): Promise<void> => {
    request.auth = await this.auth.member(request, this.siteOf(request));
  };

  /** The member a guarded route resolved; a route without the guard has none, which is a bug. */
  memberOf(request: FastifyRequest): AuthContext {
    if (!request.auth) throw new DomainError('notLoggedIn');
    return request.auth;
  }

  public<R extends RouteDef>(def: R, handler: (input: Input<R>, call: CallContext) => Output<R>, limits: Limits = {}) {
    const { geo, ...options } = limits;
    mount(
      this.app,
      this.tag,
      def,
      async (input, request, reply) => {
        if (geo) await this.auth.checkLocation(this.siteOf(request), request.ip);
        return handler(input, this.call(request, reply));
      },
      options,
    );
  }

  member<R extends RouteDef>(
    def: R,
    handler: (input: Input<R>, member: AuthContext, call: CallContext) => Output<R>,
    limits: Limits = {},
  ) {
    const { geo, ...options } = limits;
    mount(
      this.app,
      this.tag,
      def,
      async (input, request, reply) => {
        if (geo) await this.auth.checkLocation(this.siteOf(request), request.ip);
        return handler(input, this.memberOf(request), this.call(request, reply));
      },
      { ...options, guard: this.memberGuard },
    );
  }

  /**
   * A member's hot read answered from a cache that hands out the same object until it drops it (the
   * wallet balances): its reply text is made once per cached object, not at every read (the response
   * schema and JSON.stringify were about 8 % of the balance read's CPU).
   */
  memberCached<R extends RouteDef>(
    def: R,
    handler: (input: Input<R>, member: AuthContext) => Promise<z.input<R['response']> & object>,
  ) {
    mountCached(
      this.app,
      this.tag,
      def,
      async (input, request) => replyTextOf(def, await handler(input, this.memberOf(request))),
      { guard: this.memberGuard },
    );
  }

  /**
   * A route for visitors and members alike (video, rooms): the handler gets the member when a valid
   * session came with the call, else null; a stale token makes a visitor, never an error.
   */
  visitor<R extends RouteDef>(
    def: R,
    handler: (input: Input<R>, member: AuthContext | null, call: CallContext) => Output<R>,
    limits: Pick<MountOptions, 'ratePerMinute' | 'degradable' | 'unlogged'> = {},
  ) {
    mount(
      this.app,
      this.tag,
      def,
      async (input, request, reply) => {
        const member = tokenOf(request)
          ? await this.auth.member(request, this.siteOf(request)).catch(() => null)
          : null;
        return handler(input, member, this.call(request, reply));
      },
      limits,
    );
  }

  /**
   * A back-office route: who may call it is the contract's access table (`adminAccess`), one place
   * for the guard here and the console's menus. Audit rows written while it runs carry the caller's IP.
   */
  operator<R extends RouteDef>(
    def: R,
    handler: (input: Input<R>, operator: OperatorActor, call: CallContext) => Output<R>,
  ) {
    const guard = this.operatorGuard(def);
    const calls = operatorCalls.get(this.app) ?? new Map<string, OperatorCall>();
    operatorCalls.set(this.app, calls);
    // By method and path: a GET and a POST may share a path (the chat words and their change).
    calls.set(`${def.method} ${def.path}`, handler as OperatorCall);
    mount(
      this.app,
      this.tag,
      def,
      (input, request, reply) => {
        const operator = request.operator;
        if (!operator) throw new DomainError('forbidden');
        return auditScope.run({ ip: request.ip }, () => handler(input, operator, this.call(request, reply)));
      },
      { guard },
    );
  }

  /**
   * The handler of an operator route, for a caller who has already been let in and whose input the
   * route's schema has parsed; undefined for a route not mounted with `operator`.
   */
  operatorCall(def: Pick<RouteDef, 'method' | 'path'>): OperatorCall | undefined {
    return operatorCalls.get(this.app)?.get(`${def.method} ${def.path}`);
  }

  /** The call context of a request, for a handler called by hand (see `operatorCall`). */
  callOf(request: FastifyRequest, reply: FastifyReply): CallContext {
    return this.call(request, reply);
  }

  /** The onRequest hook that lets in whom the access table lets call `def` (for routes mounted by hand). */
  operatorGuard(def: RouteDef): (request: FastifyRequest) => Promise<void> {
    const access = accessOf(def);
    return async (request) => {
      request.operator = await this.auth.operator(request, access);
    };
  }

  /**
   * A hot public read answered from cached JSON text (see mountCached). `browseGate`: the site's first call, where a caller
   * from a country the site is not shown in learns it (10502, or the 10501 notice) before anything.
   */
  cached<R extends RouteDef>(
    def: R,
    handler: (input: Input<R>, call: CallContext) => Promise<string>,
    options: { browseGate?: boolean } = {},
  ) {
    mountCached(this.app, this.tag, def, (input, request, reply) => handler(input, this.call(request, reply)), {
      ...(options.browseGate ? { guard: this.browseGuard } : {}),
    });
  }

  private readonly browseGuard = async (request: FastifyRequest): Promise<void> => {
    const noticed = request.headers[ACCESS_GO_HEADER] === '1';
    await this.auth.checkLocation(this.siteOf(request), request.ip, noticed ? 'browseNoticed' : 'browse');
  };
}
