import type {
  LotteryCardView,
  LotteryEnterResult,
  LotteryEntriesResponse,
  LotteryEntryView,
  LotteryInfo,
  LotteryTerms,
} from '@courtside/contract';
import { fromMinorUnits, toMinorUnits } from '@courtside/domain';
import {
  type LotteryPick,
  type LotteryResult,
  lotteryPicksProblem,
  lotteryPrize,
  lotteryRight,
  winnerOf,
} from '@courtside/domain/promotions';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { FeedService, MatchStatusChanged } from '../feed';
import type { RgService } from '../rg';
import * as lotteries from './lottery-store';
import { runningPromotion } from './running';
import type { PromoService } from './service';
import * as store from './store';

/** The promotion 足球彩票's prizes are given from. */
export const LOTTERY_CODE = 'soccer-lottery';
const HOUR_MS = 3_600_000;
/** A card takes no match kicking off sooner than this: members need time to pick. */
const LEAD_MS = 10 * 60_000;
/** Matches looked at to fill a card (the feed lists the best leagues first). */
const CANDIDATES_MAX = 60;
const EARLIER_MAX = 3;

interface Offer {
  promotion: store.PromotionRow;
  lottery: LotteryTerms;
  multiplier: number;
  validDays: number;
}

/** Another request made this issue or took one of its matches first; the card's insert is rolled back. */
class LostRace extends Error {}

const entryViewOf = (e: lotteries.LotteryEntryRow): LotteryEntryView => ({
  id: e.id,
  cardId: e.cardId,
  picks: e.picks as Record<string, LotteryPick>,
  state: e.state as LotteryEntryView['state'],
  right: e.right,
  payout: fromMinorUnits(e.payout),
  grantId: e.grantId,
  at: e.at.toISOString(),
});

const cardViewOf = (
  card: lotteries.LotteryCardRow,
  matches: readonly lotteries.LotteryMatchRow[],
  now: number,
  entries: number,
  mine: lotteries.LotteryEntryRow | undefined,
): LotteryCardView => ({
  id: card.id,
  issue: card.issue,
  state: card.state === 'settled' ? 'settled' : card.closesAt.getTime() > now ? 'open' : 'closed',
  closesAt: card.closesAt.toISOString(),
  prizes: { first: fromMinorUnits(card.firstPrize), second: fromMinorUnits(card.secondPrize) },
  matches: matches.map((m) => ({
    matchId: m.matchId,
    league: m.league,
    home: m.home,
    away: m.away,
    kickoffAt: m.kickoffAt.toISOString(),
    result: (card.results[String(m.matchId)] as LotteryResult | undefined) ?? null,
  })),
  entries,
  mine: mine ? entryViewOf(mine) : null,
});

/**
 * 足球彩票 (issue 31): a card of N football matches is made when someone opens the page and none is
 * taking entries (the soonest N the feed has that no card holds); members pick each match's result,
 * free, until the first kickoff; each match's result is recorded on the card from the feed's event, in
 * that event's transaction, and the card settles once, when the last is in.
 */
export class LotteryService {
  constructor(private readonly deps: { db: Db; clock: Clock; promo: PromoService; rg: RgService; feed: FeedService }) {}

  private async offer(db: Executor, siteId: number): Promise<Offer | null> {
    const running = await runningPromotion(db, siteId, LOTTERY_CODE, 'lottery');
    if (!running) return null;
    const { promotion, terms } = running;
    return terms.lottery
      ? { promotion, lottery: terms.lottery, multiplier: terms.multiplier, validDays: terms.validDays }
      : null;
  }

