import { z } from 'zod';
import { calendarDate } from '../common';
import { route } from '../route';

/**
 * The footer's information pages the operator writes (issue 32): about, partners, responsible
 * gambling, privacy and terms. `join` is not here: it is its own feature.
 */
export const sitePageCodes = ['about', 'partners', 'responsibleGaming', 'privacy', 'terms'] as const;
export const sitePageCode = z.enum(sitePageCodes);
export type SitePageCode = z.infer<typeof sitePageCode>;
/** Pages that show when they last changed. */
export const datedSitePages: readonly SitePageCode[] = ['privacy', 'terms'];

/** Limits the server checks (11060), counted as a reader counts characters. */
export const SITE_PAGE_LIMITS = {
  title: 30,
  lead: 500,
  sections: 20,
  heading: 40,
  paragraphs: 10,
  paragraph: 1000,
  items: 20,
  item: 300,
} as const;

export const sitePageSection = z.object({
  heading: z.string().max(SITE_PAGE_LIMITS.heading * 4),
  paragraphs: z
    .array(z.string().max(SITE_PAGE_LIMITS.paragraph * 4))
    .max(SITE_PAGE_LIMITS.paragraphs * 2)
    .default([]),
  items: z
    .array(z.string().max(SITE_PAGE_LIMITS.item * 4))
    .max(SITE_PAGE_LIMITS.items * 2)
    .default([]),
});
export type SitePageSection = z.infer<typeof sitePageSection>;

/**
 * A page as stored and shown. Text may carry `{{currency}}`, `{{card}}` and `{{withdraw}}`, which the
 * member site fills from the settlement unit as it does for its own strings.
 */
export const sitePageContent = z.object({
  title: z.string().max(SITE_PAGE_LIMITS.title * 4),
  lead: z.string().max(SITE_PAGE_LIMITS.lead * 4),
  /** The date the policy last changed (privacy, terms); null elsewhere. */
  updated: calendarDate.nullable().default(null),
  sections: z.array(sitePageSection).max(SITE_PAGE_LIMITS.sections * 2),
});
export type SitePageContent = z.infer<typeof sitePageContent>;

export const sitePageRequest = z.object({ code: sitePageCode });
/** The page, or null when the operator never wrote it (the member site shows its bundled text). */
export const sitePageView = z.object({ code: sitePageCode, content: sitePageContent.nullable() });
export type SitePageView = z.infer<typeof sitePageView>;

export const adminSitePage = z.object({
  code: sitePageCode,
  content: sitePageContent.nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminSitePage = z.infer<typeof adminSitePage>;
export const adminSitePageList = z.object({ items: z.array(adminSitePage) });
export const sitePageSaveRequest = z.object({ code: sitePageCode, content: sitePageContent });

/** The member site's read, in the site-config family (it stays up during maintenance, like the footer). */
export const sitePageRoutes = {
  get: route({
    method: 'POST',
    path: '/api/site/group/site/page/v1/get',
    summary: '页脚信息页（关于我们、合作伙伴、负责任博彩、隐私政策、服务条款）',
    request: sitePageRequest,
    response: sitePageView,
  }),
};
