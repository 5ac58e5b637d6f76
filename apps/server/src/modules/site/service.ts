import { type MaintenanceInfo, type SiteInfo, siteRoutes, themeName } from '@courtside/contract';
import { outsideUrl } from '@courtside/domain';
import type { ReadCache } from '../../platform/cache';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { serializeEnvelope } from '../../platform/http';
import * as store from './store';

export interface SiteServiceDeps {
  db: Db;
  cache: ReadCache;
  clock: Clock;
  /** Maintenance forced on by the operator's environment, whatever the database says. */
  forcedMaintenance: boolean;
  version: string;
  buildDate: string;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

type Routes = typeof siteRoutes;

/** The home page's HTML before its scripts: head tags and the first screen's markup (SiteService.firstScreen). */
export interface FirstScreenHtml {
  head: string;
  body: string;
}

/** Site parameters holding the operator's outside addresses; unset or empty, the site serves its own. */
const SITE_LINK_PARAMS = ['customer_service_url', 'app_download_url'] as const;

/** The page's theme-color (apps/web/index.html), which the installed app's splash and title bar take. */
const APP_COLOR = '#12081f';

/** The web's PC layout starts at 1024 px (its ui/hooks.ts PC_QUERY). */
const PHONE_MEDIA = '(max-width: 1023.98px)';
const PC_MEDIA = '(min-width: 1024px)';

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** How the venue registry shows a venue; a navigation tile of that venue follows it. */
export interface VenueDisplay {
  channelCode: string;
  name: string;
  status: number;
  isDisplay: number;
}

/** Site configuration: everything a visitor's browser reads before it can draw a page. */
export class SiteService {
  private venueDisplays: ((siteId: number) => Promise<readonly VenueDisplay[]>) | null = null;

  constructor(private readonly deps: SiteServiceDeps) {}

  /**
   * The venue registry's read, handed in by the app (the venue module depends on this one): a tile
   * takes its venue's name and state, and a hidden venue's tile is left out. The app drops this
   * module's cache when a venue changes (`dropCache`).
   */
  useVenueDisplays(read: (siteId: number) => Promise<readonly VenueDisplay[]>): void {
    this.venueDisplays = read;
  }

  /** Drops every cached read of the site on every node (a change made elsewhere that they show). */
  dropCache(siteId: number): Promise<void> {
    return this.deps.cache.invalidate(this.cacheScope(siteId));
  }

  private cached(siteId: number, name: string, load: () => Promise<string>, variant = ''): Promise<string> {
    return this.deps.cache.get(`${this.cacheScope(siteId)}${name}:${variant}`, load);
  }

  cacheScope(siteId: number): string {
    return `site:${siteId}:`;
  }

  private async site(siteId: number): Promise<store.SiteRow> {
    const row = await this.deps.cache.get(`${this.cacheScope(siteId)}row`, () => store.findSite(this.deps.db, siteId));
    if (!row) throw new DomainError('notFound', { msg: '站点不存在' });
    return row;
  }

  /**
   * The site's settlement unit read on the caller's executor, for a caller inside a transaction: on
   * the embedded database's one connection, a read on the plain database (the cached `info`, when its
   * entry has expired) would wait for that transaction to end, which waits for the read.
   */
  async settlementUnitIn(db: Executor, siteId: number): Promise<'cny' | 'usdt'> {
    const row = await store.findSite(db, siteId);
    if (!row) throw new DomainError('notFound', { msg: '站点不存在' });
    return row.settlementUnit === 'usdt' ? 'usdt' : 'cny';
  }

  async maintenance(siteId: number): Promise<MaintenanceInfo> {
    const row = await this.site(siteId);
    const active = this.deps.forcedMaintenance || row.maintenanceActive;
    return {
      active,
      message: active ? row.maintenanceMessage || '系统维护中，请稍后访问' : '',
      endsAt: active ? iso(row.maintenanceEndsAt) : null,
    };
  }

  /** The operator's outside addresses (site parameters); empty when the site uses its own. */
  private async links(siteId: number): Promise<{ customerServiceUrl: string; appDownloadUrl: string }> {
    const values = await this.paramValues(siteId, SITE_LINK_PARAMS);
    return {
      customerServiceUrl: outsideUrl(values.customer_service_url ?? '') ?? '',
      appDownloadUrl: outsideUrl(values.app_download_url ?? '') ?? '',
    };
  }

