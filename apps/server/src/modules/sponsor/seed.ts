import { sponsorSettingProblem } from '@courtside/domain/promotions';
import type { Executor } from '../../platform/db';
import * as store from './store';

export type SponsorSeed = Omit<store.SponsorValues, 'updatedAt'>;

/** A site's demo sponsors, written once: a site that has any keeps its own. */
export const seedSponsors = async (db: Executor, siteId: number, rows: readonly SponsorSeed[], now: Date) => {
  const problem = sponsorSettingProblem(rows.map((r) => r.tier));
  if (problem) throw new Error(`demo sponsors break the sponsor setting rule: ${JSON.stringify(problem)}`);
  if ((await store.countSponsors(db, siteId)) > 0) return;
  for (const [sort, row] of rows.entries()) {
    await store.insertSponsor(db, { ...row, siteId, sort, createdAt: now, updatedAt: now });
  }
};
