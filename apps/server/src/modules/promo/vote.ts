import {
  Errors,
  type VoteCastResult,
  type VoteCompetitionView,
  type VoteInfo,
  type VoteTerms,
} from '@courtside/contract';
import { fromMinorUnits, toMinorUnits } from '@courtside/domain';
import { voteShares } from '@courtside/domain/promotions';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { AccountService } from '../account';
import type { FeedService, MarketCancelled, MarketSettled } from '../feed';
import type { RgService } from '../rg';
import { runningPromotion } from './running';
import type { PromoService } from './service';
import * as store from './store';
import * as votes from './vote-store';

/** The promotion 冠军投票's rewards are given from. */
export const VOTE_CODE = 'european-vote';
const SOURCE = 'vote';
const DAY_MS = 86_400_000;
/** How long a closed competition stays on the page (its result and the member's payout). */
const SHOWN_AFTER_CLOSE_MS = 7 * DAY_MS;
/** The feed lists one outright per competition: eight football leagues in the demo. */
const SHOWN_MAX = 40;
const ADMIN_COMPETITIONS_MAX = 50;

interface Offer {
  promotion: store.PromotionRow;
  vote: VoteTerms;
  multiplier: number;
  validDays: number;
}

type Mine = NonNullable<VoteCompetitionView['mine']>;

const competitionViewOf = (
  c: votes.VoteCompetitionRow,
  now: number,
  tally: ReadonlyMap<string, number> | undefined,
  mine: votes.VoteRow | undefined,
): VoteCompetitionView => {
  const counts = c.teams.map((t) => tally?.get(t.key) ?? 0);
  const shares = voteShares(counts);
  return {
    id: c.id,
    league: c.league,
    closesAt: c.closesAt.toISOString(),
    state: c.state === 'open' && c.closesAt.getTime() <= now ? 'closed' : (c.state as VoteCompetitionView['state']),
    winner: c.winner,
    votes: counts.reduce((sum, n) => sum + n, 0),
    teams: c.teams.map((t, i) => ({ key: t.key, name: t.name, votes: counts[i]!, percent: shares[i]! })),
    mine: mine
      ? {
          outcome: mine.outcome,
          state: mine.state as Mine['state'],
          reward: fromMinorUnits(mine.reward),
          payout: fromMinorUnits(mine.payout),
          grantId: mine.grantId,
        }
      : null,
  };
};

/**
 * 冠军投票 (issue 31, the spec's european vote): a free vote for the winner of each football outright
 * the feed offers, one per member and competition (the unique key), taken until the outright closes.
 * Competitions are opened from the feed's outrights when the page is read, with the teams' names as
 * they were then. The feed's settlement of the outright market settles them in its event's
 * transaction, once: a competition and each vote leave 'open' by a conditional update, and a right
 * vote is a grant of the promotion (once per vote by the engine's claim key as well). A cancelled
 * outright voids the votes. A rolled-back settlement is not undone: the grants already given stand
 * (an outright's result is final in practice, and a bonus taken back is worse than one paid in error).
 */
