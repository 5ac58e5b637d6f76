import type { QuizBoard, QuizEnterResult, QuizInfo, QuizQuestionView, QuizTerms } from '@courtside/contract';
import { businessDate, fromMinorUnits, toMinorUnits } from '@courtside/domain';
import {
  maskMemberName,
  QUIZ_KINDS,
  type QuizKindName,
  quizAnswer,
  quizPayout,
  quizQuestion,
} from '@courtside/domain/promotions';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { AccountService } from '../account';
import type { FeedService, MatchStatusChanged } from '../feed';
import type { RgService } from '../rg';
import * as quizzes from './quiz-store';
import { runningPromotion } from './running';
import type { PromoService } from './service';
import * as store from './store';

/** The promotion 竞猜's rewards are given from. */
export const QUIZ_CODE = 'match-quiz';
const HOUR_MS = 3_600_000;
/** A member's settled questions shown after the open ones. */
const RECENT_MAX = 10;
const BOARD_MAX = 20;

interface Quiz {
  promotion: store.PromotionRow;
  quiz: QuizTerms;
  multiplier: number;
  validDays: number;
}

type Mine = NonNullable<QuizQuestionView['mine']>;

const questionViewOf = (
  q: quizzes.QuizQuestionRow,
  now: number,
  entries: number,
  mine: quizzes.QuizEntryRow | undefined,
): QuizQuestionView => {
  const { title, options } = quizQuestion(q.kind as QuizKindName, q.home, q.away);
  const closed = q.state === 'open' && q.kickoffAt.getTime() <= now;
  return {
    id: q.id,
    matchId: q.matchId,
    league: q.league,
    home: q.home,
    away: q.away,
    kickoffAt: q.kickoffAt.toISOString(),
    kind: q.kind as QuizKindName,
    title,
    options,
    reward: fromMinorUnits(q.reward),
    state: closed ? 'closed' : (q.state as QuizQuestionView['state']),
    answer: q.answer,
    entries,
    mine: mine
      ? { pick: mine.pick, buff: mine.buff, state: mine.state as Mine['state'], payout: fromMinorUnits(mine.payout) }
      : null,
  };
};

/**
 * 竞猜 (issue 31): free questions on the feed's real football matches, asked as soon as a member
 * opens the page (one per match and kind: the unique key makes asking twice ask once), answered until
 * kickoff, and settled from the final score when the feed says the match ended — in that event's
 * transaction, once, since a question leaves 'open' by a conditional update. A right answer is a grant
 * of the quiz promotion; a buff card multiplies it. A cancelled or postponed match voids its answers.
 */
export class QuizService {
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

  private async offer(db: Executor, siteId: number): Promise<Quiz | null> {
    const running = await runningPromotion(db, siteId, QUIZ_CODE, 'quiz');
    if (!running) return null;
    const { promotion, terms } = running;
    return terms.quiz
      ? { promotion, quiz: terms.quiz, multiplier: terms.multiplier, validDays: terms.validDays }
      : null;
  }

  /** Asks the questions of the football matches kicking off within the horizon that have none yet. */
  private async ask(siteId: number, q: Quiz): Promise<void> {
    const matches = await this.deps.feed.upcomingMatches('football', q.quiz.horizonHours * HOUR_MS, q.quiz.matchesMax);
    const now = this.deps.clock.now();
    await quizzes.insertQuestions(
      this.deps.db,
      matches.flatMap((m) =>
        QUIZ_KINDS.filter((kind) => toMinorUnits(q.quiz.rewards[kind]) > 0n).map((kind) => ({
          siteId,
          promotionId: q.promotion.id,
          matchId: m.id,
          league: m.league.name,
          home: m.home.name,
          away: m.away.name,
          kickoffAt: new Date(m.kickoffAt),
          kind,
          reward: toMinorUnits(q.quiz.rewards[kind]),
          buffFactor: q.quiz.buffFactor,
          createdAt: now,
        })),
      ),
    );
  }

  private buffsLeft(q: Quiz, used: number): number {
    return Math.max(0, q.quiz.buffCardsPerDay - used);
  }

