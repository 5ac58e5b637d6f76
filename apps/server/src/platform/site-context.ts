import { siteIdFallback } from '@courtside/domain';
import type { FastifyRequest } from 'fastify';

const SITE_HEADER = 'x-site-id';

/**
 * The site a request is for: the `x-site-id` header a multi-site gateway sets, else this node's
 * configured site; ids above 5005 fall back to 5000 (spec section 6). A malformed header is ignored
 * rather than refused, because a visitor cannot fix a gateway's header.
 */
export const siteIdOf = (request: FastifyRequest, defaultSiteId: number): number => {
  const raw = request.headers[SITE_HEADER];
  const parsed = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : defaultSiteId;
  return siteIdFallback(parsed);
};