  /** The card taking entries, made from the feed's coming matches when there is none; null when too few. */
  private async current(siteId: number, offer: Offer): Promise<lotteries.LotteryCardRow | null> {
    const { db, clock, feed } = this.deps;
    const now = clock.now();
    const open = await lotteries.currentCard(db, siteId, now);
    if (open) return open;
    const coming = (await feed.upcomingMatches('football', offer.lottery.horizonHours * HOUR_MS, CANDIDATES_MAX))
      .filter((m) => new Date(m.kickoffAt).getTime() >= now.getTime() + LEAD_MS)
      .sort((a, b) => new Date(a.kickoffAt).getTime() - new Date(b.kickoffAt).getTime() || a.id - b.id);
    const taken = await lotteries.takenMatches(
      db,
      siteId,
      coming.map((m) => m.id),
    );
    const picked = coming.filter((m) => !taken.has(m.id)).slice(0, offer.lottery.matches);
    if (picked.length < offer.lottery.matches) return null;
    try {
      return await db.transaction(async (tx) => {
        const made = await lotteries.insertCard(
          tx,
          {
            siteId,
            promotionId: offer.promotion.id,
            issue: (await lotteries.lastIssue(tx, siteId)) + 1,
            closesAt: new Date(picked[0]!.kickoffAt),
            firstPrize: toMinorUnits(offer.lottery.prizes.first),
            secondPrize: toMinorUnits(offer.lottery.prizes.second),
            createdAt: now,
          },
          picked.map((m, seq) => ({
            siteId,
            matchId: m.id,
            seq,
            league: m.league.name,
            home: m.home.name,
            away: m.away.name,
            kickoffAt: new Date(m.kickoffAt),
          })),
        );
        if (!made) throw new LostRace();
        return made;
      });
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      return lotteries.currentCard(db, siteId, now);
    }
  }

  private async views(
    db: Executor,
    cards: readonly lotteries.LotteryCardRow[],
    auth: AuthContext | null,
  ): Promise<LotteryCardView[]> {
    const ids = cards.map((c) => c.id);
    const [matches, counts, mine] = await Promise.all([
      lotteries.matchesOf(db, ids),
      lotteries.entryCounts(db, ids),
      auth ? lotteries.entriesOf(db, auth.memberId, ids) : [],
    ]);
    const now = this.deps.clock.now().getTime();
    return cards.map((card) =>
      cardViewOf(
        card,
        matches.filter((m) => m.cardId === card.id),
        now,
        counts.get(card.id) ?? 0,
        mine.find((e) => e.cardId === card.id),
      ),
    );
  }

  async info(siteId: number, auth: AuthContext | null): Promise<LotteryInfo> {
    const { db } = this.deps;
    const offer = await this.offer(db, siteId);
    if (!offer) return { reason: 'noOffer', title: null, summary: null, rules: null, current: null, recent: [] };
    const current = await this.current(siteId, offer);
    const earlier = await lotteries.earlierCards(db, siteId, current?.id ?? null, EARLIER_MAX);
    const [views, blacklisted, rg] = await Promise.all([
      this.views(db, current ? [current, ...earlier] : earlier, auth),
      auth ? store.isBlacklisted(db, siteId, auth.memberId) : false,
      auth ? this.deps.rg.promoState(auth.memberId) : 'none',
    ]);
    return {
      reason: !auth ? 'notLoggedIn' : blacklisted ? 'blacklisted' : rg !== 'none' ? 'rgBlocked' : null,
      title: offer.promotion.title,
      summary: offer.promotion.summary,
      rules: { matches: offer.lottery.matches, multiplier: offer.multiplier, validDays: offer.validDays },
      current: current ? views[0]! : null,
      recent: current ? views.slice(1) : views,
    };
  }

