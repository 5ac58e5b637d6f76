import { banks, paymentRoutes } from '@courtside/contract';
import { toMinorUnits } from '@courtside/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mount } from '../../platform/http';
import { siteIdOf } from '../../platform/site-context';
import { authOf } from '../account/auth';
import type { CardService } from './cards';
import type { DepositService } from './deposits';
import type { WithdrawalService } from './withdrawals';

export const registerPaymentRoutes = (
  app: FastifyInstance,
  deps: {
    deposits: DepositService;
    withdrawals: WithdrawalService;
    cards: CardService;
    guard: (request: FastifyRequest) => Promise<void>;
    defaultSiteId: number;
  },
): void => {
  const { deposits, withdrawals, cards, guard } = deps;
  const r = paymentRoutes;
  const authed = { guard };
  const on = <D extends (typeof r)[keyof typeof r]>(def: D, handler: Parameters<typeof mount<D>>[3]) =>
    mount(app, 'payment', def, handler, authed);

  mount(app, 'payment', r.newTypes, (_i, request) => deposits.channels(siteIdOf(request, deps.defaultSiteId)));
  mount(app, 'payment', r.bankList, async () => banks.map((b) => ({ ...b })));
  on(r.payVal, (input, request) => deposits.create(authOf(request), { ...input, amount: toMinorUnits(input.amount) }));
  on(r.closeOrder, (input, request) => deposits.close(authOf(request), input.orderNo));
  on(r.lastUnfinished, (_i, request) => deposits.lastUnfinished(authOf(request)));
  on(r.order, (input, request) => deposits.order(authOf(request), input.orderNo));
  on(r.depositRecords, (input, request) => deposits.records(authOf(request), input));
  on(r.speedPayConfirm, (input, request) => deposits.confirmPaid(authOf(request), input.orderNo));
  on(r.speedPayRemind, (input, request) => deposits.remind(authOf(request), input.orderNo));
  on(r.speedPayAppeal, (input, request) => deposits.appeal(authOf(request), input.orderNo, input.text));

  on(r.cardList, (_i, request) => cards.list(authOf(request)));
  on(r.cardInsert, (input, request) => cards.insert(authOf(request), input));
  on(r.cardDelete, (input, request) => cards.delete(authOf(request), input));

  on(r.withdrawPrepare, (_i, request) => withdrawals.prepare(authOf(request)));
  on(r.withdrawNew, (input, request) =>
    withdrawals.request(authOf(request), { ...input, amount: toMinorUnits(input.amount) }),
  );
  on(r.usdtDraw, (input, request) =>
    withdrawals.request(authOf(request), { ...input, amount: toMinorUnits(input.amount) }, true),
  );
  on(r.withdrawCancel, (input, request) => withdrawals.cancel(authOf(request), input.orderNo));
  on(r.withdrawRecords, (input, request) => withdrawals.records(authOf(request), input));
  on(r.speedDrawConfirm, (input, request) => withdrawals.confirmArrival(authOf(request), input.orderNo));
  on(r.speedDrawRemind, (input, request) => withdrawals.remind(authOf(request), input.orderNo));
  on(r.speedDrawFeedback, (input, request) => withdrawals.feedback(authOf(request), input.orderNo, input.text));
  on(r.speedDrawAppeal, (input, request) => withdrawals.appeal(authOf(request), input.orderNo, input.text));

  // The gateway authenticates by its signature, not a session.
  mount(app, 'payment', r.sandboxCallback, (input) => deposits.callback('sandbox', input));
};
