import {
  barrierRoutes,
  carnivalRoutes,
  exchangeRoutes,
  inviteRoutes,
  lotteryRoutes,
  promoRoutes,
  quizRoutes,
  voteRoutes,
  wheelRoutes,
} from '@courtside/contract';
import {
  exchangeAdminRoutes,
  inviteAdminRoutes,
  lotteryAdminRoutes,
  promoAdminRoutes,
  quizAdminRoutes,
  voteAdminRoutes,
  wheelAdminRoutes,
} from '@courtside/contract/admin';
import type { RouteKit } from '../../platform/http';
import type { BackflowService } from './backflow';
import type { BarrierService } from './barrier';
import type { BirthdayService } from './birthday';
import type { CarnivalService } from './carnival';
import type { CostReportService } from './cost';
import type { ExchangeService } from './exchange';
import type { FreeBets } from './free-bet';
import type { InviteService } from './invite';
import type { LotteryService } from './lottery';
import type { QuizService } from './quiz';
import type { RebateService } from './rebate';
import type { ScoreService } from './score';
import type { PromoService } from './service';
import type { SigninService } from './signin';
import type { VipService } from './vip';
import type { VoteService } from './vote';
import type { WelfareService } from './welfare';
import type { WheelService } from './wheel';

/** Promotions; a member's calls act on their own grants only, an operator's are audited. */
export const registerPromoRoutes = (
  http: RouteKit,
  {
    promo,
    vip,
    rebates,
    signin,
    birthday,
    welfare,
    backflow,
    invites,
    costs,
    score,
    wheel,
    exchange,
    freeBets,
    quiz,
    lottery,
    barrier,
    vote,
    carnival,
  }: {
    promo: PromoService;
    vip: VipService;
    rebates: RebateService;
    signin: SigninService;
    birthday: BirthdayService;
    welfare: WelfareService;
    backflow: BackflowService;
    invites: InviteService;
    costs: CostReportService;
    score: ScoreService;
    wheel: WheelService;
    exchange: ExchangeService;
    freeBets: FreeBets;
    quiz: QuizService;
    lottery: LotteryService;
    barrier: BarrierService;
    vote: VoteService;
    carnival: CarnivalService;
  },
): void => {
  const r = promoRoutes;
  http.visitor(r.offers, (input, member, call) => promo.offers(call.siteId, member, input.kinds));
  http.member(r.newcomer, (_i, member) => promo.offers(member.siteId, member, ['newcomer', 'deposit']));
  http.member(r.claim, (input, member) => promo.claim(member, input.promotionId));
  http.member(r.grants, (input, member) => promo.grants(member, input));
  http.member(r.grant, (input, member) => promo.grant(member, input.grantId));
  http.member(r.convert, (input, member) => promo.convert(member, input.grantId));
  http.member(r.vip, (_i, member) => vip.info(member));
  http.member(r.vipClaim, (input, member) => vip.claimPacket(member, input.kind));
  http.member(r.rebate, (_i, member) => rebates.info(member));
  http.member(r.rebateRecords, (input, member) => rebates.records(member, input));
  http.visitor(r.sign, (_i, member, call) => signin.info(call.siteId, member));
  http.member(r.signIn, (_i, member) => signin.sign(member));
  http.visitor(r.birthday, (_i, member, call) => birthday.info(call.siteId, member));
  http.member(r.birthdayClaim, (_i, member) => birthday.claim(member));
  http.visitor(r.welfare, (_i, member, call) => welfare.info(call.siteId, member));
  http.member(r.welfareClaim, (input, member) => welfare.claim(member, input.taskCode));
  http.member(r.score, (_i, member) => score.info(member));
  http.member(r.scoreRecords, (input, member) => score.records(member, input));
  http.visitor(r.backflow, (_i, member, call) => backflow.info(call.siteId, member));

  http.visitor(inviteRoutes.info, (_i, member, call) => invites.info(call.siteId, member));
  http.member(inviteRoutes.invitees, (input, member) => invites.invitees(member, input));

  http.visitor(wheelRoutes.info, (_i, member, call) => wheel.info(call.siteId, member));
  http.member(wheelRoutes.spin, (input, member) => wheel.spin(member, input.requestId));
  http.member(wheelRoutes.seed, (input, member) => wheel.changeSeed(member, input.clientSeed));
  http.member(wheelRoutes.draws, (input, member) => wheel.draws(member, input));

  http.visitor(exchangeRoutes.items, (_i, member, call) => exchange.catalogue(call.siteId, member));
  http.member(exchangeRoutes.exchange, (input, member) => exchange.exchange(member, input));
  http.member(exchangeRoutes.exchanges, (input, member) => exchange.history(member, input));
  http.member(exchangeRoutes.freeBets, (input, member) => freeBets.mine(member, input.usable));

  http.visitor(quizRoutes.info, (_i, member, call) => quiz.info(call.siteId, member));
  http.member(quizRoutes.enter, (input, member) => quiz.enter(member, input));
  http.member(quizRoutes.entries, (input, member) => quiz.entries(member, input));
  http.visitor(quizRoutes.board, (_i, member, call) => quiz.board(call.siteId, member));
  http.visitor(lotteryRoutes.info, (_i, member, call) => lottery.info(call.siteId, member));
  http.member(lotteryRoutes.enter, (input, member) => lottery.enter(member, input));
  http.member(lotteryRoutes.entries, (input, member) => lottery.entries(member, input));
  http.visitor(barrierRoutes.info, (_i, member, call) => barrier.info(call.siteId, member));
  http.member(barrierRoutes.claim, (input, member) => barrier.claim(member, input.stage));
  http.visitor(voteRoutes.info, (_i, member, call) => vote.info(call.siteId, member));
  http.member(voteRoutes.cast, (input, member) => vote.cast(member, input));
  http.visitor(carnivalRoutes.hub, (_i, member, call) => carnival.hub(call.siteId, member));

  const a = promoAdminRoutes;
  http.operator(a.list, (_i, _actor, call) => promo.adminList(call.siteId));
  http.operator(a.save, (input, actor, call) => promo.save(actor, call.siteId, input));
  http.operator(a.state, (input, actor, call) => promo.setState(actor, call.siteId, input.id, input.state));
  http.operator(a.blacklist, (input, actor, call) => promo.setBlacklist(actor, call.siteId, input));
  http.operator(a.grant, (input, actor, call) => promo.manualGrant(actor, call.siteId, input));
  http.operator(a.forfeit, (input, actor, call) => promo.forfeit(actor, call.siteId, input));
  http.operator(inviteAdminRoutes.flags, (input, actor, call) => invites.flags(actor, call.siteId, input));
  http.operator(inviteAdminRoutes.decide, (input, actor, call) => invites.decide(actor, call.siteId, input));
  http.operator(wheelAdminRoutes.draws, (input, _actor, call) => wheel.adminDraws(call.siteId, input));
  http.operator(exchangeAdminRoutes.items, (_i, _actor, call) => exchange.adminItems(call.siteId));
  http.operator(exchangeAdminRoutes.save, (input, actor, call) => exchange.save(actor, call.siteId, input));
  http.operator(exchangeAdminRoutes.log, (input, _actor, call) => exchange.log(call.siteId, input));
  http.operator(quizAdminRoutes.questions, (input, _actor, call) => quiz.adminQuestions(call.siteId, input));
  http.operator(voteAdminRoutes.log, (input, _actor, call) => vote.adminLog(call.siteId, input));
  http.operator(lotteryAdminRoutes.cards, (input, _actor, call) => lottery.adminCards(call.siteId, input));
  http.operator(a.costReport, (input, actor, call) => costs.report(actor, call.siteId, input));
  http.operator(a.vipLadder, (_i, _actor, call) => vip.adminLadder(call.siteId));
  http.operator(a.vipLadderSave, (input, actor, call) => vip.saveLadder(actor, call.siteId, input));
  http.operator(a.memberGrants, (input, actor, call) => promo.memberGrantsAdmin(actor, call.siteId, input));
};
