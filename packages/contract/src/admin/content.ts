import { z } from 'zod';
import { entityId, isoInstant, pageNumber, pageSizeOf, venueCode } from '../common';
import { gameCategory } from '../egame/schemas';
import { emptyBody } from '../envelope';
import { route } from '../route';
import { venueKind } from '../venue/schemas';

/**
 * The back office's site content (banners, notices, marquee lines, floating windows, help articles)
 * and the display of venues and games. Every write changes what the member site reads at once.
 */

const text = (what: string, max: number) => z.string().trim().min(1, `请填写${what}`).max(max, `${what}最多${max}个字`);

const HTTPS = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/;
/** A picture this site serves (`/media/…`, e.g. `/media/banner-1.svg`) or one on an https address. */
const SITE_IMAGE = /^\/media\/[a-z0-9][a-z0-9/-]{0,127}\.(?:svg|png|jpe?g|webp|gif)$/;
/** A page of the member site: one path from the root, never `//host` (another site). */
const SITE_PATH = /^\/(?!\/)[\w\-./?=&#%]{0,200}$/;

export const imagePath = z
  .string()
  .trim()
  .min(1, '请填写图片地址')
  .max(300, '图片地址最多300个字符')
  .refine(
    (v) => SITE_IMAGE.test(v) || HTTPS.test(v),
    '图片须为本站 /media/ 下的图片（svg、png、jpg、webp、gif）或 https 地址',
  );

/** Where a click leads: a page of the site or an https address; empty means nowhere. */
export const linkPath = z
  .string()
  .trim()
  .max(300, '链接最多300个字符')
  .refine((v) => v === '' || SITE_PATH.test(v) || HTTPS.test(v), '链接须为站内路径（以 / 开头）或 https 地址');

const sort = z
  .number({ error: '排序须为0-9999的整数' })
  .int('排序须为整数')
  .min(0, '排序须在0-9999之间')
  .max(9999, '排序须在0-9999之间');
const listPage = { page: pageNumber, pageSize: pageSizeOf(100, 20) };
const paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
/** `id` null creates a row; a number edits that row. */
const saveId = { id: entityId.nullable() };

export const bannerPosition = z.enum(['home', 'pc']);
export const adminBanner = z.object({
  id: z.number().int(),
  position: bannerPosition,
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBanner>;
export const bannerSave = z.object({
  ...saveId,
  position: bannerPosition,
  title: text('标题', 40),
  imageUrl: imagePath,
  linkUrl: linkPath,
  sort,
  enabled: z.boolean(),
});

export const adminAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  popup: z.boolean(),
  enabled: z.boolean(),
  publishedAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncement>;
export const announcementSave = z.object({
  ...saveId,
  title: text('标题', 40),
  content: text('内容', 2000),
  popup: z.boolean(),
  enabled: z.boolean(),
  publishedAt: isoInstant,
});

/** A marquee line; category 1 scrolls only between its start and end (spec section 4), 0 always. */
export const adminMarquee = z.object({
  id: z.number().int(),
  category: z.number().int(),
  content: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminMarquee = z.infer<typeof adminMarquee>;
export const marqueeSave = z
  .object({
    ...saveId,
    category: z.union([z.literal(0), z.literal(1)], { error: '类型须为 0（常驻）或 1（定时）' }),
    content: text('内容', 200),
    startsAt: isoInstant.nullable(),
    endsAt: isoInstant.nullable(),
    sort,
    enabled: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.category !== 1) return;
    if (!v.startsAt) ctx.addIssue({ code: 'custom', path: ['startsAt'], message: '定时公告须填写开始时间' });
    if (!v.endsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '定时公告须填写结束时间' });
    if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '结束时间须晚于开始时间' });
    }
  });

export const floatingSide = z.enum(['left', 'right']);
export const adminFloating = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  side: floatingSide,
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminFloating = z.infer<typeof adminFloating>;
export const floatingSave = z.object({
  ...saveId,
  title: text('标题', 20),
  imageUrl: imagePath,
  linkUrl: linkPath,
  side: floatingSide,
  sort,
  enabled: z.boolean(),
});

