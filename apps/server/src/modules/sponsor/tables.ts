import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../site/tables';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The operator's sponsorships (赞助, issue 31): clubs, teams and esports sides the brand sponsors.
 * `tier` is the spec's "sponsor setting" value (1..5); at most three sponsors of a site may hold a
 * value below 3 (packages/domain promotions/sponsor.ts), checked under a per-site lock on every write.
 * A link to the feed is by sport and team name, not the feed's row id: the demo feed's world is
 * rebuilt from its seed, and names are what stay the same across rebuilds.
 */
export const sponsors = pgTable(
  'sponsor',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    logoUrl: text('logo_url').notNull(),
    tier: integer('tier').notNull(),
    summary: text('summary').notNull(),
    story: text('story').notNull(),
    teamSport: text('team_sport'),
    teamName: text('team_name'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    sort: integer('sort').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('sponsor_site').on(t.siteId, t.hidden, t.sort),
    check('sponsor_tier', sql`${t.tier} between 1 and 5`),
    check('sponsor_kind', sql`${t.kind} in ('club', 'team', 'esports')`),
    check('sponsor_team', sql`(${t.teamSport} is null) = (${t.teamName} is null)`),
    check('sponsor_period', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);
