import { timingSafeEqual } from 'node:crypto';
import { adminRoutes } from '@courtside/contract';
import { toMinorUnits } from '@courtside/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors';
import { mount } from '../../platform/http';
import { siteIdOf } from '../../platform/site-context';
import type { AdminService } from './service';

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Back-office routes. Until the admin module has operator accounts, the operator authenticates with
 * the ADMIN_TOKEN from the environment; with no token configured the routes refuse everyone.
 */
export const registerAdminRoutes = (
  app: FastifyInstance,
  admin: AdminService,
  options: { adminToken: string | undefined; defaultSiteId: number },
): void => {
  const authorise = async (request: FastifyRequest) => {
    const given = request.headers['x-admin-token'];
    if (!options.adminToken || typeof given !== 'string' || !sameSecret(given, options.adminToken)) {
      throw new DomainError('forbidden');
    }
  };

  const actor = { name: 'operator-token' };
  const site = (request: FastifyRequest) => siteIdOf(request, options.defaultSiteId);
  const guarded = { guard: authorise };
  const r = adminRoutes;

  mount(app, 'admin', r.maintenance, (input, request) => admin.switchMaintenance(actor, site(request), input), guarded);
  mount(app, 'admin', r.siteParam, (input, request) => admin.setSiteParam(actor, site(request), input), guarded);
  mount(app, 'admin', r.memberStatus, (input, request) => admin.setMemberStatus(actor, site(request), input), guarded);
  mount(app, 'admin', r.accessBlock, (input, request) => admin.setAccessBlock(actor, site(request), input), guarded);
  mount(app, 'admin', r.venueStatus, (input, request) => admin.setVenueStatus(actor, site(request), input), guarded);
  mount(app, 'admin', r.reconcile, () => admin.reconcile(actor), guarded);
  mount(
    app,
    'admin',
    r.adjust,
    (input, request) => admin.adjust(actor, site(request), { ...input, amount: toMinorUnits(input.amount) }),
    guarded,
  );
  mount(
    app,
    'admin',
    r.modifyReview,
    (input, request) => admin.reviewModifyRequest(actor, site(request), input),
    guarded,
  );
};