  async info(siteId: number): Promise<SiteInfo> {
    const row = await this.site(siteId);
    const links = await this.links(siteId);
    return {
      siteId: row.id,
      siteSeries: row.series,
      siteName: row.name,
      settlementUnit: row.settlementUnit === 'usdt' ? 'usdt' : 'cny',
      theme: themeName.catch('colorful').parse(row.theme),
      languages: row.languages,
      defaultLanguage: row.defaultLanguage,
      maintenance: await this.maintenance(siteId),
      customerServiceUrl: links.customerServiceUrl,
      appDownloadUrl: links.appDownloadUrl,
      version: this.deps.version,
      buildDate: this.deps.buildDate,
    };
  }

  infoJson(siteId: number, route: Routes['perInfoV1'] | Routes['perInfoV5']): Promise<string> {
    return this.cached(siteId, route.path, async () => serializeEnvelope(route, await this.info(siteId)));
  }

  async param(siteId: number, keyCode: string): Promise<string> {
    return this.cached(
      siteId,
      'param',
      async () => {
        const rows = await store.findParams(this.deps.db, siteId, [keyCode]);
        const row = rows[0];
        if (!row) throw new DomainError('notFound', { msg: `站点参数 ${keyCode} 不存在` });
        return serializeEnvelope(siteRoutes.configGet, row);
      },
      keyCode,
    );
  }

  async params(siteId: number, keyCodes: string[]): Promise<string> {
    const unique = [...new Set(keyCodes)];
    return this.cached(
      siteId,
      'params',
      async () => {
        const rows = await store.findParams(this.deps.db, siteId, unique);
        const params = Object.fromEntries(rows.map((r) => [r.keyCode, r.value]));
        const missing = unique.filter((k) => !(k in params));
        return serializeEnvelope(siteRoutes.configGets, { params, missing });
      },
      unique.sort().join(','),
    );
  }

  /** Parameter values for other modules' rules; keys the site does not define are absent. */
  /**
   * The site's parameters by key (cached). `db` is the caller's transaction when it asks from inside
   * one: on PGlite (one connection) a read beside an open transaction would wait for it.
   */
  paramValues(
    siteId: number,
    keyCodes: readonly string[],
    db: Executor = this.deps.db,
  ): Promise<Record<string, string>> {
    return this.deps.cache.get(`${this.cacheScope(siteId)}values:${keyCodes.join(',')}`, async () => {
      const rows = await store.findParams(db, siteId, [...keyCodes]);
      return Object.fromEntries(rows.map((r) => [r.keyCode, r.value]));
    });
  }

  async setParam(siteId: number, keyCode: string, value: string): Promise<{ keyCode: string; value: string }> {
    await this.site(siteId);
    await store.upsertParam(this.deps.db, siteId, keyCode, value);
    await this.deps.cache.invalidate(this.cacheScope(siteId));
    return { keyCode, value };
  }

  async languageCode(siteId: number): Promise<string> {
    return this.cached(siteId, 'language', async () => {
      const row = await this.site(siteId);
      return serializeEnvelope(siteRoutes.languageCode, { code: row.defaultLanguage, enabled: row.languages });
    });
  }

  banners(siteId: number, position: 'home' | 'pc'): Promise<string> {
    return this.cached(
      siteId,
      'bannersV1',
      async () => serializeEnvelope(siteRoutes.bannersV1, await store.listBanners(this.deps.db, siteId, position)),
      position,
    );
  }

  bannersByPosition(siteId: number): Promise<string> {
    return this.cached(siteId, 'bannersV2', async () => {
      const [home, pc] = await Promise.all([
        store.listBanners(this.deps.db, siteId, 'home'),
        store.listBanners(this.deps.db, siteId, 'pc'),
      ]);
      return serializeEnvelope(siteRoutes.bannersV2, { home, pc });
    });
  }

