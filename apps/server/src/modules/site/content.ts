import { randomBytes } from 'node:crypto';
import {
  type AdminAnnouncement,
  type AdminBanner,
  type AdminFloating,
  type AdminHelpArticle,
  type AdminHelpCategory,
  type AdminMarquee,
  type AdminNavItem,
  CONTENT_IMAGE_MAX_BYTES,
  type ContentImageUploaded,
  type ContentKind,
  type contentAdminRoutes,
} from '@courtside/contract/admin';
import { sniffImageType } from '@courtside/domain';
import sharp, { type OutputInfo } from 'sharp';
import type { z } from 'zod';
import { insertAudit } from '../../platform/audit';
import type { OperatorActor } from '../../platform/auth';
import type { ReadCache } from '../../platform/cache';
import type { Clock } from '../../platform/clock';
import type { Db, Tx } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import * as store from './content-store';

type Routes = typeof contentAdminRoutes;
type Save<K extends keyof Routes> = z.output<Routes[K]['request']>;

const bannerView = (r: store.BannerRow): AdminBanner => ({
  id: r.id,
  position: r.position === 'pc' ? 'pc' : 'home',
  title: r.title,
  imageUrl: r.imageUrl,
  linkUrl: r.linkUrl ?? '',
  sort: r.sort,
  enabled: r.enabled,
});

const announcementView = (r: store.AnnouncementRow): AdminAnnouncement => ({
  id: r.id,
  title: r.title,
  content: r.content,
  popup: r.popup,
  enabled: r.enabled,
  publishedAt: r.publishedAt.toISOString(),
});

const marqueeView = (r: store.MarqueeRow): AdminMarquee => ({
  id: r.id,
  category: r.category,
  content: r.content,
  startsAt: r.startsAt?.toISOString() ?? null,
  endsAt: r.endsAt?.toISOString() ?? null,
  sort: r.sort,
  enabled: r.enabled,
});

const floatingView = (r: store.FloatingRow): AdminFloating => ({
  id: r.id,
  title: r.title,
  imageUrl: r.imageUrl,
  linkUrl: r.linkUrl ?? '',
  side: r.side === 'left' ? 'left' : 'right',
  sort: r.sort,
  enabled: r.enabled,
});

const helpView = (r: store.HelpArticleRow): AdminHelpArticle => ({
  id: r.id,
  categoryId: r.categoryId,
  title: r.title,
  summary: r.summary,
  content: r.content,
  sort: r.sort,
  updatedAt: r.updatedAt.toISOString(),
});

const navView = (item: store.NavItemRow, tiles: readonly { navItemId: number; name: string }[]): AdminNavItem => ({
  id: item.id,
  code: item.code,
  name: item.name,
  iconUrl: item.iconUrl,
  path: item.path,
  sort: item.sort,
  tiles: tiles.filter((t) => t.navItemId === item.id).map((t) => t.name),
});

const NAMES: Record<ContentKind, string> = {
  banner: '轮播图',
  announcement: '公告',
  marquee: '跑马灯公告',
  floating: '浮窗',
  help: '帮助文章',
  navigation: '导航项',
  helpCategory: '帮助分类',
};

const taken = (what: string, field: string) =>
  new DomainError('invalidParameter', { msg: `已有同名${what}，请换一个名称`, data: { field } });

const missing = (kind: ContentKind) => new DomainError('notFound', { msg: `${NAMES[kind]}不存在` });

/** The longest side an uploaded picture keeps: a PC banner at twice the 1440 px desk's width. */
const IMAGE_SIDE_PX = 2880;
/** A decompression bomb's pixels are refused before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Where uploaded pictures are served; the key is the file name. */
export const UPLOAD_MEDIA_PREFIX = '/media/up/';

const badImage = (msg: string) => new DomainError('uploadInvalid', { msg });

/** An empty link is stored as none: the member site then shows the picture without a click. */
const linkOf = (text: string) => (text === '' ? null : text);

/**
 * The operator's desk over what the member site shows of a site's content. Each write commits with
 * its audit row (who, from where, before and after), then drops the site's cached member reads on
 * every node before it answers, so the next member read is the new content.
 */
export class SiteContentDesk {
  constructor(
    private readonly deps: { db: Db; cache: ReadCache; clock: Clock; cacheScope: (siteId: number) => string },
  ) {}