  /** Picks a result for every match of the card before its first kickoff; a repeated `requestId` answers the same. */
  async enter(
    auth: AuthContext,
    input: { cardId: number; picks: { matchId: number; pick: string }[]; requestId: string },
  ): Promise<LotteryEnterResult> {
    const { siteId, memberId } = auth;
    return this.deps.db.transaction(async (tx) => {
      if (!(await this.offer(tx, siteId))) throw new DomainError('promoNotFound');
      const now = this.deps.clock.now();
      // The member's own promotions row, locked, puts their taps in a line: a repeat then finds the first.
      await store.lockPoints(tx, siteId, memberId, now);
      const earlier = await lotteries.findEntryByRequest(tx, memberId, input.requestId);
      const card = await lotteries.findCard(tx, siteId, earlier?.cardId ?? input.cardId);
      if (!card) throw new DomainError('lotteryNotFound');
      if (!earlier) {
        if (card.state !== 'open' || card.closesAt.getTime() <= now.getTime()) throw new DomainError('lotteryClosed');
        const matchIds = (await lotteries.matchesOf(tx, [card.id])).map((m) => m.matchId);
        const problem = lotteryPicksProblem(matchIds, input.picks);
        if (problem) throw new DomainError('lotteryPicksInvalid', { msg: problem });
        if (await store.isBlacklisted(tx, siteId, memberId)) throw new DomainError('promoNoAccess');
        if ((await this.deps.rg.promoState(memberId, tx)) !== 'none') throw new DomainError('promoRgBlocked');
        const made = await lotteries.insertEntry(tx, {
          siteId,
          cardId: card.id,
          memberId,
          requestId: input.requestId,
          picks: Object.fromEntries(input.picks.map((p) => [String(p.matchId), p.pick])),
          at: now,
        });
        if (!made) throw new DomainError('lotteryEntered');
      }
      const [view] = await this.views(tx, [card], auth);
      return { card: view! };
    });
  }

  /**
   * The feed's word that a match ended, or was cancelled or postponed, inside its event's transaction:
   * the result goes on each open card holding the match (once), and a card whose last result this was
   * settles — once, as it leaves 'open' by a conditional update.
   */
  async onMatchStatus(tx: Executor, change: MatchStatusChanged): Promise<void> {
    const result: LotteryResult | null =
      change.to === 'ended'
        ? winnerOf(change.score)
        : change.to === 'cancelled' || change.to === 'postponed'
          ? 'void'
          : null;
    if (!result) return;
    for (const { card } of await lotteries.openCardsOfMatch(tx, change.matchId)) {
      const results = await lotteries.recordResult(tx, card.id, change.matchId, result);
      if (!results) continue;
      const matches = (await lotteries.matchesOf(tx, [card.id])).length;
      if (Object.keys(results).length < matches) continue;
      await this.settle(tx, card.id, results as Record<string, LotteryResult>, matches);
    }
  }

  private async settle(tx: Executor, cardId: number, results: Record<string, LotteryResult>, matches: number) {
    const now = this.deps.clock.now();
    const card = await lotteries.settleCard(tx, cardId, now);
    if (!card) return;
    const prizes = { first: card.firstPrize, second: card.secondPrize };
    for (const entry of await lotteries.openEntriesOf(tx, card.id)) {
      const right = lotteryRight(entry.picks, results);
      const amount = lotteryPrize(right, matches, prizes);
      // Null when the member is blacklisted or blocked by then, or the promotion paused or spent: the
      // entry stays a winning one, and pays nothing.
      const grant =
        amount > 0n
          ? await this.deps.promo.giveByRule(tx, {
              siteId: entry.siteId,
              memberId: entry.memberId,
              code: LOTTERY_CODE,
              source: 'lottery',
              reference: `entry:${entry.id}`,
              amount,
            })
          : null;
      await lotteries.settleEntry(tx, entry.id, {
        state: amount > 0n ? 'won' : 'lost',
        right,
        payout: grant ? amount : 0n,
        grantId: grant?.id ?? null,
        settledAt: now,
      });
    }
  }

  async adminCards(siteId: number, query: { page: number; pageSize: number }) {
    const { db } = this.deps;
    const { rows, total, won } = await lotteries.siteCards(db, siteId, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const views = await this.views(db, rows, null);
    return {
      items: views.map(({ mine: _mine, ...view }) => ({
        ...view,
        won: won.get(view.id)?.won ?? 0,
        paid: fromMinorUnits(BigInt(won.get(view.id)?.paid ?? '0')),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async entries(auth: AuthContext, query: { page: number; pageSize: number }): Promise<LotteryEntriesResponse> {
    const { rows, total } = await lotteries.memberEntries(this.deps.db, auth.memberId, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: rows.map(({ entry, issue }) => ({ ...entryViewOf(entry), issue })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
