import type { MaintenanceInfo, MemberSummary } from '@courtside/contract';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { AccountService } from '../account/service';
import type { SessionService } from '../account/sessions';
import type { MemberService } from '../member/service';
import type { SiteService } from '../site/service';
import type { VenueService } from '../venue/service';
import type { WalletService } from '../wallet/service';
import { insertAudit } from './store';

export interface AdminActor {
  name: string;
}

export interface AdminServiceDeps {
  db: Db;
  site: SiteService;
  account: AccountService;
  member: MemberService;
  sessions: SessionService;
  venues: VenueService;
  wallet: WalletService;
}

/** Back-office actions; each one leaves an audit row naming who did what. */
export class AdminService {
  constructor(private readonly deps: AdminServiceDeps) {}

  private audit(actor: AdminActor, action: string, detail: Record<string, unknown>) {
    return insertAudit(this.deps.db, { actor: actor.name, action, detail });
  }

  async switchMaintenance(
    actor: AdminActor,
    siteId: number,
    input: { active: boolean; message: string; endsAt: string | null },
  ): Promise<MaintenanceInfo> {
    const state = await this.deps.site.setMaintenance(siteId, input);
    await this.audit(actor, 'site.maintenance', { siteId, ...input });
    return state;
  }

  async setSiteParam(actor: AdminActor, siteId: number, input: { keyCode: string; value: string }) {
    const saved = await this.deps.site.setParam(siteId, input.keyCode, input.value);
    await this.audit(actor, 'site.param', { siteId, ...input });
    return saved;
  }

  async setMemberStatus(
    actor: AdminActor,
    siteId: number,
    input: { memberId: number; status: 0 | 1 | 2 },
  ): Promise<MemberSummary> {
    const summary = await this.deps.account.setStatus(siteId, input.memberId, input.status);
    await this.audit(actor, 'member.status', { siteId, ...input });
    return summary;
  }

  async setAccessBlock(
    actor: AdminActor,
    siteId: number,
    input: { kind: 'ip' | 'device'; value: string; blocked: boolean },
  ) {
    await this.deps.sessions.setBlock(siteId, input.kind, input.value, input.blocked);
    await this.audit(actor, 'account.accessBlock', { siteId, ...input });
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
    const member = await this.deps.account.member(input.memberId).catch(() => null);
    if (!member || member.siteId !== siteId) throw new DomainError('notFound', { msg: '会员不存在' });
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
    await this.audit(actor, 'member.modifyReview', { siteId, ...input });
    return record;
  }
}