  /** Runs a change with its audit row in one transaction; the site's cached reads go once it committed. */
  private async change<T>(
    actor: OperatorActor,
    siteId: number,
    action: string,
    write: (tx: Tx) => Promise<{ before: unknown; after: T }>,
  ): Promise<T> {
    const after = await this.deps.db.transaction(async (tx) => {
      const done = await write(tx);
      await insertAudit(tx, { actor: actor.name, action, detail: { siteId, before: done.before, after: done.after } });
      return done.after;
    });
    await this.deps.cache.invalidate(this.deps.cacheScope(siteId));
    return after;
  }

  async banners(siteId: number, input: { position?: 'home' | 'pc'; page: number; pageSize: number }) {
    const { rows, total } = await store.pageBanners(this.deps.db, siteId, input.position, input);
    return { items: rows.map(bannerView), total };
  }

  saveBanner(actor: OperatorActor, siteId: number, input: Save<'bannerSave'>): Promise<AdminBanner> {
    const { id, ...fields } = input;
    const values = { ...fields, linkUrl: linkOf(fields.linkUrl) };
    return this.change(actor, siteId, 'content.banner', async (tx) => {
      if (id === null) return { before: null, after: bannerView(await store.insertBanner(tx, { siteId, ...values })) };
      const before = await store.findBanner(tx, siteId, id);
      if (!before) throw missing('banner');
      const after = await store.updateBanner(tx, siteId, id, values);
      return { before: bannerView(before), after: bannerView(after!) };
    });
  }

  async announcements(siteId: number, input: { page: number; pageSize: number }) {
    const { rows, total } = await store.pageAnnouncements(this.deps.db, siteId, input);
    return { items: rows.map(announcementView), total };
  }

  saveAnnouncement(actor: OperatorActor, siteId: number, input: Save<'announcementSave'>) {
    const { id, ...fields } = input;
    const values = { ...fields, publishedAt: new Date(fields.publishedAt) };
    return this.change(actor, siteId, 'content.announcement', async (tx) => {
      if (id === null) {
        return { before: null, after: announcementView(await store.insertAnnouncement(tx, { siteId, ...values })) };
      }
      const before = await store.findAnnouncement(tx, siteId, id);
      if (!before) throw missing('announcement');
      const after = await store.updateAnnouncement(tx, siteId, id, values);
      return { before: announcementView(before), after: announcementView(after!) };
    });
  }

  async marquee(siteId: number, input: { page: number; pageSize: number }) {
    const { rows, total } = await store.pageMarquee(this.deps.db, siteId, input);
    return { items: rows.map(marqueeView), total };
  }

  saveMarquee(actor: OperatorActor, siteId: number, input: Save<'marqueeSave'>) {
    const { id, ...fields } = input;
    const values = {
      ...fields,
      startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
      endsAt: fields.endsAt ? new Date(fields.endsAt) : null,
    };
    return this.change(actor, siteId, 'content.marquee', async (tx) => {
      if (id === null)
        return { before: null, after: marqueeView(await store.insertMarquee(tx, { siteId, ...values })) };
      const before = await store.findMarquee(tx, siteId, id);
      if (!before) throw missing('marquee');
      const after = await store.updateMarquee(tx, siteId, id, values);
      return { before: marqueeView(before), after: marqueeView(after!) };
    });
  }

  async floating(siteId: number, input: { page: number; pageSize: number }) {
    const { rows, total } = await store.pageFloating(this.deps.db, siteId, input);
    return { items: rows.map(floatingView), total };
  }

  saveFloating(actor: OperatorActor, siteId: number, input: Save<'floatingSave'>) {
    const { id, ...fields } = input;
    const values = { ...fields, linkUrl: linkOf(fields.linkUrl) };
    return this.change(actor, siteId, 'content.floating', async (tx) => {
      if (id === null) {
        return { before: null, after: floatingView(await store.insertFloating(tx, { siteId, ...values })) };
      }
      const before = await store.findFloating(tx, siteId, id);
      if (!before) throw missing('floating');
      const after = await store.updateFloating(tx, siteId, id, values);
      return { before: floatingView(before), after: floatingView(after!) };
    });
  }

