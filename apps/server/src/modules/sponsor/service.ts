import {
  type AdminSponsor,
  type AdminSponsorList,
  SPONSOR_MATCHES_MAX,
  SPONSOR_NAME_MAX,
  SPONSOR_STORY_MAX,
  SPONSOR_SUMMARY_MAX,
  SPONSORS_MAX,
  type SponsorCard,
  type SponsorDetail,
  type SponsorKind,
  type SponsorList,
  type SponsorMatch,
  type SponsorSaveRequest,
  type SponsorTeam,
  type SponsorTeamOptions,
  type SportId,
} from '@courtside/contract';
import { sponsorChangeProblem } from '@courtside/domain/promotions';
import { insertAudit } from '../../platform/audit';
import type { OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Tx } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import * as store from './store';

/** How far ahead the detail page and the team picker look for a team's matches. */
const UPCOMING_WINDOW_MS = 21 * 24 * 3_600_000;
/** Matches read per sport to find a team's: the feed's coming weeks, bounded. */
const UPCOMING_SCAN_MAX = 300;
const SPORTS: readonly SportId[] = ['football', 'basketball', 'esports'];

type Checked = store.SponsorValues & { updatedAt: Date };

export interface SponsorDeps {
  db: Db;
  clock: Clock;
  /** The feed's matches of a sport that kick off within `withinMs`, not started yet. */
  upcomingMatches(sport: SportId, withinMs: number, limit: number): Promise<SponsorMatch[]>;
}

/** Counted as a reader counts: an emoji or a Chinese character is one. */
const lengthOf = (text: string): number => [...text].length;

const invalid = (msg: string, field: string) => new DomainError('sponsorInvalid', { msg, data: { field } });

const teamOf = (row: store.SponsorRow): SponsorTeam | null =>
  row.teamSport && row.teamName ? { sport: row.teamSport as SportId, name: row.teamName } : null;

const cardOf = (row: store.SponsorRow): SponsorCard => ({
  id: row.id,
  name: row.name,
  kind: row.kind as SponsorKind,
  logoUrl: row.logoUrl,
  tier: row.tier,
  summary: row.summary,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  team: teamOf(row),
});

const adminOf = (row: store.SponsorRow): AdminSponsor => ({
  ...cardOf(row),
  story: row.story,
  sort: row.sort,
  hidden: row.hidden,
  updatedAt: row.updatedAt.toISOString(),
});

/** Highest tier first; within a tier, the operator's order. */
const byTier = (a: store.SponsorRow, b: store.SponsorRow) => b.tier - a.tier || a.sort - b.sort || a.id - b.id;

/** A logo is a picture the site serves: an operator upload or a demo image, never another host. */
const LOGO_PATH = /^\/media\/(up\/[a-f0-9]{32}\.webp|[a-z0-9-]{1,64}\.svg)$/;

/**
 * Sponsors (赞助, issue 31): the operator's sponsorships of clubs, teams and esports sides, and the
 * member's 赞助伙伴 pages. Every write holds the spec's sponsor setting rule — at most three sponsors
 * of a site with a tier value below 3 (domain `sponsorChangeProblem`) — under a per-site lock, and is
 * audited in its transaction; a refused write changes nothing.
 */
export class SponsorService {
  constructor(private readonly deps: SponsorDeps) {}

  /** The wall: shown sponsors, highest tier first. */
  async list(siteId: number): Promise<SponsorList> {
    const rows = await store.listSponsors(this.deps.db, siteId, true);
    return { items: [...rows].sort(byTier).map(cardOf) };
  }

  /** One shown sponsor, with its linked team's coming matches; a hidden one is "not found". */
  async detail(siteId: number, id: number): Promise<SponsorDetail> {
    const row = await store.findSponsor(this.deps.db, siteId, id);
    if (!row || row.hidden) throw new DomainError('sponsorNotFound');
    const team = teamOf(row);
    const matches = team ? await this.matchesOf(team) : [];
    return { sponsor: { ...cardOf(row), story: row.story }, matches };
  }

  private async matchesOf(team: SponsorTeam): Promise<SponsorMatch[]> {
    const upcoming = await this.deps.upcomingMatches(team.sport, UPCOMING_WINDOW_MS, UPCOMING_SCAN_MAX);
    return upcoming
      .filter((m) => m.home.name === team.name || m.away.name === team.name)
      .sort((a, b) => a.kickoffAt.localeCompare(b.kickoffAt))
      .slice(0, SPONSOR_MATCHES_MAX)
      .map(({ id, sport, league, home, away, kickoffAt }) => ({ id, sport, league, home, away, kickoffAt }));
  }

  // ---- the operator ----

  async sponsors(siteId: number): Promise<AdminSponsorList> {
    return { items: (await store.listSponsors(this.deps.db, siteId, false)).map(adminOf) };
  }

  /** Teams the form may link to: every team with a match in the feed's coming weeks, by sport and name. */
  async teams(): Promise<SponsorTeamOptions> {
    const seen = new Map<string, SponsorTeam>();
    for (const sport of SPORTS) {
      for (const m of await this.deps.upcomingMatches(sport, UPCOMING_WINDOW_MS, UPCOMING_SCAN_MAX)) {
        for (const t of [m.home, m.away]) seen.set(`${sport}:${t.name}`, { sport, name: t.name });
      }
    }
    return { items: [...seen.values()].sort((a, b) => a.sport.localeCompare(b.sport) || a.name.localeCompare(b.name)) };
  }

