import { type BetPush, liveEvents } from '@courtside/contract';
import type { LiveHub } from '../../platform/live';
import type { ModuleParts, Platform } from '../../platform/module';
import { type OutboxEvent, payloadOf, type Subscriber } from '../../platform/outbox';
import type { AccountService } from '../account';
import { type FeedService, feedEvents } from '../feed';
import type { RgService } from '../rg';
import type { GameRecords } from '../venue';
import type { Ledger, WalletService } from '../wallet';
import type { BetBonus } from './bonus';
import { BuilderPricer } from './builder';
import { CashOut } from './cashout';
import { TraderDesk } from './desk';
import { sportsbookEvents } from './events';
import { BookLiability } from './liability';
import { Payouts } from './payouts';
import { Placement } from './placement';
import { BetReader } from './reader';
import { BookRecords } from './records';
import { registerSportsbookRoutes } from './routes';
import { memberWallet } from './rules';
import { Settlement } from './settlement';

export type { BetBonus, ClosingBet, ReturnShares, StakeToFund } from './bonus';
export type { CashOut } from './cashout';
export type { TraderDesk } from './desk';
export type { BetCashedOut, BetDecided, BetPlaced, BetSettled } from './events';
export { sportsbookEvents } from './events';
export type { Placement } from './placement';
export { BOOK_RECORDS_ADAPTER, type BookRecords } from './records';
export { LIMITS } from './rules';
export type { Settlement } from './settlement';

/** How long bet pushes wait to be folded per member. */
const PUSH_FOLD_MS = 150;

type BetEvent = { siteId: number; memberId: number; betId: number; currency: string; state: string };

/**
 * The house sportsbook (DESIGN.md section 13): placement with the in-play delay, settlement from the
 * feed's events, cash-out and the member's bets. Its money moves only through the ledger.
 */
export const createSportsbookModule = (
  platform: Platform,
  deps: {
    feed: FeedService;
    ledger: Ledger;
    wallet: WalletService;
    account: AccountService;
    records: GameRecords;
    /** The promotions engine: bonus-funded stakes and wagering progress (see `BetBonus`). */
    bonus: BetBonus;
    rg: RgService;
  },
) => {
  const { db, clock, outbox, log, config } = platform;
  const reader = new BetReader({ db, feed: deps.feed });
  const builder = new BuilderPricer(deps.feed);
  const payouts = new Payouts(deps.ledger, deps.bonus);
  const liability = new BookLiability({ feed: deps.feed }, BigInt(config.BET_LIABILITY_CAP) * 100n);
  const placement = new Placement({
    db,
    clock,
    ledger: deps.ledger,
    feed: deps.feed,
    wallet: deps.wallet,
    outbox,
    reader,
    payouts,
    builder,
    liability,
    bonus: deps.bonus,
    rg: deps.rg,
    log,
    delayMs: config.BET_DELAY_MS,
  });
  const settlement = new Settlement({
    clock,
    outbox,
    payouts,
    ledger: deps.ledger,
    liability,
    bonus: deps.bonus,
    rg: deps.rg,
  });
  const cashOut = new CashOut({
    db,
    clock,
    ledger: deps.ledger,
    feed: deps.feed,
    outbox,
    payouts,
    reader,
    liability,
    bonus: deps.bonus,
  });
  const desk = new TraderDesk({
    db,
    clock,
    ledger: deps.ledger,
    feed: deps.feed,
    settlement,
    reader,
    liability,
    account: deps.account,
  });

  const settling: Subscriber = {
    name: 'sportsbook.settlement',
    kind: 'effect',
    topics: [feedEvents.marketSettled, feedEvents.marketCancelled, feedEvents.marketRolledBack],
    handle: async (event, tx) => {
      if (event.topic === feedEvents.marketSettled.topic) {
        await settlement.marketSettled(tx, payloadOf(feedEvents.marketSettled, event));
      } else if (event.topic === feedEvents.marketCancelled.topic) {
        await settlement.marketCancelled(tx, payloadOf(feedEvents.marketCancelled, event));
      } else {
        await settlement.marketRolledBack(tx, payloadOf(feedEvents.marketRolledBack, event));
      }
    },
  };
  const records = new BookRecords({ records: deps.records });
  const recording: Subscriber = {
    name: 'sportsbook.records',
    kind: 'effect',
    topics: [sportsbookEvents.betSettled, sportsbookEvents.betCashedOut],
    handle: (event, tx) => records.write(tx, [(event.payload as BetEvent).betId]),
  };
  // Settlement and decisions move money inside the outbox's transaction; the balance pushes and the
  // member's bet notices go out here, after it committed. A match settling hundreds of a member's bets
  // at once sends them one balance push, not hundreds: pushes wait a moment and are folded per member.
  const pushing = (live: LiveHub): Subscriber => {
    const waiting = new Map<string, { bet: BetEvent; states: Map<number, string> }>();
    let timer: NodeJS.Timeout | null = null;
    const flush = () => {
      timer = null;
      for (const { bet, states } of waiting.values()) {
        deps.ledger.announce([memberWallet(bet.siteId, bet.memberId, bet.currency === 'USDT' ? 'USDT' : 'RMB')]);
        for (const [betId, state] of states) {
          const push: BetPush = { betId, state: state as BetPush['state'], at: clock.now().toISOString() };
          live.toMember(bet.siteId, bet.memberId, liveEvents.bet, push);
        }
      }
      waiting.clear();
    };
    return {
      name: 'sportsbook.push',
      kind: 'notify',
      topics: [sportsbookEvents.betDecided, sportsbookEvents.betSettled, sportsbookEvents.betCashedOut],
      handle: async (event: OutboxEvent) => {
        const bet = event.payload as BetEvent;
        const key = `${bet.siteId}:${bet.memberId}:${bet.currency}`;
        const entry = waiting.get(key) ?? { bet, states: new Map<number, string>() };
        entry.states.set(bet.betId, bet.state);
        waiting.set(key, entry);
        if (!timer) {
          timer = setTimeout(flush, PUSH_FOLD_MS);
          timer.unref();
        }
      },
    };
  };

  const parts: ModuleParts = {
    name: 'sportsbook',
    routes: (http) =>
      registerSportsbookRoutes(http, { placement, reader, cashOut, desk, builder, delayMs: config.BET_DELAY_MS }),
    subscribers: (live) => [settling, recording, pushing(live)],
    jobs: [{ name: 'sportsbook.decide', intervalMs: config.BET_DECIDE_INTERVAL_MS, run: () => placement.decideDue() }],
  };
  return { parts, placement, settlement, cashOut, reader, records, desk, stop: () => placement.stop() };
};
