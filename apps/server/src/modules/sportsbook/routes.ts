import { sportsbookRoutes } from '@courtside/contract';
import { sportsbookDeskRoutes } from '@courtside/contract/admin';
import { fromMinorUnits } from '@courtside/domain';
import type { RouteKit } from '../../platform/http';
import type { BuilderPricer } from './builder';
import type { CashOut } from './cashout';
import type { TraderDesk } from './desk';
import type { Placement } from './placement';
import type { BetReader } from './reader';
import { LIMITS, QUICK_STAKES } from './rules';

/** The sportsbook's calls: limits for anyone (the slip shows them), everything else for the member. */
export const registerSportsbookRoutes = (
  http: RouteKit,
  book: {
    placement: Placement;
    reader: BetReader;
    cashOut: CashOut;
    desk: TraderDesk;
    builder: BuilderPricer;
    delayMs: number;
  },
): void => {
  const r = sportsbookRoutes;
  http.public(r.limits, async () => ({
    minStake: fromMinorUnits(LIMITS.minStake),
    maxStake: fromMinorUnits(LIMITS.maxStake),
    maxPayout: fromMinorUnits(LIMITS.maxPayout),
    inPlayDelayMs: book.delayMs,
    quickStakes: [...QUICK_STAKES],
  }));
  // Visitors may price a builder too: they browse every market; placing asks them to log in.
  http.public(r.builderPrice, (input) => book.builder.price(input.legs));
  http.member(r.place, (input, member) => book.placement.place(member, input), { geo: true });
  http.member(r.bets, (input, member) => book.reader.list(member, input));
  http.member(r.summary, (input, member) => book.reader.summary(member, input));
  http.member(r.bet, async (input, member) => book.reader.view(await book.reader.own(member, input.betId)));
  http.member(r.cashOutQuotes, (input, member) => book.cashOut.quotes(member, input.betIds));
  http.member(r.cashOut, (input, member) => book.cashOut.apply(member, input));

  // The trader's desk: operators only, every change audited.
  const d = sportsbookDeskRoutes;
  http.operator(d.deskBets, (input, _actor, call) => book.desk.bets(call.siteId, input));
  http.operator(d.deskMarkets, (input) => book.desk.markets(input));
  http.operator(d.deskMarketStatus, (input, actor) => book.desk.marketStatus(actor, input));
  http.operator(d.deskVoidMarket, (input, actor) => book.desk.voidMarket(actor, input));
  http.operator(d.deskVoidBet, (input, actor, call) => book.desk.voidBet(actor, call.siteId, input));
  http.operator(d.deskResettle, (input, actor) => book.desk.resettle(actor, input));
  http.operator(d.deskMemberLimits, (input, _actor, call) => book.desk.memberLimits(call.siteId, input));
  http.operator(d.deskSetMemberLimit, (input, actor, call) => book.desk.setMemberLimit(actor, call.siteId, input));
  http.operator(d.deskLiability, (input) => book.desk.liability(input.marketId));
};