  async help(siteId: number, input: { categoryId?: number; page: number; pageSize: number }) {
    const [categories, { rows, total }] = await Promise.all([
      store.listHelpCategories(this.deps.db, siteId),
      store.pageHelpArticles(this.deps.db, siteId, input.categoryId, input),
    ]);
    return { categories, items: rows.map(helpView), total };
  }

  saveHelp(actor: OperatorActor, siteId: number, input: Save<'helpSave'>) {
    const { id, ...fields } = input;
    const values = { ...fields, updatedAt: this.deps.clock.now() };
    return this.change(actor, siteId, 'content.help', async (tx) => {
      if (!(await store.helpCategoryOfSite(tx, siteId, fields.categoryId))) {
        throw new DomainError('invalidParameter', { msg: '帮助分类不存在', data: { field: 'categoryId' } });
      }
      if (id === null) return { before: null, after: helpView(await store.insertHelpArticle(tx, values)) };
      const before = await store.findHelpArticle(tx, siteId, id);
      if (!before) throw missing('help');
      const after = await store.updateHelpArticle(tx, id, values);
      return { before: helpView(before), after: helpView(after!) };
    });
  }

  /** Creates a help category or renames / moves one; names are unique on the site, ignoring case. */
  saveHelpCategory(actor: OperatorActor, siteId: number, input: Save<'helpCategorySave'>): Promise<AdminHelpCategory> {
    const { id, name, sort } = input;
    return this.change(actor, siteId, 'content.helpCategory', async (tx) => {
      await store.lockSiteNames(tx, siteId, 'helpCategory');
      const before = id === null ? null : await store.findHelpCategory(tx, siteId, id);
      if (id !== null && !before) throw missing('helpCategory');
      if (await store.helpCategoryNameTaken(tx, siteId, name, id)) throw taken('帮助分类', 'name');
      if (id === null) {
        const row = await store.insertHelpCategory(tx, { siteId, name, sort });
        return { before: null, after: { id: row.id, name: row.name, sort: row.sort, articles: 0 } };
      }
      const row = (await store.updateHelpCategory(tx, siteId, id, { name, sort }))!;
      const articles = await store.countHelpArticles(tx, id);
      return {
        before: { id, name: before!.name, sort: before!.sort, articles },
        after: { id, name: row.name, sort: row.sort, articles },
      };
    });
  }

  /** Adds a navigation item that opens a page of the member site; it starts without venue tiles. */
  createNavigation(actor: OperatorActor, siteId: number, input: Save<'navigationCreate'>): Promise<AdminNavItem> {
    return this.change(actor, siteId, 'content.navigation', async (tx) => {
      await store.lockSiteNames(tx, siteId, 'navigation');
      if (await store.navNameTaken(tx, siteId, input.name, null)) throw taken('导航项', 'name');
      const row = await store.insertNavItem(tx, { siteId, ...input });
      return { before: null, after: navView(row, []) };
    });
  }

