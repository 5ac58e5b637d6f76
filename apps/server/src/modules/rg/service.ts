import type { RgBlockView, RgChangeResult, RgLimitView, RgSessionView, RgState } from '@courtside/contract';
import type { RgMemberView, RgNearLimits } from '@courtside/contract/admin';
import { fromMinorUnits } from '@courtside/domain';
import {
  ALL_LIMIT_KINDS,
  type AnyLimitKind,
  activeBlock,
  activeSeconds,
  type Block,
  blockingLimit,
  confirmChange,
  elapsedSeconds,
  exclusionEnd,
  type ImposedTable,
  isMandatory,
  JURISDICTION_PARAM,
  type JurisdictionProfile,
  jurisdictionProfile,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type Limit,
  type LimitKind,
  type LimitPeriod,
  type LimitTable,
  leftIn,
  parseLimitAmount,
  parseRealityMinutes,
  parseTimeLimit,
  periodEnd,
  periodStart,
  realityDueAt,
  remaining,
  requestChange,
  type SpendKind,
  sessionNet,
  TIME_KIND,
  timeLimitUntil,
  timeOutEnd,
  type UsageTable,
  usageDelta,
  withImposed,
} from '@courtside/domain/rg';
import type { FastifyRequest } from 'fastify';
import { insertAudit } from '../../platform/audit';
import type { AuthContext, OperatorActor } from '../../platform/auth';
import type { ReadCache } from '../../platform/cache';
import type { Clock } from '../../platform/clock';
import { afterCommit, type Db, type Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { LoginRefusal, SessionService } from '../account';
import { type LimitChanged, rgEvents } from './events';
import * as store from './store';

/** Who a movement belongs to. */
export interface RgMember {
  memberId: number;
  siteId: number;
}

const KIND_NAMES: Record<LimitKind, string> = { deposit: '存款', loss: '亏损', stake: '投注' };
const BLOCK_CACHE_PREFIX = 'rg-block:';
const BLOCK_CACHED_MS = 5_000;
/**
 * The gate's copy of when a member's time limit runs out if they stay active from the moment it was
 * read (null: no time limit). It is the earliest that can be: an idle member runs out later, so a copy
 * that says "now" is checked again against the sessions before anyone is stopped.
 */
const TIME_CACHE_PREFIX = 'rg-time:';
const TIME_CACHED_MS = 60_000;

/**
 * The running total of every movement a member ever made, kept as one more row of `rg_usage` (period
 * `total`, starting at the epoch) by the very upsert that counts the day, week and month. A session's
 * net position is then this row's `loss` when it started less its `loss` now: exact (the same
 * transactions that move the money write it, under the same row locks), and two primary-key reads,
 * where summing bets and transfers since the login would read a growing number of rows of four
 * modules' tables on every clock refresh.
 *
 * A transfer into a game venue counts against the limits (it is where we hold the money) but not in
 * the net position: money sitting in a game is not lost, and with auto-transfer on, opening a slot
 * would show the whole balance as a loss. The venue's rounds count instead, each with its win or
 * loss, read from their stored records at the session read (`useVenueRounds`).
 */
const TOTAL = { period: 'total', start: new Date(0) } as const;

/**
 * What a blocked member may still do (the withdraw-only session): read balances, bring money
 * back from venues, withdraw, manage cards for it, read their profile, log out, and use this page.
 */
const WITHDRAW_ONLY = [
  '/api/site/group/rg/',
  '/wallet/balance/',
  '/wallet/oneClickRecovery',
  '/wallet/transferOut',
  '/withdraw/',
  // The withdrawal's own steps: a USDT withdrawal, and reminding, confirming or disputing a speed draw.
  '/usdtDraw/',
  '/speedDraw/',
  '/address/v1/list',
  '/address/v1/whitelistCheck',
  '/record/v1/withdrawals',
  '/card/v1/list',
  '/withdrawPassword/',
  '/member/v1/logout',
  '/info/v1/getMemberInfoForWeb',
];
export const allowedWhileBlocked = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return WITHDRAW_ONLY.some((part) => path.includes(part));
};