  /**
   * What the home page's HTML carries of its first screen before any script runs. In the head, the
   * tags that start the first banner image with the page, one per layout (the phone's and the PC's
   * banners differ; the media query lets the browser fetch only its own; the break point is the web's
   * PC layout's). In the body, that banner drawn where the app will draw it, over a top bar, so the
   * member sees it while the app's code loads; the app takes it away once its own page is up
   * (web: shared/firstPaint.ts).
   */
  /**
   * The web app manifest that makes the site installable (APP 下载): named after the site, started at
   * the home page, with the icons drawn for the project (apps/web/public/icons). Its colours are the
   * page's own theme-color, so the splash screen and the title bar match the first paint.
   */
  manifest(siteId: number): Promise<string> {
    return this.cached(siteId, 'manifest', async () => {
      const info = await this.info(siteId);
      return JSON.stringify({
        id: '/app/home',
        name: info.siteName,
        // The launcher's label under the icon: the brand before any qualifier ("Courtside 体育" -> "Courtside").
        short_name: info.siteName.split(/[\s（(]/)[0] || info.siteName,
        description: '体育 · 真人 · 电子 · 直播',
        lang: info.defaultLanguage,
        start_url: '/app/home',
        scope: '/',
        display: 'standalone',
        background_color: APP_COLOR,
        theme_color: APP_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      });
    });
  }

  firstScreen(siteId: number): Promise<FirstScreenHtml> {
    return this.deps.cache.get(`${this.cacheScope(siteId)}firstScreen`, async () => {
      const [home, pc] = await Promise.all([
        store.listBanners(this.deps.db, siteId, 'home'),
        store.listBanners(this.deps.db, siteId, 'pc'),
      ]);
      const phone = home[0]?.imageUrl;
      const wide = pc[0]?.imageUrl;
      const tag = (url: string | undefined, media: string) =>
        url
          ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url)}" media="${media}">`
          : '';
      const head = [tag(phone, PHONE_MEDIA), tag(wide, PC_MEDIA)].filter(Boolean).join('');
      if (!phone && !wide) return { head, body: '' };
      const source = wide ? `<source media="${PC_MEDIA}" srcset="${escapeAttribute(wide)}">` : '';
      const image = `<img src="${escapeAttribute(phone ?? wide ?? '')}" alt="" width="1500" height="600" fetchpriority="high">`;
      const body =
        `<div id="first-paint" class="first-paint" aria-hidden="true"><div class="first-paint-bar"></div>` +
        `<div class="first-paint-banner"><picture>${source}${image}</picture></div></div>`;
      return { head, body };
    });
  }

  floatingWindows(siteId: number): Promise<string> {
    return this.cached(siteId, 'floating', async () => {
      const rows = await store.listFloatingWindows(this.deps.db, siteId);
      return serializeEnvelope(
        siteRoutes.floatingWindows,
        rows.map((r) => ({ ...r, side: r.side === 'left' ? ('left' as const) : ('right' as const) })),
      );
    });
  }

  navigation(siteId: number): Promise<string> {
    return this.cached(siteId, 'navigation', async () => {
      const items = await store.listNavItems(this.deps.db, siteId);
      const tiles = await store.listGameTiles(
        this.deps.db,
        items.map((i) => i.id),
      );
      const venues = this.venueDisplays ? await this.venueDisplays(siteId) : [];
      // The tiles keep the navigation's own order (the first electronic-games tile is the `dz` lobby).
      const shown = tiles.flatMap((tile) => {
        const venue = venues.find((v) => v.channelCode === tile.venueCode);
        if (!venue) return [tile];
        if (venue.isDisplay === 1) return [];
        return [{ ...tile, name: venue.name, status: venue.status, isDisplay: venue.isDisplay }];
      });
      const nav = items.map((item) => ({ ...item, tiles: shown.filter((t) => t.navItemId === item.id) }));
      return serializeEnvelope(siteRoutes.navigation, nav);
    });
  }

