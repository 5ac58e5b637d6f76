import type { z } from 'zod';
import type { RouteDef } from './route';

export type RequestOf<R extends RouteDef> = z.input<R['request']>;
export type ResponseOf<R extends RouteDef> = z.output<R['response']>;

/** The transport a typed client stands on: sends one call, resolves with the `data` of a code-0 envelope. */
export type Transport = <R extends RouteDef>(route: R, body: RequestOf<R>) => Promise<ResponseOf<R>>;

/**
 * Typed calls over a route table: `client.site.perInfoV1({})` checks the body's type against the
 * contract and returns the route's response type.
 */
export type Client<T extends Record<string, Record<string, RouteDef>>> = {
  [G in keyof T]: { [K in keyof T[G]]: (body: RequestOf<T[G][K]>) => Promise<ResponseOf<T[G][K]>> };
};

export const createClient = <T extends Record<string, Record<string, RouteDef>>>(
  table: T,
  send: Transport,
): Client<T> => {
  const client = {} as Record<string, Record<string, (body: unknown) => Promise<unknown>>>;
  for (const [group, defs] of Object.entries(table)) {
    const calls: Record<string, (body: unknown) => Promise<unknown>> = {};
    for (const [name, def] of Object.entries(defs)) {
      calls[name] = (body) => send(def, body as RequestOf<typeof def>);
    }
    client[group] = calls;
  }
  return client as Client<T>;
};
