import type { MaintenanceInfo, MemberSummary } from '@courtside/contract';
import type { Db } from '../../platform/db';
import type { AccountService } from '../account/service';
import type { SessionService } from '../account/sessions';
import type { MemberService } from '../member/service';
import type { SiteService } from '../site/service';
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
