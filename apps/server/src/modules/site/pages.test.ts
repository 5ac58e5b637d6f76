import { Errors, type SitePageContent, sitePageRoutes } from '@courtside/contract';
import { sitePageAdminRoutes as a, adminRoutes } from '@courtside/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { checkedPage } from './pages';

const service = { 'x-admin-token': ADMIN_TOKEN };

const page = (over: Partial<SitePageContent> = {}): SitePageContent => ({
  title: '关于我们',
  lead: '新的导语',
  updated: null,
  sections: [{ heading: '我们是谁', paragraphs: ['第一段'], items: ['一条要点'] }],
  ...over,
});

describe('checkedPage', () => {
  it('trims text and drops the date on pages that show none', () => {
    expect(checkedPage('about', page({ title: '  关于  ', updated: '2026-01-01' }))).toMatchObject({
      title: '关于',
      updated: null,
    });
  });

  it('requires the date on privacy and terms', () => {
    expect(() => checkedPage('privacy', page())).toThrow('请填写最近更新日期');
    expect(checkedPage('terms', page({ updated: '2026-12-01' })).updated).toBe('2026-12-01');
  });

  it('counts characters as a reader does and names the field', () => {
    expect(() => checkedPage('about', page({ title: '字'.repeat(31) }))).toThrow('标题须为 1 至 30 字');
    expect(checkedPage('about', page({ title: '😀'.repeat(30) })).title).toHaveLength(60);
    expect(() => checkedPage('about', page({ sections: [] }))).toThrow('段落须为 1 至 20 节');
    expect(() => checkedPage('about', page({ sections: [{ heading: '空的', paragraphs: [], items: [] }] }))).toThrow(
      '第 1 节没有内容',
    );
    expect(() => checkedPage('about', page({ sections: [{ heading: '一', paragraphs: ['  '], items: [] }] }))).toThrow(
      '第 1 节第 1 段',
    );
  });
});

describe.each(databaseKinds())('footer pages from the site configuration on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  it('serves the seeded text (today’s bundled words) for every page', async () => {
    const about = await call(app, sitePageRoutes.get, { code: 'about' });
    expect(about.content).toMatchObject({ title: '关于我们', updated: null });
    expect(about.content?.sections.map((s) => s.heading)).toContain('我们是谁');
    const privacy = await call(app, sitePageRoutes.get, { code: 'privacy' });
    expect(privacy.content?.updated).toBe('2026-11-01');
    // The settlement unit's words stay placeholders; the member site fills them.
    expect(JSON.stringify(privacy.content)).toContain('{{withdraw}}');
    const listed = await call(app, a.sitePages, {}, service);
    expect(listed.items.map((p) => p.code)).toEqual(['about', 'partners', 'responsibleGaming', 'privacy', 'terms']);
    expect(listed.items.every((p) => p.updatedBy === 'seed')).toBe(true);
  });

  it('a save reaches the next member read at once (the cached reply is dropped), and is audited', async () => {
    const cached = await call(app, sitePageRoutes.get, { code: 'about' });
    const saved = await call(
      app,
      a.sitePageSave,
      { code: 'about', content: page({ lead: '  运营方新写的导语 ' }) },
      service,
    );
    expect(saved).toMatchObject({ code: 'about', updatedBy: 'operator-token', content: { lead: '运营方新写的导语' } });
    expect((await call(app, sitePageRoutes.get, { code: 'about' })).content?.lead).toBe('运营方新写的导语');
    const audit = (await call(app, adminRoutes.auditList, { action: 'content.page' }, service)).items[0];
    expect(audit).toMatchObject({
      actor: 'operator-token',
      detail: { code: 'about', before: { lead: cached.content?.lead }, after: { lead: '运营方新写的导语' } },
    });
  });

  it('refuses bad content with 11060 and changes nothing', async () => {
    const before = await call(app, sitePageRoutes.get, { code: 'terms' });
    for (const content of [
      page({ updated: '2026-12-01', title: '' }),
      page({ updated: null }),
      page({ updated: '2026-12-01', lead: '长'.repeat(501) }),
      page({ updated: '2026-12-01', sections: [{ heading: '', paragraphs: ['x'], items: [] }] }),
    ]) {
      const reply = await post(app, a.sitePageSave.path, { code: 'terms', content }, service);
      expect(reply.body).toMatchObject({ code: Errors.sitePageInvalid.code });
    }
    const unknown = await post(app, a.sitePageSave.path, { code: 'join', content: page() }, service);
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.body.code).not.toBe(0);
    expect(await call(app, sitePageRoutes.get, { code: 'terms' })).toEqual(before);
  });

  it('keeps members out of the desk', async () => {
    const reply = await post(app, a.sitePageSave.path, { code: 'about', content: page() });
    expect(reply.body.code).not.toBe(0);
    expect((await call(app, sitePageRoutes.get, { code: 'about' })).content?.lead).toBe('运营方新写的导语');
  });
});