  async info(siteId: number, auth: AuthContext | null): Promise<QuizInfo> {
    const { db } = this.deps;
    const q = await this.offer(db, siteId);
    if (!q) return { reason: 'noOffer', title: null, summary: null, rules: null, buffCardsLeft: 0, questions: [] };
    await this.ask(siteId, q);
    const now = this.deps.clock.now();
    const open = await quizzes.openQuestions(db, siteId, q.quiz.matchesMax * QUIZ_KINDS.length);
    const recent = auth ? await quizzes.recentEntries(db, auth.memberId, RECENT_MAX) : [];
    const openIds = new Set(open.map((o) => o.id));
    const past = await quizzes.questionsByIds(
      db,
      recent.map((e) => e.questionId).filter((id) => !openIds.has(id)),
    );
    // Newest match first; within a match the questions keep the order they were asked in.
    const questions = [...open, ...past.sort((a, b) => b.kickoffAt.getTime() - a.kickoffAt.getTime() || a.id - b.id)];
    const ids = questions.map((x) => x.id);
    const [counts, mine, used, blacklisted, rg] = await Promise.all([
      quizzes.entryCounts(db, ids),
      auth ? quizzes.entriesOf(db, auth.memberId, ids) : [],
      auth ? quizzes.buffsOn(db, auth.memberId, businessDate(now.getTime())) : 0,
      auth ? store.isBlacklisted(db, siteId, auth.memberId) : false,
      auth ? this.deps.rg.promoState(auth.memberId) : 'none',
    ]);
    const mineBy = new Map(mine.map((e) => [e.questionId, e]));
    return {
      reason: !auth ? 'notLoggedIn' : blacklisted ? 'blacklisted' : rg !== 'none' ? 'rgBlocked' : null,
      title: q.promotion.title,
      summary: q.promotion.summary,
      rules: {
        buffFactor: q.quiz.buffFactor,
        buffCardsPerDay: q.quiz.buffCardsPerDay,
        multiplier: q.multiplier,
        validDays: q.validDays,
      },
      buffCardsLeft: auth ? this.buffsLeft(q, used) : 0,
      questions: questions.map((x) => questionViewOf(x, now.getTime(), counts.get(x.id) ?? 0, mineBy.get(x.id))),
    };
  }

  /** Answers a question before kickoff; the member's promotions row lock puts their buff cards in a line. */
  async enter(
    auth: AuthContext,
    input: { questionId: number; pick: string; buff: boolean; requestId: string },
  ): Promise<QuizEnterResult> {
    const { siteId, memberId } = auth;
    return this.deps.db.transaction(async (tx) => {
      const q = await this.offer(tx, siteId);
      if (!q) throw new DomainError('promoNotFound');
      const now = this.deps.clock.now();
      const day = businessDate(now.getTime());
      // The points row is the member's own promotions row: locking it orders two answers that both use a buff card.
      await store.lockPoints(tx, siteId, memberId, now);
      const earlier = await quizzes.findEntryByRequest(tx, memberId, input.requestId);
      const question = await quizzes.findQuestion(tx, siteId, earlier?.questionId ?? input.questionId);
      if (!question) throw new DomainError('quizNotFound');
      if (!earlier) {
        if (question.state !== 'open' || question.kickoffAt.getTime() <= now.getTime())
          throw new DomainError('quizClosed');
        const { options } = quizQuestion(question.kind as QuizKindName, question.home, question.away);
        if (!options.some((o) => o.key === input.pick)) throw new DomainError('quizPickInvalid');
        if (await store.isBlacklisted(tx, siteId, memberId)) throw new DomainError('promoNoAccess');
        if ((await this.deps.rg.promoState(memberId, tx)) !== 'none') throw new DomainError('promoRgBlocked');
        if (input.buff && this.buffsLeft(q, await quizzes.buffsOn(tx, memberId, day)) < 1)
          throw new DomainError('quizNoBuffCards');
        const made = await quizzes.insertEntry(tx, {
          siteId,
          memberId,
          questionId: question.id,
          requestId: input.requestId,
          pick: input.pick,
          buff: input.buff,
          day,
          at: now,
        });
        if (!made) throw new DomainError('quizAnswered');
      }
      const [counts, mine, used] = await Promise.all([
        quizzes.entryCounts(tx, [question.id]),
        quizzes.entriesOf(tx, memberId, [question.id]),
        quizzes.buffsOn(tx, memberId, day),
      ]);
      return {
        question: questionViewOf(question, now.getTime(), counts.get(question.id) ?? 0, mine[0]),
        buffCardsLeft: this.buffsLeft(q, used),
      };
    });
  }

