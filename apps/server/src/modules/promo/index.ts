import { businessDate } from '@courtside/domain';
import type { ProductKind } from '@courtside/domain/promotions';
import type { ModuleParts, Platform } from '../../platform/module';
import { payloadOf, type Subscriber } from '../../platform/outbox';
import type { AccountService } from '../account';
import { type FeedService, feedEvents } from '../feed';
import { paymentEvents } from '../payment';
import { type RgService, rgEvents } from '../rg';
import type { SiteService } from '../site';
import { sportsbookEvents } from '../sportsbook';
import { type VenueService, venueEvents } from '../venue';
import type { Ledger } from '../wallet';
import { BackflowService } from './backflow';
import { BarrierService } from './barrier';
import { type BirthdayOf, BirthdayService } from './birthday';
import { CarnivalService } from './carnival';
import { CostReportService } from './cost';
import { ExchangeService } from './exchange';
import { FreeBets } from './free-bet';
import { InviteService } from './invite';
import { LotteryService } from './lottery';
import { rewardPushes } from './push';
import { QuizService } from './quiz';
import { RebateService } from './rebate';
import { registerPromoRoutes } from './routes';
import { ScoreService } from './score';
import { PromoService } from './service';
import { SigninService } from './signin';
import { VipService } from './vip';
import { VoteService } from './vote';
import { Wagering } from './wagering';
import { WelfareService } from './welfare';
import { WheelService } from './wheel';

export type { BackflowService } from './backflow';
export type { BarrierService } from './barrier';
export type { BirthdayOf, BirthdayService } from './birthday';
export type { CostReportService } from './cost';
export { promoEvents, type RebatesPaid, type RewardPaid } from './events';
export type { ExchangeItemSeed, ExchangeService } from './exchange';
export { seedExchangeItems } from './exchange';
export type { InviteService } from './invite';
export type { LotteryService } from './lottery';
export { promoAccount } from './promo-account';
export type { QuizService } from './quiz';
export type { RebateService } from './rebate';
export type { ScoreService } from './score';
export { type PromotionSeed, seedPromotions, seedVipLadder, type VipLevelSeed } from './seed';
export type { PromoService } from './service';
export type { SigninService } from './signin';
export type { VipService } from './vip';
export type { VoteService } from './vote';
export type { Wagering } from './wagering';
export type { PayoutAccounts, WelfareService } from './welfare';
export type { WheelService } from './wheel';

/**
 * Promotions (issue 28): offers, bonus grants with wagering, conversion through the ledger. Its
 * `wagering` is the sportsbook's `BetBonus`, so app.ts builds this module before the sportsbook.
 */
