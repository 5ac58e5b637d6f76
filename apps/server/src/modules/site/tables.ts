import type { PcBottom, SitePageContent } from '@courtside/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/columns';

/** Contact details shown beside the customer-service link. */
export interface CustomerServiceContacts {
  hours: string;
  email: string;
  telegram: string;
}

export const sites = pgTable(
  'site',
  {
    id: integer('id').primaryKey(),
    series: text('series').notNull(),
    name: text('name').notNull(),
    settlementUnit: text('settlement_unit').notNull().default('cny'),
    theme: text('theme').notNull().default('colorful'),
    languages: text('languages').array().notNull().default(sql`'{zh-CN}'::text[]`),
    defaultLanguage: text('default_language').notNull().default('zh-CN'),
    maintenanceActive: boolean('maintenance_active').notNull().default(false),
    maintenanceMessage: text('maintenance_message').notNull().default(''),
    maintenanceEndsAt: timestamp('maintenance_ends_at', { withTimezone: true }),
    footer: jsonb('footer').$type<PcBottom>().notNull(),
    customerService: jsonb('customer_service').$type<CustomerServiceContacts>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settlement_unit_check', sql`${t.settlementUnit} in ('cny', 'usdt')`)],
);

export const siteParams = pgTable(
  'site_param',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    keyCode: text('key_code').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.keyCode] })],
);

export const banners = pgTable(
  'banner',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('banner_site_position_idx').on(t.siteId, t.position, t.sort)],
);

export const floatingWindows = pgTable('floating_window', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url'),
  side: text('side').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const navItems = pgTable('nav_item', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  name: text('name').notNull(),
  iconUrl: text('icon_url').notNull(),
  path: text('path').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const gameTiles = pgTable('game_tile', {
  id: serial('id').primaryKey(),
  navItemId: integer('nav_item_id')
    .notNull()
    .references(() => navItems.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  venueCode: text('venue_code').notNull(),
  imageUrl: text('image_url').notNull(),
  status: integer('status').notNull().default(0),
  isDisplay: integer('is_display').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

export const announcements = pgTable('announcement', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  content: text('content').notNull(),
  popup: boolean('popup').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  /** Off, the notice stays in the back office but members no longer see it. */
  enabled: boolean('enabled').notNull().default(true),
});

export const marqueeNotices = pgTable('marquee_notice', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  category: integer('category').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  content: text('content'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const helpCategories = pgTable('help_category', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const helpArticles = pgTable(
  'help_article',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_article_category_idx').on(t.categoryId, t.sort)],
);

export const countries = pgTable('country', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  dialCode: text('dial_code').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const siteDomains = pgTable('site_domain', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Generated demo images (banners, icons), served from /media/:id. */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Pictures an operator uploaded from the console (banners, floating windows, icons), re-encoded as
 * WebP and served from /media/up/<key>.webp. The key is random, never a counted id.
 */
export const mediaUploads = pgTable('media_upload', {
  key: text('key').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** As the audit log names the operator: `admin:<username>` or `operator-token`. */
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The footer's information pages (about, partners, responsible gambling, privacy, terms) as the
 * operator wrote them (issue 32): structured sections, stored whole per page. A site with no row for
 * a page shows the bundled text; the seed writes today's text, so nothing looks different.
 */
export const sitePages = pgTable(
  'site_page',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    content: jsonb('content').$type<SitePageContent>().notNull(),
    /** As the audit log names the operator; `seed` for the demo's text. */
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.code] }),
    check('site_page_code', sql`${t.code} in ('about', 'partners', 'responsibleGaming', 'privacy', 'terms')`),
  ],
);