  /**
   * The feed's word that a match ended, or was cancelled or postponed, inside its event's transaction.
   * A question leaves 'open' once, so a second delivery of the event finds nothing to do.
   */
  async onMatchStatus(tx: Executor, change: MatchStatusChanged): Promise<void> {
    const now = this.deps.clock.now();
    if (change.to === 'ended') {
      const result = { score: change.score, firstGoal: await this.deps.feed.firstGoalSide(tx, change.matchId) };
      const answered = QUIZ_KINDS.map((kind) => ({ kind, answer: quizAnswer(kind, result) }));
      const undecided = answered.filter((a) => a.answer === null).map((a) => a.kind);
      if (undecided.length > 0) await this.voidQuestions(tx, change.matchId, now, undecided);
      const answers = Object.fromEntries(answered.flatMap((a) => (a.answer === null ? [] : [[a.kind, a.answer]])));
      const settled = await quizzes.closeQuestions(
        tx,
        change.matchId,
        { state: 'settled', answers, at: now },
        Object.keys(answers),
      );
      const byId = new Map(settled.map((q) => [q.id, q]));
      for (const entry of await quizzes.openEntriesOf(tx, [...byId.keys()])) {
        const question = byId.get(entry.questionId)!;
        if (entry.pick !== question.answer) {
          await quizzes.settleEntry(tx, entry.id, { state: 'lost', payout: 0n, grantId: null, settledAt: now });
          continue;
        }
        const amount = quizPayout(question.reward, entry.buff, question.buffFactor);
        // Null when the member is blacklisted or blocked by then, or the promotion paused or spent:
        // the answer stays right, and pays nothing.
        const grant = await this.deps.promo.giveByRule(tx, {
          siteId: entry.siteId,
          memberId: entry.memberId,
          code: QUIZ_CODE,
          source: 'quiz',
          reference: `entry:${entry.id}`,
          amount,
        });
        await quizzes.settleEntry(tx, entry.id, {
          state: 'won',
          payout: grant ? amount : 0n,
          grantId: grant?.id ?? null,
          settledAt: now,
        });
      }
    } else if (change.to === 'cancelled' || change.to === 'postponed') {
      await this.voidQuestions(tx, change.matchId, now);
    }
  }

  /** Voids a match's open questions (of these kinds, or all) and returns their entries, buff cards with them. */
  private async voidQuestions(tx: Executor, matchId: number, now: Date, kinds?: readonly string[]): Promise<void> {
    const voided = await quizzes.closeQuestions(tx, matchId, { state: 'void', at: now }, kinds);
    for (const entry of await quizzes.openEntriesOf(
      tx,
      voided.map((q) => q.id),
    ))
      await quizzes.settleEntry(tx, entry.id, { state: 'void', payout: 0n, grantId: null, settledAt: now });
  }

  async entries(auth: AuthContext, query: { page: number; pageSize: number }) {
    const { rows, total } = await quizzes.memberEntries(this.deps.db, auth.memberId, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: rows.map(({ entry, question }) => {
        const { title, options } = quizQuestion(question.kind as QuizKindName, question.home, question.away);
        return {
          id: entry.id,
          questionId: question.id,
          match: `${question.home} vs ${question.away}`,
          title,
          pick: entry.pick,
          pickLabel: options.find((o) => o.key === entry.pick)?.label ?? entry.pick,
          buff: entry.buff,
          state: entry.state as Mine['state'],
          payout: fromMinorUnits(entry.payout),
          grantId: entry.grantId,
          at: entry.at.toISOString(),
        };
      }),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async board(siteId: number, auth: AuthContext | null): Promise<QuizBoard> {
    const q = await this.offer(this.deps.db, siteId);
    if (!q) return { rows: [], mine: null };
    const all = await quizzes.board(this.deps.db, q.promotion.id);
    const top = all.slice(0, BOARD_MAX);
    const names = await this.deps.account.memberNames(top.map((r) => r.memberId));
    const rows = top.map((r, i) => ({
      rank: i + 1,
      name: maskMemberName(names.get(r.memberId) ?? ''),
      won: r.won,
      payout: fromMinorUnits(BigInt(r.payout)),
    }));
    if (!auth) return { rows, mine: null };
    const at = all.findIndex((r) => r.memberId === auth.memberId);
    const own = all[at];
    return {
      rows,
      mine: own
        ? { rank: at + 1, won: own.won, payout: fromMinorUnits(BigInt(own.payout)) }
        : { rank: null, won: 0, payout: '0.00' },
    };
  }

  async adminQuestions(siteId: number, query: { page: number; pageSize: number; state?: string | undefined }) {
    const now = this.deps.clock.now().getTime();
    const { rows, total, stats } = await quizzes.siteQuestions(this.deps.db, siteId, query.state, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: rows.map((r) => {
        const s = stats.get(r.id);
        const { mine: _mine, ...view } = questionViewOf(r, now, s?.n ?? 0, undefined);
        return { ...view, won: Number(s?.won ?? 0), paid: fromMinorUnits(BigInt(s?.paid ?? '0')) };
      }),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
