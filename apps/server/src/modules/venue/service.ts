import type { VenueSummary } from '@courtside/contract';
import type { AdminVenue } from '@courtside/contract/admin';
import { isVenueOpenStrict } from '@courtside/domain';
import { insertAudit } from '../../platform/audit';
import type { OperatorActor } from '../../platform/auth';
import type { ReadCache } from '../../platform/cache';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { withinTime } from '../../platform/within-time';
import type { VenueAdapter } from './adapter';
import * as store from './store';

const kinds = ['sports', 'esports', 'live', 'egame'] as const;

export const summaryOf = (v: store.VenueRow): VenueSummary => ({
  venueCode: v.channelCode,
  venueName: v.name,
  venueEnName: v.venueEnName,
  kind: kinds.find((k) => k === v.kind) ?? 'egame',
  status: v.status,
  isDisplay: v.isDisplay,
  // Money moves only on the strict check: a venue half in maintenance takes no transfers.
  open: isVenueOpenStrict(v),
});

export const adminVenueOf = (v: store.VenueRow): AdminVenue => ({
  venueCode: v.channelCode,
  venueName: v.name,
  kind: kinds.find((k) => k === v.kind) ?? 'egame',
  status: v.status,
  isDisplay: v.isDisplay,
  sort: v.sort,
});

/** What the operator may change of how a venue is shown. */
const displayOf = (v: store.VenueRow) => ({ venueName: v.name, isDisplay: v.isDisplay, sort: v.sort });

/** How long a provider has to end a member's game sessions (or take a new allowance) before it counts as down. */
const END_SESSIONS_TIMEOUT_MS = 5_000;

/** The venue registry and the adapter each venue's wallet is reached through. */
export class VenueService {
  private readonly adapters = new Map<string, VenueAdapter>();
  private readonly changeListeners: ((siteId: number) => void | Promise<void>)[] = [];

  constructor(private readonly deps: { db: Db; cache: ReadCache }) {}

  /**
   * Called once a change of a site's venues has committed (and this module's cache was dropped), for
   * other modules' cached replies that show a venue's state (the member's balance read, the site's
   * navigation tiles). The change answers only after every listener is done.
   */
  onChange(listener: (siteId: number) => void | Promise<void>): void {
    this.changeListeners.push(listener);
  }

  /**
   * Names how the venues whose `adapter` column says `name` are reached. The wallet registers the
   * house adapter, the app the outside providers (or the sandbox that stands in for them).
   */
  registerAdapter(name: string, adapter: VenueAdapter): void {
    this.adapters.set(name, adapter);
  }

  /**
   * Ends the member's game sessions at every provider that keeps them (a time-out or self-exclusion
   * began). A provider that does not answer in time throws, so the event is delivered again.
   */
  async endSessions(member: { siteId: number; memberId: number }): Promise<void> {
    for (const adapter of this.adapters.values())
      if (adapter.endSessions) await withinTime(adapter.endSessions(member), END_SESSIONS_TIMEOUT_MS);
  }

  /** Tells every provider that caps play what the member may still stake (null: no cap); see `VenueAdapter`. */
  async setAllowance(member: { siteId: number; memberId: number }, allowance: bigint | null): Promise<void> {
    for (const adapter of this.adapters.values())
      if (adapter.setAllowance) await withinTime(adapter.setAllowance(member, allowance), END_SESSIONS_TIMEOUT_MS);
  }

  /** The registered adapters whose bet records are pulled (outside providers), by name. */
  pullable(): [string, VenueAdapter][] {
    return [...this.adapters].filter(([, adapter]) => adapter.betRecords !== undefined);
  }

  private scope(siteId: number): string {
    return `venues:${siteId}:`;
  }

  async list(siteId: number): Promise<store.VenueRow[]> {
    return this.deps.cache.get(this.scope(siteId), () => store.listVenues(this.deps.db, siteId));
  }

  /**
   * A site's venues read on the caller's executor, past the cache: a subscriber inside its
   * transaction must not read through the cache, whose miss goes to the database beside it (on PGlite,
   * the one connection the transaction holds, so it would wait for itself).
   */
  listIn(db: Executor, siteId: number): Promise<store.VenueRow[]> {
    return store.listVenues(db, siteId);
  }

