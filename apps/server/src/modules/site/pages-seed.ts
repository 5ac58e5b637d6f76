import type { SitePageCode, SitePageContent } from '@courtside/contract';
import type { Executor } from '../../platform/db';
import { insertMissingPages } from './pages-store';

export type SitePageSeed = Readonly<Record<SitePageCode, SitePageContent>>;

/** The demo's footer pages (today's bundled text), written once per page: what an operator saved stays. */
export const seedSitePages = (db: Executor, siteId: number, pages: SitePageSeed, now: Date) =>
  insertMissingPages(
    db,
    Object.entries(pages).map(([code, content]) => ({
      siteId,
      code: code as SitePageCode,
      content,
      updatedBy: 'seed',
      updatedAt: now,
    })),
  );
