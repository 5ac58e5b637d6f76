import {
  AGENT_CONTACT_NAME_MAX,
  AGENT_EXPECTED_MAX,
  AGENT_EXPECTED_MIN,
  AGENT_NOTE_MAX,
  type AgentApplicationItem,
  type AgentApplicationQueue,
  type AgentApplicationStatus,
  type AgentChannel,
  type AgentContactResult,
  type AgentIsAgentResult,
  type AgentJoinResult,
  type AgentSummary,
  agentChannels,
  agentContactChannel,
} from '@courtside/contract';
import { businessDate, businessDayStart, formatPercentBp, fromMinorUnits } from '@courtside/domain';
import { commissionOf, DEFAULT_COMMISSION_TIERS, parseCommissionTiers } from '@courtside/domain/agent';
import { z } from 'zod';
import { insertAudit } from '../../platform/audit';
import type { AuthContext, OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { newInviteCode } from '../../platform/secrets';
import * as store from './store';

const DAY_MS = 86_400_000;
/** "Active": valid turnover on any of the last 30 business days, today included. */
const ACTIVE_DAYS = 30;
const CODE_ATTEMPTS = 5;

/** Site parameters this module reads: the contact channels (JSON) and the commission table. */
export const AGENT_CONTACT_PARAM = 'agent_contact';
export const AGENT_TIERS_PARAM = 'agent_commission_tiers';

/** A phone number (digits, optional +), or a Telegram/WeChat id (a letter first, 5-32 characters). */
const CONTACT_PATTERN = /^(\+?\d{6,15}|@?[A-Za-z][A-Za-z0-9_-]{4,31})$/;

export interface AgentDeps {
  db: Db;
  clock: Clock;
  /** The site's parameters by key (the site module's cached read). */
  params(siteId: number, keys: readonly string[]): Promise<Record<string, string>>;
  /** A member row as the account module keeps it (its recommend code is the agent code they came with). */
  member(
    memberId: number,
    db: Executor,
  ): Promise<{ id: number; siteId: number; recommendCode: string | null; createdAt: Date }>;
  /** Site members whose name matches exactly, ignoring case (at most one). */
  memberIdByName(siteId: number, name: string): Promise<number | null>;
  memberNames(memberIds: number[]): Promise<Map<number, string>>;
  /** Valid turnover per member over business days (the promotions' facts, through InviteService). */
  turnover(memberIds: readonly number[], fromDay: string, toDay: string): Promise<Map<number, bigint>>;
}

const lengthOf = (text: string): number => [...text].length;
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const isChannel = (value: string): value is AgentChannel => (agentChannels as readonly string[]).includes(value);
/** "The same contact": case, spaces and a Telegram @ do not make another one. */
const contactKeyOf = (contact: string): string => contact.toLowerCase().replace(/^@/, '');

/** 'YYYY-MM' of the month before. */
const monthBefore = (month: string): string => {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};
const lastDayOf = (month: string): string => {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
const sum = (values: Iterable<bigint>): bigint => {
  let total = 0n;
  for (const v of values) total += v;
  return total;
};

/** The path a member registers through with the agent's code (the spec's r_code). */
export const agentLink = (code: string): string => `/register?r_code=${encodeURIComponent(code)}`;

/**
 * Agents (代理): anyone applies through /app/join; the operator approves (making a member an agent
 * with a code) or rejects; members who register with the code are the agent's members, and the agent
 * sees their counts, valid turnover and a commission estimate, never who they are.
 */
export class AgentService {
  constructor(private readonly deps: AgentDeps) {}

  // ---- visitors and members ----

  async join(
    siteId: number,
    member: AuthContext | null,
    input: { contactName: string; contact: string; channel: string; expectedMembers: number; note: string },
  ): Promise<AgentJoinResult> {
    const contactName = input.contactName.trim();
    if (lengthOf(contactName) < 1 || lengthOf(contactName) > AGENT_CONTACT_NAME_MAX) {
      throw new DomainError('agentContactNameInvalid');
    }
    const contact = input.contact.replace(/\s+/g, '');
    if (!CONTACT_PATTERN.test(contact)) throw new DomainError('agentContactInvalid');
    if (!isChannel(input.channel)) throw new DomainError('agentChannelInvalid');
    const expected = input.expectedMembers;
    if (!Number.isInteger(expected) || expected < AGENT_EXPECTED_MIN || expected > AGENT_EXPECTED_MAX) {
      throw new DomainError('agentExpectedInvalid');
    }
    const note = input.note.trim();
    if (lengthOf(note) > AGENT_NOTE_MAX) throw new DomainError('agentNoteInvalid');
    if (member && (await store.findAgent(this.deps.db, member.memberId))) throw new DomainError('agentAlready');
    const row = await store.insertApplication(this.deps.db, {
      siteId,
      memberId: member?.memberId ?? null,
      contactName,
      contact,
      contactKey: contactKeyOf(contact),
      channel: input.channel,
      expectedMembers: expected,
      note,
      createdAt: this.deps.clock.now(),
    });
    // The partial unique indexes: this contact, or this member, has an application waiting.
    if (!row) throw new DomainError('agentApplicationOpen');
    return { id: row.id, status: row.status as AgentApplicationStatus, createdAt: row.createdAt.toISOString() };
  }

  async isAgent(member: AuthContext): Promise<AgentIsAgentResult> {
    const [agent, application] = await Promise.all([
      store.findAgent(this.deps.db, member.memberId),
      store.latestOfMember(this.deps.db, member.memberId),
    ]);
    return {
      isAgent: agent !== null,
      code: agent?.code ?? null,
      application: application
        ? {
            id: application.id,
            status: application.status as AgentApplicationStatus,
            rejectReason: application.rejectReason,
            createdAt: application.createdAt.toISOString(),
          }
        : null,
    };
  }

  /** The site's agent-contact channels; a malformed parameter shows none rather than a broken one. */
  async contact(siteId: number): Promise<AgentContactResult> {
    const { [AGENT_CONTACT_PARAM]: raw } = await this.deps.params(siteId, [AGENT_CONTACT_PARAM]);
    if (!raw) return { channels: [] };
    try {
      const parsed = z.array(agentContactChannel).safeParse(JSON.parse(raw));
      return { channels: parsed.success ? parsed.data : [] };
    } catch {
      return { channels: [] };
    }
  }

  /** The agent's own figures. Only counts and sums leave: no member's name, id or row. */
  async summary(member: AuthContext): Promise<AgentSummary> {
    const { db } = this.deps;
    const agent = await store.findAgent(db, member.memberId);
    if (!agent || agent.siteId !== member.siteId) throw new DomainError('notAgent');
    const nowMs = this.deps.clock.now().getTime();
    const today = businessDate(nowMs);
    const month = today.slice(0, 7);
    const lastMonth = monthBefore(month);
    const monthStart = new Date(businessDayStart(`${month}-01`));
    const activeFrom = businessDate(nowMs - (ACTIVE_DAYS - 1) * DAY_MS);
    const [counts, ids, params] = await Promise.all([
      store.memberCounts(db, agent.memberId, monthStart),
      store.memberIdsOf(db, agent.memberId),
      this.deps.params(member.siteId, [AGENT_TIERS_PARAM]),
    ]);
    const [thisMonthBy, lastMonthBy, recentBy] = await Promise.all([
      this.deps.turnover(ids, `${month}-01`, today),
      this.deps.turnover(ids, `${lastMonth}-01`, lastDayOf(lastMonth)),
      this.deps.turnover(ids, activeFrom, today),
    ]);
    const tiers = parseCommissionTiers(params[AGENT_TIERS_PARAM]) ?? DEFAULT_COMMISSION_TIERS;
    const thisMonth = sum(thisMonthBy.values());
    const previous = sum(lastMonthBy.values());
    const now = commissionOf(thisMonth, tiers);
    const before = commissionOf(previous, tiers);
    return {
      code: agent.code,
      link: agentLink(agent.code),
      members: {
        total: counts.total,
        newThisMonth: counts.newThisMonth,
        activeLast30Days: [...recentBy.values()].filter((v) => v > 0n).length,
        firstDepositors: counts.firstDepositors,
      },
      turnover: { thisMonth: fromMinorUnits(thisMonth), lastMonth: fromMinorUnits(previous) },
      commission: {
        ratePercent: formatPercentBp(now.rateBp),
        thisMonth: fromMinorUnits(now.commissionMinor),
        lastMonthRatePercent: formatPercentBp(before.rateBp),
        lastMonth: fromMinorUnits(before.commissionMinor),
        tiers: tiers.map((t) => ({
          below: t.belowMinor === null ? null : fromMinorUnits(t.belowMinor),
          ratePercent: formatPercentBp(t.rateBp),
        })),
      },
      month,
    };
  }

  // ---- registration and deposits (other modules' hooks and events) ----

  /**
   * The account module's registration hook: inside the registration's transaction, a member who
   * came with an agent's code (r_code) becomes that agent's member. An unknown code is kept on the
   * member by the account module and means nothing here.
   */
  async onRegistering(siteId: number) {
    return async (tx: Executor, memberId: number) => {
      const m = await this.deps.member(memberId, tx);
      const code = m.recommendCode?.trim().toUpperCase();
      if (!code) return;
      const agent = await store.findAgentByCode(tx, siteId, code);
      if (!agent || agent.memberId === memberId) return;
      await store.insertAgentMember(tx, { memberId, agentId: agent.memberId, siteId, registeredAt: m.createdAt });
    };
  }

  /** A credited deposit: the first one makes an agent's member a first depositor. */
  onDeposit(tx: Executor, memberId: number): Promise<void> {
    return store.markFirstDeposit(tx, memberId, this.deps.clock.now());
  }

  // ---- the operator ----

  private async items(rows: store.ApplicationRow[]): Promise<AgentApplicationItem[]> {
    const ids = [...new Set(rows.flatMap((r) => [r.memberId, r.agentMemberId]).filter((id) => id !== null))];
    const [names, codes] = await Promise.all([this.deps.memberNames(ids), store.codesOf(this.deps.db, ids)]);
    return rows.map((r) => ({
      id: r.id,
      memberId: r.memberId,
      username: r.memberId === null ? null : (names.get(r.memberId) ?? null),
      contactName: r.contactName,
      contact: r.contact,
      channel: r.channel as AgentChannel,
      expectedMembers: r.expectedMembers,
      note: r.note,
      status: r.status as AgentApplicationStatus,
      rejectReason: r.rejectReason,
      agentMemberId: r.agentMemberId,
      agentCode: r.agentMemberId === null ? null : (codes.get(r.agentMemberId) ?? null),
      decidedBy: r.decidedBy,
      decidedAt: iso(r.decidedAt),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  private async item(row: store.ApplicationRow): Promise<AgentApplicationItem> {
    const [item] = await this.items([row]);
    if (!item) throw new Error('agent: no item for a row');
    return item;
  }

  async queue(
    siteId: number,
    input: { status?: AgentApplicationStatus; page: number; pageSize: number },
  ): Promise<AgentApplicationQueue> {
    const { rows, total } = await store.page(
      this.deps.db,
      store.queueFilter(siteId, input.status),
      input.page,
      input.pageSize,
    );
    return { list: await this.items(rows), total, page: input.page, pageSize: input.pageSize };
  }

  /**
   * Approval makes the applicant (or, for a visitor's application, the account the operator names)
   * an agent with a new code; audited in the same transaction.
   */
  async approve(
    actor: OperatorActor,
    siteId: number,
    input: { id: number; memberName?: string | undefined },
  ): Promise<AgentApplicationItem> {
    const name = input.memberName?.trim();
    // Looked up before the transaction: PGlite's one connection cannot read beside an open one.
    const named = name ? await this.deps.memberIdByName(siteId, name) : null;
    if (name && named === null) throw new DomainError('agentMemberInvalid');
    const row = await this.deps.db.transaction(async (tx) => {
      const app = await store.lockApplication(tx, siteId, input.id);
      if (app?.status !== 'pending') throw new DomainError('agentApplicationNotFound');
      const memberId = named ?? app.memberId;
      if (memberId === null) throw new DomainError('agentMemberInvalid');
      const m = await this.deps.member(memberId, tx).catch(() => null);
      if (m?.siteId !== siteId || (await store.findAgent(tx, memberId))) throw new DomainError('agentMemberInvalid');
      const now = this.deps.clock.now();
      let agent: store.AgentRow | null = null;
      for (let i = 0; i < CODE_ATTEMPTS && !agent; i += 1) {
        agent = await store.insertAgent(tx, {
          memberId,
          siteId,
          code: newInviteCode(),
          applicationId: app.id,
          createdAt: now,
        });
      }
      if (!agent) throw new Error('agent: no free code after several draws');
      const updated = await store.updateApplication(tx, app.id, {
        status: 'approved',
        agentMemberId: memberId,
        memberId: app.memberId ?? memberId,
        decidedBy: actor.name,
        decidedAt: now,
      });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'agent.approve',
        detail: { siteId, applicationId: app.id, memberId, code: agent.code },
      });
      return updated;
    });
    return this.item(row);
  }

  async reject(
    actor: OperatorActor,
    siteId: number,
    input: { id: number; reason: string },
  ): Promise<AgentApplicationItem> {
    const row = await this.deps.db.transaction(async (tx) => {
      const app = await store.lockApplication(tx, siteId, input.id);
      if (app?.status !== 'pending') throw new DomainError('agentApplicationNotFound');
      const updated = await store.updateApplication(tx, app.id, {
        status: 'rejected',
        rejectReason: input.reason,
        decidedBy: actor.name,
        decidedAt: this.deps.clock.now(),
      });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'agent.reject',
        detail: { siteId, applicationId: app.id, reason: input.reason },
      });
      return updated;
    });
    return this.item(row);
  }
}