  /** The venues the lobby and wallet show: hidden ones (isDisplay 1) are left out. */
  async visible(siteId: number): Promise<VenueSummary[]> {
    return (await this.list(siteId)).filter((v) => v.isDisplay !== 1).map(summaryOf);
  }

  /**
   * The game entrances to show: not hidden (isDisplay 1), and either their venue is open or they are
   * marked to stay visible through its maintenance (isDisplayMaintainVenue 1).
   */
  async gameChannels(siteId: number) {
    const [channels, venues] = await Promise.all([
      this.deps.cache.get(`${this.scope(siteId)}channels`, () => store.listGameChannels(this.deps.db, siteId)),
      this.list(siteId),
    ]);
    return channels
      .map((c) => {
        const venue = venues.find((v) => v.channelCode === c.venueCode);
        return {
          channelName: c.channelName,
          enName: c.enName,
          venueCode: c.venueCode,
          siteAnchorGameEntranceV4: c.siteAnchorGameEntranceV4,
          isDisplay: c.isDisplay,
          isDisplayMaintainVenue: c.isDisplayMaintainVenue,
          venueOpen: venue ? isVenueOpenStrict(venue) : false,
        };
      })
      .filter((c) => c.isDisplay !== 1 && (c.venueOpen || c.isDisplayMaintainVenue === 1));
  }

  async find(siteId: number, channelCode: string): Promise<store.VenueRow> {
    const venue = (await this.list(siteId)).find((v) => v.channelCode === channelCode);
    if (!venue) throw new DomainError('notFound', { msg: '场馆不存在' });
    return venue;
  }

  adapterOf(venue: store.VenueRow): VenueAdapter {
    const adapter = this.adapters.get(venue.adapter);
    if (!adapter) throw new Error(`venue ${venue.channelCode} names unknown adapter ${venue.adapter}`);
    return adapter;
  }

  /** Try-play needs no member and moves no money, but a venue in maintenance is closed to it too. */
  async demoLaunch(siteId: number, channelCode: string): Promise<{ url: string }> {
    const venue = await this.find(siteId, channelCode);
    if (!isVenueOpenStrict(venue)) throw new DomainError('venueClosed', { msg: '该场馆维护中' });
    return { url: await this.adapterOf(venue).demoLaunchUrl(venue.channelCode) };
  }

  async setStatus(siteId: number, channelCode: string, status: number): Promise<VenueSummary> {
    const updated = await store.setVenueStatus(this.deps.db, siteId, channelCode, status);
    if (!updated) throw new DomainError('notFound', { msg: '场馆不存在' });
    await this.changed(siteId);
    return summaryOf(updated);
  }

  /** Every venue of the site, hidden ones too, for the back office. */
  async adminList(siteId: number): Promise<AdminVenue[]> {
    return (await this.list(siteId)).map(adminVenueOf);
  }

  /**
   * The operator renames, hides or shows, or reorders a venue: written with its audit row in one
   * transaction, then every cached read that shows venues is dropped before the answer.
   */
  async setDisplay(
    actor: OperatorActor,
    siteId: number,
    input: { venueCode: string; venueName: string; isDisplay: 0 | 1; sort: number },
  ): Promise<AdminVenue> {
    const after = await this.deps.db.transaction(async (tx) => {
      const before = (await store.listVenues(tx, siteId)).find((v) => v.channelCode === input.venueCode);
      if (!before) throw new DomainError('notFound', { msg: '场馆不存在' });
      const updated = await store.setVenueDisplay(tx, siteId, input.venueCode, {
        name: input.venueName,
        isDisplay: input.isDisplay,
        sort: input.sort,
      });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'venue.display',
        detail: { siteId, venueCode: input.venueCode, before: displayOf(before), after: displayOf(updated!) },
      });
      return updated!;
    });
    await this.changed(siteId);
    return adminVenueOf(after);
  }

  /** A committed change: this module's cached reads go first, so listeners that read venues read the new ones. */
  private async changed(siteId: number): Promise<void> {
    await this.deps.cache.invalidate(this.scope(siteId));
    for (const listener of this.changeListeners) await listener(siteId);
  }
}