  announcements(siteId: number): Promise<string> {
    return this.cached(siteId, 'announcements', async () => {
      const rows = await store.listAnnouncements(this.deps.db, siteId);
      return serializeEnvelope(
        siteRoutes.announcements,
        rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })),
      );
    });
  }

  /** Raw notices; the browser applies the time window against server time (activeMarqueeNotices). */
  marquee(siteId: number): Promise<string> {
    return this.cached(siteId, 'marquee', async () => {
      const rows = await store.listMarqueeNotices(this.deps.db, siteId);
      return serializeEnvelope(
        siteRoutes.marquee,
        rows.map((r) => ({
          id: r.id,
          category: r.category,
          pmdTimerStart: r.startsAt ? r.startsAt.getTime() : null,
          pmdTimerEnd: r.endsAt ? r.endsAt.getTime() : null,
          content: r.content,
        })),
      );
    });
  }

  customerServiceUrl(siteId: number): Promise<string> {
    return this.cached(siteId, 'csUrl', async () => {
      const { customerServiceUrl } = await this.links(siteId);
      return serializeEnvelope(siteRoutes.customerServiceUrl, { url: customerServiceUrl });
    });
  }

  customerServiceConfig(siteId: number): Promise<string> {
    return this.cached(siteId, 'csConfig', async () => {
      const row = await this.site(siteId);
      const { customerServiceUrl } = await this.links(siteId);
      return serializeEnvelope(siteRoutes.customerServiceConfig, { ...row.customerService, url: customerServiceUrl });
    });
  }

  helpCategories(siteId: number): Promise<string> {
    return this.cached(siteId, 'helpCategories', async () =>
      serializeEnvelope(siteRoutes.helpCategories, await store.listHelpCategories(this.deps.db, siteId)),
    );
  }

  helpList(siteId: number, input: { categoryId: number; page: number; pageSize: number }): Promise<string> {
    return this.cached(
      siteId,
      'helpList',
      async () => {
        const { list, total } = await store.pageHelpArticles(
          this.deps.db,
          siteId,
          input.categoryId,
          input.page,
          input.pageSize,
        );
        return serializeEnvelope(siteRoutes.helpList, {
          list: list.map((a) => ({ ...a, updatedAt: a.updatedAt.toISOString() })),
          total,
          page: input.page,
          pageSize: input.pageSize,
        });
      },
      `${input.categoryId}:${input.page}:${input.pageSize}`,
    );
  }

  helpDetail(siteId: number, id: number): Promise<string> {
    return this.cached(
      siteId,
      'helpDetail',
      async () => {
        const article = await store.findHelpArticle(this.deps.db, siteId, id);
        if (!article) throw new DomainError('notFound', { msg: '帮助文章不存在' });
        return serializeEnvelope(siteRoutes.helpDetail, { ...article, updatedAt: article.updatedAt.toISOString() });
      },
      String(id),
    );
  }

  pcBottom(siteId: number): Promise<string> {
    return this.cached(siteId, 'pcBottom', async () => {
      const row = await this.site(siteId);
      return serializeEnvelope(siteRoutes.pcBottom, row.footer);
    });
  }

  countries(siteId: number): Promise<string> {
    return this.cached(siteId, 'countries', async () =>
      serializeEnvelope(siteRoutes.countries, await store.listCountries(this.deps.db)),
    );
  }

  domains(siteId: number): Promise<string> {
    return this.cached(siteId, 'domains', async () => {
      const rows = await store.listDomains(this.deps.db, siteId);
      return serializeEnvelope(siteRoutes.domains, { domains: rows.map((r) => r.url) });
    });
  }

  serverTime() {
    return { timestamp: this.deps.clock.now().getTime(), zone: 'Asia/Shanghai' };
  }

  /** Banner or floating-window titles by id (the click report's labels). */
  contentTitles(siteId: number, kind: 'banner' | 'float', ids: readonly number[]): Promise<Map<number, string>> {
    return store.contentTitles(this.deps.db, siteId, kind, ids);
  }

  async media(id: string) {
    return store.findMedia(this.deps.db, id);
  }

  /** Switches the database maintenance flag; the cached site reads are dropped on every node. */
  async setMaintenance(siteId: number, state: { active: boolean; message: string; endsAt: string | null }) {
    const updated = await store.updateMaintenance(this.deps.db, siteId, {
      active: state.active,
      message: state.message,
      endsAt: state.endsAt ? new Date(state.endsAt) : null,
    });
    if (!updated) throw new DomainError('notFound', { msg: '站点不存在' });
    await this.deps.cache.invalidate(this.cacheScope(siteId));
    return this.maintenance(siteId);
  }
}
