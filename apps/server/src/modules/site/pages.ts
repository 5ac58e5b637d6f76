import {
  type AdminSitePage,
  datedSitePages,
  SITE_PAGE_LIMITS,
  type SitePageCode,
  type SitePageContent,
  sitePageCodes,
  sitePageRoutes,
} from '@courtside/contract';
import { insertAudit } from '../../platform/audit';
import type { OperatorActor } from '../../platform/auth';
import type { ReadCache } from '../../platform/cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { serializeEnvelope } from '../../platform/http';
import * as store from './pages-store';

/** Counted as a reader counts: an emoji or a Chinese character is one. */
const lengthOf = (text: string): number => [...text].length;

const invalid = (msg: string, field: string) => new DomainError('sitePageInvalid', { msg, data: { field } });

const within = (text: string, max: number, what: string, field: string, min = 1): string => {
  const trimmed = text.trim();
  if (lengthOf(trimmed) < min || lengthOf(trimmed) > max) {
    throw invalid(min > 0 ? `${what}须为 ${min} 至 ${max} 字` : `${what}不能超过 ${max} 字`, field);
  }
  return trimmed;
};

/**
 * The page as the operator may save it: every text trimmed and within its limit, no empty section,
 * and the `updated` date only on the pages that show one (privacy, terms), where it is required.
 */
export const checkedPage = (code: SitePageCode, content: SitePageContent): SitePageContent => {
  const L = SITE_PAGE_LIMITS;
  const title = within(content.title, L.title, '标题', 'title');
  const lead = within(content.lead, L.lead, '导语', 'lead');
  const dated = datedSitePages.includes(code);
  if (dated && content.updated === null) throw invalid('请填写最近更新日期', 'updated');
  if (content.sections.length < 1 || content.sections.length > L.sections) {
    throw invalid(`段落须为 1 至 ${L.sections} 节`, 'sections');
  }
  const sections = content.sections.map((section, i) => {
    const at = `sections.${i}`;
    const heading = within(section.heading, L.heading, `第 ${i + 1} 节的小标题`, `${at}.heading`);
    if (section.paragraphs.length > L.paragraphs) throw invalid(`每节最多 ${L.paragraphs} 段`, `${at}.paragraphs`);
    if (section.items.length > L.items) throw invalid(`每节最多 ${L.items} 条要点`, `${at}.items`);
    const paragraphs = section.paragraphs.map((p, j) =>
      within(p, L.paragraph, `第 ${i + 1} 节第 ${j + 1} 段`, `${at}.paragraphs.${j}`),
    );
    const items = section.items.map((p, j) =>
      within(p, L.item, `第 ${i + 1} 节第 ${j + 1} 条要点`, `${at}.items.${j}`),
    );
    if (paragraphs.length + items.length === 0) throw invalid(`第 ${i + 1} 节没有内容`, at);
    return { heading, paragraphs, items };
  });
  return { title, lead, updated: dated ? content.updated : null, sections };
};

const adminView = (code: SitePageCode, row: store.SitePageRow | undefined | null): AdminSitePage => ({
  code,
  content: row?.content ?? null,
  updatedBy: row?.updatedBy ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/**
 * The footer's information pages as the operator wrote them (issue 32). Members read them through the
 * site's read cache; a save commits with its audit row, then drops the site's cached reads on every
 * node (as the content desk does), so the next member read is the new text.
 */
export class SitePagesDesk {
  constructor(
    private readonly deps: { db: Db; cache: ReadCache; clock: Clock; cacheScope: (siteId: number) => string },
  ) {}

  /** The member's read, as cached envelope text; a page never written answers null content. */
  page(siteId: number, code: SitePageCode): Promise<string> {
    return this.deps.cache.get(`${this.deps.cacheScope(siteId)}page:${code}`, async () => {
      const row = await store.findPage(this.deps.db, siteId, code);
      return serializeEnvelope(sitePageRoutes.get, { code, content: row?.content ?? null });
    });
  }

  async pages(siteId: number): Promise<{ items: AdminSitePage[] }> {
    const rows = await store.listPages(this.deps.db, siteId);
    return {
      items: sitePageCodes.map((code) =>
        adminView(
          code,
          rows.find((r) => r.code === code),
        ),
      ),
    };
  }

  async save(
    actor: OperatorActor,
    siteId: number,
    input: { code: SitePageCode; content: SitePageContent },
  ): Promise<AdminSitePage> {
    const content = checkedPage(input.code, input.content);
    const saved = await this.deps.db.transaction(async (tx) => {
      const before = await store.lockPage(tx, siteId, input.code);
      const row = await store.upsertPage(tx, {
        siteId,
        code: input.code,
        content,
        updatedBy: actor.name,
        updatedAt: this.deps.clock.now(),
      });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'content.page',
        detail: { siteId, code: input.code, before: before?.content ?? null, after: content },
      });
      return row;
    });
    await this.deps.cache.invalidate(this.deps.cacheScope(siteId));
    return adminView(input.code, saved);
  }
}
