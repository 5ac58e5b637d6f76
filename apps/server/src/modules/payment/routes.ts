import { banks, paymentRoutes } from '@courtside/contract';
import { toMinorUnits } from '@courtside/domain';
import type { RouteKit } from '../../platform/http';
import type { CardService } from './cards';
import type { DepositService } from './deposits';
import type { WithdrawalService } from './withdrawals';

export const registerPaymentRoutes = (
  http: RouteKit,
  deps: { deposits: DepositService; withdrawals: WithdrawalService; cards: CardService; callbackRatePerMinute: number },
): void => {
  const { deposits, withdrawals, cards } = deps;
  const r = paymentRoutes;

  http.public(r.newTypes, (_i, call) => deposits.channels(call.siteId));
  http.public(r.bankList, async () => banks.map((b) => ({ ...b })));
  http.member(r.payVal, (input, member) => deposits.create(member, { ...input, amount: toMinorUnits(input.amount) }), {
    geo: true,
  });
  http.member(r.closeOrder, (input, member) => deposits.close(member, input.orderNo));
  http.member(r.lastUnfinished, (_i, member) => deposits.lastUnfinished(member));
  http.member(r.order, (input, member) => deposits.order(member, input.orderNo));
  http.member(r.depositRecords, (input, member) => deposits.records(member, input));
  http.member(r.speedPayConfirm, (input, member) => deposits.confirmPaid(member, input.orderNo));
  http.member(r.speedPayRemind, (input, member) => deposits.remind(member, input.orderNo));
  http.member(r.speedPayAppeal, (input, member) => deposits.appeal(member, input.orderNo, input.text));

  http.member(r.cardList, (_i, member) => cards.list(member));
  http.member(r.cardInsert, (input, member) => cards.insert(member, input));
  http.member(r.cardDelete, (input, member) => cards.delete(member, input));

  http.member(r.withdrawPrepare, (_i, member) => withdrawals.prepare(member));
  http.member(r.withdrawNew, (input, member) =>
    withdrawals.request(member, { ...input, amount: toMinorUnits(input.amount) }),
  );
  http.member(r.usdtDraw, (input, member) =>
    withdrawals.request(member, { ...input, amount: toMinorUnits(input.amount) }, true),
  );
  http.member(r.withdrawCancel, (input, member) => withdrawals.cancel(member, input.orderNo));
  http.member(r.withdrawRecords, (input, member) => withdrawals.records(member, input));
  http.member(r.speedDrawConfirm, (input, member) => withdrawals.confirmArrival(member, input.orderNo));
  http.member(r.speedDrawRemind, (input, member) => withdrawals.remind(member, input.orderNo));
  http.member(r.speedDrawFeedback, (input, member) => withdrawals.feedback(member, input.orderNo, input.text));
  http.member(r.speedDrawAppeal, (input, member) => withdrawals.appeal(member, input.orderNo, input.text));

  // The gateway authenticates by its signature, not a session; each attempt is stored, so a source
  // may only make so many.
  http.public(r.sandboxCallback, (input) => deposits.callback('sandbox', input), {
    ratePerMinute: deps.callbackRatePerMinute,
  });
};