export class VoteService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      promo: PromoService;
      rg: RgService;
      feed: FeedService;
      account: AccountService;
    },
  ) {}

  private async offer(db: Executor, siteId: number): Promise<Offer | null> {
    const running = await runningPromotion(db, siteId, VOTE_CODE, 'vote');
    if (!running) return null;
    const { promotion, terms } = running;
    return terms.vote
      ? { promotion, vote: terms.vote, multiplier: terms.multiplier, validDays: terms.validDays }
      : null;
  }

  /** Opens a competition for each football outright the feed offers that the site has none for yet. */
  private async open(siteId: number, offer: Offer): Promise<void> {
    let offered: Awaited<ReturnType<FeedService['outrights']>>['items'];
    try {
      offered = (await this.deps.feed.outrights(siteId, { sport: 'football' })).items;
    } catch (error) {
      // The sports venue in maintenance: the competitions opened before stay on the page.
      if (error instanceof DomainError && error.spec === Errors.venueClosed) return;
      throw error;
    }
    const now = this.deps.clock.now();
    await votes.insertCompetitions(
      this.deps.db,
      offered.map((o) => ({
        siteId,
        promotionId: offer.promotion.id,
        matchId: o.market.matchId,
        marketId: o.market.id,
        league: o.league.name,
        teams: o.market.outcomes.map((t) => ({ key: t.key, name: t.name })),
        closesAt: new Date(o.closesAt),
        createdAt: now,
      })),
    );
  }

  private async views(
    db: Executor,
    rows: votes.VoteCompetitionRow[],
    memberId: number | null,
  ): Promise<VoteCompetitionView[]> {
    const ids = rows.map((r) => r.id);
    const [tallies, mine] = await Promise.all([
      votes.tallies(db, ids),
      memberId === null ? [] : votes.votesOf(db, memberId, ids),
    ]);
    const mineBy = new Map(mine.map((v) => [v.competitionId, v]));
    const now = this.deps.clock.now().getTime();
    return rows.map((r) => competitionViewOf(r, now, tallies.get(r.id), mineBy.get(r.id)));
  }

  async info(siteId: number, auth: AuthContext | null): Promise<VoteInfo> {
    const { db } = this.deps;
    const offer = await this.offer(db, siteId);
    if (!offer) return { reason: 'noOffer', title: null, summary: null, rules: null, competitions: [] };
    await this.open(siteId, offer);
    const since = new Date(this.deps.clock.now().getTime() - SHOWN_AFTER_CLOSE_MS);
    const rows = await votes.competitionsShown(db, siteId, since, SHOWN_MAX);
    const [competitions, blacklisted, rg] = await Promise.all([
      this.views(db, rows, auth?.memberId ?? null),
      auth ? store.isBlacklisted(db, siteId, auth.memberId) : false,
      auth ? this.deps.rg.promoState(auth.memberId) : 'none',
    ]);
    return {
      reason: !auth ? 'notLoggedIn' : blacklisted ? 'blacklisted' : rg !== 'none' ? 'rgBlocked' : null,
      title: offer.promotion.title,
      summary: offer.promotion.summary,
      rules: { reward: offer.vote.reward, multiplier: offer.multiplier, validDays: offer.validDays },
      competitions,
    };
  }

  /**
   * Casts the member's one vote in a competition before it closes. The same pick again (a retry, a
   * double tap) answers the vote already cast; another pick once voted is refused.
   */
  async cast(auth: AuthContext, input: { competitionId: number; outcome: string }): Promise<VoteCastResult> {
    const { siteId, memberId } = auth;
    return this.deps.db.transaction(async (tx) => {
      const offer = await this.offer(tx, siteId);
      if (!offer) throw new DomainError('promoNotFound');
      const competition = await votes.findCompetition(tx, siteId, input.competitionId);
      if (!competition) throw new DomainError('promoNotFound', { msg: '该投票赛事不存在' });
      const answer = async () => ({ competition: (await this.views(tx, [competition], memberId))[0]! });
      const before = (await votes.votesOf(tx, memberId, [competition.id]))[0];
      if (before) {
        if (before.outcome !== input.outcome) throw new DomainError('voteAlreadyCast');
        return answer();
      }
      const now = this.deps.clock.now();
      if (competition.state !== 'open' || competition.closesAt.getTime() <= now.getTime()) {
        throw new DomainError('quizClosed', { msg: '投票已截止' });
      }
      if (!competition.teams.some((t) => t.key === input.outcome)) {
        throw new DomainError('quizPickInvalid', { msg: '请选择本赛事中的一支球队' });
      }
      if (await store.isBlacklisted(tx, siteId, memberId)) throw new DomainError('promoNoAccess');
      if ((await this.deps.rg.promoState(memberId, tx)) !== 'none') throw new DomainError('promoRgBlocked');
      const made = await votes.insertVote(tx, {
        siteId,
        memberId,
        competitionId: competition.id,
        outcome: input.outcome,
        reward: toMinorUnits(offer.vote.reward),
        at: now,
      });
      if (!made) {
        // A concurrent twin committed first: the same pick answers its vote, another is refused.
        const twin = (await votes.votesOf(tx, memberId, [competition.id]))[0];
        if (twin?.outcome !== input.outcome) throw new DomainError('voteAlreadyCast');
      }
      return answer();
    });
  }

  /** The feed settled a market, inside its event's transaction; only outrights concern the vote. */
  async onMarketSettled(tx: Executor, settled: MarketSettled): Promise<void> {
    if (settled.type !== 'outright') return;
    const now = this.deps.clock.now();
    const winner = Object.entries(settled.results).find(([, result]) => result === 'win')?.[0] ?? null;
    const closed = await votes.closeCompetitions(tx, settled.marketId, { state: 'settled', winner, at: now });
    for (const vote of await votes.openVotesOf(
      tx,
      closed.map((c) => c.id),
    )) {
      const result = settled.results[vote.outcome];
      if (result === 'void') {
        await votes.settleVote(tx, vote.id, { state: 'void', payout: 0n, grantId: null, settledAt: now });
        continue;
      }
      if (result !== 'win') {
        await votes.settleVote(tx, vote.id, { state: 'lost', payout: 0n, grantId: null, settledAt: now });
        continue;
      }
      // Null when the member is blacklisted or blocked by then, or the promotion paused or spent:
      // the vote stays right, and pays nothing.
      const grant = await this.deps.promo.giveByRule(tx, {
        siteId: vote.siteId,
        memberId: vote.memberId,
        code: VOTE_CODE,
        source: SOURCE,
        reference: `vote:${vote.id}`,
        amount: vote.reward,
      });
      await votes.settleVote(tx, vote.id, {
        state: 'won',
        payout: grant ? vote.reward : 0n,
        grantId: grant?.id ?? null,
        settledAt: now,
      });
    }
  }

  /** A cancelled outright voids its competitions and their votes, whatever window the cancel names. */
  async onMarketCancelled(tx: Executor, cancelled: MarketCancelled): Promise<void> {
    if (cancelled.type !== 'outright') return;
    const now = this.deps.clock.now();
    const voided = await votes.closeCompetitions(tx, cancelled.marketId, { state: 'void', at: now });
    for (const vote of await votes.openVotesOf(
      tx,
      voided.map((c) => c.id),
    ))
      await votes.settleVote(tx, vote.id, { state: 'void', payout: 0n, grantId: null, settledAt: now });
  }

  async adminLog(siteId: number, query: { page: number; pageSize: number; competitionId?: number | undefined }) {
    const { db } = this.deps;
    const [{ rows: competitions, paid }, { rows, total }] = await Promise.all([
      votes.siteCompetitions(db, siteId, ADMIN_COMPETITIONS_MAX),
      votes.siteVotes(db, siteId, query.competitionId, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
    ]);
    const [views, names] = await Promise.all([
      this.views(db, competitions, null),
      this.deps.account.memberNames(rows.map((r) => r.vote.memberId)),
    ]);
    return {
      competitions: views.map(({ mine: _mine, ...view }) => {
        const p = paid.get(view.id);
        return { ...view, won: Number(p?.won ?? 0), paid: fromMinorUnits(BigInt(p?.paid ?? '0')) };
      }),
      items: rows.map(({ vote, competition }) => ({
        id: vote.id,
        competitionId: competition.id,
        league: competition.league,
        memberId: vote.memberId,
        memberName: names.get(vote.memberId) ?? '',
        outcome: vote.outcome,
        team: competition.teams.find((t) => t.key === vote.outcome)?.name ?? vote.outcome,
        state: vote.state as Mine['state'],
        reward: fromMinorUnits(vote.reward),
        payout: fromMinorUnits(vote.payout),
        grantId: vote.grantId,
        at: vote.at.toISOString(),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
