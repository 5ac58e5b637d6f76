import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/** One API route as both sides see it: where it lives, what it takes, what it gives back. */
export interface RouteDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  summary: string;
  request: Req;
  response: Res;
}

/** Declares a route; the identity function keeps each route's own request and response types. */
export const route = <Req extends z.ZodType, Res extends z.ZodType>(def: RouteDef<Req, Res>) => def;

/** A route with its `:name` path parameters filled in (the ve4 login's hash). */
export const pathWith = <R extends RouteDef>(def: R, params: Record<string, string>): R => ({
  ...def,
  path: def.path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(params[key] ?? '')),
});
