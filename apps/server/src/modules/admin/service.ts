import type { MaintenanceInfo, MemberSummary } from '@courtside/contract';
import { insertAudit } from '../../platform/audit';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { AccountService, SessionService } from '../account';
import type { AddressService } from '../crypto';
import type { MemberService } from '../member';
import type { SiteService } from '../site';
import type { VenueService } from '../venue';
import type { WalletService } from '../wallet';
import type { AdminActor } from './auth';

export interface AdminServiceDeps {
  db: Db;
  outbox: Outbox;
  site: SiteService;
  account: AccountService;
  member: MemberService;
  sessions: SessionService;
  venues: VenueService;
  wallet: WalletService;
  addresses: AddressService;
}

/** Back-office actions; each one leaves an audit row naming who did what, and what it was before. */
export class AdminService {
  constructor(private readonly deps: AdminServiceDeps) {}

  private audit(actor: AdminActor, action: string, detail: Record<string, unknown>) {
    return insertAudit(this.deps.db, { actor: actor.name, action, detail });
  }

  /** The member, when it belongs to the site the operator works on. */
  private async memberOfSite(siteId: number, memberId: number) {
    const member = await this.deps.account.member(memberId).catch(() => null);
    if (!member || member.siteId !== siteId) throw new DomainError('notFound', { msg: '会员不存在' });
    return member;
  }

  async switchMaintenance(
    actor: AdminActor,
    siteId: number,
    input: { active: boolean; message: string; endsAt: string | null },
  ): Promise<MaintenanceInfo> {
    const before = await this.deps.site.maintenance(siteId);
    const after = await this.deps.site.setMaintenance(siteId, input);
    await this.audit(actor, 'site.maintenance', { siteId, before, after });
    return after;
  }

  async setSiteParam(actor: AdminActor, siteId: number, input: { keyCode: string; value: string }) {
    const values = await this.deps.site.paramValues(siteId, [input.keyCode]);
    const saved = await this.deps.site.setParam(siteId, input.keyCode, input.value);
    await this.audit(actor, 'site.param', {
      siteId,
      keyCode: input.keyCode,
      before: values[input.keyCode] ?? null,
      after: saved.value,
    });
    return saved;
  }

  async setMemberStatus(
    actor: AdminActor,
    siteId: number,
    input: { memberId: number; status: 0 | 1 | 2 },
  ): Promise<MemberSummary> {
    const before = await this.memberOfSite(siteId, input.memberId);
    const summary = await this.deps.account.setStatus(siteId, input.memberId, input.status);
    await this.audit(actor, 'member.status', {
      siteId,
      memberId: input.memberId,
      before: before.status,
      after: summary.status,
    });
    return summary;
  }

  async setAccessBlock(
    actor: AdminActor,
    siteId: number,
    input: { kind: 'ip' | 'device'; value: string; blocked: boolean },
  ) {
    const before = await this.deps.sessions.isBlocked(siteId, input.kind, input.value);
    await this.deps.sessions.setBlock(siteId, input.kind, input.value, input.blocked);
    await this.audit(actor, 'account.accessBlock', {
      siteId,
      kind: input.kind,
      value: input.value,
      before,
      after: input.blocked,
    });
    return input;
  }

  async setVenueStatus(actor: AdminActor, siteId: number, input: { venueCode: string; status: 0 | 1 }) {
    const before = await this.deps.venues.find(siteId, input.venueCode);
    const after = await this.deps.venues.setStatus(siteId, input.venueCode, input.status);
    await this.audit(actor, 'venue.status', {
      siteId,
      venueCode: input.venueCode,
      before: before.status,
      after: after.status,
    });
    return after;
  }

  /** Finance lets a member bind USDT addresses while the site's whitelist is on, or stops them. */
  async setAddressWhitelist(actor: AdminActor, siteId: number, input: { memberId: number; allowed: boolean }) {
    await this.memberOfSite(siteId, input.memberId);
    const change = await this.deps.addresses.setWhitelisted(siteId, actor.name, input);
    await this.audit(actor, 'payment.addressWhitelist', { siteId, memberId: input.memberId, ...change });
    return input;
  }

  /** The outbox's dead letters, for the operator to see what a subscriber gave up on. */
  async deadLetters(page: { page: number; pageSize: number }) {
    const { rows, total } = await this.deps.outbox.deadLetters(page);
    return {
      items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      total,
      page: page.page,
      pageSize: page.pageSize,
    };
  }

  /** Delivers a dead letter again; the audit row says who asked and whether it ran. */
  async replayDeadLetter(actor: AdminActor, id: number) {
    const result = await this.deps.outbox.replay(id, actor.name);
    await this.audit(actor, 'outbox.replay', { id, ...result });
    return result;
  }

  async reconcile(actor: AdminActor) {
    const tally = await this.deps.wallet.reconcile();
    await this.audit(actor, 'wallet.reconcile', tally);
    return tally;
  }

  async adjust(
    actor: AdminActor,
    siteId: number,
    input: { memberId: number; direction: 'credit' | 'debit'; amount: bigint; reason: string; requestId: string },
  ) {
    await this.memberOfSite(siteId, input.memberId);
    const result = await this.deps.wallet.adjust(siteId, input);
    await this.audit(actor, 'wallet.adjust', {
      siteId,
      memberId: input.memberId,
      direction: input.direction,
      amount: input.amount.toString(),
      reason: input.reason,
      requestId: input.requestId,
      transferId: result.transferId,
      before: result.balanceBefore,
      after: result.balanceAfter,
    });
    return result;
  }

  async reviewModifyRequest(
    actor: AdminActor,
    siteId: number,
    input: { id: number; decision: 'approved' | 'rejected' | 'needMore'; note: string },
  ) {
    const record = await this.deps.member.reviewModifyRequest(siteId, input);
    // Only a pending request can be reviewed, so that is always the state it left.
    await this.audit(actor, 'member.modifyReview', { siteId, ...input, before: 'pending', after: record.state });
    return record;
  }

  searchMembers(siteId: number, filter: { keyword?: string | undefined; page: number; pageSize: number }) {
    return this.deps.account.searchMembers(siteId, filter);
  }

  /** A member's money is sensitive: every look at it is audited, like a change. */
  async memberWallet(actor: AdminActor, siteId: number, input: { memberId: number }) {
    await this.memberOfSite(siteId, input.memberId);
    const ledger = await this.deps.wallet.memberLedger(siteId, input.memberId);
    await this.audit(actor, 'wallet.memberView', { siteId, memberId: input.memberId });
    return ledger;
  }

  async pendingTransfers(actor: AdminActor, siteId: number, page: { page: number; pageSize: number }) {
    const pending = await this.deps.wallet.overduePending(siteId, page);
    await this.audit(actor, 'wallet.pendingView', { siteId, page: page.page, total: pending.total });
    return pending;
  }
}
