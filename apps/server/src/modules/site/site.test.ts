import { Errors, keyCodesMax, siteRoutes as r } from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { rowsOf } from '../../test/payments';
import { sites } from './tables';

describe.each(databaseKinds())('site config on %s', (kind) => {
  let app: TestApp;
  const fixedNow = new Date('2026-11-22T04:00:00Z');

  beforeAll(async () => {
    app = await createTestApp(kind, { clock: { now: () => fixedNow } });
  });
  afterAll(async () => app.close());

  describe('perInfo', () => {
    it('describes the default site in v1 and v5', async () => {
      for (const route of [r.perInfoV1, r.perInfoV5]) {
        const info = await call(app, route);
        expect(info).toMatchObject({
          siteId: 5000,
          siteSeries: 'cs',
          settlementUnit: 'cny',
          theme: 'colorful',
          languages: ['zh-CN'],
          defaultLanguage: 'zh-CN',
          maintenance: { active: false, message: '', endsAt: null },
          version: '1.1.0',
        });
      }
    });

    it('answers a POST with no body at all', async () => {
      const reply = await post(app, r.perInfoV1.path);
      expect(reply.status).toBe(200);
      expect(reply.body.code).toBe(0);
    });

    it('serves the site a gateway names, and falls back to 5000 above 5005', async () => {
      expect((await call(app, r.perInfoV1, {}, { 'x-site-id': '5001' })).settlementUnit).toBe('usdt');
      expect((await call(app, r.perInfoV1, {}, { 'x-site-id': '7123' })).siteId).toBe(5000);
      expect((await call(app, r.perInfoV1, {}, { 'x-site-id': 'abc' })).siteId).toBe(5000);
      const missing = await post(app, r.perInfoV1.path, {}, { 'x-site-id': '5003' });
      expect(missing.body).toMatchObject({ code: Errors.notFound.code, msg: '站点不存在' });
    });
  });

  describe('configInfo', () => {
    it('reads one parameter', async () => {
      expect(await call(app, r.configGet, { keyCode: 'login_verify_trigger_times' })).toEqual({
        keyCode: 'login_verify_trigger_times',
        value: '3',
      });
    });

    it('says plainly when a parameter does not exist', async () => {
      const reply = await post(app, r.configGet.path, { keyCode: 'no_such_key' });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ code: Errors.notFound.code, data: null, msg: '站点参数 no_such_key 不存在' });
    });

    it('reads many parameters and lists the unknown ones', async () => {
      const data = await call(app, r.configGets, {
        keyCodes: ['fast_register_verify', 'withdrawal_password', 'deposit_verify_true_name', 'nope', 'nope'],
      });
      expect(data).toEqual({
        params: { fast_register_verify: '0', withdrawal_password: '1', deposit_verify_true_name: '1' },
        missing: ['nope'],
      });
    });

    it('ignores unknown body fields', async () => {
      const data = await call(app, r.configGets, { keyCodes: ['deposit_verify_mobile_phone'], hack: true });
      expect(data.params).toEqual({ deposit_verify_mobile_phone: '0' });
    });

    it.each([
      ['a missing list', {}, 'keyCodes'],
      ['a string for the list', { keyCodes: 'login_verify_trigger_times' }, 'keyCodes'],
      ['an empty list', { keyCodes: [] }, 'keyCodes'],
      ['a number in the list', { keyCodes: [1] }, 'keyCodes.0'],
      ['an uppercase key', { keyCodes: ['DROP TABLE'] }, 'keyCodes.0'],
      ['an oversize list', { keyCodes: Array.from({ length: keyCodesMax + 1 }, (_, i) => `k${i}`) }, 'keyCodes'],
      ['an oversize key', { keyCodes: ['k'.repeat(65)] }, 'keyCodes.0'],
    ])('refuses %s with a 400 naming the field', async (_label, body, field) => {
      const reply = await post(app, r.configGets.path, body);
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe(Errors.invalidParameter.code);
      expect(reply.body.data).toEqual({ field });
      expect(reply.body.msg).toContain(`参数错误：${field}`);
    });

    it('refuses a v1 call without keyCode', async () => {
      const reply = await post(app, r.configGet.path, { key: 'x' });
      expect(reply.status).toBe(400);
      expect(reply.body.data).toEqual({ field: 'keyCode' });
    });
  });

  describe('content', () => {
    it('lists home and pc banners in order', async () => {
      const home = await call(app, r.bannersV1, {});
      expect(home.map((b) => b.title)).toEqual(['足球盛宴 精彩不停', '新人专享礼包', '主播陪你看球', '电竞狂欢季']);
      expect(home[0]!.imageUrl).toBe('/media/banner-worldcup.svg');
      expect(await call(app, r.bannersV1, { position: 'pc' })).toHaveLength(3);
      const grouped = await call(app, r.bannersV2, {});
      expect([grouped.home.length, grouped.pc.length]).toEqual([4, 3]);
      const bad = await post(app, r.bannersV1.path, { position: 'sidebar' });
      expect([bad.status, bad.body.code]).toEqual([400, Errors.invalidParameter.code]);
    });

    it('serves the generated artwork', async () => {
      const res = await app.fastify.inject({ method: 'GET', url: '/media/banner-worldcup.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain('足球盛宴');
      const missing = await app.fastify.inject({ method: 'GET', url: '/media/../../etc/passwd' });
      expect(missing.statusCode).toBe(404);
    });

    it('lists navigation with its game tiles, one venue in maintenance', async () => {
      const nav = await call(app, r.navigation);
      expect(nav.map((n) => n.code)).toEqual(['sports', 'live', 'casino', 'egame', 'esports', 'app']);
      const sports = nav.find((n) => n.code === 'sports')!;
      expect(sports.tiles.map((t) => [t.venueCode, t.status])).toEqual([
        ['OBTY', 0],
        ['IMTY', 0],
        ['FBTY', 1],
      ]);
    });

    it('lists floating windows, announcements and raw marquee notices', async () => {
      expect((await call(app, r.floatingWindows)).map((f) => f.side)).toEqual(['right', 'left']);
      const notices = await call(app, r.announcements);
      expect(notices.filter((a) => a.popup)).toHaveLength(1);
      const marquee = await call(app, r.marquee);
      expect(marquee).toHaveLength(4);
      expect(marquee[0]).toMatchObject({
        category: 1,
        pmdTimerStart: Date.parse('2025-01-01T00:00:00Z'),
        pmdTimerEnd: Date.parse('2030-12-31T15:59:59Z'),
      });
      expect(marquee[3]!.content).toBeNull();
    });

    it('pages the help centre and keeps articles inside their site', async () => {
      const categories = await call(app, r.helpCategories);
      expect(categories.map((c) => c.name)).toEqual([
        '新手指南',
        '存款帮助',
        '取款帮助',
        '账户安全',
        '责任博彩',
        '常见问题',
      ]);
      const faq = categories.at(-1)!;
      const page2 = await call(app, r.helpList, { categoryId: faq.id, page: 2, pageSize: 10 });
      expect([page2.list.length, page2.total, page2.page]).toEqual([10, 23, 2]);
      expect(page2.list[0]!.title).toMatch(/^常见问题 11：/);
      const page3 = await call(app, r.helpList, { categoryId: faq.id, page: 3, pageSize: 10 });
      expect(page3.list).toHaveLength(3);
      const detail = await call(app, r.helpDetail, { id: page3.list[0]!.id });
      expect(detail.content).toContain('第 21 条解答');

      const otherSite = await call(app, r.helpCategories, {}, { 'x-site-id': '5001' });
      const foreign = await call(app, r.helpList, { categoryId: otherSite[0]!.id }, { 'x-site-id': '5001' });
      const leak = await post(app, r.helpDetail.path, { id: foreign.list[0]!.id });
      expect(leak.body.code).toBe(Errors.notFound.code);
      const leakList = await call(app, r.helpList, { categoryId: otherSite[0]!.id });
      expect(leakList).toMatchObject({ list: [], total: 0 });

      for (const body of [{ categoryId: faq.id, pageSize: 51 }, { categoryId: -1 }, { categoryId: faq.id, page: 0 }]) {
        const bad = await post(app, r.helpList.path, body);
        expect([bad.status, bad.body.code]).toEqual([400, Errors.invalidParameter.code]);
      }
    });

    it('serves the footer, customer service, countries, domains and language', async () => {
      const footer = await call(app, r.pcBottom);
      expect(footer.responsibleGaming).toContain('18');
      expect(footer.columns.map((c) => c.title)).toEqual(['关于我们', '帮助中心', '安全与责任', '联系我们']);
      // Each information page has its own address (the web's footer pages).
      expect(footer.columns.flatMap((c) => c.links.map((l) => l.path)).filter((p) => p !== '/app/help')).toEqual([
        '/app/about',
        '/app/partners',
        '/app/join',
        '/app/responsible-gaming',
        '/app/privacy',
        '/app/terms',
        '/cs',
      ]);
      expect(await call(app, r.customerServiceUrl)).toEqual({ url: '' });
      expect((await call(app, r.customerServiceConfig)).hours).toBe('7×24 小时在线');
      const countries = await call(app, r.countries);
      expect(countries[0]).toEqual({ code: 'CN', name: '中国', dialCode: '+86' });
      expect((await call(app, r.domains)).domains).toHaveLength(3);
      expect(await call(app, r.languageCode)).toEqual({ code: 'zh-CN', enabled: ['zh-CN'] });
    });
  });

  describe('time', () => {
    it('answers the server time by GET and POST', async () => {
      const expected = { timestamp: fixedNow.getTime(), zone: 'Asia/Shanghai' };
      expect(await call(app, r.serverTime)).toEqual(expected);
      expect(await call(app, r.systemTime)).toEqual(expected);
    });
  });

  describe('maintenance', () => {
    it('is switched by an audited admin call and seen by perInfo and every other API', async () => {
      const denied = await post(app, adminRoutes.maintenance.path, { active: true });
      expect([denied.status, denied.body.code]).toEqual([403, Errors.forbidden.code]);
      const wrong = await post(
        app,
        adminRoutes.maintenance.path,
        { active: true },
        { 'x-admin-token': 'x'.repeat(33) },
      );
      expect(wrong.body.code).toBe(Errors.forbidden.code);

      const on = await call(
        app,
        adminRoutes.maintenance,
        { active: true, message: '系统升级中', endsAt: '2026-11-22T06:00:00Z' },
        { 'x-admin-token': ADMIN_TOKEN },
      );
      expect(on).toEqual({ active: true, message: '系统升级中', endsAt: '2026-11-22T06:00:00.000Z' });
      expect((await call(app, r.perInfoV1)).maintenance.active).toBe(true);

      const elsewhere = await post(app, '/api/site/group/account/memberLogin/v3/login', { name: 'a' });
      expect(elsewhere.body).toMatchObject({ code: Errors.maintenance.code, msg: '系统升级中' });

      await call(app, adminRoutes.maintenance, { active: false }, { 'x-admin-token': ADMIN_TOKEN });
      expect((await call(app, r.perInfoV1)).maintenance).toEqual({ active: false, message: '', endsAt: null });

      // The admin module's audit trail, read as the operator's reports would.
      const audit = await rowsOf<{ action: string; actor: string }>(
        app,
        sql`select action, actor from audit_log order by id`,
      );
      expect(audit.map((row) => [row.action, row.actor])).toEqual([
        ['site.maintenance', 'operator-token'],
        ['site.maintenance', 'operator-token'],
      ]);
    });

    it('refuses a malformed switch without changing anything', async () => {
      const bad = await post(
        app,
        adminRoutes.maintenance.path,
        { active: 'yes', endsAt: 'tomorrow' },
        { 'x-admin-token': ADMIN_TOKEN },
      );
      expect([bad.status, bad.body.code]).toEqual([400, Errors.invalidParameter.code]);
      expect((await call(app, r.perInfoV1)).maintenance.active).toBe(false);
    });
  });

  describe('cache', () => {
    it('serves reads from the cache until a change invalidates it', async () => {
      await call(app, r.perInfoV1);
      await app.database.db.update(sites).set({ name: '改名后的站点' }).where(eq(sites.id, 5000));
      expect((await call(app, r.perInfoV1)).siteName).toBe('Courtside 体育');
      await app.services.site.setMaintenance(5000, { active: false, message: '', endsAt: null });
      expect((await call(app, r.perInfoV1)).siteName).toBe('改名后的站点');
    });
  });

  describe('bad requests', () => {
    it('answers malformed JSON, oversize bodies and unknown routes with the envelope', async () => {
      const malformed = await post(app, r.configGets.path, '{"keyCodes": [');
      expect([malformed.status, malformed.body.code, malformed.body.msg]).toEqual([400, 10400, '请求格式错误']);
      const huge = await post(app, r.configGets.path, JSON.stringify({ keyCodes: ['a'], pad: 'x'.repeat(70_000) }));
      expect([huge.status, huge.body.msg]).toEqual([413, '请求内容过大']);
      const unknown = await post(app, '/api/site/group/site/nothing/v1/get', {});
      expect([unknown.status, unknown.body.code]).toEqual([404, Errors.notFound.code]);
    });

    it('reports health and readiness, and serves the OpenAPI document', async () => {
      expect((await app.fastify.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
      expect((await app.fastify.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
      const doc = (await app.fastify.inject({ method: 'GET', url: '/docs/json' })).json() as {
        paths: Record<string, unknown>;
      };
      expect(Object.keys(doc.paths)).toContain(r.configGets.path);
    });
  });
});

describe.each(databaseKinds())('operator switches on %s', (kind) => {
  it('MAINTENANCE=1 forces maintenance whatever the database says', async () => {
    const app = await createTestApp(kind, { env: { MAINTENANCE: '1' } });
    try {
      const info = await call(app, r.perInfoV1);
      expect(info.maintenance).toMatchObject({ active: true, message: '系统维护中，请稍后访问' });
    } finally {
      await app.close();
    }
  });

  it('rate-limits an address past the site-wide budget with 10430 (a busy code)', async () => {
    const app = await createTestApp(kind, { env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await post(app, r.perInfoV1.path, {})).body.code);
      expect(codes).toEqual([0, 0, 0, Errors.rateLimitedIp.code]);
    } finally {
      await app.close();
    }
  });
});
