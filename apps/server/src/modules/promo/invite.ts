import type { InviteesResponse, InviteeView, InviteFlagView, InviteInfo, PromotionTerms } from '@courtside/contract';
import { businessDate, fromMinorUnits, parsePercentBp, toMinorUnits } from '@courtside/domain';
import {
  type InviteRule,
  type InviteStep,
  inviteeState,
  maskMemberName,
  type SharedKind,
  sharedIdentity,
  shareOf,
  stepsDue,
  validInvitation,
} from '@courtside/domain/promotions';
import { insertAudit } from '../../platform/audit';
import type { AuthContext, OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { AccountService } from '../account';
import * as inviteStore from './invite-store';
import type { PromoService } from './service';
import * as store from './store';
import { termsOf } from './terms';
import { dayBefore } from './vip';

/** The promotion invitation rewards are given from; its terms' `invite` block holds X, Y and the rewards. */
export const INVITE_CODE = 'invite';
/** The claim source of invitation rewards; the reference names the invitee and the step. */
const SOURCE = 'invite';

export const inviteLink = (code: string) => `/register?i_code=${encodeURIComponent(code)}`;

const ruleOf = (terms: PromotionTerms): InviteRule | null =>
  terms.invite
    ? {
        firstDepositMin: toMinorUnits(terms.invite.firstDepositMin),
        turnoverMin: toMinorUnits(terms.invite.turnoverMin),
        rewards: {
          registered: toMinorUnits(terms.invite.rewards.registered),
          firstDeposit: toMinorUnits(terms.invite.rewards.firstDeposit),
          turnover: toMinorUnits(terms.invite.rewards.turnover),
        },
      }
    : null;

/** Completed business days the share job looks back over, so a node that was down catches up. */
const SHARE_CATCH_UP_DAYS = 3;
const SHARE_JOB = 'inviteShare';

const asSteps = (values: readonly string[]): InviteStep[] => values as InviteStep[];

/**
 * 邀请好友 (issue 31). An invitation is recorded in the registration's transaction (the account
 * module's registration hook), so an invitee belongs to the one inviter whose code they used. The
 * promotions' outbox subscribers (deposit credited, bet settled, game round stored) call `refresh`
 * in their own transaction: it records the first deposit and the valid turnover, checks the two
 * accounts for a shared identity, and pays each step due as a grant of the `invite` promotion,
 * through `giveByRule`, so the budget, the blacklist and the unique claim key apply: an event
 * delivered twice pays once.
 */
export class InviteService {
  constructor(private readonly deps: { db: Db; clock: Clock; promo: PromoService; account: AccountService }) {}

  private async offer(db: Executor, siteId: number) {
    const promotion = await store.findPromotionByCode(db, siteId, INVITE_CODE);
    if (promotion?.state !== 'active') return null;
    const terms = termsOf(promotion.terms);
    const rule = ruleOf(terms);
    return rule ? { promotion, terms, rule } : null;
  }

  /**
   * The account module's registration hook: read before the registration's transaction (the site's
   * currency), it records the invitation inside it when the member came with a valid code.
   */
  async onRegistering(siteId: number) {
    const currency = await this.deps.promo.currencyOf(siteId);
    return async (tx: Executor, memberId: number) => {
      const invitee = await this.deps.account.member(memberId, tx);
      if (invitee.invitedBy === null) return;
      const inviter = await this.deps.account.member(invitee.invitedBy, tx);
      if (
        inviter.siteId !== invitee.siteId ||
        !validInvitation(
          { id: inviter.id, createdAtMs: inviter.createdAt.getTime() },
          { id: invitee.id, createdAtMs: invitee.createdAt.getTime() },
        )
      )
        return;
      await inviteStore.insertInvite(tx, {
        inviteeId: invitee.id,
        inviterId: inviter.id,
        siteId,
        currency,
        registeredAt: invitee.createdAt,
      });
      await this.refresh(tx, memberId);
    };
  }

  /**
   * Brings one invitee's invitation up to date inside the caller's transaction: facts from the
   * tables (replays change nothing), the identity check, then the steps due paid to the inviter.
   * A deposit event passes its credited amount: the first one seen is the first deposit.
   */
  async refresh(tx: Executor, inviteeId: number, deposit?: { amount: bigint }): Promise<void> {
    const row = await inviteStore.lockInvite(tx, inviteeId);
    if (!row) return;
    const now = this.deps.clock.now();
    const firstDeposit = row.firstDeposit ?? deposit?.amount ?? null;
    const turnover = await inviteStore.turnoverOf(tx, inviteeId);
    let next: Partial<inviteStore.InviteRow> = {
      turnover,
      ...(row.firstDeposit === null && firstDeposit !== null ? { firstDeposit, firstDepositAt: now } : {}),
    };
    const offer = await this.offer(tx, row.siteId);
    // Without a running offer the facts are still kept: the steps are paid once it runs again.
    if (offer && row.decision !== 'cleared' && row.flagKind === null) {
      const shared = sharedIdentity(
        await inviteStore.identitiesOf(tx, row.inviterId),
        await inviteStore.identitiesOf(tx, inviteeId),
      );
      if (shared) next = { ...next, ...(await this.flag(tx, row, offer.promotion.id, shared, now)) };
    }
    const flagged = (next.flagKind ?? row.flagKind) !== null && row.decision !== 'cleared';
    if (offer && !flagged) {
      const paid = asSteps(row.paidSteps);
      let reward = row.reward;
      for (const step of stepsDue(offer.rule, { firstDeposit, turnover }, paid)) {
        const amount = offer.rule.rewards[step];
        const grant = await this.deps.promo.giveByRule(tx, {
          siteId: row.siteId,
          memberId: row.inviterId,
          code: INVITE_CODE,
          source: SOURCE,
          reference: `invitee:${inviteeId}:${step}`,
          amount,
          currency: row.currency as 'RMB' | 'USDT',
        });
        // Null: the budget is spent or the inviter is blacklisted; the step stays due.
        if (!grant) continue;
        paid.push(step);
        reward += amount;
      }
      next = { ...next, paidSteps: paid, reward };
    }
    await inviteStore.updateInvite(tx, inviteeId, next);
  }

  private async flag(tx: Executor, row: inviteStore.InviteRow, promotionId: number, kind: SharedKind, at: Date) {
    // Also on the inviter's record in the promotions' flags, which 会员优惠 in the back office shows.
    await store.insertFlag(tx, {
      siteId: row.siteId,
      memberId: row.inviterId,
      promotionId,
      reason: 'inviteSharedIdentity',
      detail: { inviteeId: row.inviteeId, kind },
      at,
    });
    return { flagKind: kind, flagDetail: { kind, inviterId: row.inviterId }, flaggedAt: at };
  }

  /**
   * The daily share of invitees' valid turnover (the terms' `invite.share`): for each completed
   * business day not yet run, each inviter gets one grant of the sum of their invitees' shares, keyed
   * `share:<day>`, so two runs (or two nodes) pay a day once. A flagged invitee earns nothing.
   */
  async runShares(): Promise<{ days: number; paid: bigint }> {
    const { db } = this.deps;
    const now = this.deps.clock.now();
    const today = businessDate(now.getTime());
    const outcome = { days: 0, paid: 0n };
    for (const siteId of await inviteStore.inviteSites(db, INVITE_CODE)) {
      const offer = await this.offer(db, siteId);
      const share = offer?.terms.invite?.share;
      if (!offer || !share) continue;
      const rule = { bp: parsePercentBp(share.percent) ?? 0, days: share.days };
      for (let back = SHARE_CATCH_UP_DAYS; back >= 1; back--) {
        const day = dayBefore(today, back);
        if (await store.dayRunDone(db, SHARE_JOB, siteId, day)) continue;
        const byInviter = new Map<number, { currency: string; parts: { inviteeId: number; amount: bigint }[] }>();
        for (const f of await inviteStore.shareFacts(db, siteId, day)) {
          const amount = shareOf(rule, businessDate(f.registeredAt.getTime()), day, BigInt(f.turnover));
          if (amount <= 0n) continue;
          const entry = byInviter.get(f.inviterId) ?? { currency: f.currency, parts: [] };
          entry.parts.push({ inviteeId: f.inviteeId, amount });
          byInviter.set(f.inviterId, entry);
        }
        let paid = 0n;
        for (const [inviterId, { currency, parts }] of byInviter) {
          const total = parts.reduce((sum, p) => sum + p.amount, 0n);
          const given = await db.transaction(async (tx) => {
            const grant = await this.deps.promo.giveByRule(tx, {
              siteId,
              memberId: inviterId,
              code: INVITE_CODE,
              source: SOURCE,
              reference: `share:${day}`,
              amount: total,
              currency: currency as 'RMB' | 'USDT',
            });
            if (grant) for (const p of parts) await inviteStore.addReward(tx, p.inviteeId, p.amount);
            return grant !== null;
          });
          if (given) paid += total;
        }
        await store.markDayRun(db, { job: SHARE_JOB, siteId, day, members: byInviter.size, paid, at: now });
        outcome.days += 1;
        outcome.paid += paid;
      }
    }
    return outcome;
  }

  /**
   * The valid turnover (the same facts the invitation steps read) of each member over business days
   * `fromDay`..`toDay`; the agents module sums its members' with it.
   */
  validTurnoverByMember(memberIds: readonly number[], fromDay: string, toDay: string): Promise<Map<number, bigint>> {
    return inviteStore.turnoverByMember(this.deps.db, memberIds, fromDay, toDay);
  }

  // --- the member ---

  async info(siteId: number, auth: AuthContext | null): Promise<InviteInfo> {
    const { db } = this.deps;
    const offer = await this.offer(db, siteId);
    const totals = auth
      ? await inviteStore.inviteTotals(db, auth.memberId)
      : { invitees: 0, deposited: 0, rewarded: 0, flagged: 0, reward: 0n };
    const member = auth ? await this.deps.account.member(auth.memberId) : null;
    const blacklisted = auth ? await store.isBlacklisted(db, siteId, auth.memberId) : false;
    return {
      reason: !auth ? 'notLoggedIn' : !offer ? 'noOffer' : blacklisted ? 'blacklisted' : null,
      code: member?.inviteCode ?? null,
      link: member ? inviteLink(member.inviteCode) : null,
      title: offer?.promotion.title ?? null,
      terms: offer?.terms ?? null,
      totals: {
        invitees: totals.invitees,
        deposited: totals.deposited,
        rewarded: totals.rewarded,
        flagged: totals.flagged,
        rewardTotal: fromMinorUnits(totals.reward),
      },
    };
  }

  async invitees(auth: AuthContext, query: { page: number; pageSize: number }): Promise<InviteesResponse> {
    const { db } = this.deps;
    const [{ rows, total }, offer] = await Promise.all([
      inviteStore.inviteesOf(db, auth.memberId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
      this.offer(db, auth.siteId),
    ]);
    const names = await this.deps.account.memberNames(rows.map((r) => r.inviteeId));
    return {
      items: rows.map(
        (r): InviteeView => ({
          name: maskMemberName(names.get(r.inviteeId) ?? ''),
          registeredAt: r.registeredAt.toISOString(),
          state: inviteeState(
            offer?.rule ?? null,
            { firstDeposit: r.firstDeposit, turnover: r.turnover },
            r.flagKind !== null && r.decision !== 'cleared',
            asSteps(r.paidSteps),
          ),
          reward: fromMinorUnits(r.reward),
        }),
      ),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  // --- the operator ---

  private async flagViews(rows: inviteStore.InviteRow[]): Promise<InviteFlagView[]> {
    const names = await this.deps.account.memberNames(rows.flatMap((r) => [r.inviteeId, r.inviterId]));
    return rows.map((r) => ({
      inviteeId: r.inviteeId,
      inviteeName: names.get(r.inviteeId) ?? '',
      inviterId: r.inviterId,
      inviterName: names.get(r.inviterId) ?? '',
      kind: r.flagKind as SharedKind,
      decision: (r.decision ?? 'open') as InviteFlagView['decision'],
      flaggedAt: (r.flaggedAt ?? r.registeredAt).toISOString(),
    }));
  }

  async flags(
    actor: OperatorActor,
    siteId: number,
    query: { decision: 'open' | 'cleared' | 'upheld' | 'all'; page: number; pageSize: number },
  ) {
    const { db } = this.deps;
    const { rows, total } = await inviteStore.flaggedInvites(db, siteId, query.decision, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    // Who looked at which members' identity links is itself worth a line in the audit.
    await insertAudit(db, { actor: actor.name, action: 'promo.invite.flags', detail: { siteId, ...query } });
    return { items: await this.flagViews(rows), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * The operator's decision on a flag, audited: upheld keeps the rewards stopped; cleared lets them
   * flow, and the steps already reached are paid at once in the same transaction.
   */
  async decide(
    actor: OperatorActor,
    siteId: number,
    input: { inviteeId: number; decision: 'cleared' | 'upheld'; reason: string },
  ): Promise<InviteFlagView> {
    const { db } = this.deps;
    const row = await db.transaction(async (tx) => {
      const before = await inviteStore.lockInvite(tx, input.inviteeId);
      if (!before || before.siteId !== siteId) throw new DomainError('inviteNotFound');
      if (before.flagKind === null || before.decision !== null) throw new DomainError('inviteNotFlagged');
      await inviteStore.updateInvite(tx, input.inviteeId, {
        decision: input.decision,
        decidedBy: actor.name,
        decidedAt: this.deps.clock.now(),
      });
      if (input.decision === 'cleared') await this.refresh(tx, input.inviteeId);
      const after = (await inviteStore.findInvite(tx, input.inviteeId))!;
      await insertAudit(tx, {
        actor: actor.name,
        action: 'promo.invite.decide',
        detail: {
          siteId,
          inviteeId: input.inviteeId,
          inviterId: before.inviterId,
          kind: before.flagKind,
          decision: input.decision,
          reason: input.reason,
          paidSteps: after.paidSteps,
        },
      });
      return after;
    });
    return (await this.flagViews([row]))[0]!;
  }
}
