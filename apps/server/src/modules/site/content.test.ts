import { Errors, siteRoutes } from '@courtside/contract';
import { adminRoutes, contentAdminRoutes as c } from '@courtside/contract/admin';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { multipartFile } from '../../test/uploads';
import { mediaUploads } from './tables';

const service = { 'x-admin-token': ADMIN_TOKEN };
const banner = {
  id: null,
  position: 'pc',
  title: '冬季足球盛典',
  imageUrl: '/media/banner-winter.png',
  linkUrl: '/app/promotions',
  sort: 0,
  enabled: true,
};

describe.each(databaseKinds())('the site content desk on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  const lastAudit = async (action: string) => (await call(app, adminRoutes.auditList, { action }, service)).items[0];

  it('creates, edits, disables and deletes a banner, and the member read follows each step at once', async () => {
    // The member read is cached: read it first, so a change that did not drop it would be caught.
    const before = await call(app, siteRoutes.bannersV1, { position: 'pc' });
    const created = await call(app, c.bannerSave, banner, service);
    expect(created).toMatchObject({ position: 'pc', title: '冬季足球盛典', enabled: true });
    expect((await call(app, siteRoutes.bannersV1, { position: 'pc' })).map((b) => b.title)).toEqual([
      ...before.filter((b) => b.sort <= 0).map((b) => b.title),
      '冬季足球盛典',
      ...before.filter((b) => b.sort > 0).map((b) => b.title),
    ]);
    expect((await call(app, siteRoutes.bannersV2)).pc.map((b) => b.id)).toContain(created.id);

    await call(app, c.bannerSave, { ...banner, id: created.id, title: '冬季盛典', linkUrl: '' }, service);
    const edited = (await call(app, siteRoutes.bannersV1, { position: 'pc' })).find((b) => b.id === created.id);
    expect(edited).toMatchObject({ title: '冬季盛典', linkUrl: null });

    await call(app, c.bannerSave, { ...banner, id: created.id, enabled: false }, service);
    expect((await call(app, siteRoutes.bannersV1, { position: 'pc' })).map((b) => b.id)).not.toContain(created.id);
    const listed = await call(app, c.banners, { position: 'pc', page: 1, pageSize: 100 }, service);
    expect(listed.items.find((b) => b.id === created.id)?.enabled).toBe(false);
    expect(listed.total).toBe(before.length + 1);

    expect(await lastAudit('content.banner')).toMatchObject({
      actor: 'operator-token',
      detail: { before: { enabled: true, title: '冬季盛典' }, after: { enabled: false, title: '冬季足球盛典' } },
    });

    await call(app, c.remove, { kind: 'banner', id: created.id }, service);
    expect((await call(app, c.banners, { position: 'pc' }, service)).total).toBe(before.length);
    expect(await lastAudit('content.banner.remove')).toMatchObject({ detail: { before: { id: created.id } } });
    const again = await post(app, c.remove.path, { kind: 'banner', id: created.id }, service);
    expect(again.body).toMatchObject({ code: Errors.notFound.code, msg: '轮播图不存在' });
  });

  it('publishes, edits and withdraws a notice; the member list shows it at once', async () => {
    await call(app, siteRoutes.announcements);
    const saved = await call(
      app,
      c.announcementSave,
      {
        id: null,
        title: '系统升级通知',
        content: '今晚两点升级',
        popup: true,
        enabled: true,
        publishedAt: '2026-11-29T01:00:00Z',
      },
      service,
    );
    const shown = (await call(app, siteRoutes.announcements)).find((a) => a.id === saved.id);
    expect(shown).toMatchObject({ title: '系统升级通知', popup: true, publishedAt: '2026-11-29T01:00:00.000Z' });

    await call(app, c.announcementSave, { ...saved, title: '系统升级完成', enabled: false }, service);
    expect((await call(app, siteRoutes.announcements)).map((a) => a.id)).not.toContain(saved.id);
    const first = (await call(app, c.announcements, { page: 1, pageSize: 1 }, service)).items[0];
    expect(first).toMatchObject({ id: saved.id, title: '系统升级完成', enabled: false });
  });

  it('keeps a timed marquee line to its window, and drops a disabled one from the member read', async () => {
    await call(app, siteRoutes.marquee);
    const saved = await call(
      app,
      c.marqueeSave,
      {
        id: null,
        category: 1,
        content: '周末存款送10%',
        startsAt: '2026-11-28T00:00:00+08:00',
        endsAt: '2026-11-30T00:00:00+08:00',
        sort: 0,
        enabled: true,
      },
      service,
    );
    const line = (await call(app, siteRoutes.marquee)).find((m) => m.id === saved.id);
    expect(line).toMatchObject({ category: 1, pmdTimerStart: Date.parse('2026-11-27T16:00:00Z') });
    await call(app, c.marqueeSave, { ...saved, content: '周末存款送10%', enabled: false }, service);
    expect((await call(app, siteRoutes.marquee)).map((m) => m.id)).not.toContain(saved.id);
  });

  it('edits a floating window and a help article, and the member reads follow', async () => {
    const windows = await call(app, c.floating, {}, service);
    const window = windows.items[0]!;
    await call(app, siteRoutes.floatingWindows);
    await call(app, c.floatingSave, { ...window, title: '新人礼包', side: 'left' }, service);
    expect((await call(app, siteRoutes.floatingWindows)).find((f) => f.id === window.id)).toMatchObject({
      title: '新人礼包',
      side: 'left',
    });

    const help = await call(app, c.help, { page: 1, pageSize: 5 }, service);
    const category = help.categories[0]!;
    const article = help.items[0]!;
    await call(app, siteRoutes.helpDetail, { id: article.id });
    await call(app, c.helpSave, { ...article, title: '如何存款（新版）', content: '第一步：打开钱包。' }, service);
    expect(await call(app, siteRoutes.helpDetail, { id: article.id })).toMatchObject({
      title: '如何存款（新版）',
      content: '第一步：打开钱包。',
    });
    const created = await call(
      app,
      c.helpSave,
      { id: null, categoryId: category.id, title: '提款多久到账', summary: '', content: '一般五分钟内。', sort: 99 },
      service,
    );
    const listed = await call(app, siteRoutes.helpList, { categoryId: category.id, pageSize: 50 });
    expect(listed.list.map((a) => a.id)).toContain(created.id);
    await call(app, c.remove, { kind: 'help', id: created.id }, service);
    expect((await post(app, siteRoutes.helpDetail.path, { id: created.id })).body.code).toBe(Errors.notFound.code);
  });

  it('renames and moves a navigation item; the member navigation follows at once', async () => {
    const items = await call(app, c.navigation, {}, service);
    const egame = items.find((item) => item.code === 'egame')!;
    expect(egame.tiles).toEqual(['YB 电子', 'PG 电子', 'CQ9 电子', 'YB 捕鱼']);
    await call(app, siteRoutes.navigation);
    await call(app, c.navigationSave, { id: egame.id, name: '电子游戏', iconUrl: egame.iconUrl, sort: 0 }, service);
    const nav = await call(app, siteRoutes.navigation);
    expect(nav.find((item) => item.code === 'egame')).toMatchObject({ name: '电子游戏', path: egame.path });
    // Sort 0 ties with 体育 (also 0): the earlier item first, then this one, then the rest.
    expect(nav.slice(0, 3).map((item) => item.code)).toEqual(['sports', 'egame', 'live']);
    const bad = await post(
      app,
      c.navigationSave.path,
      { id: egame.id, name: '电子', iconUrl: 'icon.png', sort: 0 },
      service,
    );
    expect(bad.body).toMatchObject({ code: Errors.invalidParameter.code, data: { field: 'iconUrl' } });
    expect(await lastAudit('content.navigation')).toMatchObject({
      detail: { before: { name: egame.name }, after: { name: '电子游戏', sort: 0 } },
    });
  });

  it('adds a navigation item and removes it again; the member navigation follows, duplicates are refused', async () => {
    const before = await call(app, siteRoutes.navigation);
    const item = { name: '优惠', iconUrl: '/media/icon-app.svg', path: '/app/promotions', sort: 50 };
    const created = await call(app, c.navigationCreate, item, service);
    expect(created).toMatchObject({ ...item, code: `nav${created.id}`, tiles: [] });
    const shown = await call(app, siteRoutes.navigation);
    expect(shown.find((n) => n.id === created.id)).toMatchObject({ name: '优惠', path: '/app/promotions', tiles: [] });
    expect(shown).toHaveLength(before.length + 1);
    expect(await lastAudit('content.navigation')).toMatchObject({ detail: { before: null, after: { name: '优惠' } } });

    const refusals: [string, Record<string, unknown>, string, RegExp][] = [
      [c.navigationCreate.path, { ...item, name: ' 优惠 ' }, 'name', /已有同名导航项/],
      // Seeded 体育; case is ignored too.
      [c.navigationCreate.path, { ...item, name: '体育' }, 'name', /已有同名导航项/],
      [c.navigationCreate.path, { ...item, name: '' }, 'name', /请填写名称/],
      [c.navigationCreate.path, { ...item, name: '长'.repeat(11) }, 'name', /名称最多10个字/],
      [c.navigationCreate.path, { ...item, path: 'https://evil.example.com' }, 'path', /页面路径须为本站页面/],
      [c.navigationCreate.path, { ...item, path: '/app//evil.example.com' }, 'path', /页面路径须为本站页面/],
      [c.navigationCreate.path, { ...item, iconUrl: 'icon.png' }, 'iconUrl', /图片须为本站/],
      [
        c.navigationSave.path,
        { id: created.id, name: '直播', iconUrl: item.iconUrl, sort: 0 },
        'name',
        /已有同名导航项/,
      ],
    ];
    for (const [path, body, field, message] of refusals) {
      const reply = await post(app, path, body, service);
      expect(reply.body.code, `${field} ${JSON.stringify(body)}`).toBe(Errors.invalidParameter.code);
      expect(reply.body).toMatchObject({ data: { field } });
      expect(reply.body.msg).toMatch(message);
    }
    expect(await call(app, siteRoutes.navigation)).toEqual(shown);

    // An item with venue tiles stays: the games' entries live there.
    const sports = shown.find((n) => n.code === 'sports')!;
    const kept = await post(app, c.remove.path, { kind: 'navigation', id: sports.id }, service);
    expect(kept.body).toMatchObject({
      code: Errors.invalidParameter.code,
      msg: '该导航项下有3个场馆入口，不能删除（可改名或调整排序）',
    });

    await call(app, c.remove, { kind: 'navigation', id: created.id }, service);
    expect(await call(app, siteRoutes.navigation)).toEqual(before);
    expect(await lastAudit('content.navigation.remove')).toMatchObject({
      detail: { before: { id: created.id, name: '优惠' } },
    });
    const gone = await post(app, c.remove.path, { kind: 'navigation', id: created.id }, service);
    expect(gone.body).toMatchObject({ code: Errors.notFound.code, msg: '导航项不存在' });
  });

  it('adds, renames and deletes a help category; the member help centre follows, duplicates are refused', async () => {
    const before = await call(app, siteRoutes.helpCategories);
    const created = await call(app, c.helpCategorySave, { id: null, name: '体育规则', sort: 90 }, service);
    expect(created).toMatchObject({ name: '体育规则', sort: 90, articles: 0 });
    expect((await call(app, siteRoutes.helpCategories)).map((h) => h.name)).toEqual([
      ...before.map((h) => h.name),
      '体育规则',
    ]);

    const taken = await post(app, c.helpCategorySave.path, { id: null, name: before[0]!.name, sort: 0 }, service);
    expect(taken.body).toMatchObject({ code: Errors.invalidParameter.code, data: { field: 'name' } });
    expect(taken.body.msg).toBe('已有同名帮助分类，请换一个名称');
    const long = await post(app, c.helpCategorySave.path, { id: null, name: '长'.repeat(21), sort: 0 }, service);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ data: { field: 'name' } });
    expect(long.body.msg).toMatch(/分类名称最多20个字/);
    const unknown = await post(app, c.helpCategorySave.path, { id: 999_999, name: '不存在', sort: 0 }, service);
    expect(unknown.body).toMatchObject({ code: Errors.notFound.code, msg: '帮助分类不存在' });
    // Saving a category under its own name is no duplicate.
    expect((await call(app, c.helpCategorySave, { id: created.id, name: '体育规则', sort: 91 }, service)).sort).toBe(
      91,
    );
    const renamed = await call(app, c.helpCategorySave, { id: created.id, name: '体育规则说明', sort: 90 }, service);
    expect(renamed.name).toBe('体育规则说明');
    expect(await lastAudit('content.helpCategory')).toMatchObject({
      detail: { before: { name: '体育规则' }, after: { name: '体育规则说明' } },
    });

    const article = await call(
      app,
      c.helpSave,
      { id: null, categoryId: created.id, title: '让球怎么算', summary: '', content: '按盘口结算。', sort: 0 },
      service,
    );
    const full = await post(app, c.remove.path, { kind: 'helpCategory', id: created.id }, service);
    expect(full.body).toMatchObject({
      code: Errors.invalidParameter.code,
      msg: '该分类下还有1篇文章，请先删除或移到其他分类',
    });
    expect(
      (await call(app, c.help, { categoryId: created.id }, service)).categories.find((h) => h.id === created.id),
    ).toMatchObject({ articles: 1 });
    // Every category's count is its own articles' (the seeded ones hold several each).
    const counted = await call(app, c.help, { pageSize: 1 }, service);
    for (const cat of counted.categories) {
      const own = await call(app, c.help, { categoryId: cat.id, pageSize: 1 }, service);
      expect(cat.articles, cat.name).toBe(own.total);
    }
    expect(counted.categories.some((cat) => cat.articles > 1)).toBe(true);
    await call(app, c.remove, { kind: 'help', id: article.id }, service);
    await call(app, c.remove, { kind: 'helpCategory', id: created.id }, service);
    expect(await call(app, siteRoutes.helpCategories)).toEqual(before);
    expect(await lastAudit('content.helpCategory.remove')).toMatchObject({
      detail: { before: { name: '体育规则说明' } },
    });
  });

  it('takes an uploaded picture by its bytes, serves it, and refuses a wrong type or an oversize file', async () => {
    const upload = async (bytes: Buffer, type: string, filename: string, headers: Record<string, string> = service) => {
      const body = multipartFile(bytes, type, filename);
      const res = await app.fastify.inject({
        method: 'POST',
        url: c.imageUpload.path,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
    };
    const stored = async () => (await app.database.db.select({ n: count() }).from(mediaUploads))[0]!.n;
    const audits = async () => (await call(app, adminRoutes.auditList, { action: 'content.image' }, service)).total;

    const jpeg = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#0a5' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    const good = await upload(jpeg, 'application/octet-stream', 'banner.bin');
    expect(good.body.code, good.body.msg).toBe(0);
    const picture = good.body.data as { url: string; width: number; height: number; bytes: number };
    expect(picture).toMatchObject({ width: 1200, height: 400 });
    expect(picture.url).toMatch(/^\/media\/up\/[a-f0-9]{32}\.webp$/);
    const served = await app.fastify.inject({ method: 'GET', url: picture.url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(served.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
    expect(served.rawPayload.length).toBe(picture.bytes);
    expect(await lastAudit('content.image')).toMatchObject({
      actor: 'operator-token',
      detail: { after: { url: picture.url, sentType: 'image/jpeg', sentBytes: jpeg.length } },
    });

    // The address is one a banner takes, and the member site shows it.
    const saved = await call(app, c.bannerSave, { ...banner, title: '上传的图片', imageUrl: picture.url }, service);
    const shown = (await call(app, siteRoutes.bannersV1, { position: 'pc' })).find((b) => b.id === saved.id);
    expect(shown?.imageUrl).toBe(picture.url);
    await call(app, c.remove, { kind: 'banner', id: saved.id }, service);

    const before = { stored: await stored(), audits: await audits() };
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1');
    const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const huge = Buffer.concat([pngHead, Buffer.alloc(2 * 1024 * 1024)]);
    const refusals: [Buffer, string, string, RegExp][] = [
      // Named and sent as a PNG, but its bytes are a script.
      [script, 'image/png', 'banner.png', /仅支持 PNG、JPEG、WEBP 图片/],
      [gif, 'image/gif', 'banner.gif', /仅支持 PNG、JPEG、WEBP 图片/],
      [huge, 'image/png', 'big.png', /图片不能超过 2MB/],
      // A PNG's signature with nothing of a picture after it.
      [Buffer.concat([pngHead, Buffer.from('not really')]), 'image/png', 'broken.png', /图片已损坏或无法识别/],
      [Buffer.alloc(0), 'image/png', 'empty.png', /图片文件为空|请选择要上传的图片/],
    ];
    for (const [bytes, type, filename, message] of refusals) {
      const reply = await upload(bytes, type, filename);
      expect(reply.body.code, filename).toBe(Errors.uploadInvalid.code);
      expect(reply.body.msg, filename).toMatch(message);
    }
    const json = await post(app, c.imageUpload.path, {}, service);
    expect(json.body).toMatchObject({ code: Errors.uploadInvalid.code, msg: '请选择要上传的图片' });
    expect({ stored: await stored(), audits: await audits() }).toEqual(before);
    // Not a manager: refused before the file is read.
    const stranger = await upload(jpeg, 'image/jpeg', 'banner.jpg', {});
    expect(stranger.status).toBe(403);
    expect(await stored()).toBe(before.stored);
    const unknown = await app.fastify.inject({ method: 'GET', url: `/media/up/${'0'.repeat(32)}.webp` });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad input with a Chinese message on the field, and changes nothing', async () => {
    const total = (await call(app, c.banners, {}, service)).total;
    const refusals: [string, Record<string, unknown>, string, RegExp][] = [
      [c.bannerSave.path, { ...banner, title: '' }, 'title', /请填写标题/],
      [c.bannerSave.path, { ...banner, title: '长'.repeat(41) }, 'title', /标题最多40个字/],
      [c.bannerSave.path, { ...banner, imageUrl: 'javascript:alert(1)' }, 'imageUrl', /图片须为本站/],
      [c.bannerSave.path, { ...banner, imageUrl: '/media/../secret.png' }, 'imageUrl', /图片须为本站/],
      [c.bannerSave.path, { ...banner, linkUrl: '//evil.example.com' }, 'linkUrl', /链接须为站内路径/],
      [c.bannerSave.path, { ...banner, linkUrl: 'http://plain.example.com' }, 'linkUrl', /链接须为站内路径/],
      [c.bannerSave.path, { ...banner, sort: 10_000 }, 'sort', /排序须在0-9999之间/],
      // What the console sends for a sort that is not a number (NaN travels as null).
      [c.bannerSave.path, { ...banner, sort: null }, 'sort', /排序须为0-9999的整数/],
      [c.bannerSave.path, { ...banner, position: 'side' }, 'position', /./],
      [
        c.announcementSave.path,
        { id: null, title: '通知', content: '内容', popup: false, enabled: true, publishedAt: '2026-13-01' },
        'publishedAt',
        /时间格式无效/,
      ],
      [
        c.marqueeSave.path,
        {
          id: null,
          category: 1,
          content: '限时',
          startsAt: '2026-11-30T00:00:00Z',
          endsAt: '2026-11-29T00:00:00Z',
          sort: 0,
          enabled: true,
        },
        'endsAt',
        /结束时间须晚于开始时间/,
      ],
      [
        c.marqueeSave.path,
        { id: null, category: 1, content: '限时', startsAt: null, endsAt: null, sort: 0, enabled: true },
        'startsAt',
        /定时公告须填写开始时间/,
      ],
    ];
    for (const [path, body, field, message] of refusals) {
      const reply = await post(app, path, body, service);
      expect([reply.status, reply.body.code], `${field} ${JSON.stringify(body)}`).toEqual([
        400,
        Errors.invalidParameter.code,
      ]);
      expect(reply.body).toMatchObject({ data: { field } });
      expect(reply.body.msg).toMatch(message);
    }
    const missing = await post(app, c.bannerSave.path, { ...banner, id: 999_999 }, service);
    expect(missing.body).toMatchObject({ code: Errors.notFound.code, msg: '轮播图不存在' });
    const otherCategory = await post(
      app,
      c.helpSave.path,
      { id: null, categoryId: 999_999, title: '标题', summary: '', content: '正文', sort: 0 },
      service,
    );
    expect(otherCategory.body).toMatchObject({ code: Errors.invalidParameter.code, data: { field: 'categoryId' } });
    expect((await call(app, c.banners, {}, service)).total).toBe(total);
  });

  it('writes the operator and their address into the audit row', async () => {
    const reply = await app.fastify.inject({
      method: 'POST',
      url: c.bannerSave.path,
      remoteAddress: '10.1.2.3',
      headers: service,
      payload: { ...banner, title: '审计测试' },
    });
    expect(reply.json().code).toBe(0);
    expect(await lastAudit('content.banner')).toMatchObject({
      actor: 'operator-token',
      ip: '10.1.2.3',
      detail: { before: null, after: { title: '审计测试' } },
    });
  });
});