  /**
   * Stores a picture an operator uploaded and answers its address for a banner, floating window or
   * icon. The type is read from the file's first bytes (not its name or claimed type), then the
   * picture is decoded and re-encoded as WebP: whatever the file carried besides pixels (metadata, a
   * script in a polyglot) does not survive. Audited with its key, size and who sent it.
   */
  async uploadImage(
    actor: OperatorActor,
    siteId: number,
    file: { mimetype: string; bytes: Buffer },
  ): Promise<ContentImageUploaded> {
    if (file.bytes.length === 0) throw badImage('图片文件为空，请重新选择');
    if (file.bytes.length > CONTENT_IMAGE_MAX_BYTES) throw badImage('图片不能超过 2MB，请压缩后再上传');
    const type = sniffImageType(file.bytes);
    if (!type) throw badImage('仅支持 PNG、JPEG、WEBP 图片（按文件内容识别，改扩展名无效）');
    let encoded: { data: Buffer; info: OutputInfo };
    try {
      encoded = await sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize(IMAGE_SIDE_PX, IMAGE_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw badImage('图片已损坏或无法识别，请换一张图片');
    }
    const key = randomBytes(16).toString('hex');
    const url = `${UPLOAD_MEDIA_PREFIX}${key}.webp`;
    const stored = { url, width: encoded.info.width, height: encoded.info.height, bytes: encoded.data.length };
    await this.deps.db.transaction(async (tx) => {
      await store.insertUpload(tx, {
        key,
        siteId,
        contentType: 'image/webp',
        body: encoded.data,
        width: stored.width,
        height: stored.height,
        uploadedBy: actor.name,
        createdAt: this.deps.clock.now(),
      });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'content.image',
        detail: { siteId, before: null, after: { ...stored, sentType: type, sentBytes: file.bytes.length } },
      });
    });
    return stored;
  }

  /** An uploaded picture by its file name (`<key>.webp`), or null. */
  async uploadedImage(key: string) {
    return store.findUpload(this.deps.db, key);
  }

  /** The navigation items with the names of their venue tiles. */
  async navigation(siteId: number): Promise<AdminNavItem[]> {
    const [items, tiles] = await Promise.all([
      store.listNavItems(this.deps.db, siteId),
      store.listNavTiles(this.deps.db, siteId),
    ]);
    return items.map((item) => navView(item, tiles));
  }

  /** Renames a navigation item, changes its icon or moves it; its code and path stay the site's. */
  saveNavigation(actor: OperatorActor, siteId: number, input: Save<'navigationSave'>) {
    const { id, ...values } = input;
    return this.change(actor, siteId, 'content.navigation', async (tx) => {
      await store.lockSiteNames(tx, siteId, 'navigation');
      const before = await store.findNavItem(tx, siteId, id);
      if (!before) throw missing('navigation');
      if (await store.navNameTaken(tx, siteId, values.name, id)) throw taken('导航项', 'name');
      const after = await store.updateNavItem(tx, siteId, id, values);
      const tiles = await store.listNavTiles(tx, siteId);
      return { before: navView(before, tiles), after: navView(after!, tiles) };
    });
  }

  /** Deletes one row; the audit keeps what it was, so a deletion can be written back by hand. */
  remove(actor: OperatorActor, siteId: number, input: { kind: ContentKind; id: number }) {
    const { kind, id } = input;
    return this.change(actor, siteId, `content.${kind}.remove`, async (tx) => {
      const before = await this.find(tx, siteId, kind, id);
      if (!before) throw missing(kind);
      if (!(await this.delete(tx, siteId, kind, id))) throw missing(kind);
      return { before, after: input };
    });
  }

  private async delete(tx: Tx, siteId: number, kind: ContentKind, id: number): Promise<boolean> {
    switch (kind) {
      case 'help':
        return store.removeHelpArticle(tx, id);
      case 'navigation': {
        // The venue tiles are the games' way in from the home page; those items stay (rename or move them).
        const tiles = (await store.listNavTiles(tx, siteId)).filter((t) => t.navItemId === id);
        if (tiles.length > 0) {
          throw new DomainError('invalidParameter', {
            msg: `该导航项下有${tiles.length}个场馆入口，不能删除（可改名或调整排序）`,
          });
        }
        return store.removeNavItem(tx, siteId, id);
      }
      case 'helpCategory': {
        // Deleting a category would take its articles with it (cascade); the operator moves or deletes them first.
        const articles = await store.countHelpArticles(tx, id);
        if (articles > 0) {
          throw new DomainError('invalidParameter', {
            msg: `该分类下还有${articles}篇文章，请先删除或移到其他分类`,
          });
        }
        return store.removeHelpCategory(tx, siteId, id);
      }
      default:
        return store.removeContent(tx, siteId, kind, id);
    }
  }

  private async find(tx: Tx, siteId: number, kind: ContentKind, id: number): Promise<unknown> {
    switch (kind) {
      case 'banner': {
        const row = await store.findBanner(tx, siteId, id);
        return row && bannerView(row);
      }
      case 'announcement': {
        const row = await store.findAnnouncement(tx, siteId, id);
        return row && announcementView(row);
      }
      case 'marquee': {
        const row = await store.findMarquee(tx, siteId, id);
        return row && marqueeView(row);
      }
      case 'floating': {
        const row = await store.findFloating(tx, siteId, id);
        return row && floatingView(row);
      }
      case 'help': {
        const row = await store.findHelpArticle(tx, siteId, id);
        return row && helpView(row);
      }
      case 'navigation': {
        const row = await store.findNavItem(tx, siteId, id);
        return row && navView(row, []);
      }
      case 'helpCategory': {
        const row = await store.findHelpCategory(tx, siteId, id);
        return row && { id: row.id, name: row.name, sort: row.sort };
      }
    }
  }
}
