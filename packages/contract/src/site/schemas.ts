import { z } from 'zod';
import { entityId, isoInstant } from '../common';

/** The eight themes of spec section 1; `colorful` is the default. */
export const themeNames = ['fresh', 'elegant', 'triadTheme', 'classy', 'glow', 'simple', 'colorful', 'mecha'] as const;
export const themeName = z.enum(themeNames);
export type ThemeName = z.infer<typeof themeName>;

export const settlementUnit = z.enum(['cny', 'usdt']);

/** Site parameter keys: lowercase words joined by underscores, as in `login_verify_trigger_times`. */
const keyCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/, 'keyCode 只能包含小写字母、数字和下划线');

export const keyCodesMax = 50;

export const configGetRequest = z.object({ keyCode });
export const siteParam = z.object({ keyCode: z.string(), value: z.string() });
export type SiteParam = z.infer<typeof siteParam>;

export const configGetsRequest = z.object({ keyCodes: z.array(keyCode).min(1).max(keyCodesMax) });
export const configGetsResponse = z.object({
  params: z.record(z.string(), z.string()),
  /** keys asked for that the site does not define; the client decides its own default */
  missing: z.array(z.string()),
});

export const maintenanceInfo = z.object({
  active: z.boolean(),
  message: z.string(),
  endsAt: z.string().nullable(),
});
export type MaintenanceInfo = z.infer<typeof maintenanceInfo>;

export const siteInfo = z.object({
  siteId: z.number().int(),
  siteSeries: z.string(),
  siteName: z.string(),
  settlementUnit,
  theme: themeName,
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  maintenance: maintenanceInfo,
  customerServiceUrl: z.string(),
  appDownloadUrl: z.string(),
  version: z.string(),
  buildDate: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const languageCodeResponse = z.object({ code: z.string(), enabled: z.array(z.string()) });

const position = z.enum(['home', 'pc']);
export const bannerListRequest = z.object({ position: position.default('home') });
export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof banner>;

export const floatingWindow = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  side: z.enum(['left', 'right']),
});
export type FloatingWindow = z.infer<typeof floatingWindow>;

/** A game entry tile under a navigation item; `status` and `isDisplay` follow the venue rules of spec section 4. */
export const gameTile = z.object({
  id: z.number().int(),
  name: z.string(),
  venueCode: z.string(),
  imageUrl: z.string(),
  status: z.number().int(),
  isDisplay: z.number().int(),
});
export type GameTile = z.infer<typeof gameTile>;

export const navItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  iconUrl: z.string(),
  path: z.string(),
  tiles: z.array(gameTile),
});
export type NavItem = z.infer<typeof navItem>;

export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  popup: z.boolean(),
  publishedAt: z.string(),
});
export type Announcement = z.infer<typeof announcement>;

/** Marquee notice as spec section 3 names it; the client filters with `activeMarqueeNotices`. */
export const marqueeNotice = z.object({
  id: z.number().int(),
  category: z.number().int(),
  pmdTimerStart: z.union([z.string(), z.number()]).nullable(),
  pmdTimerEnd: z.union([z.string(), z.number()]).nullable(),
  content: z.string().nullable(),
});
export type MarqueeNoticeDto = z.infer<typeof marqueeNotice>;

export const customerServiceUrl = z.object({ url: z.string() });
export const customerServiceConfig = z.object({
  url: z.string(),
  hours: z.string(),
  email: z.string(),
  telegram: z.string(),
});

export const helpCategory = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });
export const helpListRequest = z.object({
  categoryId: entityId,
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(20),
});
export const helpListItem = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  updatedAt: z.string(),
});
export const helpListResponse = z.object({
  list: z.array(helpListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const helpDetailRequest = z.object({ id: entityId });
export const helpDetail = helpListItem.extend({ content: z.string() });

export const pcBottom = z.object({
  columns: z.array(z.object({ title: z.string(), links: z.array(z.object({ name: z.string(), path: z.string() })) })),
  licences: z.array(z.string()),
  responsibleGaming: z.string(),
  copyright: z.string(),
});
export type PcBottom = z.infer<typeof pcBottom>;

export const country = z.object({ code: z.string(), name: z.string(), dialCode: z.string() });
export const domainList = z.object({ domains: z.array(z.string()) });

export const serverTime = z.object({ timestamp: z.number().int(), zone: z.string() });

export const maintenanceSwitchRequest = z.object({
  active: z.boolean(),
  message: z.string().trim().max(200).default(''),
  endsAt: isoInstant.nullable().default(null),
});