const shanghaiText = (ms: number): string => {
  const d = new Date(ms + 8 * 60 * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
};

/** The refusal a blocked member gets, with the end date in the message and the data. */
export const blockRefusal = (block: Block): DomainError =>
  block.byOperator
    ? new DomainError('rgTimedOut', {
        msg: `您的账户已由运营方暂停，至 ${shanghaiText(block.endsAtMs)} 结束；期间仅可查看余额和提款，如有疑问请联系客服`,
        data: { kind: block.kind, endsAt: new Date(block.endsAtMs).toISOString() },
      })
    : block.kind === 'selfExclusion'
      ? new DomainError('rgSelfExcluded', {
          msg: `您已自我排除，至 ${shanghaiText(block.endsAtMs)} 结束；期间仅可查看余额和提款`,
          data: { kind: block.kind, endsAt: new Date(block.endsAtMs).toISOString() },
        })
      : new DomainError('rgTimedOut', {
          msg: `您已暂停账户，至 ${shanghaiText(block.endsAtMs)} 结束；期间仅可查看余额和提款`,
          data: { kind: block.kind, endsAt: new Date(block.endsAtMs).toISOString() },
        });

const limitRefusal = (kind: LimitKind, left: bigint): DomainError =>
  new DomainError('rgLimitReached', {
    msg: `已达到您设定的${KIND_NAMES[kind]}限额，本期剩余可用 ¥${fromMinorUnits(left)}`,
    data: { kind, remaining: fromMinorUnits(left) },
  });

const isKind = (v: string): v is AnyLimitKind => (ALL_LIMIT_KINDS as readonly string[]).includes(v);

/** A limit's amount as the member reads it: yuan, or for the time limit (kept in seconds) whole minutes. */
const shown = (kind: AnyLimitKind, amount: bigint): string =>
  kind === TIME_KIND ? (amount / 60n).toString() : fromMinorUnits(amount);
const isPeriod = (v: string): v is LimitPeriod => (LIMIT_PERIODS as readonly string[]).includes(v);

const limitOfRow = (row: store.LimitRow | undefined): Limit => ({
  active: row?.amount ?? null,
  pending: row?.pendingEffectiveAt
    ? {
        amount: row.pendingRemoval === 'yes' ? null : (row.pendingAmount ?? null),
        effectiveAtMs: row.pendingEffectiveAt.getTime(),
      }
    : null,
});

/**
 * Safer gambling: the member's limits (deposit, loss, stake per day, week, month), time-outs and
 * self-exclusion, and the checks the money modules call inside their own transactions.
 */
/** What the member won (positive) or lost in outside game venues' rounds settled since a time. */
export type VenueRoundsNet = (siteId: number, memberId: number, since: Date) => Promise<bigint>;

/** The account module's check that a member belongs to the operator's site. */
export interface RgMembers {
  isMemberOf(siteId: number, memberId: number, db: Executor): Promise<boolean>;
}

/** The longest reason an operator may give. */
const REASON_MAX = 200;

/** How long after a member's last change of their limits they are asked to review them (RTS 12E). */
const REVIEW_EVERY_MS = 182 * 24 * 60 * 60_000;

/**
 * Tells the outside providers what a member may still stake in their games (null: no cap), so a
 * provider stops rounds at the member's limits (the venue module's, given after it is built).
 */
export type TellGameAllowance = (member: RgMember, allowance: bigint | null) => void;

/** Whether a member has verified their real name (the member module's, given after it is built). */
export type HasRealName = (memberId: number, db: Executor) => Promise<boolean>;

/** Ends a member's game sessions at the outside providers (the venue module's, given after it is built). */
export type EndGameSessions = (member: RgMember) => void;

export class RgService {
  private venueRounds: VenueRoundsNet = async () => 0n;
  private endGameSessions: EndGameSessions = () => {};
  private tellGameAllowance: TellGameAllowance = () => {};
  // Until the member module answers, nobody counts as verified: a uk site refuses stakes rather than take unverified ones.
  private hasRealName: HasRealName = async () => false;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      cache: ReadCache;
      outbox: Outbox;
      sessions: SessionService;
      members: RgMembers;
      site: {
        paramValues(siteId: number, keyCodes: readonly string[], db?: Executor): Promise<Record<string, string>>;
      };
      /** Seconds in a reality-check minute: 60, or fewer in a browser test (configuration). */
      realitySecondsPerMinute: number;
    },
  ) {
    // A session's start and the member's running total then, in the session's own transaction.
    deps.sessions.onOpened((db, session) => this.sessionOpened(db, session));
  }

  private now(): number {
    return this.deps.clock.now().getTime();
  }

  /**
   * How a block ends the member's sessions at the game providers, which hold their own (a slot left
   * open would otherwise play on until its launch token expired). Asked once the block has committed:
   * a provider is reached outside our transactions, and a block never waits on one.
   */
  useEndGameSessions(end: EndGameSessions): void {
    this.endGameSessions = end;
  }

  /**
   * How the providers learn what a member may still stake in their games: after a transfer into a
   * venue and after a change of a stake or loss limit, once committed (a provider is reached outside
   * our transactions).
   */
  useGameAllowance(tell: TellGameAllowance): void {
    this.tellGameAllowance = tell;
  }

  /**
   * A transfer of `amount` into a game venue was applied: the provider may take stakes up to what the
   * limits leave now plus that amount (it was counted as a stake when it moved), or without a cap.
   */
  async venueTransferred(who: RgMember, amount: bigint): Promise<void> {
    let left: bigint | null;
    try {
      left = await this.headroom(who);
    } catch {
      // The transfer has moved: a failed read must not answer it as failed. The provider keeps its
      // last figure until the next transfer or limit change tells it again.
      return;
    }
    this.tellGameAllowance(who, left === null ? null : left + amount);
  }

  /**
   * After a limit change commits: a time limit drops the gate's copy of the time left (a lower limit
   * acts at once); a stake or loss limit is told to the providers, who from now take stakes up to what
   * the limits leave. A failed read of either leaves the last figure, as a provider that does not
   * answer does: the copy lives a minute, and the next transfer tells the provider again.
   */
  private limitCommitted(who: RgMember, kind: AnyLimitKind): void {
    if (kind === TIME_KIND) this.forgetTime(who.memberId).catch(() => {});
    if (kind === 'stake' || kind === 'loss')
      this.headroom(who)
        .then((left) => this.tellGameAllowance(who, left))
        .catch(() => {});
  }

  /** The member module's real-name check (it is built after this one), for a profile that asks for one. */
  useRealNames(check: HasRealName): void {
    this.hasRealName = check;
  }

  private async profileOf(siteId: number, db: Executor = this.deps.db): Promise<JurisdictionProfile> {
    const params = await this.deps.site.paramValues(siteId, [JURISDICTION_PARAM], db);
    return jurisdictionProfile(params[JURISDICTION_PARAM]);
  }

  /** A profile that asks for it refuses a stake of a member without a verified real name (LCCP SR 3.2.11). */
  private async assertIdentified(who: RgMember, db: Executor): Promise<void> {
    if (!(await this.profileOf(who.siteId, db)).realNameBeforeStake) return;
    if (!(await this.hasRealName(who.memberId, db))) throw new DomainError('rgRealNameRequired');
  }

  /** The venue module's stored rounds (it is built after this one), for the session's net position. */
  useVenueRounds(read: VenueRoundsNet): void {
    this.venueRounds = read;
  }

  private starts(nowMs: number) {
    return LIMIT_PERIODS.map((period) => ({ period, start: new Date(periodStart(period, nowMs)) }));
  }

  /**
   * The member's limits as they apply (`limits`: the lower of their own and the operator's), their
   * own (`own`) and the operator's (`imposed`), and the usage of the current periods.
   */
  private async tables(db: Executor, memberId: number, nowMs: number, rows?: store.LimitRow[]) {
    const limitRows = rows ?? (await store.limitsOf(db, memberId));
    const own: LimitTable = {};
    const imposed: ImposedTable = {};
    for (const row of limitRows) {
      if (!isKind(row.kind) || !isPeriod(row.period)) continue;
      own[row.kind] = { ...own[row.kind], [row.period]: limitOfRow(row) };
      if (row.imposedAmount !== null) imposed[row.kind] = { ...imposed[row.kind], [row.period]: row.imposedAmount };
    }
    const usage = this.usageTable(await store.usageIn(db, memberId, this.starts(nowMs)));
    return { limits: withImposed(own, imposed), own, imposed, usage };
  }

  private usageTable(rows: readonly store.UsageRow[]): UsageTable {
    const usage: UsageTable = { deposit: {}, loss: {}, stake: {}, time: {} };
    for (const row of rows) {
      if (!isPeriod(row.period)) continue;
      for (const kind of LIMIT_KINDS) (usage[kind] as Record<string, bigint>)[row.period] = row[kind];
    }
    return usage;
  }

  // ---- the member's page ----

  async state(auth: AuthContext, db: Executor = this.deps.db): Promise<RgState> {
    const nowMs = this.now();
    const { limits, own, imposed, usage } = await this.tables(db, auth.memberId, nowMs);
    if (LIMIT_PERIODS.some((p) => limits.time?.[p] !== undefined))
      usage.time = await this.timeUsed(auth.memberId, auth.sessionId, nowMs);
    const views: RgLimitView[] = [];
    for (const kind of ALL_LIMIT_KINDS)
      for (const period of LIMIT_PERIODS) {
        const limit = own[kind]?.[period] ?? null;
        const applies = limits[kind]?.[period]?.active ?? null;
        const theirs = imposed[kind]?.[period];
        const used = usage[kind]?.[period] ?? 0n;
        views.push({
          kind,
          period,
          amount: limit?.active != null ? shown(kind, limit.active) : null,
          imposed: theirs === undefined ? null : shown(kind, theirs),
          used: shown(kind, used > 0n ? used : 0n),
          remaining: applies !== null ? shown(kind, leftIn(applies, used)) : null,
          periodEndsAt: new Date(periodEnd(period, periodStart(period, nowMs))).toISOString(),
          pending: limit?.pending
            ? {
                amount: limit.pending.amount === null ? null : shown(kind, limit.pending.amount),
                effectiveAt: new Date(limit.pending.effectiveAtMs).toISOString(),
                confirmable: nowMs >= limit.pending.effectiveAtMs,
              }
            : null,
        });
      }
    const left = (kind: AnyLimitKind) => {
      const r = remaining(limits, usage, kind);
      return r === null ? null : shown(kind, r);
    };
    const block = await this.blockOf(auth.memberId, db);
    const prompt = await store.limitPromptOf(db, auth.memberId);
    const hasDepositLimit = LIMIT_PERIODS.some((p) => {
      const limit = limits.deposit?.[p];
      return limit?.active != null || limit?.pending != null;
    });
    return {
      limits: views,
      limitPrompt: {
        due: prompt.answer === null && !hasDepositLimit,
        answer: prompt.answer === 'set' || prompt.answer === 'declined' ? prompt.answer : null,
        answeredAt: prompt.answeredAt?.toISOString() ?? null,
      },
      remaining: { deposit: left('deposit'), loss: left('loss'), stake: left('stake'), time: left('time') },
      block: block ? this.blockView(block) : null,
      now: new Date(nowMs).toISOString(),
    };
  }

  private blockView(block: Block): RgBlockView {
    return {
      kind: block.kind,
      startsAt: new Date(block.startsAtMs).toISOString(),
      endsAt: new Date(block.endsAtMs).toISOString(),
      byOperator: block.byOperator === true,
    };
  }

  private parseTarget(input: { kind: string; period: string }): { kind: AnyLimitKind; period: LimitPeriod } {
    if (!isKind(input.kind) || !isPeriod(input.period)) throw new DomainError('rgPeriodInvalid');
    return { kind: input.kind, period: input.period };
  }

  private parseAmount(text: string | null, kind: AnyLimitKind = 'deposit', period: LimitPeriod = 'day'): bigint | null {
    if (text === null) return null;
    if (kind === TIME_KIND) {
      const seconds = parseTimeLimit(text, period);
      if (typeof seconds === 'string') throw new DomainError('rgTimeLimitAmount');
      return seconds;
    }
    const parsed = parseLimitAmount(text);
    if (parsed === 'tooLarge') throw new DomainError('rgLimitTooLarge');
    if (typeof parsed === 'string') throw new DomainError('rgLimitAmount');
    return parsed;
  }

  async setLimit(
    auth: AuthContext,
    input: { kind: string; period: string; amount: string | null },
    actor = 'member',
  ): Promise<RgChangeResult> {
    const { kind, period } = this.parseTarget(input);
    const amount = this.parseAmount(input.amount, kind, period);
    const nowMs = this.now();
    const outcome = await this.deps.db.transaction((tx) =>
      this.changeLimit(tx, auth, { kind, period, amount, asked: input.amount, actor }, nowMs),
    );
    this.deps.outbox.kick();
    return { outcome, state: await this.state(auth) };
  }

  /** A limit change in the caller's transaction: the row, its audit and the member's event. */
  private async changeLimit(
    tx: Executor,
    auth: AuthContext,
    change: { kind: AnyLimitKind; period: LimitPeriod; amount: bigint | null; asked: string | null; actor: string },
    nowMs: number,
  ): Promise<RgChangeResult['outcome']> {
    const { kind, period } = change;
    const rows = await store.lockLimits(tx, auth.memberId);
    const before = limitOfRow(rows.find((r) => r.kind === kind && r.period === period));
    const next = requestChange(before, change.amount, nowMs);
    if (next.outcome === 'unchanged') return next.outcome;
    await this.writeLimit(tx, auth, kind, period, next.limit, nowMs);
    await store.audit(tx, {
      memberId: auth.memberId,
      siteId: auth.siteId,
      actor: change.actor,
      action: `limit.${next.outcome}`,
      detail: {
        kind,
        period,
        asked: change.asked,
        before: this.limitJson(kind, before),
        after: this.limitJson(kind, next.limit),
      },
      at: new Date(nowMs),
    });
    await this.limitChanged(tx, auth, kind, period, next.outcome, next.limit, nowMs);
    return next.outcome;
  }

  /**
   * The member's answer to the deposit-limit prompt (RTS 12A): a deposit limit, set as any new limit
   * is (at once), or an explicit 暂不设置; either is recorded with its time and audited
   * (`limitPrompt.set`, `limitPrompt.declined`), in one transaction with the limit, and the prompt is
   * not asked again. A second answer (a double tap, another device) changes nothing: `unchanged`.
   */
  async answerLimitPrompt(
    auth: AuthContext,
    input: { amount: string | null; period: string | null },
  ): Promise<RgChangeResult> {
    const amount = this.parseAmount(input.amount);
    const period = amount === null ? null : this.parseTarget({ kind: 'deposit', period: input.period ?? '' }).period;
    const at = new Date(this.now());
    const answer = period === null ? 'declined' : 'set';
    const outcome = await this.deps.db.transaction(async (tx) => {
      if (!(await store.claimLimitPrompt(tx, auth.memberId, auth.siteId, answer, at))) return 'unchanged';
      await store.audit(tx, {
        memberId: auth.memberId,
        siteId: auth.siteId,
        actor: 'member',
        action: `limitPrompt.${answer}`,
        detail: { period, asked: input.amount },
        at,
      });
      if (period === null) return 'applied';
      return this.changeLimit(
        tx,
        auth,
        { kind: 'deposit', period, amount, asked: input.amount, actor: 'member' },
        at.getTime(),
      );
    });
    this.deps.outbox.kick();
    return { outcome, state: await this.state(auth) };
  }

  async confirmLimit(auth: AuthContext, input: { kind: string; period: string }): Promise<RgChangeResult> {
    const { kind, period } = this.parseTarget(input);
    const nowMs = this.now();
    await this.deps.db.transaction(async (tx) => {
      const rows = await store.lockLimits(tx, auth.memberId);
      const before = limitOfRow(rows.find((r) => r.kind === kind && r.period === period));
      const after = confirmChange(before, nowMs);
      if (after === 'nothingPending') throw new DomainError('rgNothingPending');
      if (after === 'tooEarly') throw new DomainError('rgCoolingOff');
      await this.writeLimit(tx, auth, kind, period, after, nowMs);
      await store.audit(tx, {
        memberId: auth.memberId,
        siteId: auth.siteId,
        actor: 'member',
        action: 'limit.confirmed',
        detail: { kind, period, before: this.limitJson(kind, before), after: this.limitJson(kind, after) },
        at: new Date(nowMs),
      });
      await this.limitChanged(tx, auth, kind, period, 'confirmed', after, nowMs);
    });
    this.deps.outbox.kick();
    return { outcome: 'applied', state: await this.state(auth) };
  }

  /** Told in the change's transaction, so the member's message is written exactly once. */
  private limitChanged(
    tx: Executor,
    auth: AuthContext,
    kind: AnyLimitKind,
    period: LimitPeriod,
    outcome: LimitChanged['outcome'],
    limit: Limit,
    nowMs: number,
  ) {
    // The gate's copy of the time left is dropped as the change commits (a lower limit acts at once);
    // a stake or loss limit is told to the game providers then.
    afterCommit(tx, () => this.limitCommitted(auth, kind));
    return this.deps.outbox.add(tx, rgEvents.limitChanged, {
      memberId: auth.memberId,
      siteId: auth.siteId,
      kind,
      period,
      outcome,
      active: limit.active === null ? null : limit.active.toString(),
      pending: limit.pending
        ? {
            amount: limit.pending.amount === null ? null : limit.pending.amount.toString(),
            effectiveAt: new Date(limit.pending.effectiveAtMs).toISOString(),
          }
        : null,
      at: new Date(nowMs).toISOString(),
    });
  }

  private limitJson(kind: AnyLimitKind, limit: Limit) {
    return {
      active: limit.active === null ? null : shown(kind, limit.active),
      pending: limit.pending
        ? {
            amount: limit.pending.amount === null ? null : shown(kind, limit.pending.amount),
            effectiveAt: new Date(limit.pending.effectiveAtMs).toISOString(),
          }
        : null,
    };
  }

  private writeLimit(
    tx: Executor,
    auth: AuthContext,
    kind: AnyLimitKind,
    period: LimitPeriod,
    limit: Limit,
    nowMs: number,
  ) {
    return store.upsertLimit(tx, {
      memberId: auth.memberId,
      siteId: auth.siteId,
      kind,
      period,
      amount: limit.active,
      pendingAmount: limit.pending?.amount ?? null,
      pendingRemoval: limit.pending ? (limit.pending.amount === null ? 'yes' : null) : null,
      pendingEffectiveAt: limit.pending ? new Date(limit.pending.effectiveAtMs) : null,
      updatedAt: new Date(nowMs),
    });
  }

  async timeOut(auth: AuthContext, input: { days: number; confirm: boolean }): Promise<RgState> {
    const endsAt = timeOutEnd(input.days, this.now());
    if (typeof endsAt === 'string') throw new DomainError('rgTimeOutRange');
    if (!input.confirm) throw new DomainError('rgConfirmRequired');
    return this.block(auth, 'timeOut', endsAt, { days: input.days });
  }

  async selfExclude(auth: AuthContext, input: { months: number; confirm: boolean }): Promise<RgState> {
    const endsAt = exclusionEnd(input.months, this.now());
    if (typeof endsAt === 'string') throw new DomainError('rgExclusionRange');
    if (!input.confirm) throw new DomainError('rgConfirmRequired');
    return this.block(auth, 'selfExclusion', endsAt, { months: input.months });
  }

  /**
   * Starts a block at once: the row, its audit, every session of the member ended (sockets close when
   * the ended event is delivered) and the event that forfeits bonus grants, all in one transaction.
   */
  private async block(
    auth: AuthContext,
    kind: Block['kind'],
    endsAtMs: number,
    asked: object,
    by: { actor: string; reason: string | null; audit?: (tx: Executor) => Promise<unknown> } = {
      actor: 'member',
      reason: null,
    },
  ): Promise<RgState> {
    const nowMs = this.now();
    await this.deps.db.transaction(async (tx) => {
      await store.insertBlock(tx, {
        memberId: auth.memberId,
        siteId: auth.siteId,
        kind,
        startsAt: new Date(nowMs),
        endsAt: new Date(endsAtMs),
        createdAt: new Date(nowMs),
        actor: by.actor,
        reason: by.reason,
      });
      await store.audit(tx, {
        memberId: auth.memberId,
        siteId: auth.siteId,
        actor: by.actor,
        action: `block.${kind}`,
        detail: { ...asked, endsAt: new Date(endsAtMs).toISOString(), ...(by.reason ? { reason: by.reason } : {}) },
        at: new Date(nowMs),
      });
      await this.deps.outbox.add(tx, rgEvents.blockStarted, {
        memberId: auth.memberId,
        siteId: auth.siteId,
        kind,
        endsAt: new Date(endsAtMs).toISOString(),
        byOperator: by.actor !== 'member',
      });
      await this.deps.sessions.revokeAll(tx, auth.memberId, kind === 'selfExclusion' ? 'selfExcluded' : 'timedOut');
      await by.audit?.(tx);
      afterCommit(tx, () => {
        this.deps.cache.invalidate(`${BLOCK_CACHE_PREFIX}${auth.memberId}:`).catch(() => {});
        this.endGameSessions({ memberId: auth.memberId, siteId: auth.siteId });
      });
    });
    this.deps.outbox.kick();
    const block = { kind, startsAtMs: nowMs, endsAtMs, byOperator: by.actor !== 'member' };
    const state = await this.state(auth);
    return { ...state, block: state.block ?? this.blockView(block) };
  }

  /** The operator's read of a member's settings and their history, audited. */
  async memberAdmin(actor: OperatorActor, siteId: number, memberId: number): Promise<RgMemberView> {
    await this.assertMemberOf(siteId, memberId);
    await insertAudit(this.deps.db, { actor: actor.name, action: 'rg.member', detail: { siteId, memberId } });
    return this.memberView(siteId, memberId);
  }

  private async assertMemberOf(siteId: number, memberId: number, db: Executor = this.deps.db): Promise<void> {
    if (!(await this.deps.members.isMemberOf(siteId, memberId, db))) throw new DomainError('rgMemberNotFound');
  }

  private reasonOf(text: string): string {
    const reason = text.trim();
    if (reason.length < 2 || reason.length > REASON_MAX) throw new DomainError('rgReasonRequired');
    return reason;
  }

  /**
   * An operator's limit on a member (LCCP SR 3.4.3, after an interaction): it applies at once, on top
   * of the member's own (the lower applies), and only an operator lifts it (`amount` null), at once.
   * With its reason, in `rg_audit` (the member's history) and the operators' audit log, and told to the
   * member in the message centre, all in one transaction.
   */
  async imposeLimit(
    actor: OperatorActor,
    siteId: number,
    input: { memberId: number; kind: string; period: string; amount: string | null; reason: string },
  ): Promise<RgMemberView> {
    const { kind, period } = this.parseTarget(input);
    const reason = this.reasonOf(input.reason);
    const amount = this.parseAmount(input.amount, kind, period);
    const nowMs = this.now();
    const memberId = input.memberId;
    await this.deps.db.transaction(async (tx) => {
      await this.assertMemberOf(siteId, memberId, tx);
      const rows = await store.lockLimits(tx, memberId);
      const before = rows.find((r) => r.kind === kind && r.period === period)?.imposedAmount ?? null;
      if (before === null && amount === null) throw new DomainError('rgNothingImposed');
      await store.setImposed(tx, {
        memberId,
        siteId,
        kind,
        period,
        amount,
        reason,
        by: actor.name,
        at: new Date(nowMs),
      });
      const detail = {
        kind,
        period,
        before: before === null ? null : shown(kind, before),
        after: amount === null ? null : shown(kind, amount),
        reason,
      };
      afterCommit(tx, () => this.limitCommitted({ memberId, siteId }, kind));
      const action = amount === null ? 'limit.imposedLifted' : 'limit.imposed';
      await store.audit(tx, { memberId, siteId, actor: `operator:${actor.name}`, action, detail, at: new Date(nowMs) });
      await insertAudit(tx, { actor: actor.name, action: `rg.${action}`, detail: { siteId, memberId, ...detail } });
      await this.deps.outbox.add(tx, rgEvents.limitChanged, {
        memberId,
        siteId,
        kind,
        period,
        outcome: 'imposed',
        active: amount === null ? null : amount.toString(),
        pending: null,
        at: new Date(nowMs).toISOString(),
      });
    });
    this.deps.outbox.kick();
    return this.memberView(siteId, memberId);
  }

  /**
   * A time-out an operator imposes (1 to 42 days, with a reason and an explicit confirmation): the same
   * block a member's own is, so every session ends at once and grants are forfeited, and it can be
   * neither shortened nor lifted from the console either (a new block only adds).
   */
  async imposeTimeOut(
    actor: OperatorActor,
    siteId: number,
    input: { memberId: number; days: number; reason: string; confirm: boolean },
  ): Promise<RgMemberView> {
    const endsAt = timeOutEnd(input.days, this.now());
    if (typeof endsAt === 'string') throw new DomainError('rgTimeOutRange');
    const reason = this.reasonOf(input.reason);
    if (!input.confirm) throw new DomainError('rgConfirmRequired');
    await this.assertMemberOf(siteId, input.memberId);
    const auth: AuthContext = { memberId: input.memberId, siteId, sessionId: 0, deviceId: '' };
    // The operators' audit row is written in the block's own transaction, like the limit's.
    await this.block(
      auth,
      'timeOut',
      endsAt,
      { days: input.days },
      {
        actor: `operator:${actor.name}`,
        reason,
        audit: (tx) =>
          insertAudit(tx, {
            actor: actor.name,
            action: 'rg.imposeTimeOut',
            detail: {
              siteId,
              memberId: input.memberId,
              days: input.days,
              reason,
              endsAt: new Date(endsAt).toISOString(),
            },
          }),
      },
    );
    return this.memberView(siteId, input.memberId);
  }

  /** The site's members at or past `pct` per cent of a limit in its current period, the fullest first (audited). */
  async nearLimits(
    actor: OperatorActor,
    siteId: number,
    input: { pct: number; page: number; size: number },
  ): Promise<RgNearLimits> {
    const { rows, total } = await store.nearLimits(this.deps.db, siteId, this.starts(this.now()), input.pct, {
      offset: (input.page - 1) * input.size,
      size: input.size,
    });
    await insertAudit(this.deps.db, { actor: actor.name, action: 'rg.nearLimits', detail: { siteId, pct: input.pct } });
    return {
      total,
      rows: rows.map((r) => ({
        memberId: r.memberId,
        name: r.name,
        kind: r.kind as LimitKind,
        period: r.period as LimitPeriod,
        limit: fromMinorUnits(r.limit),
        used: fromMinorUnits(r.used),
        pct: Number((r.used * 100n) / r.limit),
        imposed: r.imposed,
      })),
    };
  }

  private async memberView(siteId: number, memberId: number): Promise<RgMemberView> {
    const fake: AuthContext = { memberId, siteId, sessionId: 0, deviceId: '' };
    const [state, audit] = await Promise.all([this.state(fake), store.auditOf(this.deps.db, memberId, 100)]);
    return {
      state,
      audit: audit
        .filter((row) => row.siteId === siteId)
        .map((row) => ({
          actor: row.actor,
          action: row.action,
          detail: JSON.stringify(row.detail),
          at: row.at.toISOString(),
        })),
    };
  }

  // ---- the session clock, net position and reality checks (RTS 13C, 2E, 13B) ----

  private async sessionOpened(
    db: Executor,
    session: { sessionId: number; memberId: number; siteId: number; at: Date },
  ): Promise<void> {
    await store.insertSession(db, {
      sessionId: session.sessionId,
      memberId: session.memberId,
      siteId: session.siteId,
      startedAt: session.at,
      lossAtStart: await store.lossTotal(db, session.memberId, TOTAL.start),
    });
  }

  /**
   * The caller's session row. A session opened before this module recorded sessions has none: it is
   * taken to start now (its net counts from here), never guessed backwards.
   */
  private async sessionRow(auth: AuthContext): Promise<store.SessionRow> {
    const found = await store.sessionOf(this.deps.db, auth.sessionId);
    if (found) return found;
    await this.sessionOpened(this.deps.db, {
      sessionId: auth.sessionId,
      memberId: auth.memberId,
      siteId: auth.siteId,
      at: new Date(this.now()),
    });
    const made = await store.sessionOf(this.deps.db, auth.sessionId);
    if (!made) throw new Error('rg session not recorded');
    return made;
  }

  private async sessionView(auth: AuthContext, row: store.SessionRow): Promise<RgSessionView> {
    const nowMs = this.now();
    const [lossNow, chosen, rounds, profile] = await Promise.all([
      store.lossTotal(this.deps.db, auth.memberId, TOTAL.start),
      store.realityMinutesOf(this.deps.db, auth.memberId),
      this.venueRounds(auth.siteId, auth.memberId, row.startedAt),
      this.profileOf(auth.siteId),
    ]);
    // Where the check is mandatory, a member who never chose an interval gets the profile's.
    const minutes = chosen ?? profile.defaultRealityMinutes;
    const startedAtMs = row.startedAt.getTime();
    const intervalSeconds = minutes === null ? null : minutes * this.deps.realitySecondsPerMinute;
    return {
      startedAt: row.startedAt.toISOString(),
      elapsedSeconds: elapsedSeconds(startedAtMs, nowMs),
      net: fromMinorUnits(sessionNet(row.lossAtStart, lossNow) + rounds),
      realityCheck: {
        minutes,
        intervalSeconds,
        dueAt:
          intervalSeconds === null
            ? null
            : new Date(
                realityDueAt(startedAtMs, row.realityAckAt?.getTime() ?? null, intervalSeconds * 1000),
              ).toISOString(),
      },
      now: new Date(nowMs).toISOString(),
    };
  }

  /** The caller's session: its start, elapsed time, net position and the next reality check. */
  async session(auth: AuthContext): Promise<RgSessionView> {
    return this.sessionView(auth, await this.sessionRow(auth));
  }

  /** Sets the reality-check interval (minutes, 5 to 240, or null: off); audited. */
  async setRealityCheck(auth: AuthContext, input: { minutes: number | null }): Promise<RgSessionView> {
    const minutes = parseRealityMinutes(input.minutes);
    if (minutes === 'range') throw new DomainError('rgRealityInterval');
    if (minutes === null && isMandatory(await this.profileOf(auth.siteId), 'realityCheck'))
      throw new DomainError('rgRealityRequired');
    const at = new Date(this.now());
    await this.deps.db.transaction(async (tx) => {
      const before = await store.realityMinutesOf(tx, auth.memberId);
      await store.setRealityMinutes(tx, auth.memberId, auth.siteId, minutes, at);
      await store.audit(tx, {
        memberId: auth.memberId,
        siteId: auth.siteId,
        actor: 'member',
        action: 'reality.set',
        detail: { before, after: minutes },
        at,
      });
    });
    return this.session(auth);
  }

  /**
   * The member acknowledged a reality check (继续): the session's row keeps the time (the next check is
   * one interval later) and the audit keeps what the member was shown.
   */
  async ackRealityCheck(auth: AuthContext): Promise<RgSessionView> {
    const row = await this.sessionRow(auth);
    const shown = await this.sessionView(auth, row);
    const at = new Date(this.now());
    await this.deps.db.transaction(async (tx) => {
      await store.ackSession(tx, auth.sessionId, at);
      await store.audit(tx, {
        memberId: auth.memberId,
        siteId: auth.siteId,
        actor: 'member',
        action: 'reality.ack',
        detail: { sessionId: auth.sessionId, elapsedSeconds: shown.elapsedSeconds, net: shown.net },
        at,
      });
    });
    return this.session(auth);
  }

  // ---- the six-monthly review ----

  /**
   * Reminds each member whose limits last changed six months ago (or twelve, or...) to review them
   * (RTS 12E): one audit row and one `rg.reviewDue` for the message centre per member and step, in
   * one transaction, so a run twice or on two nodes reminds once (the audit row is what is looked for).
   */
  async remindReviews(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await store.reviewsDue(this.deps.db, now, REVIEW_EVERY_MS);
    for (const d of due) {
      const since = new Date(d.sinceMs).toISOString();
      await this.deps.db.transaction(async (tx) => {
        await store.audit(tx, {
          memberId: d.memberId,
          siteId: d.siteId,
          actor: 'system',
          action: store.REVIEW_REMINDER,
          detail: { sinceMs: d.sinceMs, since, step: d.step },
          at: now,
        });
        await this.deps.outbox.add(tx, rgEvents.reviewDue, {
          memberId: d.memberId,
          siteId: d.siteId,
          since,
          step: d.step,
        });
      });
    }
    if (due.length > 0) this.deps.outbox.kick();
    return due.length;
  }

  // ---- what other modules ask ----

  /** The block in force for a member, if any (cached a few seconds; a new block drops the copy). */
  async blockOf(memberId: number, db: Executor = this.deps.db): Promise<Block | null> {
    const rows = await this.deps.cache.getFor(`${BLOCK_CACHE_PREFIX}${memberId}:`, BLOCK_CACHED_MS, () =>
      store.blocksOf(db, memberId, this.deps.clock.now()),
    );
    return activeBlock(
      rows.map((r) => ({
        kind: r.kind as Block['kind'],
        startsAtMs: r.startsAt.getTime(),
        endsAtMs: r.endsAt.getTime(),
        byOperator: r.actor !== 'member',
      })),
      this.now(),
    );
  }

  /**
   * The promotions' view of the member: none, time-out or self-excluded. Read on the caller's
   * executor: promotions ask from inside an outbox transaction, and on PGlite (one connection) a read
   * outside that transaction would wait for it forever.
   */
  async promoState(memberId: number, db: Executor = this.deps.db): Promise<'none' | 'timeOut' | 'selfExcluded'> {
    const block = await this.blockOf(memberId, db);
    return block === null ? 'none' : block.kind === 'timeOut' ? 'timeOut' : 'selfExcluded';
  }

  /** Of these members, those in a time-out or self-exclusion now: a job paying many at once skips them. */
  blockedAmong(memberIds: readonly number[], db: Executor = this.deps.db): Promise<Set<number>> {
    return store.blockedAmong(db, memberIds, this.deps.clock.now());
  }

  /** Refuses a blocked member with the reason and end date (login, and every member call but a few). */
  async assertNotBlocked(memberId: number, db: Executor = this.deps.db): Promise<void> {
    const block = await this.blockOf(memberId, db);
    if (block) throw blockRefusal(block);
  }

  /** The login's answer for a blocked member: refused, with the reason and end date. */
  async loginRefusal(memberId: number): Promise<LoginRefusal | null> {
    const block = await this.blockOf(memberId);
    if (!block) {
      const { until } = await this.timeStatus(memberId, 0);
      if (until === null) return null;
      const error = this.timeRefusal(until);
      return { name: 'rgTimeLimitReached', msg: error.message, data: error.data as Record<string, unknown> };
    }
    const error = blockRefusal(block);
    return {
      name: block.kind === 'selfExclusion' ? 'rgSelfExcluded' : 'rgTimedOut',
      msg: error.message,
      data: error.data as Record<string, unknown>,
    };
  }

  /** The member gate: a blocked member, or one out of time, keeps a withdraw-only session. */
  async gate(auth: AuthContext, request: FastifyRequest): Promise<void> {
    if (allowedWhileBlocked(request.url)) return;
    await this.assertNotBlocked(auth.memberId);
    await this.assertTimeLeft(auth);
  }

  // ---- the session-time limit ----

  /** Seconds of activity in each current period: the union of the member's sessions (two devices count once). */
  private async timeUsed(memberId: number, sessionId: number, nowMs: number): Promise<Record<LimitPeriod, bigint>> {
    const starts = this.starts(nowMs);
    const earliest = Math.min(...starts.map((s) => s.start.getTime()));
    const spans = await this.deps.sessions.activitySince(memberId, new Date(earliest), sessionId);
    const used = { day: 0n, week: 0n, month: 0n };
    for (const { period, start } of starts) used[period] = BigInt(activeSeconds(spans, start.getTime(), nowMs));
    return used;
  }

  /**
   * Where the member stands against their time limits: `until`, when a used-up period lets them back
   * (null: time left), and `runsOutAt`, when the lowest remaining runs out if they stay active (null:
   * no time limit).
   */
  private async timeStatus(
    memberId: number,
    sessionId: number,
  ): Promise<{ until: number | null; runsOutAt: number | null }> {
    const nowMs = this.now();
    const { limits } = await this.tables(this.deps.db, memberId, nowMs);
    if (!LIMIT_PERIODS.some((p) => limits.time?.[p]?.active != null)) return { until: null, runsOutAt: null };
    const used = await this.timeUsed(memberId, sessionId, nowMs);
    const left = remaining(limits, { time: used }, TIME_KIND);
    return {
      until: timeLimitUntil(limits, used, nowMs),
      runsOutAt: left === null ? null : nowMs + Number(left) * 1000,
    };
  }

  private forgetTime(memberId: number): Promise<void> {
    return this.deps.cache.invalidate(`${TIME_CACHE_PREFIX}${memberId}:`);
  }

  private timeRefusal(untilMs: number): DomainError {
    return new DomainError('rgTimeLimitReached', {
      msg: `已达到您设定的在线时长限额，本周期至 ${shanghaiText(untilMs)} 结束，届时可再次登录；期间仅可查看余额和提款`,
      data: { kind: 'timeLimit', endsAt: new Date(untilMs).toISOString() },
    });
  }

  /**
   * Stops a member whose time limit is used up (a session-time limit ends the session and blocks
   * login until its period rolls): every session ends (sockets too, through the ended event) and the
   * game providers' sessions with them; the call is refused with the time the member may come back.
   * Members without a time limit pay one cache read.
   */
  private async assertTimeLeft(auth: AuthContext): Promise<void> {
    const key = `${TIME_CACHE_PREFIX}${auth.memberId}:`;
    const runsOutAt = await this.deps.cache.getFor(
      key,
      TIME_CACHED_MS,
      async () => (await this.timeStatus(auth.memberId, auth.sessionId)).runsOutAt,
    );
    if (runsOutAt === null || runsOutAt > this.now()) return;
    const status = await this.timeStatus(auth.memberId, auth.sessionId);
    if (status.until === null) {
      // Idle time does not count: the member has time left, and the copy is read again.
      await this.forgetTime(auth.memberId);
      return;
    }
    const until = status.until;
    const stopped = await this.deps.db.transaction(async (tx) => {
      // Once per period: the withdraw-only session a refused login opens afterwards is not ended again.
      // Two calls racing here go one at a time behind the member's limit rows.
      await store.lockLimits(tx, auth.memberId);
      if (await store.timeLimitStopped(tx, auth.memberId, new Date(until))) return false;
      await this.deps.sessions.revokeAll(tx, auth.memberId, 'timeLimit');
      await store.audit(tx, {
        memberId: auth.memberId,
        siteId: auth.siteId,
        actor: 'system',
        action: 'timeLimit.reached',
        detail: { sessionId: auth.sessionId, until: new Date(until).toISOString() },
        at: new Date(this.now()),
      });
      return true;
    });
    if (stopped) {
      this.deps.outbox.kick();
      this.endGameSessions({ memberId: auth.memberId, siteId: auth.siteId });
    }
    throw this.timeRefusal(until);
  }

  /**
   * Refuses a movement the limits would not take, without counting it (a deposit order, before the
   * gateway is asked: the money is counted when it is credited).
   */
  async precheck(who: RgMember, spend: SpendKind, amount: bigint, db: Executor = this.deps.db): Promise<void> {
    await this.assertNotBlocked(who.memberId, db);
    if (spend !== 'deposit') await this.assertIdentified(who, db);
    const { limits, usage } = await this.tables(db, who.memberId, this.now());
    const blocking = blockingLimit(limits, usage, spend, amount);
    if (blocking) throw limitRefusal(blocking.kind, blocking.remaining);
  }

  /** What the member may still stake or spend now (null: no limit), e.g. to cut a venue transfer. */
  async headroom(who: RgMember, db: Executor = this.deps.db): Promise<bigint | null> {
    const { limits, usage } = await this.tables(db, who.memberId, this.now());
    const stake = remaining(limits, usage, 'stake');
    const loss = remaining(limits, usage, 'loss');
    if (stake === null) return loss;
    if (loss === null) return stake;
    return stake < loss ? stake : loss;
  }

  /**
   * Counts a movement inside the caller's money transaction. With `check`, a stake or spend that would
   * pass a limit is refused (the caller's transaction rolls back, so nothing is counted). The usage
   * rows are locked by the upsert, so concurrent stakes of one member are checked one after another.
   */
  async count(
    tx: Executor,
    who: RgMember,
    movement: SpendKind | 'return',
    amount: bigint,
    options: { check: boolean; venueTransfer?: boolean },
  ): Promise<void> {
    if (amount <= 0n) return;
    // A transfer into a game venue is a stake too, though its limits cut it rather than refuse it.
    if (movement === 'stake' || movement === 'spend') await this.assertIdentified(who, tx);
    const nowMs = this.now();
    const delta = usageDelta(movement, amount);
    const periods = options.venueTransfer ? this.starts(nowMs) : [...this.starts(nowMs), TOTAL];
    const after = await store.addUsage(tx, who.memberId, periods, {
      deposit: delta.deposit ?? 0n,
      stake: delta.stake ?? 0n,
      loss: delta.loss ?? 0n,
    });
    if (!options.check || movement === 'return') return;
    const { limits } = await this.tables(tx, who.memberId, nowMs);
    const before = this.usageTable(
      after.map((r) => ({
        period: r.period,
        deposit: r.deposit - (delta.deposit ?? 0n),
        stake: r.stake - (delta.stake ?? 0n),
        loss: r.loss - (delta.loss ?? 0n),
      })),
    );
    const blocking = blockingLimit(limits, before, movement, amount);
    if (blocking) throw limitRefusal(blocking.kind, blocking.remaining);
  }
}