export const adminHelpArticle = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type AdminHelpArticle = z.infer<typeof adminHelpArticle>;
export const helpArticleSave = z.object({
  ...saveId,
  categoryId: entityId,
  title: text('标题', 40),
  summary: z.string().trim().max(120, '摘要最多120个字'),
  content: text('正文', 10_000),
  sort,
});
export const adminHelpCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  /** Its articles: a category is deleted only once it has none. */
  articles: z.number().int(),
});
export type AdminHelpCategory = z.infer<typeof adminHelpCategory>;
export const helpArticles = paged(adminHelpArticle).extend({ categories: z.array(adminHelpCategory) });
/** `id` null creates a category; its name is unique on the site (ignoring case). */
export const helpCategorySave = z.object({ ...saveId, name: text('分类名称', 20), sort });

/** A navigation item; its code and path are the member site's structure, so only these are edited. */
export const adminNavItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  iconUrl: z.string(),
  path: z.string(),
  sort: z.number().int(),
  /** The venue tiles under it, in order, by their venue's name. */
  tiles: z.array(z.string()),
});
export type AdminNavItem = z.infer<typeof adminNavItem>;
/** Names stay short: the member site shows them as chips in one row. Unique on the site (ignoring case). */
const navName = text('名称', 10);
export const navItemSave = z.object({
  id: entityId,
  name: navName,
  iconUrl: imagePath,
  sort,
});
/** A page of the member site (its router lives under /app), which a navigation item opens. */
const MEMBER_PAGE = /^\/app(?:\/(?!\/)[\w\-./?=&#%]{0,200})?$/;
/** A new navigation item opens a page of the member site; venue tiles stay with the seeded items. */
export const navItemCreate = z.object({
  name: navName,
  iconUrl: imagePath,
  path: z
    .string()
    .trim()
    .min(1, '请填写页面路径')
    .max(200, '页面路径最多200个字符')
    .regex(MEMBER_PAGE, '页面路径须为本站页面（以 /app 开头，如 /app/promotions）'),
  sort,
});

/**
 * What `remove` deletes. A navigation item goes only without venue tiles (the games' entries live
 * there), a help category only once it has no articles.
 */
export const contentKind = z.enum([
  'banner',
  'announcement',
  'marquee',
  'floating',
  'help',
  'navigation',
  'helpCategory',
]);
export type ContentKind = z.infer<typeof contentKind>;
export const contentRemove = z.object({ kind: contentKind, id: entityId });

/** Venues as the operator sees them: hidden ones too, with the order the member site lists them in. */
export const adminVenue = z.object({
  venueCode: z.string(),
  venueName: z.string(),
  kind: venueKind,
  status: z.number().int(),
  isDisplay: z.number().int(),
  sort: z.number().int(),
});
export type AdminVenue = z.infer<typeof adminVenue>;
export const venueDisplaySave = z.object({
  venueCode,
  venueName: text('场馆名称', 20),
  /** As the member site reads it: 0 shown, 1 hidden. */
  isDisplay: z.union([z.literal(0), z.literal(1)], { error: '显示须为 0（显示）或 1（隐藏）' }),
  sort,
});

export const adminGame = z.object({
  venueCode: z.string(),
  gameCode: z.string(),
  name: z.string(),
  category: gameCategory,
  brandCode: z.string(),
  image: z.string(),
  hot: z.boolean(),
  sort: z.number().int(),
  /** 0 shown in the lobby, 1 hidden. */
  status: z.number().int(),
});
export type AdminGame = z.infer<typeof adminGame>;
const gameCode = z.string().regex(/^[\w-]{1,64}$/, '游戏代码无效');
export const gameListRequest = z.object({
  venueCode,
  keyword: z.string().trim().max(20, '关键字最多20个字').optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  ...listPage,
});
export const gameDisplaySave = z.object({
  venueCode,
  gameCode,
  status: z.union([z.literal(0), z.literal(1)], { error: '状态须为 0（显示）或 1（隐藏）' }),
  sort,
});

/** An operator's picture upload: at most this many bytes, of these types (read from the file's bytes). */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The stored picture: its address on this site, to put in a banner's, floating window's or icon's field. */
export const contentImageUploaded = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type ContentImageUploaded = z.infer<typeof contentImageUploaded>;

const CONTENT = '/api/admin/content/v1';

export const contentAdminRoutes = {
  banners: route({
    method: 'POST',
    path: `${CONTENT}/banners`,
    summary: '轮播图（含停用）',
    request: z.object({ position: bannerPosition.optional(), ...listPage }),
    response: paged(adminBanner),
  }),
  bannerSave: route({
    method: 'POST',
    path: `${CONTENT}/bannerSave`,
    summary: '新增或编辑轮播图',
    request: bannerSave,
    response: adminBanner,
  }),
  announcements: route({
    method: 'POST',
    path: `${CONTENT}/announcements`,
    summary: '站点公告（含停用，新的在前）',
    request: z.object(listPage),
    response: paged(adminAnnouncement),
  }),
  announcementSave: route({
    method: 'POST',
    path: `${CONTENT}/announcementSave`,
    summary: '新增或编辑站点公告',
    request: announcementSave,
    response: adminAnnouncement,
  }),
  marquee: route({
    method: 'POST',
    path: `${CONTENT}/marquee`,
    summary: '跑马灯公告（含停用）',
    request: z.object(listPage),
    response: paged(adminMarquee),
  }),
  marqueeSave: route({
    method: 'POST',
    path: `${CONTENT}/marqueeSave`,
    summary: '新增或编辑跑马灯公告',
    request: marqueeSave,
    response: adminMarquee,
  }),
  floating: route({
    method: 'POST',
    path: `${CONTENT}/floating`,
    summary: '浮窗（含停用）',
    request: z.object(listPage),
    response: paged(adminFloating),
  }),
  floatingSave: route({
    method: 'POST',
    path: `${CONTENT}/floatingSave`,
    summary: '新增或编辑浮窗',
    request: floatingSave,
    response: adminFloating,
  }),
  help: route({
    method: 'POST',
    path: `${CONTENT}/help`,
    summary: '帮助中心文章（按分类）与分类',
    request: z.object({ categoryId: entityId.optional(), ...listPage }),
    response: helpArticles,
  }),
  helpSave: route({
    method: 'POST',
    path: `${CONTENT}/helpSave`,
    summary: '新增或编辑帮助文章',
    request: helpArticleSave,
    response: adminHelpArticle,
  }),
  helpCategorySave: route({
    method: 'POST',
    path: `${CONTENT}/helpCategorySave`,
    summary: '新增或编辑帮助分类',
    request: helpCategorySave,
    response: adminHelpCategory,
  }),
  navigation: route({
    method: 'POST',
    path: `${CONTENT}/navigation`,
    summary: '导航项及其场馆入口',
    request: emptyBody,
    response: z.array(adminNavItem),
  }),
  navigationSave: route({
    method: 'POST',
    path: `${CONTENT}/navigationSave`,
    summary: '编辑导航项（名称、图标、排序）',
    request: navItemSave,
    response: adminNavItem,
  }),
  navigationCreate: route({
    method: 'POST',
    path: `${CONTENT}/navigationCreate`,
    summary: '新增导航项（打开本站页面）',
    request: navItemCreate,
    response: adminNavItem,
  }),
  /** multipart/form-data with one `file` part; the request schema is the JSON caller's (none). */
  imageUpload: route({
    method: 'POST',
    path: `${CONTENT}/imageUpload`,
    summary: '上传图片（multipart，字段 file；PNG、JPEG、WEBP，不超过 2MB）',
    request: emptyBody,
    response: contentImageUploaded,
  }),
  remove: route({
    method: 'POST',
    path: `${CONTENT}/remove`,
    summary: '删除一条站点内容',
    request: contentRemove,
    response: contentRemove,
  }),
} as const;

export const gameAdminRoutes = {
  venues: route({
    method: 'POST',
    path: '/api/admin/venue/v1/list',
    summary: '全部场馆（含隐藏）及排序',
    request: emptyBody,
    response: z.array(adminVenue),
  }),
  venueDisplay: route({
    method: 'POST',
    path: '/api/admin/venue/v1/display',
    summary: '场馆名称、显示与排序',
    request: venueDisplaySave,
    response: adminVenue,
  }),
  games: route({
    method: 'POST',
    path: '/api/admin/game/v1/list',
    summary: '场馆的游戏目录（含隐藏）',
    request: gameListRequest,
    response: paged(adminGame),
  }),
  gameDisplay: route({
    method: 'POST',
    path: '/api/admin/game/v1/display',
    summary: '游戏显示与排序',
    request: gameDisplaySave,
    response: adminGame,
  }),
} as const;