  private checked(input: SponsorSaveRequest): Checked {
    const name = input.name.trim();
    const summary = input.summary.trim();
    const story = input.story.trim();
    if (lengthOf(name) < 1 || lengthOf(name) > SPONSOR_NAME_MAX) {
      throw invalid(`赞助名称须为 1 至 ${SPONSOR_NAME_MAX} 字`, 'name');
    }
    if (lengthOf(summary) < 1 || lengthOf(summary) > SPONSOR_SUMMARY_MAX) {
      throw invalid(`简介须为 1 至 ${SPONSOR_SUMMARY_MAX} 字`, 'summary');
    }
    if (lengthOf(story) > SPONSOR_STORY_MAX) throw invalid(`合作故事不能超过 ${SPONSOR_STORY_MAX} 字`, 'story');
    if (!LOGO_PATH.test(input.logoUrl)) throw invalid('请上传赞助标志图片', 'logoUrl');
    if (input.endsOn !== null && input.endsOn < input.startsOn) {
      throw invalid('结束日期不能早于开始日期', 'endsOn');
    }
    return {
      name,
      kind: input.kind,
      logoUrl: input.logoUrl,
      tier: input.tier,
      summary,
      story,
      teamSport: input.team?.sport ?? null,
      teamName: input.team?.name.trim() ?? null,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      updatedAt: this.deps.clock.now(),
    };
  }

  /** Checks the tier rule against the site's sponsors as they are under the lock. */
  private async assertRule(tx: Tx, siteId: number, id: number | null, tier: number): Promise<store.SponsorRow[]> {
    const current = await store.listSponsors(tx, siteId, false);
    const problem = sponsorChangeProblem(current, { id, tier });
    if (problem?.kind === 'tierInvalid') {
      throw new DomainError('sponsorInvalid', { msg: '赞助等级须为 1 至 5 的整数', data: { field: 'tier' } });
    }
    if (problem?.kind === 'tooManyLow') {
      throw new DomainError('sponsorTierRule', { data: { field: 'tier', low: problem.low } });
    }
    return current;
  }

  /** Creates a sponsor (at the end of the order) or edits one; refused whole when the rule would break. */
  async save(actor: OperatorActor, siteId: number, input: SponsorSaveRequest): Promise<AdminSponsor> {
    const values = this.checked(input);
    return this.deps.db.transaction(async (tx) => {
      await store.lockSiteSponsors(tx, siteId);
      const current = await this.assertRule(tx, siteId, input.id, input.tier);
      if (input.id === null) {
        if (current.length >= SPONSORS_MAX) throw invalid(`赞助最多 ${SPONSORS_MAX} 个`, 'id');
        const sort = Math.max(-1, ...current.map((s) => s.sort)) + 1;
        const row = await store.insertSponsor(tx, { ...values, siteId, sort, createdAt: values.updatedAt });
        await insertAudit(tx, { actor: actor.name, action: 'sponsor.create', detail: { siteId, after: adminOf(row) } });
        return adminOf(row);
      }
      const before = current.find((s) => s.id === input.id);
      if (!before) throw new DomainError('sponsorNotFound');
      const row = await store.updateSponsor(tx, siteId, before.id, values);
      if (!row) throw new Error(`sponsor ${before.id} vanished under its lock`);
      await insertAudit(tx, {
        actor: actor.name,
        action: 'sponsor.update',
        detail: { siteId, before: adminOf(before), after: adminOf(row) },
      });
      return adminOf(row);
    });
  }

  /** Hides a sponsor from members or shows it again; its tier still counts for the rule either way. */
  async hide(actor: OperatorActor, siteId: number, input: { id: number; hidden: boolean }): Promise<AdminSponsor> {
    return this.deps.db.transaction(async (tx) => {
      await store.lockSiteSponsors(tx, siteId);
      const before = await store.findSponsor(tx, siteId, input.id);
      if (!before) throw new DomainError('sponsorNotFound');
      const row = await store.updateSponsor(tx, siteId, before.id, {
        hidden: input.hidden,
        updatedAt: this.deps.clock.now(),
      });
      if (!row) throw new Error(`sponsor ${before.id} vanished under its lock`);
      await insertAudit(tx, {
        actor: actor.name,
        action: input.hidden ? 'sponsor.hide' : 'sponsor.show',
        detail: { siteId, id: row.id, name: row.name },
      });
      return adminOf(row);
    });
  }

  /** A new order: every sponsor of the site exactly once. Members see tiers first, this order within a tier. */
  async reorder(actor: OperatorActor, siteId: number, input: { ids: number[] }): Promise<AdminSponsorList> {
    return this.deps.db.transaction(async (tx) => {
      await store.lockSiteSponsors(tx, siteId);
      const current = await store.listSponsors(tx, siteId, false);
      const known = new Set(current.map((s) => s.id));
      if (
        new Set(input.ids).size !== input.ids.length ||
        input.ids.length !== current.length ||
        !input.ids.every((id) => known.has(id))
      ) {
        throw new DomainError('sponsorOrderInvalid');
      }
      const now = this.deps.clock.now();
      for (const [sort, id] of input.ids.entries()) await store.updateSponsor(tx, siteId, id, { sort, updatedAt: now });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'sponsor.reorder',
        detail: { siteId, before: current.map((s) => s.id), after: input.ids },
      });
      return { items: (await store.listSponsors(tx, siteId, false)).map(adminOf) };
    });
  }
}
