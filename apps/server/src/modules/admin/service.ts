import type { MaintenanceInfo } from '@courtside/contract';
import type { Db } from '../../platform/db';
import type { SiteService } from '../site/service';
import { insertAudit } from './store';

export interface AdminActor {
  name: string;
}

/** Back-office actions; each one leaves an audit row naming who did what. */
export class AdminService {
  constructor(private readonly deps: { db: Db; site: SiteService }) {}

  async switchMaintenance(
    actor: AdminActor,
    siteId: number,
    input: { active: boolean; message: string; endsAt: string | null },
  ): Promise<MaintenanceInfo> {
    const state = await this.deps.site.setMaintenance(siteId, input);
    await insertAudit(this.deps.db, { actor: actor.name, action: 'site.maintenance', detail: { siteId, ...input } });
    return state;
  }
}
