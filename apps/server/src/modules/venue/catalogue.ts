import type { egameRoutes, GameCategory, GameItem } from '@courtside/contract';
import type { AdminGame } from '@courtside/contract/admin';
import { isVenueOpenStrict } from '@courtside/domain';
import type { z } from 'zod';
import { insertAudit } from '../../platform/audit';
import type { AuthContext, OperatorActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import * as store from './catalogue-store';
import type { VenueService } from './service';

type ListInput = z.infer<(typeof egameRoutes)['list']['request']>;
type LaunchResult = z.infer<(typeof egameRoutes)['launch']['response']>;

/** How a member enters a venue with money: the wallet's launch, which applies auto-transfer. */
export type VenueEntrance = (
  auth: AuthContext,
  venueCode: string,
  requestId: string,
  gameCode: string,
) => Promise<LaunchResult>;

const CATEGORIES: readonly GameCategory[] = ['slots', 'table', 'fishing', 'arcade', 'live'];
const categoryOf = (text: string): GameCategory => CATEGORIES.find((c) => c === text) ?? 'slots';
const RECENT_LIMIT = 12;
const HOT_LIMIT = 12;

const itemOf = (g: store.GameRow): GameItem => ({
  venueCode: g.venueCode,
  gameCode: g.gameCode,
  name: g.name,
  category: categoryOf(g.category),
  engine: g.engine === 'baccarat' ? 'baccarat' : 'slot',
  brandCode: g.brandCode,
  brandName: g.brandName,
  hot: g.hot,
  isNew: g.isNew,
  jackpot: g.jackpot,
  demo: g.demo,
  rtp: g.rtp,
  image: g.image,
  favourite: g.favourite,
});

const adminGameOf = (g: store.GameTableRow): AdminGame => ({
  venueCode: g.venueCode,
  gameCode: g.gameCode,
  name: g.name,
  category: categoryOf(g.category),
  brandCode: g.brandCode,
  image: g.image,
  hot: g.hot,
  sort: g.sort,
  status: g.status,
});

/** The game catalogue: lists, brands, favourites, recently played and launching one game. */
export class GameCatalogue {
  private entrance: VenueEntrance | null = null;

  constructor(private readonly deps: { db: Db; venues: VenueService }) {}

  /** The wallet's launch, handed in by the app (the wallet depends on this module, not the reverse). */
  useEntrance(entrance: VenueEntrance): void {
    this.entrance = entrance;
  }

  /** The shown venues among those asked for (all shown ones when none are named). */
  private async venueCodes(siteId: number, asked: readonly string[] | undefined): Promise<string[]> {
    const shown = (await this.deps.venues.visible(siteId)).map((v) => v.venueCode);
    return asked && asked.length > 0 ? shown.filter((code) => asked.includes(code)) : shown;
  }

  async list(siteId: number, memberId: number | null, input: ListInput) {
    const venueCodes = await this.venueCodes(siteId, input.venueCodes);
    const { rows, total } = await store.listGames(
      this.deps.db,
      siteId,
      memberId,
      { venueCodes, brandCode: input.brandCode, category: input.category, keyword: input.keyword || undefined },
      { offset: (input.pageNum - 1) * input.pageSize, limit: input.pageSize },
    );
    return { list: rows.map(itemOf), total };
  }

  async hot(siteId: number, memberId: number | null, asked?: readonly string[]) {
    const venueCodes = await this.venueCodes(siteId, asked);
    const { rows } = await store.listGames(
      this.deps.db,
      siteId,
      memberId,
      { venueCodes, hot: true },
      { offset: 0, limit: HOT_LIMIT },
    );
    return rows.map(itemOf);
  }

  async brands(siteId: number, asked?: readonly string[]) {
    const rows = await store.listBrands(this.deps.db, siteId, await this.venueCodes(siteId, asked));
    return rows.map((b) => ({ brandCode: b.brandCode, brandName: b.name, venueCode: b.venueCode }));
  }

  /** Only categories with a game behind them, in the lobby's order. */
  async categories(siteId: number, asked?: readonly string[]) {
    const counts = await store.countCategories(this.deps.db, siteId, await this.venueCodes(siteId, asked));
    return CATEGORIES.flatMap((category) => {
      const n = counts.find((c) => c.category === category)?.n ?? 0;
      return n > 0 ? [{ category, count: n }] : [];
    });
  }

  async favourites(auth: AuthContext, asked?: readonly string[]) {
    const venueCodes = await this.venueCodes(auth.siteId, asked);
    return (await store.favouriteGames(this.deps.db, auth.siteId, auth.memberId, venueCodes)).map(itemOf);
  }

  async recent(auth: AuthContext, asked?: readonly string[]) {
    const venueCodes = await this.venueCodes(auth.siteId, asked);
    return (await store.recentGames(this.deps.db, auth.siteId, auth.memberId, venueCodes, RECENT_LIMIT)).map(itemOf);
  }

  /** Game names by `venueCode:gameCode` (the click report's labels). */
  names(siteId: number, keys: readonly string[]): Promise<Map<string, string>> {
    return store.gameNames(this.deps.db, siteId, keys);
  }

  private async game(siteId: number, venueCode: string, gameCode: string) {
    const game = await store.findGame(this.deps.db, siteId, venueCode, gameCode);
    if (game?.status !== 0) throw new DomainError('notFound', { msg: '游戏不存在' });
    return game;
  }

  async setFavourite(auth: AuthContext, venueCode: string, gameCode: string, favourite: boolean) {
    await this.game(auth.siteId, venueCode, gameCode);
    if (favourite) await store.addFavourite(this.deps.db, auth.siteId, auth.memberId, venueCode, gameCode);
    else await store.removeFavourite(this.deps.db, auth.siteId, auth.memberId, venueCode, gameCode);
    return { favourite };
  }

  /** Try-play moves no money; a member's try counts as recently played. */
  async demoLaunch(siteId: number, member: AuthContext | null, venueCode: string, gameCode: string) {
    const venue = await this.deps.venues.find(siteId, venueCode);
    if (!isVenueOpenStrict(venue)) throw new DomainError('venueClosed', { msg: '该场馆维护中' });
    const game = await this.game(siteId, venueCode, gameCode);
    if (!game.demo) throw new DomainError('notFound', { msg: '该游戏暂不支持试玩' });
    if (member) await store.touchRecent(this.deps.db, siteId, member.memberId, venueCode, gameCode);
    return { url: await this.deps.venues.adapterOf(venue).demoLaunchUrl(venueCode, gameCode) };
  }

  /** Entering one game: the venue's launch (auto-transfer included), then the game itself. */
  async launch(auth: AuthContext, venueCode: string, gameCode: string, requestId: string): Promise<LaunchResult> {
    await this.game(auth.siteId, venueCode, gameCode);
    if (!this.entrance) throw new Error('game launch needs the wallet entrance');
    const launched = await this.entrance(auth, venueCode, requestId, gameCode);
    await store.touchRecent(this.deps.db, auth.siteId, auth.memberId, venueCode, gameCode);
    return launched;
  }

  /** A venue's catalogue for the back office: hidden games too, in the lobby's order. */
  async adminList(
    siteId: number,
    input: { venueCode: string; keyword?: string; status?: 0 | 1; page: number; pageSize: number },
  ) {
    await this.deps.venues.find(siteId, input.venueCode);
    const { rows, total } = await store.adminGames(
      this.deps.db,
      siteId,
      { venueCode: input.venueCode, keyword: input.keyword || undefined, status: input.status },
      { offset: (input.page - 1) * input.pageSize, limit: input.pageSize },
    );
    return { items: rows.map(adminGameOf), total };
  }

  /**
   * Shows or hides a game in the lobby, or moves it, with its audit row in one transaction. The
   * lobby's reads are not cached, so the next one already follows it.
   */
  async setDisplay(
    actor: OperatorActor,
    siteId: number,
    input: { venueCode: string; gameCode: string; status: 0 | 1; sort: number },
  ): Promise<AdminGame> {
    return this.deps.db.transaction(async (tx) => {
      const before = await store.findGame(tx, siteId, input.venueCode, input.gameCode);
      if (!before) throw new DomainError('notFound', { msg: '游戏不存在' });
      const after = await store.setGameDisplay(tx, siteId, input.venueCode, input.gameCode, {
        status: input.status,
        sort: input.sort,
      });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'game.display',
        detail: {
          siteId,
          venueCode: input.venueCode,
          gameCode: input.gameCode,
          before: { status: before.status, sort: before.sort },
          after: { status: after!.status, sort: after!.sort },
        },
      });
      return adminGameOf(after!);
    });
  }
}
