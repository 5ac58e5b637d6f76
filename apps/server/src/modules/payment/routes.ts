import { banks, paymentRoutes } from '@courtside/contract';
import { toMinorUnits } from '@courtside/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mount } from '../../platform/http';
import { siteIdOf } from '../../platform/site-context';
import { authOf } from '../account/auth';
import type { PaymentService } from './service';

export const registerPaymentRoutes = (
  app: FastifyInstance,
  deps: { payments: PaymentService; guard: (request: FastifyRequest) => Promise<void>; defaultSiteId: number },
): void => {
  const { payments, guard } = deps;
  const r = paymentRoutes;
  const authed = { guard };
  mount(app, 'payment', r.newTypes, (_i, request) => payments.channels(siteIdOf(request, deps.defaultSiteId)));
  mount(
    app,
    'payment',
    r.payVal,
    (input, request) => payments.create(authOf(request), { ...input, amount: toMinorUnits(input.amount) }),
    authed,
  );
  mount(app, 'payment', r.closeOrder, (input, request) => payments.close(authOf(request), input.orderNo), authed);
  mount(app, 'payment', r.lastUnfinished, (_i, request) => payments.lastUnfinished(authOf(request)), authed);
  mount(app, 'payment', r.order, (input, request) => payments.order(authOf(request), input.orderNo), authed);
  mount(app, 'payment', r.bankList, async () => banks.map((b) => ({ ...b })));
  mount(app, 'payment', r.cardList, (_i, request) => payments.cards(authOf(request)), authed);
  mount(app, 'payment', r.cardInsert, (input, request) => payments.insertCard(authOf(request), input), authed);
  mount(app, 'payment', r.cardDelete, (input, request) => payments.deleteCard(authOf(request), input), authed);
  mount(app, 'payment', r.withdrawPrepare, (_i, request) => payments.withdrawPrepare(authOf(request)), authed);
  mount(
    app,
    'payment',
    r.withdrawNew,
    (input, request) => payments.withdraw(authOf(request), { ...input, amount: toMinorUnits(input.amount) }),
    authed,
  );
  mount(
    app,
    'payment',
    r.withdrawCancel,
    (input, request) => payments.cancelWithdrawal(authOf(request), input.orderNo),
    authed,
  );
  // The gateway authenticates by its signature, not a session.
  mount(app, 'payment', r.sandboxCallback, (input) => payments.callback('sandbox', input));
};
