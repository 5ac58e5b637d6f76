import { z } from 'zod';
import { calendarDate, entityId } from '../common';
import { leagueView, sportId, teamView } from '../feed/schemas';

/**
 * Sponsors (赞助, issue 31). The tier value is the spec's "sponsor setting" (§5): a whole number from
 * 1 to 5, and at most three sponsors of a site below 3 (packages/domain promotions/sponsor.ts).
 */
export const sponsorKinds = ['club', 'team', 'esports'] as const;
export const sponsorKind = z.enum(sponsorKinds);
export type SponsorKind = z.infer<typeof sponsorKind>;

/** Text limits the server checks (10982), counted as a reader counts characters. */
export const SPONSOR_NAME_MAX = 40;
export const SPONSOR_SUMMARY_MAX = 120;
export const SPONSOR_STORY_MAX = 2000;
/** Sponsors per site: a partners wall, not a directory. */
export const SPONSORS_MAX = 50;
/** Upcoming matches the detail page lists for a linked team. */
export const SPONSOR_MATCHES_MAX = 5;

/** The feed team a sponsorship is linked to, by sport and name (names survive a rebuilt demo feed). */
export const sponsorTeam = z.object({ sport: sportId, name: z.string().min(1).max(60) });
export type SponsorTeam = z.infer<typeof sponsorTeam>;

export const sponsorCard = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: sponsorKind,
  logoUrl: z.string(),
  tier: z.number().int(),
  summary: z.string(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  team: sponsorTeam.nullable(),
});
export type SponsorCard = z.infer<typeof sponsorCard>;

export const sponsorList = z.object({ items: z.array(sponsorCard) });
export type SponsorList = z.infer<typeof sponsorList>;

export const sponsorDetailRequest = z.object({ id: entityId });

/** A linked team's coming match, enough for a card with a way into the match. */
export const sponsorMatch = z.object({
  id: z.number().int(),
  sport: sportId,
  league: leagueView,
  home: teamView,
  away: teamView,
  kickoffAt: z.string(),
});
export type SponsorMatch = z.infer<typeof sponsorMatch>;

export const sponsorDetail = z.object({
  sponsor: sponsorCard.extend({ story: z.string() }),
  matches: z.array(sponsorMatch),
});
export type SponsorDetail = z.infer<typeof sponsorDetail>;

// ---- the operator ----

export const adminSponsor = sponsorCard.extend({
  story: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  updatedAt: z.string(),
});
export type AdminSponsor = z.infer<typeof adminSponsor>;

export const adminSponsorList = z.object({ items: z.array(adminSponsor) });
export type AdminSponsorList = z.infer<typeof adminSponsorList>;

/**
 * A new sponsor (`id` null) or an edit. `tier` is any number here so a fraction or 0 reaches the
 * service and gets the sponsor code (10980/10982) rather than a generic parameter error.
 */
export const sponsorSaveRequest = z.object({
  id: entityId.nullable(),
  name: z.string().max(SPONSOR_NAME_MAX * 4),
  kind: sponsorKind,
  logoUrl: z.string().max(500),
  tier: z.number(),
  summary: z.string().max(SPONSOR_SUMMARY_MAX * 4),
  story: z.string().max(SPONSOR_STORY_MAX * 4),
  team: sponsorTeam.nullable(),
  startsOn: calendarDate,
  endsOn: calendarDate.nullable(),
});
export type SponsorSaveRequest = z.infer<typeof sponsorSaveRequest>;

export const sponsorHideRequest = z.object({ id: entityId, hidden: z.boolean() });
/** Every sponsor of the site, in the new order. */
export const sponsorReorderRequest = z.object({ ids: z.array(entityId).max(SPONSORS_MAX) });

/** Teams the sponsor form may link to: those with matches in the feed's coming weeks. */
export const sponsorTeamOptions = z.object({ items: z.array(sponsorTeam) });
export type SponsorTeamOptions = z.infer<typeof sponsorTeamOptions>;