export const createPromoModule = (
  platform: Platform,
  deps: {
    site: SiteService;
    ledger: Ledger;
    account: AccountService;
    venues: VenueService;
    birthdayOf: BirthdayOf;
    rg: RgService;
    feed: FeedService;
  },
) => {
  const { db, clock, config } = platform;
  const freeBets = new FreeBets({ db, clock, ledger: deps.ledger });
  const wagering = new Wagering({ ledger: deps.ledger, clock, freeBets });
  const promo = new PromoService({
    db,
    clock,
    ledger: deps.ledger,
    site: deps.site,
    account: deps.account,
    wagering,
    rg: deps.rg,
    outbox: platform.outbox,
  });
  const vip = new VipService({ db, clock, account: deps.account, promo });
  const rebates = new RebateService({
    db,
    clock,
    ledger: deps.ledger,
    site: deps.site,
    vip,
    outbox: platform.outbox,
    rg: deps.rg,
  });
  const signin = new SigninService({ db, clock, promo });
  const birthday = new BirthdayService({ db, clock, promo, birthdayOf: deps.birthdayOf });
  const welfare = new WelfareService({ db, clock, promo });
  const backflow = new BackflowService({ db, clock, promo });
  const invites = new InviteService({ db, clock, promo, account: deps.account });
  const costs = new CostReportService({ db, ledger: deps.ledger, site: deps.site });
  const score = new ScoreService({ db, clock });
  const wheel = new WheelService({ db, clock, promo, rg: deps.rg, account: deps.account });
  const exchange = new ExchangeService({
    db,
    clock,
    promo,
    rg: deps.rg,
    ledger: deps.ledger,
    account: deps.account,
    freeBets,
  });
  const quiz = new QuizService({ db, clock, promo, rg: deps.rg, feed: deps.feed, account: deps.account });
  const lottery = new LotteryService({ db, clock, promo, rg: deps.rg, feed: deps.feed });
  const barrier = new BarrierService({ db, clock, promo, rg: deps.rg });
  const vote = new VoteService({ db, clock, promo, rg: deps.rg, feed: deps.feed, account: deps.account });
  const carnival = new CarnivalService({ wheel, quiz, lottery, barrier, vote, invites, exchange });
  // An invitation is recorded in the registration's own transaction: one inviter per invitee.
  deps.account.onRegistered((siteId) => invites.onRegistering(siteId));

  const deposits: Subscriber = {
    name: 'promo.deposits',
    kind: 'effect',
    topics: [paymentEvents.depositCredited],
    handle: async (event, tx) => {
      const deposit = payloadOf(paymentEvents.depositCredited, event);
      // Read before the deposit is counted: a comeback is measured from the activity before it.
      const lastActive = await backflow.lastActive(tx, deposit.memberId);
      // The comeback gift goes first: it is meant for exactly this member's return, where a deposit
      // offer by count (续存) would take any second deposit; each deposit joins one promotion only.
      await backflow.onDeposit(tx, deposit, lastActive);
      await promo.onDeposit(tx, deposit);
      // A deposit can lift the VIP level at once (and pay its upgrade gift); demotions wait for the day's end.
      const day = businessDate(clock.now().getTime());
      await vip.evaluate(tx, deposit.siteId, deposit.memberId, { day, retention: false });
      await welfare.refresh(tx, deposit.siteId, deposit.memberId);
      await invites.refresh(tx, deposit.memberId, { amount: BigInt(deposit.creditedMinor) });
    },
  };
  const cashOuts: Subscriber = {
    name: 'promo.cashOuts',
    kind: 'effect',
    topics: [sportsbookEvents.betCashedOut],
    handle: async (event, tx) => {
      const bet = payloadOf(sportsbookEvents.betCashedOut, event);
      if (bet.state === 'cashedOut') await wagering.cashedOut(tx, bet.betId);
    },
  };

  const gameRecords: Subscriber = {
    name: 'promo.gameRecords',
    kind: 'effect',
    topics: [venueEvents.gameRecordStored],
    handle: async (event, tx) => {
      const r = payloadOf(venueEvents.gameRecordStored, event);
      // Read on the transaction (CI: casino.e2e hung on PGlite when the venue cache had expired).
      const venue = (await deps.venues.listIn(tx, r.siteId)).find((v) => v.channelCode === r.venueCode);
      if (!venue) return;
      const validTurnover = BigInt(r.validTurnover);
      await wagering.gameRecord(tx, {
        ...r,
        product: venue.kind as ProductKind,
        // Records stored before stakes travelled with them: the valid turnover is the nearest figure.
        stake: r.stake === undefined ? validTurnover : BigInt(r.stake),
        validTurnover,
        betAt: new Date(r.betAt ?? r.settledAt),
        settledAt: new Date(r.settledAt),
      });
      // The round's turnover row is written just above: the welfare tasks and the points read it.
      await welfare.refresh(tx, r.siteId, r.memberId);
      await score.sync(tx, { siteId: r.siteId, memberId: r.memberId, source: `venue:${r.venueCode}`, ref: r.betId });
      await invites.refresh(tx, r.memberId);
    },
  };
  // A settlement (or its rollback) wrote or removed the bet's turnover row in its own transaction.
  const settledBets: Subscriber = {
    name: 'promo.welfare.bets',
    kind: 'effect',
    topics: [sportsbookEvents.betSettled],
    handle: async (event, tx) => {
      const bet = payloadOf(sportsbookEvents.betSettled, event);
      await welfare.refresh(tx, bet.siteId, bet.memberId);
      // The bet's points follow its turnover row: earned at settlement, taken back by a rollback.
      await score.sync(tx, {
        siteId: bet.siteId,
        memberId: bet.memberId,
        source: 'sportsbook',
        ref: String(bet.betId),
      });
      // The invitee's valid turnover step (the settlement wrote its turnover row).
      await invites.refresh(tx, bet.memberId);
    },
  };

  const blocks: Subscriber = {
    name: 'promo.rgBlocks',
    kind: 'effect',
    topics: [rgEvents.blockStarted],
    handle: async (event, tx) => {
      const block = payloadOf(rgEvents.blockStarted, event);
      await promo.forfeitForBlock(tx, block.memberId, block.kind);
    },
  };

  const quizResults: Subscriber = {
    name: 'promo.quiz',
    kind: 'effect',
    topics: [feedEvents.matchStatusChanged],
    handle: async (event, tx) => {
      await quiz.onMatchStatus(tx, payloadOf(feedEvents.matchStatusChanged, event));
    },
  };
  const lotteryResults: Subscriber = {
    name: 'promo.lottery',
    kind: 'effect',
    topics: [feedEvents.matchStatusChanged],
    handle: async (event, tx) => {
      await lottery.onMatchStatus(tx, payloadOf(feedEvents.matchStatusChanged, event));
    },
  };

  // An outright settled or cancelled by the feed settles or voids its 冠军投票 competition.
  const voteResults: Subscriber = {
    name: 'promo.vote',
    kind: 'effect',
    topics: [feedEvents.marketSettled, feedEvents.marketCancelled],
    handle: async (event, tx) => {
      if (event.topic === feedEvents.marketSettled.topic) {
        await vote.onMarketSettled(tx, payloadOf(feedEvents.marketSettled, event));
      } else {
        await vote.onMarketCancelled(tx, payloadOf(feedEvents.marketCancelled, event));
      }
    },
  };

  const parts: ModuleParts = {
    name: 'promo',
    routes: (http) =>
      registerPromoRoutes(http, {
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
      }),
    subscribers: (live) => [
      deposits,
      cashOuts,
      gameRecords,
      blocks,
      settledBets,
      quizResults,
      lotteryResults,
      voteResults,
      rewardPushes(live, clock),
    ],
    jobs: [
      { name: 'promo.expiry', intervalMs: config.PROMO_EXPIRY_INTERVAL_MS, run: () => promo.expireDue() },
      { name: 'promo.vip', intervalMs: config.PROMO_DAILY_INTERVAL_MS, run: () => vip.runDay() },
      { name: 'promo.rebate', intervalMs: config.PROMO_DAILY_INTERVAL_MS, run: () => rebates.runDue() },
      { name: 'promo.inviteShare', intervalMs: config.PROMO_DAILY_INTERVAL_MS, run: () => invites.runShares() },
    ],
  };
  return {
    parts,
    promo,
    vip,
    rebates,
    signin,
    birthday,
    welfare,
    backflow,
    wagering,
    invites,
    costs,
    score,
    wheel,
    exchange,
    quiz,
    lottery,
    barrier,
    vote,
  };
};
