import { savingsRoutes } from '@courtside/contract';
import { toMinorUnits } from '@courtside/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mount } from '../../platform/http';
import { authOf } from '../account/auth';
import type { SavingsService } from './service';

/** The savings wallet; every route is the member's own, so every route needs the session. */
export const registerSavingsRoutes = (
  app: FastifyInstance,
  deps: { savings: SavingsService; guard: (request: FastifyRequest) => Promise<void> },
): void => {
  const { savings } = deps;
  const r = savingsRoutes;
  const authed = { guard: deps.guard };
  mount(app, 'savings', r.info, (_i, request) => savings.info(authOf(request)), authed);
  mount(
    app,
    'savings',
    r.toYeb,
    (input, request) => savings.move(authOf(request), 'toYeb', { ...input, amount: toMinorUnits(input.amount) }),
    authed,
  );
  mount(
    app,
    'savings',
    r.toCenter,
    (input, request) => savings.move(authOf(request), 'toCenter', { ...input, amount: toMinorUnits(input.amount) }),
    authed,
  );
  mount(app, 'savings', r.interestRecords, (input, request) => savings.interestRecords(authOf(request), input), authed);
  mount(app, 'savings', r.tasks, (_i, request) => savings.tasks(authOf(request)), authed);
  mount(app, 'savings', r.taskClaim, (input, request) => savings.claimTask(authOf(request), input.code), authed);
};
